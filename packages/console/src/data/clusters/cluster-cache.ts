/**
 * Keeps the cached clusters current without reloading them, as `data/instance/instance-cache.ts`
 * does for instances: an accepted operation and every polled status are written into the detail
 * (the cluster and each of its servers, which share its status path) and every cached list page.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Cluster, OperationAccepted } from '@quiver/contract';
import type { InstanceStatus, ServiceState } from '@quiver/validation';
import { isInProgress, type PolledState } from '../instance/instance-cache.ts';
import { instanceKeys } from '../instance/keys.ts';
import type { ClusterDetail } from './cluster-detail-query.ts';
import { clusterKeys } from './keys.ts';

/** An operation the console saw accepted for a cluster, with the status it started from. */
export interface SeenClusterOperation extends OperationAccepted {
  from: InstanceStatus;
}

type Patch = Partial<Pick<Cluster, 'status' | 'serviceState' | 'updatedAt'>>;
interface ClusterPage {
  items: Cluster[];
}

function patchCluster(queryClient: QueryClient, clusterId: string, patch: Patch) {
  const { updatedAt: _updatedAt, ...serverPatch } = patch;
  queryClient.setQueryData<ClusterDetail>(clusterKeys.detail(clusterId), (cached) =>
    cached === undefined
      ? cached
      : {
          ...cached,
          ...patch,
          servers: cached.servers.map((server) => ({ ...server, ...serverPatch })),
        },
  );
  queryClient.setQueriesData<ClusterPage>({ queryKey: clusterKeys.lists() }, (page) => {
    if (page === undefined || !page.items.some((item) => item.id === clusterId)) return page;
    return {
      ...page,
      items: page.items.map((item) => (item.id === clusterId ? { ...item, ...patch } : item)),
    };
  });
}

function cachedCluster(queryClient: QueryClient, clusterId: string): Cluster | undefined {
  const detail = queryClient.getQueryData<ClusterDetail>(clusterKeys.detail(clusterId));
  if (detail !== undefined) return detail;
  for (const [, page] of queryClient.getQueriesData<ClusterPage>({
    queryKey: clusterKeys.lists(),
  })) {
    const row = page?.items.find((item) => item.id === clusterId);
    if (row !== undefined) return row;
  }
  return undefined;
}

/**
 * An accepted lifecycle action of a cluster: it shows the status it took at once (and its service
 * state while the action runs, `serviceDuring`: a backup's BACKUP), and the operation is remembered
 * so its progress can be drawn.
 */
export function applyAcceptedClusterOperation(
  queryClient: QueryClient,
  accepted: OperationAccepted,
  serviceDuring: ServiceState | null = null,
) {
  const from = cachedCluster(queryClient, accepted.resourceId)?.status ?? accepted.status;
  queryClient.setQueryData<SeenClusterOperation>(clusterKeys.operation(accepted.resourceId), {
    ...accepted,
    from,
  });
  patchCluster(queryClient, accepted.resourceId, {
    status: accepted.status,
    serviceState: serviceDuring,
  });
}

/**
 * Polled statuses into the cache. A cluster whose operation ended is read again (its servers'
 * addresses, its failure reason, its version may have changed with it), as are the lists and the
 * instance count it appears in; so is one asked for and left out of the answer.
 */
export function applyPolledClusterStates(
  queryClient: QueryClient,
  states: readonly PolledState[],
  askedIds: readonly string[] = [],
) {
  const answered = new Set(states.map((state) => state.id));
  const finished = askedIds.filter((id) => !answered.has(id));
  for (const state of states) {
    const before = cachedCluster(queryClient, state.id);
    patchCluster(queryClient, state.id, {
      status: state.status,
      serviceState: state.serviceState,
      updatedAt: state.updatedAt,
    });
    if (!isInProgress(state) && (before === undefined || isInProgress(before)))
      finished.push(state.id);
  }
  if (finished.length === 0) return;
  for (const clusterId of finished) {
    void queryClient.resetQueries({ queryKey: clusterKeys.operation(clusterId) });
    void queryClient.invalidateQueries({ queryKey: clusterKeys.detail(clusterId) });
    void queryClient.invalidateQueries({ queryKey: clusterKeys.connect(clusterId) });
    void queryClient.invalidateQueries({ queryKey: clusterKeys.upgradeCheck(clusterId) });
  }
  void queryClient.invalidateQueries({ queryKey: clusterKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: instanceKeys.count() });
}
