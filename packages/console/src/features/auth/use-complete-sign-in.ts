import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useServices } from '../../lib/services.tsx';
import { readMarketplace } from '../../lib/storage.ts';
import { readRedirectParams, routeAfterLogin } from '../../lib/post-login.ts';
import { userInfoOptions } from '../../data/user/user-info-query.ts';
import { userKeys } from '../../data/user/keys.ts';
import { getQuestionnaireGuide } from '../../data/questionnaire/questionnaire-guide-query.ts';
import { getInstanceGuide } from '../../data/instance/instance-guide-query.ts';

/**
 * Stores a new session and sends the user on (spec section 2): the post-login routing table, fed
 * by the calls it needs. Used by every way in: password, two-factor code, social login, register.
 */
export function useCompleteSignIn() {
  const { api, storage, tokens, queryClient } = useServices();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return useCallback(
    async (session?: { accessToken: string; refreshToken: string }) => {
      if (session !== undefined) {
        tokens.set(session);
        // The user of the previous session (if any) must not leak into this one.
        queryClient.removeQueries({ queryKey: userKeys.all });
      }
      const to = await routeAfterLogin({
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
      await navigate(to, { replace: true });
    },
    [api, navigate, queryClient, search, storage, tokens],
  );
}
