import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf, ResponseOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { clusters } from './endpoints.ts';
import { clusterKeys } from './keys.ts';

export type BatchesCheckParams = RequestOf<typeof clusters.batchesCheck>;
export type BatchesCheck = ResponseOf<typeof clusters.batchesCheck>;

export const batchesCheckKey = (params: BatchesCheckParams | null) =>
  [...clusterKeys.all, 'batches-check', params] as const;

/**
 * Whether every server line of a layout can be created in a region now
 * (`POST /cluster/{brand}v5/batches/check`); each line says so, with the spec's stock message.
 * Silent: the wizard says the outcome in place.
 */
export function getBatchesCheck(api: ApiClient, params: BatchesCheckParams, signal?: AbortSignal) {
  return api.call(clusters.batchesCheck, params, { signal, silent: true });
}

/** Kept briefly while the layout is edited; the create flow asks again (`staleTime: 0`). */
export function batchesCheckOptions(api: ApiClient, params: BatchesCheckParams) {
  return queryOptions({
    queryKey: batchesCheckKey(params),
    queryFn: ({ signal }) => getBatchesCheck(api, params, signal),
    staleTime: 10_000,
  });
}

/** Checks a layout once it is complete (the caller debounces and passes only complete ones). */
export function useBatchesCheckQuery(params: BatchesCheckParams | undefined) {
  const api = useApi();
  return useQuery(
    params === undefined
      ? { queryKey: batchesCheckKey(null), queryFn: skipToken }
      : batchesCheckOptions(api, params),
  );
}
