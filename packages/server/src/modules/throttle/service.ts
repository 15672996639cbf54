// Per-account (or per-address) attempt counters kept in the database, so lockouts survive restarts
// and hold across server processes. The HTTP rate limit (per client address) sits in front of this.
import type { Db } from '../../db/client.ts';

import { TooManyAttempts } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import * as repo from './repo.ts';

export interface ThrottlePolicy {
  /** Attempts allowed inside one window before the key locks. */
  limit: number;
  windowSeconds: number;
  lockSeconds: number;
}

export const policies = {
  /** Wrong passwords (or TOTP codes) per e-mail address. */
  login: { limit: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
  /** E-mail codes sent per address and purpose. */
  emailCodeSend: { limit: 5, windowSeconds: 60 * 60, lockSeconds: 60 * 60 },
  /** Wrong e-mail codes per address and purpose, across codes. */
  emailCodeVerify: { limit: 10, windowSeconds: 60 * 60, lockSeconds: 60 * 60 },
  /** Wrong current passwords when changing it, per account. */
  passwordCheck: { limit: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
} satisfies Record<string, ThrottlePolicy>;

export type Scope = keyof typeof policies;

export class ThrottleService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Throws TooManyAttempts while the key is locked. */
  async assertOpen(scope: Scope, key: string): Promise<void> {
    const row = await repo.findThrottle(this.db, scope, key);
    const now = this.clock.now().getTime();
    if (row?.lockedUntil && row.lockedUntil.getTime() > now)
      throw new TooManyAttempts(Math.ceil((row.lockedUntil.getTime() - now) / 1000));
  }

  /** How many attempts the current window holds (0 when the window has passed). */
  async count(scope: Scope, key: string): Promise<number> {
    const row = await repo.findThrottle(this.db, scope, key);
    if (!row) return 0;
    const windowEnd = row.windowStartedAt.getTime() + policies[scope].windowSeconds * 1000;
    return windowEnd > this.clock.now().getTime() ? row.count : 0;
  }

  /** How many more attempts the key takes before it locks, once `counted` were recorded. */
  attemptsLeft(scope: Scope, counted: number): number {
    return Math.max(0, policies[scope].limit - counted);
  }

  /**
   * Records one attempt; locks the key when the window reaches the limit. Returns the attempts
   * counted in the window.
   */
  async hit(scope: Scope, key: string): Promise<number> {
    const policy = policies[scope];
    const now = this.clock.now();
    return repo.countAttempt(this.db, {
      scope,
      key,
      now,
      windowFloor: new Date(now.getTime() - policy.windowSeconds * 1000),
      lockUntil: new Date(now.getTime() + policy.lockSeconds * 1000),
      limit: policy.limit,
    });
  }

  async reset(scope: Scope, key: string): Promise<void> {
    await repo.deleteThrottle(this.db, scope, key);
  }

  /**
   * HTTP rate limits kept in the database (src/http/rate-limit-store.ts), so every server process
   * sharing it counts into one window: adds `delta` requests of `key` to `scope`'s window.
   */
  countRequests(
    scope: string,
    key: string,
    delta: number,
    windowMs: number,
  ): Promise<{ count: number; ttlMs: number }> {
    return repo.countRequests(this.db, { scope: `rate:${scope}`, key, delta, windowMs });
  }

  /** Drops request windows that ended more than `olderThanMs` ago. */
  dropEndedRequestWindows(olderThanMs: number): Promise<number> {
    return repo.deleteEndedWindows(this.db, 'rate:', olderThanMs);
  }
}
