import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import { useApi } from '../../lib/services.tsx';
import { instance } from './endpoints.ts';
import { instanceKeys } from './keys.ts';
import { applyPolledStates } from './instance-cache.ts';
import { reportEndedOperations } from '../operation-events.ts';
import {
  STATE_POLL_INTERVAL_MS,
  firstTickOf,
  inProgressIdsOf,
  shownStatesOf,
  type ShownResource,
  type ShownStates,
} from '../state-poll.ts';

export function getInstanceStates(api: ApiClient, instanceIds: string[], signal?: AbortSignal) {
  // Silent: a poll that fails is asked again at the next tick, without a toast every 2.5 s.
  return api.call(instance.state, { instanceIds }, { signal, silent: true });
}

/**
 * Follows the shown instances whose operation is under way: polls `POST /instance/state` for them
 * every 2.5 s and writes the answers into the cached rows and details; stops once none is in
 * progress. `instances` are what the screen shows (a list page, a detail, the newest few), read
 * at `readAt` (their query's `dataUpdatedAt`): the first tick comes when that is 2.5 s old.
 */
export function useInstanceStatePolling(instances: readonly ShownResource[], readAt?: number) {
  usePolledInstanceStates(inProgressIdsOf(instances), shownStatesOf(instances, readAt));
}

/**
 * Polls `POST /instance/state` for these instances every 2.5 s (none: no call) and writes the
 * answers into the cache, reporting the ended operations this console started. The ids are the
 * query's key: callers asking for the same ids share one poll. `shown`: the statuses the screen
 * read, the first tick's starting point (`firstTickOf`); without them the first tick is at once.
 */
export function usePolledInstanceStates(instanceIds: readonly string[], shown?: ShownStates) {
  const api = useApi();
  const queryClient = useQueryClient();
  useQuery({
    queryKey: instanceKeys.states(instanceIds),
    queryFn: async ({ signal }) => {
      const answer = await getInstanceStates(api, [...instanceIds], signal);
      reportEndedOperations(applyPolledStates(queryClient, answer.items, instanceIds), 'instance');
      return answer;
    },
    enabled: instanceIds.length > 0,
    refetchInterval: STATE_POLL_INTERVAL_MS,
    ...firstTickOf(shown),
    gcTime: 0,
    // The screen reads the cached rows and details the answers are written into, never this
    // query's own state: without this, every tick (fetching, then answered) re-rendered the whole
    // screen holding the hook, twice every 2.5 s, and once more right after a list first painted.
    notifyOnChangeProps: [],
  });
}
