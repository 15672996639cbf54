import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { ResponseOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { catalogue } from './endpoints.ts';
import { catalogueKeys } from './keys.ts';

export type SizeChangeOptions = ResponseOf<typeof catalogue.changeOptions>;

export function getSizeChangeOptions(api: ApiClient, instanceId: string, signal?: AbortSignal) {
  return api.call(catalogue.changeOptions, { instanceId }, { signal, silent: true });
}

export function sizeChangeOptions(api: ApiClient, instanceId: string) {
  return queryOptions({
    // Under the catalogue's keys (keys.ts is the create wizard's; this is the one key added here).
    queryKey: [...catalogueKeys.all, 'change-options', instanceId] as const,
    queryFn: ({ signal }) => getSizeChangeOptions(api, instanceId, signal),
  });
}

/** The sizes an instance can change to (same edition and region) and its current one. */
export function useSizeChangeOptionsQuery(instanceId: string, enabled: boolean) {
  return useQuery({ ...sizeChangeOptions(useApi(), instanceId), enabled });
}
