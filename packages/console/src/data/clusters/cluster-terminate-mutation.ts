import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf } from '../../lib/endpoint.ts';
import { clusters } from './endpoints.ts';
import { useClusterLifecycleMutation } from './cluster-lifecycle-mutation.ts';

export type ClusterTerminateInput = RequestOf<typeof clusters.terminate>;

/** Terminates a cluster and every server, its typed name as confirmation (data and backups go). */
export function terminateCluster(api: ApiClient, input: ClusterTerminateInput) {
  return api.call(clusters.terminate, input, { silent: true });
}

export function useClusterTerminateMutation() {
  return useClusterLifecycleMutation(terminateCluster);
}
