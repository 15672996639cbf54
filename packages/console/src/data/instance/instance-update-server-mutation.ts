import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf } from '../../lib/endpoint.ts';
import { instance } from './endpoints.ts';
import { useLifecycleMutation } from './lifecycle-mutation.ts';

export type InstanceServerUpdate = RequestOf<typeof instance.updateServer>;

/** Change the memory threshold, log level or node ID cache (UPDATING, then back). Silent: the form shows a refusal in place. */
export function updateInstanceServer(api: ApiClient, input: InstanceServerUpdate) {
  return api.call(instance.updateServer, input, { silent: true });
}

export function useInstanceUpdateServerMutation() {
  return useLifecycleMutation(updateInstanceServer);
}
