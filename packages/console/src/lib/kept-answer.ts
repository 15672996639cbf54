/**
 * An answer asked for on arrival without TanStack Query, for the few calls /login makes before its
 * visitor does anything (the notice bar, the social sign-in buttons): the query client loads after
 * that page (lib/lazy-query-client.ts). It behaves as a query with `staleTime: freshFor` does for
 * those calls: every mount shows the kept answer, and asks again (once, shared by every mount at the
 * same time) when there is none or it is older than `freshFor`. A failure leaves the answer as it
 * was; the API client has shown it. Answers are kept per API client: per page, and per test.
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { ApiClient } from './api.ts';
import { useApi } from './services.tsx';

/** What a mount reads: the answer, and whether the first one is still awaited (none yet, none failed). */
export interface KeptAnswerState<T> {
  data: T | undefined;
  isPending: boolean;
}

interface KeptAnswer {
  state: KeptAnswerState<unknown>;
  answeredAt: number;
  asking: boolean;
  listeners: Set<() => void>;
}

const pending: KeptAnswerState<never> = { data: undefined, isPending: true };

const keptByClient = new WeakMap<ApiClient, Map<string, KeptAnswer>>();

function keptAnswer(api: ApiClient, key: string): KeptAnswer {
  let kept = keptByClient.get(api);
  if (kept === undefined) keptByClient.set(api, (kept = new Map()));
  let entry = kept.get(key);
  if (entry === undefined)
    kept.set(
      key,
      (entry = {
        state: pending,
        answeredAt: -Infinity,
        asking: false,
        listeners: new Set(),
      }),
    );
  return entry;
}

function askAgainIfStale<T>(entry: KeptAnswer, ask: () => Promise<T>, freshFor: number) {
  if (entry.asking || Date.now() - entry.answeredAt < freshFor) return;
  entry.asking = true;
  ask().then(
    (answer) => {
      entry.asking = false;
      entry.state = { data: answer, isPending: false };
      entry.answeredAt = Date.now();
      for (const listener of entry.listeners) listener();
    },
    () => {
      entry.asking = false;
      if (!entry.state.isPending) return;
      entry.state = { data: undefined, isPending: false };
      for (const listener of entry.listeners) listener();
    },
  );
}

/**
 * The kept answer of `key` (`data` is `undefined` until the first one arrives). `ask` makes the
 * call; it is read when a mount finds no fresh answer, so it may be a new function each render.
 */
export function useKeptAnswer<T>(
  key: string,
  ask: (api: ApiClient) => Promise<T>,
  freshFor: number,
): KeptAnswerState<T> {
  const api = useApi();
  const entry = keptAnswer(api, key);
  const subscribe = useCallback(
    (onChange: () => void) => {
      entry.listeners.add(onChange);
      return () => void entry.listeners.delete(onChange);
    },
    [entry],
  );
  const state = useSyncExternalStore(
    subscribe,
    () => entry.state,
    () => pending,
  ) as KeptAnswerState<T>;
  useEffect(() => {
    askAgainIfStale(entry, () => ask(api), freshFor);
    // Asked on mount (and when the page's API client changes), as a query is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entry]);
  return state;
}
