import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { openKey } from './endpoints.ts';
import { openKeyKeys } from './keys.ts';

export type OpenKeyCreateInput = RequestOf<typeof openKey.create>;

export function createOpenKey(api: ApiClient, input: OpenKeyCreateInput) {
  return api.call(openKey.create, input, { silent: true });
}

export function useOpenKeyCreateMutation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OpenKeyCreateInput) => createOpenKey(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: openKeyKeys.list() }),
  });
}
