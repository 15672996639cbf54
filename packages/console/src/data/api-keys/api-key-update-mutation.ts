import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { apiKeys } from './endpoints.ts';
import { apiKeyKeys } from './keys.ts';

export type ApiKeyUpdateInput = RequestOf<typeof apiKeys.update>;

export function updateApiKey(api: ApiClient, input: ApiKeyUpdateInput) {
  return api.call(apiKeys.update, input, { silent: true });
}

export function useApiKeyUpdateMutation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiKeyUpdateInput) => updateApiKey(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.list() }),
  });
}
