/**
 * What the status polls of instances and clusters share: their interval, which of the shown
 * resources they follow, and when their first tick comes.
 */
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

/** The ids of the shown resources whose operation is under way: the poll's key, sorted. */
export function inProgressIdsOf(shown: readonly ShownResource[]): string[] {
  return [...new Set(shown.filter((item) => isInProgress(item)).map((item) => item.id))].sort();
}

/**
 * The statuses of the shown resources in progress as read at `readAt`; none when the time is
 * unknown (0: rows kept on screen from another page while this one loads).
 */
export function shownStatesOf(
  shown: readonly ShownResource[],
  readAt: number | undefined,
): ShownStates | undefined {
  if (readAt === undefined || readAt <= 0) return undefined;
  const items = shown
    .filter((item) => isInProgress(item))
    .map(({ id, status, serviceState, updatedAt }) => ({
      id,
      status,
      serviceState: serviceState ?? null,
      updatedAt,
    }));
  return { items, readAt };
}

/**
 * When a poll's first tick comes. Rows just read (a list page, a detail) carry their status as the
 * server had it then: asking again at once repeated the call the screen had just made, and on the
 * list its request and its answer's writes ran before the new page painted. A poll given what the
 * screen shows starts from it, as from an answer of its own read at that time, and asks once that
 * is an interval old (at once if it already is). Without it, the poll asks at once.
 */
export function firstTickOf(shown: ShownStates | undefined) {
  if (shown === undefined) return { staleTime: 0 };
  return {
    initialData: { items: shown.items },
    initialDataUpdatedAt: shown.readAt,
    staleTime: STATE_POLL_INTERVAL_MS,
  };
}
