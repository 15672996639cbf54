import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { ResponseOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { clusters } from './endpoints.ts';
import { clusterKeys } from './keys.ts';

export type FreeClusterConfig = ResponseOf<typeof clusters.freeConfig>;

export function getFreeClusterConfig(api: ApiClient, signal?: AbortSignal) {
  return api.call(clusters.freeConfig, {}, { silent: true, signal });
}

export function freeClusterConfigOptions(api: ApiClient) {
  return queryOptions({
    queryKey: clusterKeys.freeConfig(),
    queryFn: ({ signal }) => getFreeClusterConfig(api, signal),
    staleTime: 5 * 60_000,
  });
}

/** The fixed configuration of the free cluster (place, version, port, servers, $0 an hour). */
export function useFreeClusterConfigQuery({ enabled = true } = {}) {
  return useQuery({ ...freeClusterConfigOptions(useApi()), enabled });
}
