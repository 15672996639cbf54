import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf, ResponseOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { manager } from './endpoints.ts';
import { clusterKeys } from '../clusters/keys.ts';
import { managerKeys } from './keys.ts';

export type ManagerCreateInput = RequestOf<typeof manager.create>;
export type CreatedManager = ResponseOf<typeof manager.create>;

/**
 * Creates a Manager (`/manager/create`). Silent: the wizard shows every refusal itself (a field in
 * place, the payment dialog, sold out with the capacity request).
 */
export function createManager(api: ApiClient, input: ManagerCreateInput) {
  return api.call(manager.create, input, { silent: true });
}

export function useManagerCreateMutation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ManagerCreateInput) => createManager(api, input),
    onSuccess: () =>
      Promise.all([
        // The instance list, the count and the instance guide change with a new instance; the
        // clusters it manages now link to it.
        queryClient.invalidateQueries({ queryKey: ['instance'] }),
        queryClient.invalidateQueries({ queryKey: clusterKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: managerKeys.all }),
      ]),
  });
}
