import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { ResponseOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { catalogue } from './endpoints.ts';
import { catalogueKeys } from './keys.ts';

export type EditionEntry = ResponseOf<typeof catalogue.products>['items'][number];

/**
 * The editions as cards (`/product/list`, v1): every kind and Enterprise, which has no kind, so the
 * Blaze wizard asks for all of them and keeps its own. Silent: the screen shows the failure in place.
 */
export function getProducts(api: ApiClient, signal?: AbortSignal) {
  return api.call(catalogue.products, {}, { silent: true, signal });
}

export function productListOptions(api: ApiClient) {
  return queryOptions({
    queryKey: catalogueKeys.products(),
    queryFn: ({ signal }) => getProducts(api, signal),
    staleTime: 5 * 60_000,
  });
}

export function useProductListQuery() {
  return useQuery(productListOptions(useApi()));
}
