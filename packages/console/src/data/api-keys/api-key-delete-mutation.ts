import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import { useApi } from '../../lib/services.tsx';
import { apiKeys } from './endpoints.ts';
import { apiKeyKeys } from './keys.ts';

export function deleteApiKey(api: ApiClient, id: string) {
  return api.call(apiKeys.delete, { id });
}

export function useApiKeyDeleteMutation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteApiKey(api, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.list() }),
  });
}
