/**
 * The event-tracking queue (spec section 7): events go to `/eventTracking/create` one at a time, in
 * the order they happened. `track()` returns at once, so a slow or failing tracking call never holds
 * up the interface; a failed send is retried with exponential backoff (capped) and nothing is dropped.
 */

import { trackingEvents } from '@quiver/contract/wire';
import type { TrackingEventKey } from '@quiver/contract';

/** Events and their spm codes (spec section 7), from the contract's table. */
export const spmCodes = Object.fromEntries(
  Object.entries(trackingEvents).map(([key, event]) => [key, event.spm]),
) as { [K in TrackingEventKey]: (typeof trackingEvents)[K]['spm'] };

export type TrackedEventKey = TrackingEventKey;

/** The body of `POST /eventTracking/create`. */
export interface TrackingPayload {
  spm: string;
  event_key: TrackedEventKey;
  action_type: 'show' | 'click';
  option: string;
}

export interface TrackingQueueOptions {
  send: (payload: TrackingPayload) => Promise<unknown>;
  /**
   * A failure that no retry can mend (the server refused the event itself as invalid). Such an
   * event is logged and skipped so it cannot hold every later event back forever. By default no
   * failure is permanent.
   */
  isPermanentFailure?: (error: unknown) => boolean;
  /** First retry delay; doubled on every further failure of the same event. */
  baseDelayMs?: number;
  /** The longest wait between two attempts. */
  maxDelayMs?: number;
  setTimer?: (callback: () => void, ms: number) => unknown;
}

export function createTrackingQueue(options: TrackingQueueOptions) {
  const baseDelayMs = options.baseDelayMs ?? 1_000;
  const maxDelayMs = options.maxDelayMs ?? 60_000;
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const pending: TrackingPayload[] = [];
  let running = false;
  let failures = 0;
  let idleWaiters: (() => void)[] = [];

  function retryDelay(failureCount: number): number {
    return Math.min(baseDelayMs * 2 ** (failureCount - 1), maxDelayMs);
  }

  function settleIdle() {
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  async function sendNext(): Promise<void> {
    const next = pending[0];
    if (next === undefined) {
      running = false;
      settleIdle();
      return;
    }
    try {
      await options.send(next);
    } catch (error) {
      if (options.isPermanentFailure?.(error) === true) {
        console.warn('Event tracking: the server refused an event; skipping it', next, error);
      } else {
        failures += 1;
        setTimer(() => void sendNext(), retryDelay(failures));
        return;
      }
    }
    pending.shift();
    failures = 0;
    await sendNext();
  }

  function enqueue(payload: TrackingPayload) {
    pending.push(payload);
    if (!running) {
      running = true;
      // Sent after the current task, so the click that caused the event is handled first.
      queueMicrotask(() => void sendNext());
    }
  }

  return {
    /** Records a spec event; `option` is free text the event carries (a notice title, a choice). */
    track(eventKey: TrackedEventKey, option = '') {
      const { spm, action } = trackingEvents[eventKey];
      enqueue({ spm, event_key: eventKey, action_type: action, option });
    },
    enqueue,
    /** Events not yet delivered, the one in flight included. */
    size: () => pending.length,
    /** Resolves when every queued event is delivered (for tests and page unload). */
    idle: () =>
      running || pending.length > 0
        ? new Promise<void>((resolve) => idleWaiters.push(resolve))
        : Promise.resolve(),
    retryDelay,
  };
}

export type TrackingQueue = ReturnType<typeof createTrackingQueue>;
