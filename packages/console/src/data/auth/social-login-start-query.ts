import type { ApiClient } from '../../lib/api.ts';
import { useKeptAnswer } from '../../lib/kept-answer.ts';
import { auth } from './endpoints.ts';

export type SocialProvider = 'github' | 'google';

export function getSocialLoginStart(
  api: ApiClient,
  provider: SocialProvider,
  signal?: AbortSignal,
) {
  const endpoint = provider === 'github' ? auth.githubLoginStart : auth.googleLoginStart;
  return api.call(endpoint, {}, { silent: true, signal });
}

/**
 * Where a social sign-in starts, or `{ enabled: false }` (its button is then hidden). Asked on every
 * mount of /login's first step, before the query client has loaded, so kept by `useKeptAnswer`, not
 * in the query cache. Only `enabled` is read from it: the sign-in itself asks afresh for a start,
 * whose anti-forgery state is never reused (features/auth/login-screen.tsx).
 */
export function useSocialLoginStartQuery(provider: SocialProvider) {
  return useKeptAnswer(`social-start:${provider}`, (api) => getSocialLoginStart(api, provider), 0);
}
