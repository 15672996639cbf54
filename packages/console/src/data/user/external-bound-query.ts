import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import { useApi } from '../../lib/services.tsx';
import { user } from './endpoints.ts';
import { userKeys } from './keys.ts';

export function getExternalBound(api: ApiClient, signal?: AbortSignal) {
  return api.call(user.externalBound, {}, { signal });
}

export function externalBoundOptions(api: ApiClient) {
  return queryOptions({
    queryKey: userKeys.externalBound(),
    queryFn: ({ signal }) => getExternalBound(api, signal),
  });
}

export function useExternalBoundQuery() {
  return useQuery(externalBoundOptions(useApi()));
}
