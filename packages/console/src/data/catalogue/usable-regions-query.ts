import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf, ResponseOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { catalogue } from './endpoints.ts';
import { catalogueKeys } from './keys.ts';

export type UsableRegionsParams = RequestOf<typeof catalogue.usableRegionsV2>;
export type Region = ResponseOf<typeof catalogue.usableRegionsV2>['items'][number];

/** Regions where an edition can be created now (`/region/list/usable`, v2), of every provider. */
export function getUsableRegions(
  api: ApiClient,
  params: UsableRegionsParams,
  signal?: AbortSignal,
) {
  return api.call(catalogue.usableRegionsV2, params, { silent: true, signal });
}

export function usableRegionsOptions(api: ApiClient, params: UsableRegionsParams) {
  return queryOptions({
    queryKey: catalogueKeys.usableRegions(params),
    queryFn: ({ signal }) => getUsableRegions(api, params, signal),
    staleTime: 60_000,
  });
}

/** Waits for an edition: regions are asked for the edition chosen. */
export function useUsableRegionsQuery(params: UsableRegionsParams | undefined) {
  const api = useApi();
  return useQuery(
    params === undefined
      ? { queryKey: catalogueKeys.usableRegions(null), queryFn: skipToken }
      : usableRegionsOptions(api, params),
  );
}
