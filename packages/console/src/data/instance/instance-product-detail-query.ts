import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { ResponseOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { instance } from './endpoints.ts';
import { instanceKeys } from './keys.ts';

export type InstanceProductDetail = ResponseOf<typeof instance.productDetail>;

export function getInstanceProductDetail(api: ApiClient, instanceId: string, signal?: AbortSignal) {
  // Silent: a price that cannot be loaded is said where the price would be.
  return api.call(instance.productDetail, { instanceId }, { signal, silent: true });
}

export function instanceProductDetailOptions(api: ApiClient, instanceId: string) {
  return queryOptions({
    queryKey: instanceKeys.productDetail(instanceId),
    queryFn: ({ signal }) => getInstanceProductDetail(api, instanceId, signal),
  });
}

/** What an instance is billed as: its size and its prices, running and stopped. */
export function useInstanceProductDetailQuery(instanceId: string, { enabled = true } = {}) {
  return useQuery({ ...instanceProductDetailOptions(useApi(), instanceId), enabled });
}
