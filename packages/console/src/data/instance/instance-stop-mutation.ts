import type { ApiClient } from '../../lib/api.ts';
import { instance } from './endpoints.ts';
import { useLifecycleMutation } from './lifecycle-mutation.ts';

/** Stops an Active instance: STOPPING, then STOPPED (billed for storage only). */
export function stopInstance(api: ApiClient, { instanceId }: { instanceId: string }) {
  return api.call(instance.stop, { instanceId }, { silent: true });
}

export function useInstanceStopMutation() {
  return useLifecycleMutation(stopInstance);
}
