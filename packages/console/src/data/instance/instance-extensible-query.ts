import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { ResponseOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { configurationKeys } from './configuration-keys.ts';
import { instance } from './endpoints.ts';

export type StorageExtensibility = ResponseOf<typeof instance.extensible>;

export function getExtensibility(api: ApiClient, instanceId: string, signal?: AbortSignal) {
  return api.call(instance.extensible, { instanceId }, { signal, silent: true });
}

/** Whether storage can grow now, up to what, and when it can next change (the 6-hour rule). */
export function extensibilityOptions(api: ApiClient, instanceId: string) {
  return queryOptions({
    queryKey: configurationKeys.extensible(instanceId),
    queryFn: ({ signal }) => getExtensibility(api, instanceId, signal),
  });
}

export function useExtensibilityQuery(instanceId: string, enabled: boolean) {
  return useQuery({ ...extensibilityOptions(useApi(), instanceId), enabled });
}
