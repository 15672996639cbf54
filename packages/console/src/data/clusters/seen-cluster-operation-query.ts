import { skipToken, useQuery } from '@tanstack/react-query';
import { clusterKeys } from './keys.ts';
import type { SeenClusterOperation } from './cluster-cache.ts';

/**
 * The operation this console saw accepted for a cluster and that is still under way (written by
 * the cluster mutations, cleared when polling sees it end); undefined when none. Nothing is
 * fetched: it is read from the cache.
 */
export function useSeenClusterOperation(clusterId: string) {
  return useQuery<SeenClusterOperation>({
    queryKey: clusterKeys.operation(clusterId),
    queryFn: skipToken,
    staleTime: Infinity,
  }).data;
}
