import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { ResponseOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { user } from './endpoints.ts';
import { userKeys } from './keys.ts';

export type UserProfile = ResponseOf<typeof user.profile>;

export function getProfile(api: ApiClient, signal?: AbortSignal) {
  return api.call(user.profile, {}, { signal });
}

export function profileOptions(api: ApiClient) {
  return queryOptions({
    queryKey: userKeys.profile(),
    queryFn: ({ signal }) => getProfile(api, signal),
  });
}

export function useProfileQuery() {
  return useQuery(profileOptions(useApi()));
}
