import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import { useApi } from '../../lib/services.tsx';
import { auth } from './endpoints.ts';
import { authKeys } from './keys.ts';

export type SocialProvider = 'github' | 'google';

export function getSocialLoginStart(
  api: ApiClient,
  provider: SocialProvider,
  signal?: AbortSignal,
) {
  const endpoint = provider === 'github' ? auth.githubLoginStart : auth.googleLoginStart;
  return api.call(endpoint, {}, { silent: true, signal });
}

/** Where a social sign-in starts, or `{ enabled: false }` (its button is then hidden). */
export function socialLoginStartOptions(api: ApiClient, provider: SocialProvider) {
  return queryOptions({
    queryKey: authKeys.socialStart(provider),
    queryFn: ({ signal }) => getSocialLoginStart(api, provider, signal),
    // Each start carries a fresh anti-forgery state; never reuse an old one.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useSocialLoginStartQuery(provider: SocialProvider) {
  return useQuery(socialLoginStartOptions(useApi(), provider));
}
