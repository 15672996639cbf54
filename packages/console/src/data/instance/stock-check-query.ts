import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf, ResponseOf } from '../../lib/endpoint.ts';
import { instance } from './endpoints.ts';
import { instanceKeys } from './keys.ts';

export type StockCheckParams = RequestOf<typeof instance.stockCheck>;
export type StockCheck = ResponseOf<typeof instance.stockCheck>;

/**
 * Whether a size can be created in a region now (`/instance/stock/check`); a sold-out region is an
 * answer (`available: false` with the spec's message), not a refusal.
 */
export function getStockCheck(api: ApiClient, params: StockCheckParams, signal?: AbortSignal) {
  return api.call(instance.stockCheck, params, { signal });
}

/** Never cached: stock is asked for at the moment of creating. */
export function stockCheckOptions(api: ApiClient, params: StockCheckParams) {
  return queryOptions({
    queryKey: [...instanceKeys.all, 'stock-check', params] as const,
    queryFn: ({ signal }) => getStockCheck(api, params, signal),
    staleTime: 0,
    gcTime: 0,
  });
}
