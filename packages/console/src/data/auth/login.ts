import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf, ResponseOf } from '../../lib/endpoint.ts';
import { auth } from './endpoints.ts';

export type LoginInput = RequestOf<typeof auth.login>;
export type LoginResult = ResponseOf<typeof auth.login>;

/**
 * Signs in; refusals are shown in the form, so the call is silent. A plain call, not a mutation
 * hook: /login's steps run before the query client has loaded (lib/lazy-query-client.ts).
 */
export function login(api: ApiClient, input: LoginInput) {
  return api.call(auth.login, input, { silent: true });
}
