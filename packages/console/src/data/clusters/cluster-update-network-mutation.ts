import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf } from '../../lib/endpoint.ts';
import { clusters } from './endpoints.ts';
import { useClusterLifecycleMutation } from './cluster-lifecycle-mutation.ts';

export type ClusterNetworkUpdate = RequestOf<typeof clusters.updateNetwork>;

/** Changes the listening port (a running cluster restarts) or the allowed inbound IPs. Silent: the form shows a refusal in place. */
export function updateClusterNetwork(api: ApiClient, input: ClusterNetworkUpdate) {
  return api.call(clusters.updateNetwork, input, { silent: true });
}

export function useClusterUpdateNetworkMutation() {
  return useClusterLifecycleMutation(updateClusterNetwork);
}
