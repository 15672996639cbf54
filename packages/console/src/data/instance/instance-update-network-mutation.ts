import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf } from '../../lib/endpoint.ts';
import { instance } from './endpoints.ts';
import { useLifecycleMutation } from './lifecycle-mutation.ts';

export type InstanceNetworkUpdate = RequestOf<typeof instance.updateNetwork>;

/** Change the listening port (a running instance restarts) or the allowed inbound IPs. Silent: the form shows a refusal in place. */
export function updateInstanceNetwork(api: ApiClient, input: InstanceNetworkUpdate) {
  return api.call(instance.updateNetwork, input, { silent: true });
}

export function useInstanceUpdateNetworkMutation() {
  return useLifecycleMutation(updateInstanceNetwork);
}
