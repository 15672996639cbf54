import type { ApiClient } from '../../lib/api.ts';
import { instance } from './endpoints.ts';
import { useLifecycleMutation } from './lifecycle-mutation.ts';

/** Starts a Stopped instance mounting only its default graph. */
export function forceStartInstance(api: ApiClient, { instanceId }: { instanceId: string }) {
  return api.call(instance.forceStart, { instanceId }, { silent: true });
}

export function useInstanceForceStartMutation() {
  return useLifecycleMutation(forceStartInstance);
}
