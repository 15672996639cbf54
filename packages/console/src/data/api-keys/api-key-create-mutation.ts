import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { apiKeys } from './endpoints.ts';
import { apiKeyKeys } from './keys.ts';

export type ApiKeyCreateInput = RequestOf<typeof apiKeys.create>;

export function createApiKey(api: ApiClient, input: ApiKeyCreateInput) {
  return api.call(apiKeys.create, input, { silent: true });
}

export function useApiKeyCreateMutation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiKeyCreateInput) => createApiKey(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.list() }),
  });
}
