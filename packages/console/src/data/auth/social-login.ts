import type { ApiClient } from '../../lib/api.ts';
import { auth } from './endpoints.ts';
import type { SocialProvider } from './social-login-start-query.ts';

export interface SocialLoginInput {
  provider: SocialProvider;
  code: string;
  state?: string;
}

/**
 * Trades the provider's code for a session (form-encoded, spec section 7). A plain call, with no
 * mutation hook: /login makes it on arrival from the provider, before the query client has loaded
 * (lib/lazy-query-client.ts), and shows its progress with the page's own spinner.
 */
export function socialLogin(api: ApiClient, { provider, code, state }: SocialLoginInput) {
  const endpoint = provider === 'github' ? auth.githubLogin : auth.googleLogin;
  return api.call(endpoint, state === undefined ? { code } : { code, state });
}
