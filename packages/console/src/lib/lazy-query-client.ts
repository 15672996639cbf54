/**
 * The TanStack Query client, loaded apart from the page. TanStack Query is about 10 KiB gzip, and
 * /login's steps, the notice bar and the cookie panel make no query: the client loads with the
 * signed-in routes (their loaders wait for it), with /register, and on /login when the visitor
 * first focuses the form (the post-login routing uses it). Until then `current()` is `undefined`,
 * and the app's provider (app/providers.tsx) hands no client down.
 */
import type { QueryClient } from '@tanstack/react-query';
import { loadOnce } from './load-once.ts';

export interface LazyQueryClient {
  /** The client, once loaded. */
  current: () => QueryClient | undefined;
  /** Loads the client (once; a failed load is tried again by the next call) and answers it. */
  load: () => Promise<QueryClient>;
  /** Calls `onLoaded` when the client arrives; answers the unsubscribe. */
  subscribe: (onLoaded: () => void) => () => void;
}

export function createLazyQueryClient(
  source: QueryClient | (() => Promise<QueryClient>),
): LazyQueryClient {
  let client = typeof source === 'function' ? undefined : source;
  const listeners = new Set<() => void>();
  const load = loadOnce(async () => {
    if (client !== undefined) return client;
    const loaded = await (source as () => Promise<QueryClient>)();
    client = loaded;
    // Before the awaiting callers resume: the provider hands the client down first.
    for (const listener of listeners) listener();
    return loaded;
  });
  return {
    current: () => client,
    load,
    subscribe: (onLoaded) => {
      listeners.add(onLoaded);
      return () => listeners.delete(onLoaded);
    },
  };
}
