import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import { useApi } from '../../lib/services.tsx';
import { clusters } from './endpoints.ts';
import { clusterKeys } from './keys.ts';

export function getClusterConnection(api: ApiClient, clusterId: string, signal?: AbortSignal) {
  // Silent: asked only where `connect` is allowed; a refusal in between is shown in place.
  return api.call(clusters.connect, { clusterId }, { signal, silent: true });
}

export function clusterConnectOptions(api: ApiClient, clusterId: string) {
  return queryOptions({
    queryKey: clusterKeys.connect(clusterId),
    queryFn: ({ signal }) => getClusterConnection(api, clusterId, signal),
  });
}

/**
 * How to connect to a cluster (`/cluster/connect/manager`): its address, the root user and the
 * link to the Manager serving it, if any. Ask only while the lifecycle table allows `connect`.
 */
export function useClusterConnectQuery(clusterId: string, { enabled = true } = {}) {
  return useQuery({ ...clusterConnectOptions(useApi(), clusterId), enabled });
}
