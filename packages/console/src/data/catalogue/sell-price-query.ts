import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf, ResponseOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { catalogue } from './endpoints.ts';
import { catalogueKeys } from './keys.ts';

export type SellPriceParams = RequestOf<typeof catalogue.sellPrice>;
export type SellPrice = ResponseOf<typeof catalogue.sellPrice>;

/** The hourly price (and the 730-hour monthly estimate) of a size in a region (`/product/sellPrice`). */
export function getSellPrice(api: ApiClient, params: SellPriceParams, signal?: AbortSignal) {
  return api.call(catalogue.sellPrice, params, { silent: true, signal });
}

export function sellPriceOptions(api: ApiClient, params: SellPriceParams) {
  return queryOptions({
    queryKey: catalogueKeys.sellPrice(params),
    queryFn: ({ signal }) => getSellPrice(api, params, signal),
    // Prices can change (the admin command): asked again each time the review opens.
    staleTime: 0,
  });
}

/** Waits until a size in a region is chosen. */
export function useSellPriceQuery(params: SellPriceParams | undefined) {
  const api = useApi();
  return useQuery(
    params === undefined
      ? { queryKey: catalogueKeys.sellPrice(null), queryFn: skipToken }
      : sellPriceOptions(api, params),
  );
}
