import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { ResponseOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { openKey } from './endpoints.ts';
import { openKeyKeys } from './keys.ts';

export type ApiKeyList = ResponseOf<typeof openKey.list>;

export function listOpenKeys(api: ApiClient, signal?: AbortSignal) {
  return api.call(openKey.list, {}, { signal });
}

export function openKeyListOptions(api: ApiClient) {
  return queryOptions({
    queryKey: openKeyKeys.list(),
    queryFn: ({ signal }) => listOpenKeys(api, signal),
  });
}

export function useOpenKeyListQuery() {
  return useQuery(openKeyListOptions(useApi()));
}
