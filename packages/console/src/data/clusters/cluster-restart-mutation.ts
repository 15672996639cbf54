import type { ApiClient } from '../../lib/api.ts';
import { clusters } from './endpoints.ts';
import { useClusterLifecycleMutation } from './cluster-lifecycle-mutation.ts';

/** Restarts an Active cluster, one server after another. */
export function restartCluster(api: ApiClient, { clusterId }: { clusterId: string }) {
  return api.call(clusters.restart, { clusterId }, { silent: true });
}

export function useClusterRestartMutation() {
  return useClusterLifecycleMutation(restartCluster);
}
