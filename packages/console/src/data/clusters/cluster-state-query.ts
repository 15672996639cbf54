import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { InstanceStatus, ServiceState } from '@quiver/validation';
import type { ApiClient } from '../../lib/api.ts';
import { useApi } from '../../lib/services.tsx';
import { isInProgress } from '../instance/instance-cache.ts';
import { STATE_POLL_INTERVAL_MS } from '../instance/instance-state-query.ts';
import { clusters } from './endpoints.ts';
import { clusterKeys } from './keys.ts';
import { applyPolledClusterStates } from './cluster-cache.ts';
import { reportEndedOperations } from '../operation-events.ts';

export function getClusterStates(api: ApiClient, clusterIds: string[], signal?: AbortSignal) {
  // Silent: a poll that fails is asked again at the next tick, without a toast every 2.5 s.
  return api.call(clusters.state, { clusterIds }, { signal, silent: true });
}

/**
 * Follows the shown clusters whose operation is under way, like `useInstanceStatePolling`: polls
 * `POST /cluster/state` every 2.5 s and writes the answers into the cached detail (its servers
 * too) and list pages; stops once none is in progress.
 */
export function useClusterStatePolling(
  shown: readonly { id: string; status: InstanceStatus; serviceState?: ServiceState | null }[],
) {
  const clusterIds = [
    ...new Set(shown.filter((item) => isInProgress(item)).map((item) => item.id)),
  ].sort();
  usePolledClusterStates(clusterIds);
}

/** Polls `POST /cluster/state` for these clusters, as `usePolledInstanceStates` does instances. */
export function usePolledClusterStates(clusterIds: readonly string[]) {
  const api = useApi();
  const queryClient = useQueryClient();
  useQuery({
    queryKey: clusterKeys.states(clusterIds),
    queryFn: async ({ signal }) => {
      const answer = await getClusterStates(api, [...clusterIds], signal);
      reportEndedOperations(
        applyPolledClusterStates(queryClient, answer.items, clusterIds),
        'cluster',
      );
      return answer;
    },
    enabled: clusterIds.length > 0,
    refetchInterval: STATE_POLL_INTERVAL_MS,
    staleTime: 0,
    gcTime: 0,
    // The screen reads the cached rows and details the answers are written into, never this
    // query's own state: without this, every tick (fetching, then answered) re-rendered the whole
    // screen holding the hook, twice every 2.5 s, and once more right after a list first painted.
    notifyOnChangeProps: [],
  });
}
