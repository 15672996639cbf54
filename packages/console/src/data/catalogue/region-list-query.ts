import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf, ResponseOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { catalogue } from './endpoints.ts';
import { catalogueKeys } from './keys.ts';

export type RegionListParams = RequestOf<typeof catalogue.regions>;
export type CatalogueRegion = ResponseOf<typeof catalogue.regions>['items'][number];

/**
 * Every region of a provider (`/region/list`), usable now or not: what a running resource's
 * region code is called. Silent: a screen that names a region falls back to its code.
 */
export function getRegions(api: ApiClient, params: RegionListParams, signal?: AbortSignal) {
  return api.call(catalogue.regions, params, { silent: true, signal });
}

export function regionListOptions(api: ApiClient, params: RegionListParams) {
  return queryOptions({
    queryKey: catalogueKeys.regions(params),
    queryFn: ({ signal }) => getRegions(api, params, signal),
    staleTime: 5 * 60_000,
  });
}

export function useRegionListQuery(params: RegionListParams) {
  return useQuery(regionListOptions(useApi(), params));
}
