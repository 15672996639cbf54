import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { ResponseOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { clusters } from './endpoints.ts';
import { clusterKeys } from './keys.ts';

export type FreeClusterCheck = ResponseOf<typeof clusters.freeCheck>;

/**
 * Whether the caller may create a free cluster now (`POST /cluster/{brand}v5/free/check`: one FREE
 * instance or cluster per account). A refusal is an answer (`allowed: false` with the message).
 */
export function getFreeClusterCheck(api: ApiClient, signal?: AbortSignal) {
  return api.call(clusters.freeCheck, {}, { silent: true, signal });
}

export function freeClusterCheckOptions(api: ApiClient) {
  return queryOptions({
    queryKey: clusterKeys.freeCheck(),
    queryFn: ({ signal }) => getFreeClusterCheck(api, signal),
    staleTime: 0,
  });
}

export function useFreeClusterCheckQuery() {
  return useQuery(freeClusterCheckOptions(useApi()));
}
