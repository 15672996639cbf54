/**
 * What the status polls of instances and clusters share: their interval, which of the shown
 * resources they follow, and when their first tick comes.
 */
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { isInProgress, type PolledState } from './resource-cache.ts';

/** How often shown instances and clusters with an operation under way are asked for their status. */
export const STATE_POLL_INTERVAL_MS = 2_500;

/** A resource as a screen shows it: a list row, a detail. */
export interface ShownResource extends Omit<PolledState, 'serviceState'> {
  serviceState?: PolledState['serviceState'];
}

/** The statuses a screen shows, and when it read them (its query's `dataUpdatedAt`). */
export interface ShownStates {
  items: PolledState[];
  readAt: number;
}

/**
 * What a poll follows among the shown resources, read at `readAt`: the ids of those in progress
 * (its key, sorted) and their statuses as read (none when the time is unknown: 0 for rows kept on
 * screen from another page while this one loads).
 */
export function followedOf(
  shown: readonly ShownResource[],
  readAt: number | undefined,
): { ids: string[]; states: ShownStates | undefined } {
  const inProgress = shown.filter((item) => isInProgress(item));
  const ids = [...new Set(inProgress.map((item) => item.id))].sort();
  if (readAt === undefined || readAt <= 0) return { ids, states: undefined };
  const items = inProgress.map(({ id, status, serviceState, updatedAt }) => ({
    id,
    status,
    serviceState: serviceState ?? null,
    updatedAt,
  }));
  return { ids, states: { items, readAt } };
}

/**
 * When a poll's first tick comes. Rows just read (a list page, a detail) carry their status as the
 * server had it then: asking again at once repeated the call the screen had just made, and on the
 * list its request and its answer's writes ran before the new page painted. A poll given what the
 * screen shows starts from it, as from an answer of its own read at that time, and asks once that
 * is an interval old (at once if it already is). Without it, the poll asks at once.
 */
function firstTickOf(shown: ShownStates | undefined) {
  if (shown === undefined) return { staleTime: 0 };
  return {
    initialData: { items: shown.items },
    initialDataUpdatedAt: shown.readAt,
    staleTime: STATE_POLL_INTERVAL_MS,
  };
}

/**
 * Polls every 2.5 s while there are `ids` to follow: `poll` asks for their statuses and writes the
 * answer where the screens read it (the cached rows and details). Callers asking for the same key
 * share one poll. `shown`: the statuses the screen read, the first tick's starting point
 * (`firstTickOf`); without them the first tick is at once.
 */
export function usePolledStates(
  queryKey: QueryKey,
  ids: readonly string[],
  poll: (signal: AbortSignal) => Promise<{ items: PolledState[] }>,
  shown: ShownStates | undefined,
) {
  useQuery({
    queryKey,
    queryFn: ({ signal }) => poll(signal),
    enabled: ids.length > 0,
    refetchInterval: STATE_POLL_INTERVAL_MS,
    ...firstTickOf(shown),
    gcTime: 0,
    // The screen reads the cached rows and details the answers are written into, never this
    // query's own state: without this, every tick (fetching, then answered) re-rendered the whole
    // screen holding the hook, twice every 2.5 s, and once more right after a list first painted.
    notifyOnChangeProps: [],
  });
}
