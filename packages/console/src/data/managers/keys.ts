import type { RequestOf } from '../../lib/endpoint.ts';
import type { catalogueRoutes } from '@quiver/contract/wire';
import type { cluster } from './endpoints.ts';

export type ManagerSellPriceParams = RequestOf<typeof catalogueRoutes.managerSellPriceV2>;
export type ClusterListParams = RequestOf<typeof cluster.list>;

export const managerKeys = {
  all: ['manager'] as const,
  sellPrice: (params: ManagerSellPriceParams | null) =>
    [...managerKeys.all, 'sell-price', params] as const,
  /** The versions a Manager can upgrade to, asked again when its version changes. */
  upgradeCheck: (instanceId: string, version: string) =>
    [...managerKeys.all, 'upgrade-check', instanceId, version] as const,
  clusters: (instanceId: string) => [...managerKeys.all, 'clusters', instanceId] as const,
};

/**
 * The cluster list (`/cluster/list`) as the instance list reads it. Under the clusters' own root
 * key, so whatever changes a cluster (its screens invalidate `['cluster']`) refreshes it too.
 */
export const clusterListKeys = {
  all: ['cluster'] as const,
  lists: () => [...clusterListKeys.all, 'list'] as const,
  list: (params: ClusterListParams) => [...clusterListKeys.lists(), params] as const,
};
