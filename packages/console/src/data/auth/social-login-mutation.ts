import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import { useApi } from '../../lib/services.tsx';
import { auth } from './endpoints.ts';
import type { SocialProvider } from './social-login-start-query.ts';

export interface SocialLoginInput {
  provider: SocialProvider;
  code: string;
  state?: string;
}

/** Trades the provider's code for a session (form-encoded, spec section 7). */
export function socialLogin(api: ApiClient, { provider, code, state }: SocialLoginInput) {
  const endpoint = provider === 'github' ? auth.githubLogin : auth.googleLogin;
  return api.call(endpoint, state === undefined ? { code } : { code, state });
}

export function useSocialLoginMutation() {
  const api = useApi();
  return useMutation({ mutationFn: (input: SocialLoginInput) => socialLogin(api, input) });
}
