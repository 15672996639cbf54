import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import { useApi } from '../../lib/services.tsx';
import { instance } from './endpoints.ts';
import { instanceKeys } from './keys.ts';

export function getInstanceCount(api: ApiClient, signal?: AbortSignal) {
  return api.call(instance.count, {}, { signal, silent: true });
}

export function instanceCountOptions(api: ApiClient) {
  return queryOptions({
    queryKey: instanceKeys.count(),
    queryFn: ({ signal }) => getInstanceCount(api, signal),
  });
}

export function useInstanceCountQuery() {
  return useQuery(instanceCountOptions(useApi()));
}
