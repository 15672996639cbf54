import type { ApiClient } from '../../lib/api.ts';
import { instance } from './endpoints.ts';
import { useLifecycleMutation } from './lifecycle-mutation.ts';

/** Starts a Stopped instance: STARTING, then RUNNING (or back to STOPPED when the graph does not fit). */
export function startInstance(api: ApiClient, { instanceId }: { instanceId: string }) {
  return api.call(instance.start, { instanceId }, { silent: true });
}

export function useInstanceStartMutation() {
  return useLifecycleMutation(startInstance);
}
