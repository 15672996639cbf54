import type { ApiClient } from '../../lib/api.ts';
import { instance } from './endpoints.ts';
import { useLifecycleMutation } from './lifecycle-mutation.ts';

/** Restarts an Active instance: RESTARTING, then RUNNING. */
export function restartInstance(api: ApiClient, { instanceId }: { instanceId: string }) {
  return api.call(instance.restart, { instanceId }, { silent: true });
}

export function useInstanceRestartMutation() {
  return useLifecycleMutation(restartInstance);
}
