import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { ResponseOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { apiKeys } from './endpoints.ts';
import { apiKeyKeys } from './keys.ts';

export type ApiKeyList = ResponseOf<typeof apiKeys.list>;

export function listApiKeys(api: ApiClient, signal?: AbortSignal) {
  return api.call(apiKeys.list, {}, { signal });
}

export function apiKeyListOptions(api: ApiClient) {
  return queryOptions({
    queryKey: apiKeyKeys.list(),
    queryFn: ({ signal }) => listApiKeys(api, signal),
  });
}

export function useApiKeyListQuery() {
  return useQuery(apiKeyListOptions(useApi()));
}
