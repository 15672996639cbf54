import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { ResponseOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { clusters } from './endpoints.ts';
import { clusterKeys } from './keys.ts';

export type ClusterUpgradeCheck = ResponseOf<typeof clusters.upgradeCheck>;

/** The versions a cluster can upgrade to (`POST /cluster/upgrade/check`), newest first. */
export function getClusterUpgradeCheck(api: ApiClient, clusterId: string, signal?: AbortSignal) {
  return api.call(clusters.upgradeCheck, { clusterId }, { signal, silent: true });
}

export function clusterUpgradeCheckOptions(api: ApiClient, clusterId: string) {
  return queryOptions({
    queryKey: clusterKeys.upgradeCheck(clusterId),
    queryFn: ({ signal }) => getClusterUpgradeCheck(api, clusterId, signal),
  });
}

/** Asked when the user checks for an upgrade (`enabled`), and again after a version changed. */
export function useClusterUpgradeCheckQuery(clusterId: string, { enabled = true } = {}) {
  return useQuery({ ...clusterUpgradeCheckOptions(useApi(), clusterId), enabled });
}
