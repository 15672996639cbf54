/**
 * Asks for the instance list's page, and the clusters shown beside it, as the route starts loading,
 * beside the screen's code instead of after it: the screen's queries then find the answers in
 * flight or in the cache. Without it a visit waited for the code, then the first render, then the
 * whole round trip of the call; and the clusters' table drew a loading state in the first paint
 * that, for an account without clusters, then went away and moved the page.
 */
import type { Services } from '../../lib/services.tsx';
import { instanceListOptions } from '../../data/instance/instance-list-query.ts';
import { clusterListOptions } from '../../data/clusters/cluster-list-query.ts';
import {
  clusterListParamsOf,
  listFiltersOf,
  listParamsOf,
  showsClusters,
} from './use-instance-list-search.ts';

export function prefetchInstanceList({ api, queryClient }: Services, url: URL): void {
  const filters = listFiltersOf(url.searchParams);
  // Silent, both: if one fails, the screen's own query asks again on mount and says why, once.
  if (showsClusters(filters))
    void queryClient.prefetchQuery(clusterListOptions(api, clusterListParamsOf(filters)));
  // Under the Powerhouse filter the screen asks for clusters only.
  if (filters.kind === 'POWERHOUSE') return;
  void queryClient.prefetchQuery(instanceListOptions(api, listParamsOf(filters), { silent: true }));
}
