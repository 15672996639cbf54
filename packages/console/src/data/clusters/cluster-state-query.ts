import { useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import { useApi } from '../../lib/services.tsx';
import {
  followedOf,
  usePolledStates,
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
  const followed = followedOf(shown, readAt);
  usePolledClusterStates(followed.ids, followed.states);
}

/** Polls `POST /cluster/state` for these clusters, as `usePolledInstanceStates` does instances. */
export function usePolledClusterStates(clusterIds: readonly string[], shown?: ShownStates) {
  const api = useApi();
  const queryClient = useQueryClient();
  usePolledStates(
    clusterKeys.states(clusterIds),
    clusterIds,
    async (signal) => {
      const answer = await getClusterStates(api, [...clusterIds], signal);
      reportEndedOperations(
        applyPolledClusterStates(queryClient, answer.items, clusterIds),
        'cluster',
      );
      return answer;
    },
    shown,
  );
}
