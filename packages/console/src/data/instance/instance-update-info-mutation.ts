import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { instance } from './endpoints.ts';
import { instanceKeys } from './keys.ts';

export type InstanceInfoUpdate = RequestOf<typeof instance.updateInfo>;

/** Rename an instance (at once, no status change). Silent: the form shows a refusal in place. */
export function updateInstanceInfo(api: ApiClient, input: InstanceInfoUpdate) {
  return api.call(instance.updateInfo, input, { silent: true });
}

export function useInstanceUpdateInfoMutation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InstanceInfoUpdate) => updateInstanceInfo(api, input),
    onSuccess: (renamed) => {
      queryClient.setQueryData(instanceKeys.detail(renamed.id), renamed);
      void queryClient.invalidateQueries({ queryKey: instanceKeys.lists() });
    },
  });
}
