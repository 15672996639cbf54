import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import { useApi } from '../../lib/services.tsx';
import { user } from './endpoints.ts';
import { userKeys } from './keys.ts';

/** The caller's public IP address as the server sees it (`/user/ip`), to allow it in an instance. */
export function getUserIp(api: ApiClient, signal?: AbortSignal) {
  return api.call(user.ip, {}, { silent: true, signal });
}

export function userIpOptions(api: ApiClient) {
  return queryOptions({
    queryKey: userKeys.ip(),
    queryFn: ({ signal }) => getUserIp(api, signal),
    staleTime: 5 * 60_000,
  });
}

/** Asked only when wanted ("Add my IP"): `enabled` false until then. */
export function useUserIpQuery({ enabled }: { enabled: boolean }) {
  return useQuery({ ...userIpOptions(useApi()), enabled });
}
