import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, CallOptions } from '../../lib/api.ts';
import type { ResponseOf } from '../../lib/endpoint.ts';
import { user } from './endpoints.ts';
import { useApi } from '../../lib/services.tsx';
import { userKeys } from './keys.ts';

export type UserInfo = ResponseOf<typeof user.info>;

export function getUserInfo(api: ApiClient, options: CallOptions = {}) {
  return api.call(user.info, {}, options);
}

/**
 * The signed-in user. The start-up lookup hides its error toast (spec section 7): the layout decides
 * what a failure means (usually a trip to /login) instead of showing a raw message first.
 */
export function userInfoOptions(api: ApiClient) {
  return queryOptions({
    queryKey: userKeys.info(),
    queryFn: ({ signal }) => getUserInfo(api, { silent: true, signal }),
    staleTime: 5 * 60_000,
  });
}

export function useUserInfoQuery() {
  return useQuery(userInfoOptions(useApi()));
}
