import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { catalogueRoutes } from '@quiver/contract/wire';
import type { ApiClient } from '../../lib/api.ts';
import type { ResponseOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { managerKeys, type ManagerSellPriceParams } from './keys.ts';

export type ManagerSellPrice = ResponseOf<typeof catalogueRoutes.managerSellPriceV2>;

/** The hourly price (and 730-hour estimate) of a Manager size in a region (`/product/manager/sellPrice`, v2). */
export function getManagerSellPrice(
  api: ApiClient,
  params: ManagerSellPriceParams,
  signal?: AbortSignal,
) {
  return api.call(catalogueRoutes.managerSellPriceV2, params, { silent: true, signal });
}

export function managerSellPriceOptions(api: ApiClient, params: ManagerSellPriceParams) {
  return queryOptions({
    queryKey: managerKeys.sellPrice(params),
    queryFn: ({ signal }) => getManagerSellPrice(api, params, signal),
    // Prices can change (the admin command): asked again each time the review opens.
    staleTime: 0,
  });
}

/** Waits until a size in a region is chosen. */
export function useManagerSellPriceQuery(params: ManagerSellPriceParams | undefined) {
  const api = useApi();
  return useQuery(
    params === undefined
      ? { queryKey: managerKeys.sellPrice(null), queryFn: skipToken }
      : managerSellPriceOptions(api, params),
  );
}
