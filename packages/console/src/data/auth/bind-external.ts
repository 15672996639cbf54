import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf } from '../../lib/endpoint.ts';
import { auth } from './endpoints.ts';

export type BindExternalInput = RequestOf<typeof auth.bindExternal>;

/**
 * Links a marketplace subscription to the signed-in account. A plain call, with no mutation hook:
 * /login makes it on arrival, before the query client has loaded (lib/lazy-query-client.ts); the
 * caller refreshes `userKeys.externalBound()` if a cache holds it.
 */
export function bindExternal(api: ApiClient, input: BindExternalInput) {
  return api.call(auth.bindExternal, input);
}
