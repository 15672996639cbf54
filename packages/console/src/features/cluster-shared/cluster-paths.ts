/**
 * Where a cluster's screens are (spec section 2: /powerhouse/{brand}GraphDetail,
 * /powerhouse/{brand}GraphConfigurations, /powerhouse/backup), each with the cluster's id.
 */
import { routePaths, type AppPath } from '../../lib/brand.ts';

/** The detail page's tabs, in order; the chosen one is its `tab` parameter. */
export const clusterDetailTabs = ['overview', 'monitoring', 'query'] as const;
export type ClusterDetailTab = (typeof clusterDetailTabs)[number];

const withId = (path: AppPath, clusterId: string, extra: Record<string, string> = {}): AppPath =>
  `${path}?${new URLSearchParams({ id: clusterId, ...extra }).toString()}`;

export const clusterPaths = {
  /** Clusters are listed with the instances. */
  list: () => routePaths.instanceManagement,
  detail: (clusterId: string, tab?: ClusterDetailTab) =>
    withId(
      routePaths.powerhouseDetail,
      clusterId,
      tab === undefined || tab === 'overview' ? {} : { tab },
    ),
  configure: (clusterId: string) => withId(routePaths.powerhouseConfigurations, clusterId),
  backups: (clusterId: string) => withId(routePaths.powerhouseBackup, clusterId),
};
