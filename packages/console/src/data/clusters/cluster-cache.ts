/**
 * Keeps the cached clusters current without reloading them, as `data/instance/instance-cache.ts`
 * does for instances (`../resource-cache.ts`): an accepted operation and every polled status are
 * written into the detail (the cluster and each of its servers, which share its status path) and
 * every cached list page. A cluster whose operation ended has its servers' addresses, its failure
 * reason and its version read again.
 */
import type { Cluster, ClusterDetail } from '@quiver/contract';
import { resourceCache, type SeenOperation } from '../resource-cache.ts';
import { clusterKeys } from './keys.ts';

/** An operation the console saw accepted for a cluster, with the status it started from. */
export type SeenClusterOperation = SeenOperation;

const clusterCache = resourceCache<ClusterDetail, Cluster>({
  detail: clusterKeys.detail,
  lists: clusterKeys.lists,
  operation: clusterKeys.operation,
  patchDetail: (cached, patch) => {
    const { updatedAt: _updatedAt, ...serverPatch } = patch;
    return {
      ...cached,
      ...patch,
      servers: cached.servers.map((server) => ({ ...server, ...serverPatch })),
    };
  },
  refreshOnFinish: (clusterId) => [
    clusterKeys.connect(clusterId),
    clusterKeys.upgradeCheck(clusterId),
  ],
});

/**
 * An accepted lifecycle action of a cluster: it shows the status it took at once (and its service
 * state while the action runs, `serviceDuring`: a backup's BACKUP), and the operation is remembered
 * so its progress can be drawn.
 */
export const applyAcceptedClusterOperation = clusterCache.applyAccepted;

/** A cluster this console just created: its end is reported like an accepted operation's. */
export const rememberCreatedCluster = clusterCache.rememberCreation;

/** A fetched detail or list rows, keeping the status an accepted operation gave (see `resourceCache`). */
export const keepAcceptedCluster = clusterCache.keepAcceptedDetail;
export const keepAcceptedClusterRows = clusterCache.keepAcceptedRows;

/** Fetched clusters into the operations they end (see `resourceCache`). */
export const settleFetchedClusters = clusterCache.settleFetched;

/** Polled statuses into the cache (see `resourceCache`). */
export const applyPolledClusterStates = clusterCache.applyPolled;
