import type { ApiClient } from '../../lib/api.ts';
import { clusters } from './endpoints.ts';
import { useClusterLifecycleMutation } from './cluster-lifecycle-mutation.ts';

/** Starts a Stopped cluster: STARTING, then RUNNING (every server, or none). */
export function startCluster(api: ApiClient, { clusterId }: { clusterId: string }) {
  return api.call(clusters.start, { clusterId }, { silent: true });
}

export function useClusterStartMutation() {
  return useClusterLifecycleMutation(startCluster);
}
