import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf } from '../../lib/endpoint.ts';
import { instance } from './endpoints.ts';
import { useLifecycleMutation } from './lifecycle-mutation.ts';

export type InstanceSizeChange = RequestOf<typeof instance.changeSize>;

/** Change the size of a Stopped instance; it starts by itself on the new size. Silent: the form shows a refusal in place. */
export function changeInstanceSize(api: ApiClient, input: InstanceSizeChange) {
  return api.call(instance.changeSize, input, { silent: true });
}

export function useInstanceChangeSizeMutation() {
  return useLifecycleMutation(changeInstanceSize);
}
