// Rate limits counted in PostgreSQL, for @fastify/rate-limit, so that every server process sharing
// the database counts into one window per client address (docs/scale-out.md); with PGlite one
// process counts in memory (the plugin's own store). Two ways of counting:
// - a route's own limit (sign-in, sign-up, captchas, e-mail codes, payment: RATE_LIMIT_SENSITIVE)
//   adds each request in the database before answering, so the count is exact across processes;
// - the limit on every route (RATE_LIMIT) is counted here and added to the database at most every
//   `syncMs` per address, so an ordinary request writes nothing; across processes a window may let
//   through what the others counted in their last `syncMs` beyond the limit.
// The windows are fixed (as the plugin's own store) and timed by the database's clock.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export interface RequestCounter {
  countRequests(
    scope: string,
    key: string,
    delta: number,
    windowMs: number,
  ): Promise<{ count: number; ttlMs: number }>;
  dropEndedRequestWindows(olderThanMs: number): Promise<number>;
}

type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface Window {
  /** Requests of every process in the window, as last read from the database. */
  shared: number;
  /** Requests this process counted since it last wrote. */
  pending: number;
  endsAt: number;
  /** The window's length (the limit's time window). */
  length: number;
  lastSync: number;
  syncing: boolean;
  /** While the window's first write is under way: what its first requests wait for. */
  opening: Promise<void> | undefined;
}

type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

/** The route a route's own limit counts for (the plugin hands the route as `routeInfo`). */
function scopeOf(routeOptions: RouteOptions): string {
  const info = (routeOptions as { routeInfo?: { url?: string } }).routeInfo;
  return info?.url ?? routeOptions.url ?? 'route';
}

/**
 * A store class for @fastify/rate-limit's `store` option (the plugin constructs it), counting in
 * the database through `counter`. Its timers stop when `app` closes.
 */
export function databaseRateLimitStore(
  app: FastifyInstance,
  counter: RequestCounter,
  log: FastifyBaseLogger,
  options: { syncMs?: number } = {},
): FastifyRateLimitStoreCtor {
  const syncMs = options.syncMs ?? 1000;
  const timers: NodeJS.Timeout[] = [];
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
  });
  // Ended windows leave the table (every process may do it: the delete is the same).
  const sweep = setInterval(
    () =>
      void counter
        .dropEndedRequestWindows(10 * 60_000)
        .catch((error: unknown) => log.warn({ err: error }, 'rate limit windows not swept')),
    10 * 60_000,
  );
  sweep.unref();
  timers.push(sweep);

  /** A route's own limit: every request counted in the database before it is answered. */
  class ExactStore implements FastifyRateLimitStore {
    constructor(private readonly scope: string) {}

    incr(key: string, answer: Answer, timeWindow: number): void {
      counter.countRequests(this.scope, key, 1, timeWindow).then(
        ({ count, ttlMs }) => answer(null, { current: count, ttl: ttlMs }),
        (error: unknown) => answer(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: RouteOptions): FastifyRateLimitStore {
      return new ExactStore(scopeOf(routeOptions));
    }
  }

  /** The limit on every route: counted here, written at most every `syncMs` per address. */
  class BatchedStore implements FastifyRateLimitStore {
    private readonly windows = new Map<string, Window>();
    private readonly scope = 'all';

    constructor() {
      // Checked four times per `syncMs`, so what waits is written within 1.25 x `syncMs`.
      const flush = setInterval(() => this.flush(), syncMs / 4);
      flush.unref();
      timers.push(flush);
    }

    incr(key: string, answer: Answer, timeWindow: number): void {
      const now = Date.now();
      const window = this.windows.get(key);
      const reply = (current: Window) =>
        answer(null, {
          current: current.shared + current.pending,
          ttl: Math.max(0, current.endsAt - Date.now()),
        });
      if (!window || now >= window.endsAt) {
        // A window new to this process starts from what the others counted in it: its first
        // request waits for that (once a minute per address), the rest are counted here.
        const opened: Window = {
          shared: 0,
          pending: 1,
          endsAt: now + timeWindow,
          length: timeWindow,
          lastSync: 0,
          syncing: false,
          opening: undefined,
        };
        this.windows.set(key, opened);
        opened.opening = this.sync(key, opened).finally(() => {
          opened.opening = undefined;
        });
        void opened.opening.then(() => reply(opened));
        return;
      }
      const current: Window = window;
      current.pending += 1;
      if (current.opening) {
        void current.opening.then(() => reply(current));
        return;
      }
      if (!current.syncing && now - current.lastSync >= syncMs) void this.sync(key, current);
      reply(current);
    }

    child(routeOptions: RouteOptions): FastifyRateLimitStore {
      return new ExactStore(scopeOf(routeOptions));
    }

    /** Writes what waits, and forgets windows that ended with nothing to write. */
    private flush(): void {
      const now = Date.now();
      for (const [key, window] of this.windows) {
        if (window.pending > 0 && !window.syncing && now - window.lastSync >= syncMs)
          void this.sync(key, window);
        else if (now >= window.endsAt && window.pending === 0 && !window.syncing)
          this.windows.delete(key);
      }
    }

    private sync(key: string, window: Window): Promise<void> {
      const delta = window.pending;
      window.pending = 0;
      window.syncing = true;
      window.lastSync = Date.now();
      return counter
        .countRequests(this.scope, key, delta, window.length)
        .then(({ count, ttlMs }) => {
          window.shared = count;
          window.endsAt = Date.now() + ttlMs;
        })
        .catch((error: unknown) => {
          window.pending += delta;
          log.warn({ err: error }, 'rate limit not written to the database');
        })
        .finally(() => {
          window.syncing = false;
        });
    }
  }

  return BatchedStore;
}
