import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { ResponseOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { manager } from './endpoints.ts';
import { managerKeys } from './keys.ts';

export type ManagedCluster = ResponseOf<typeof manager.clusters>['items'][number];

/**
 * The account's clusters (not cancelled) with the Manager of each (`/manager/cluster/list`, an
 * extension). Silent: the section shows a failure in place with a retry.
 */
export function getManagerClusters(api: ApiClient, instanceId: string, signal?: AbortSignal) {
  return api.call(manager.clusters, { instanceId }, { silent: true, signal });
}

export function managerClustersOptions(api: ApiClient, instanceId: string) {
  return queryOptions({
    queryKey: managerKeys.clusters(instanceId),
    queryFn: ({ signal }) => getManagerClusters(api, instanceId, signal),
  });
}

export function useManagerClustersQuery(instanceId: string) {
  return useQuery(managerClustersOptions(useApi(), instanceId));
}
