import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf } from '../../lib/endpoint.ts';
import { instance } from './endpoints.ts';
import { useLifecycleMutation } from './lifecycle-mutation.ts';

export type InstanceStorageExtension = RequestOf<typeof instance.extendStorage>;

/** Grow an instance's storage (at most every 6 hours, up to the size's maximum). Silent: the form shows a refusal in place. */
export function extendInstanceStorage(api: ApiClient, input: InstanceStorageExtension) {
  return api.call(instance.extendStorage, input, { silent: true });
}

export function useInstanceExtendStorageMutation() {
  return useLifecycleMutation(extendInstanceStorage);
}
