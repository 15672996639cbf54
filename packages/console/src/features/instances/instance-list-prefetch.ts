/**
 * Asks for the instance list's page as the route starts loading, beside the screen's code instead
 * of after it: the screen's query then finds the answer in flight or in the cache. Without it a
 * visit waited for the code, then the first render, then the whole round trip of the call.
 */
import type { Services } from '../../lib/services.tsx';
import { instanceListOptions } from '../../data/instance/instance-list-query.ts';
import { listFiltersOf, listParamsOf } from './use-instance-list-search.ts';

export function prefetchInstanceList({ api, queryClient }: Services, url: URL): void {
  const filters = listFiltersOf(url.searchParams);
  // Under the Powerhouse filter the screen asks for clusters only.
  if (filters.kind === 'POWERHOUSE') return;
  // Silent: if it fails, the screen's own query asks again on mount and says why, once.
  void queryClient.prefetchQuery(instanceListOptions(api, listParamsOf(filters), { silent: true }));
}
