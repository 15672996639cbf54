import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf } from '../../lib/endpoint.ts';
import { clusters } from './endpoints.ts';
import { useClusterLifecycleMutation } from './cluster-lifecycle-mutation.ts';

export type ClusterUpgradeInput = RequestOf<typeof clusters.upgrade>;

/** Upgrades a cluster to a newer version (UPDATING; running servers restart one by one). Silent. */
export function upgradeCluster(api: ApiClient, input: ClusterUpgradeInput) {
  return api.call(clusters.upgrade, input, { silent: true });
}

export function useClusterUpgradeMutation() {
  return useClusterLifecycleMutation(upgradeCluster);
}
