import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import { useApi } from '../../lib/services.tsx';
import { openKey } from './endpoints.ts';
import { openKeyKeys } from './keys.ts';

export function deleteOpenKey(api: ApiClient, id: string) {
  return api.call(openKey.delete, { id });
}

export function useOpenKeyDeleteMutation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteOpenKey(api, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: openKeyKeys.list() }),
  });
}
