import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf } from '../../lib/endpoint.ts';
import { clusters } from './endpoints.ts';
import { useClusterLifecycleMutation } from './cluster-lifecycle-mutation.ts';

export type ClusterConfigUpdate = RequestOf<typeof clusters.updateConfig>;

/** Changes the server settings of every server (memory threshold, log level, node ID cache). Silent: the form shows a refusal in place. */
export function updateClusterConfig(api: ApiClient, input: ClusterConfigUpdate) {
  return api.call(clusters.updateConfig, input, { silent: true });
}

export function useClusterUpdateConfigMutation() {
  return useClusterLifecycleMutation(updateClusterConfig);
}
