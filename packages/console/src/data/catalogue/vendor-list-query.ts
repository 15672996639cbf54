import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { ResponseOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { catalogue } from './endpoints.ts';
import { catalogueKeys } from './keys.ts';

export type Vendor = ResponseOf<typeof catalogue.vendors>['items'][number];

/** The cloud providers (`/vendor/list`); silent: the screen shows the failure in place. */
export function getVendors(api: ApiClient, signal?: AbortSignal) {
  return api.call(catalogue.vendors, {}, { silent: true, signal });
}

export function vendorListOptions(api: ApiClient) {
  return queryOptions({
    queryKey: catalogueKeys.vendors(),
    queryFn: ({ signal }) => getVendors(api, signal),
    staleTime: 5 * 60_000,
  });
}

export function useVendorListQuery() {
  return useQuery(vendorListOptions(useApi()));
}
