/**
 * What follows a sign-in (spec section 2), once the session is stored: the post-login routing table,
 * fed by the calls it needs, says where to go. A chunk of its own, loaded by `useCompleteSignIn`
 * (./use-complete-sign-in.ts) and preloaded when the visitor starts on the form: /login's first
 * load does not carry the routing table and the calls it makes.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { AppStorage, TokenStore } from '../../lib/storage.ts';
import { readMarketplace } from '../../lib/storage.ts';
import { readRedirectParams, routeAfterLogin } from '../../lib/post-login.ts';
import { userInfoOptions } from '../../data/user/user-info-query.ts';
import { getQuestionnaireGuide } from '../../data/questionnaire/questionnaire-guide-query.ts';
import { getInstanceGuide } from '../../data/instance/instance-guide-query.ts';

export interface SignInContext {
  api: ApiClient;
  storage: AppStorage;
  tokens: TokenStore;
  queryClient: QueryClient;
  search: URLSearchParams;
}

/** The path to go to after the sign-in. */
export function pathAfterSignIn({
  api,
  storage,
  tokens,
  queryClient,
  search,
}: SignInContext): Promise<string> {
  return routeAfterLogin({
    hasAccessToken: tokens.accessToken() !== null,
    storedMarketplace: readMarketplace(storage),
    params: readRedirectParams(search),
    clearStoredMarketplace: () => {
      storage.channel.clear();
      storage.extAccountToken.clear();
    },
    fetchUser: () => queryClient.fetchQuery(userInfoOptions(api)),
    fetchQuestionnaireDue: async () => Boolean(await getQuestionnaireGuide(api)),
    fetchInstanceGuide: () => getInstanceGuide(api),
  });
}
