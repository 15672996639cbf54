import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf, ResponseOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { catalogue } from './endpoints.ts';
import { catalogueKeys } from './keys.ts';

export type SellInfoParams = RequestOf<typeof catalogue.sellInfoV2>;
export type SellInfo = ResponseOf<typeof catalogue.sellInfoV2>;

const sellInfoKey = (params: SellInfoParams | null) =>
  [...catalogueKeys.all, 'sell-info', params] as const;

/**
 * The price of a configuration of several servers (`POST /product/sellinfo`, v2): a line per role
 * and size, and the totals per hour and per month. Silent: the review says a failure in place.
 */
export function getSellInfo(api: ApiClient, params: SellInfoParams, signal?: AbortSignal) {
  return api.call(catalogue.sellInfoV2, params, { silent: true, signal });
}

export function sellInfoOptions(api: ApiClient, params: SellInfoParams) {
  return queryOptions({
    queryKey: sellInfoKey(params),
    queryFn: ({ signal }) => getSellInfo(api, params, signal),
    staleTime: 60_000,
  });
}

/** Waits until the configuration is complete (`params` given). */
export function useSellInfoQuery(params: SellInfoParams | undefined) {
  const api = useApi();
  return useQuery(
    params === undefined
      ? { queryKey: sellInfoKey(null), queryFn: skipToken }
      : sellInfoOptions(api, params),
  );
}
