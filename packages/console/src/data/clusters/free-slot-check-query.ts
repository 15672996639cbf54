import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { ResponseOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { clusters } from './endpoints.ts';
import { clusterKeys } from './keys.ts';

export type FreeSlotCheck = ResponseOf<typeof clusters.freeCheck>;

/**
 * Whether the caller may create something free now (`POST /cluster/{brand}v5/free/check`). The
 * account has one free slot, taken by a Shared Blaze instance or a free cluster alike, so both
 * wizards ask this one call. A refusal is an answer (`allowed: false` with the message).
 */
export function getFreeSlotCheck(api: ApiClient, signal?: AbortSignal) {
  return api.call(clusters.freeCheck, {}, { silent: true, signal });
}

export function freeSlotCheckOptions(api: ApiClient) {
  return queryOptions({
    queryKey: clusterKeys.freeCheck(),
    queryFn: ({ signal }) => getFreeSlotCheck(api, signal),
    staleTime: 0,
  });
}

export function useFreeSlotCheckQuery() {
  return useQuery(freeSlotCheckOptions(useApi()));
}
