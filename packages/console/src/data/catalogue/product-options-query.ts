import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf, ResponseOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { catalogue } from './endpoints.ts';
import { catalogueKeys } from './keys.ts';

export type ProductOptionsParams = RequestOf<typeof catalogue.options>;
export type ProductOptions = ResponseOf<typeof catalogue.options>;
export type InstanceSize = ProductOptions['sizes'][number];

/** What an edition offers in a region (`/product/options`): its sizes, versions and defaults. */
export function getProductOptions(
  api: ApiClient,
  params: ProductOptionsParams,
  signal?: AbortSignal,
) {
  return api.call(catalogue.options, params, { silent: true, signal });
}

export function productOptionsOptions(api: ApiClient, params: ProductOptionsParams) {
  return queryOptions({
    queryKey: catalogueKeys.options(params),
    queryFn: ({ signal }) => getProductOptions(api, params, signal),
    staleTime: 5 * 60_000,
  });
}

/** Waits until edition, provider and region are chosen. */
export function useProductOptionsQuery(params: ProductOptionsParams | undefined) {
  const api = useApi();
  return useQuery(
    params === undefined
      ? { queryKey: catalogueKeys.options(null), queryFn: skipToken }
      : productOptionsOptions(api, params),
  );
}
