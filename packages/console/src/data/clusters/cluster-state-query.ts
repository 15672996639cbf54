import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import { useApi } from '../../lib/services.tsx';
import {
  STATE_POLL_INTERVAL_MS,
  firstTickOf,
  inProgressIdsOf,
  shownStatesOf,
  type ShownResource,
  type ShownStates,
} from '../state-poll.ts';
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
export function useClusterStatePolling(shown: readonly ShownResource[], readAt?: number) {
  usePolledClusterStates(inProgressIdsOf(shown), shownStatesOf(shown, readAt));
}

/** Polls `POST /cluster/state` for these clusters, as `usePolledInstanceStates` does instances. */
export function usePolledClusterStates(clusterIds: readonly string[], shown?: ShownStates) {
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
    ...firstTickOf(shown),
    gcTime: 0,
    // The screen reads the cached rows and details the answers are written into, never this
    // query's own state: without this, every tick (fetching, then answered) re-rendered the whole
    // screen holding the hook, twice every 2.5 s, and once more right after a list first painted.
    notifyOnChangeProps: [],
  });
}
