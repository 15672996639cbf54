import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf, ResponseOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { catalogue } from './endpoints.ts';
import { catalogueKeys } from './keys.ts';

export type ImageListParams = RequestOf<typeof catalogue.images>;
export type GraphImage = ResponseOf<typeof catalogue.images>['items'][number];

/** Graph versions of a kind, newest first (`/image/list`, v1). */
export function getImages(api: ApiClient, params: ImageListParams, signal?: AbortSignal) {
  return api.call(catalogue.images, params, { silent: true, signal });
}

export function imageListOptions(api: ApiClient, params: ImageListParams) {
  return queryOptions({
    queryKey: catalogueKeys.images(params),
    queryFn: ({ signal }) => getImages(api, params, signal),
    staleTime: 5 * 60_000,
  });
}

/** Waits for `params` when not given yet (a clone's region, still loading). */
export function useImageListQuery(params: ImageListParams | undefined) {
  const api = useApi();
  return useQuery(
    params === undefined
      ? { queryKey: catalogueKeys.images(null), queryFn: skipToken }
      : imageListOptions(api, params),
  );
}
