import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf, ResponseOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { instance } from './endpoints.ts';
import { instanceKeys } from './keys.ts';
import { rememberCreatedInstance } from './instance-cache.ts';

export type InstanceCreateInput = RequestOf<typeof instance.create>;
export type CreatedInstance = ResponseOf<typeof instance.create>;

/**
 * Creates a Blaze instance (`/instance/create`). Silent: the wizard shows every refusal itself
 * (a field in place, the payment dialog, sold out with the capacity request).
 */
export function createInstance(api: ApiClient, input: InstanceCreateInput) {
  return api.call(instance.create, input, { silent: true });
}

export function useInstanceCreateMutation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InstanceCreateInput) => createInstance(api, input),
    onSuccess: (created) => {
      rememberCreatedInstance(queryClient, created);
      // The list, the count and the instance guide all change with a new instance.
      return queryClient.invalidateQueries({ queryKey: instanceKeys.all });
    },
  });
}
