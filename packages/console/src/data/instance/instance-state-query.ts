import { useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import { useApi } from '../../lib/services.tsx';
import { instance } from './endpoints.ts';
import { instanceKeys } from './keys.ts';
import { applyPolledStates } from './instance-cache.ts';
import { reportEndedOperations } from '../operation-events.ts';
import {
  followedOf,
  usePolledStates,
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
  const followed = followedOf(instances, readAt);
  usePolledInstanceStates(followed.ids, followed.states);
}

/**
 * Polls `POST /instance/state` for these instances every 2.5 s (none: no call) and writes the
 * answers into the cache, reporting the ended operations this console started (`usePolledStates`).
 */
export function usePolledInstanceStates(instanceIds: readonly string[], shown?: ShownStates) {
  const api = useApi();
  const queryClient = useQueryClient();
  usePolledStates(
    instanceKeys.states(instanceIds),
    instanceIds,
    async (signal) => {
      const answer = await getInstanceStates(api, [...instanceIds], signal);
      reportEndedOperations(applyPolledStates(queryClient, answer.items, instanceIds), 'instance');
      return answer;
    },
    shown,
  );
}
