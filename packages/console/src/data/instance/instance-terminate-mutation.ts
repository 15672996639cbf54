import type { ApiClient } from '../../lib/api.ts';
import { instance } from './endpoints.ts';
import { useLifecycleMutation } from './lifecycle-mutation.ts';

/** Terminates an instance, its name typed as confirmation: TERMINATING, then TERMINATED. */
export function terminateInstance(
  api: ApiClient,
  { instanceId, confirmName }: { instanceId: string; confirmName: string },
) {
  return api.call(instance.terminate, { instanceId, confirmName }, { silent: true });
}

export function useInstanceTerminateMutation() {
  return useLifecycleMutation(terminateInstance);
}
