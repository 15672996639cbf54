import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { openKey } from './endpoints.ts';
import { openKeyKeys } from './keys.ts';

export type OpenKeyUpdateInput = RequestOf<typeof openKey.update>;

export function updateOpenKey(api: ApiClient, input: OpenKeyUpdateInput) {
  return api.call(openKey.update, input, { silent: true });
}

export function useOpenKeyUpdateMutation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OpenKeyUpdateInput) => updateOpenKey(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: openKeyKeys.list() }),
  });
}
