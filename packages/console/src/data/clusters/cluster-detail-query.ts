import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { ResponseOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { clusters } from './endpoints.ts';
import { clusterKeys } from './keys.ts';
import { keepAcceptedCluster, settleFetchedClusters } from './cluster-cache.ts';
import { reportEndedOperations } from '../operation-events.ts';

export type ClusterDetail = ResponseOf<typeof clusters.detail>;
export type ClusterServer = ClusterDetail['servers'][number];

export function getClusterDetail(api: ApiClient, clusterId: string, signal?: AbortSignal) {
  // Silent: the cluster's screens show a missing cluster (404) or a failure in place, once.
  return api.call(clusters.detail, { clusterId }, { signal, silent: true });
}

export function clusterDetailOptions(api: ApiClient, clusterId: string) {
  return queryOptions({
    queryKey: clusterKeys.detail(clusterId),
    queryFn: async ({ signal, client }) => {
      const detail = keepAcceptedCluster(client, await getClusterDetail(api, clusterId, signal));
      reportEndedOperations(settleFetchedClusters(client, [detail]), 'cluster');
      return detail;
    },
  });
}

/** One cluster of the caller with its servers; disabled until there is an id to ask for. */
export function useClusterDetailQuery(clusterId: string | null) {
  const api = useApi();
  return useQuery({ ...clusterDetailOptions(api, clusterId ?? ''), enabled: clusterId !== null });
}
