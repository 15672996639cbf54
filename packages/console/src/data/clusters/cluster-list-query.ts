import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { instanceStatusTone } from '@quiver/validation';
import type { ApiClient } from '../../lib/api.ts';
import type { ResponseOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { clusters } from './endpoints.ts';
import { clusterKeys, type ClusterListParams } from './keys.ts';
import { keepAcceptedClusterRows, settleFetchedClusters } from './cluster-cache.ts';
import { reportEndedOperations } from '../operation-events.ts';

export type ClusterPage = ResponseOf<typeof clusters.list>;
export type ClusterRow = ClusterPage['items'][number];

/**
 * A page of the caller's Powerhouse clusters, newest first (`/cluster/list`), for the instance list
 * and a Manager's choice of clusters; silent: the screen shows a failure in place (it is polled, so
 * a toast would repeat).
 */
export function listClusters(api: ApiClient, params: ClusterListParams, signal?: AbortSignal) {
  return api.call(clusters.list, params, { silent: true, signal });
}

export function clusterListOptions(api: ApiClient, params: ClusterListParams) {
  return queryOptions({
    queryKey: clusterKeys.list(params),
    queryFn: async ({ signal, client }) => {
      const fetched = await listClusters(api, params, signal);
      const page = { ...fetched, items: keepAcceptedClusterRows(client, fetched.items) };
      reportEndedOperations(settleFetchedClusters(client, page.items), 'cluster');
      return page;
    },
    placeholderData: keepPreviousData,
  });
}

/** How often a page with a cluster whose operation runs is asked again. */
export const CLUSTER_POLL_MS = 2_500;

const inProgress = (row: ClusterRow) =>
  instanceStatusTone(row.status, row.serviceState) === 'progress';

/**
 * Off while `enabled` is false (a kind filter that leaves clusters out). While a listed cluster's
 * operation runs, the page is asked again every few seconds (silently, as the list's own) until it
 * ends.
 */
export function useClusterListQuery(params: ClusterListParams, enabled = true) {
  return useQuery({
    ...clusterListOptions(useApi(), params),
    enabled,
    refetchInterval: (query) =>
      query.state.data?.items.some(inProgress) === true ? CLUSTER_POLL_MS : false,
  });
}
