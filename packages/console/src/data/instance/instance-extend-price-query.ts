import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { ResponseOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { configurationKeys } from './configuration-keys.ts';
import { instance } from './endpoints.ts';

export type StoragePrice = ResponseOf<typeof instance.extendPrice>;

export function getStoragePrice(
  api: ApiClient,
  instanceId: string,
  storageGb: number,
  signal?: AbortSignal,
) {
  return api.call(instance.extendPrice, { instanceId, storageGb }, { signal, silent: true });
}

export function storagePriceOptions(api: ApiClient, instanceId: string, storageGb: number) {
  return queryOptions({
    queryKey: configurationKeys.extendPrice(instanceId, storageGb),
    queryFn: ({ signal }) => getStoragePrice(api, instanceId, storageGb, signal),
    placeholderData: keepPreviousData,
  });
}

/** The hourly price with `storageGb` of storage, beside the current one; waits for an amount. */
export function useStoragePriceQuery(instanceId: string, storageGb: number | null) {
  const api = useApi();
  return useQuery(
    storageGb === null
      ? {
          queryKey: configurationKeys.extendPrice(instanceId, null),
          queryFn: skipToken,
        }
      : storagePriceOptions(api, instanceId, storageGb),
  );
}
