import type { ApiClient } from '../../lib/api.ts';
import { clusters } from './endpoints.ts';
import { useClusterLifecycleMutation } from './cluster-lifecycle-mutation.ts';

/** Stops an Active cluster: STOPPING, then STOPPED (billed for storage only). */
export function stopCluster(api: ApiClient, { clusterId }: { clusterId: string }) {
  return api.call(clusters.stop, { clusterId }, { silent: true });
}

export function useClusterStopMutation() {
  return useClusterLifecycleMutation(stopCluster);
}
