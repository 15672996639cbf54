// Queries on attempt counters, by scope and key (an address or an account).
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { throttles } from '../../db/schema.ts';

export type ThrottleRow = typeof throttles.$inferSelect;

export async function findThrottle(
  db: Db,
  scope: string,
  key: string,
): Promise<ThrottleRow | undefined> {
  const [row] = await db
    .select()
    .from(throttles)
    .where(and(eq(throttles.scope, scope), eq(throttles.key, key)));
  return row;
}

/**
 * Counts one attempt in a single upsert (safe under concurrency): a window older than
 * `windowFloor` starts again at 1; reaching `limit` in the window sets the lock until `lockUntil`.
 * Answers the attempts counted in the window.
 */
export async function countAttempt(
  db: Db,
  attempt: {
    scope: string;
    key: string;
    now: Date;
    windowFloor: Date;
    lockUntil: Date;
    limit: number;
  },
): Promise<number> {
  const { scope, key, now, windowFloor, lockUntil, limit } = attempt;
  const fresh = sql`${throttles.windowStartedAt} <= ${windowFloor.toISOString()}::timestamptz`;
  const nextCount = sql`case when ${fresh} then 1 else ${throttles.count} + 1 end`;
  const [row] = await db
    .insert(throttles)
    .values({
      scope,
      key,
      count: 1,
      windowStartedAt: now,
      lockedUntil: limit <= 1 ? lockUntil : null,
    })
    .onConflictDoUpdate({
      target: [throttles.scope, throttles.key],
      set: {
        count: nextCount,
        windowStartedAt: sql`case when ${fresh} then ${now.toISOString()}::timestamptz else ${throttles.windowStartedAt} end`,
        lockedUntil: sql`case when ${nextCount} >= ${limit} then ${lockUntil.toISOString()}::timestamptz else ${throttles.lockedUntil} end`,
      },
    })
    .returning({ count: throttles.count });
  return row?.count ?? 1;
}

export async function deleteThrottle(db: Db, scope: string, key: string): Promise<void> {
  await db.delete(throttles).where(and(eq(throttles.scope, scope), eq(throttles.key, key)));
}

/**
 * Adds `delta` requests to a fixed window of `windowMs` on the database's clock (every process
 * counts into the same row); a window that has passed starts again. Answers the requests counted in
 * the window and how long it still runs.
 */
export async function countRequests(
  db: Db,
  request: { scope: string; key: string; delta: number; windowMs: number },
): Promise<{ count: number; ttlMs: number }> {
  const { scope, key, delta, windowMs } = request;
  const passed = sql`${throttles.windowStartedAt} <= now() - ${windowMs} * interval '1 millisecond'`;
  const [row] = await db
    .insert(throttles)
    .values({ scope, key, count: delta, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [throttles.scope, throttles.key],
      set: {
        count: sql`case when ${passed} then ${delta} else ${throttles.count} + ${delta} end`,
        windowStartedAt: sql`case when ${passed} then now() else ${throttles.windowStartedAt} end`,
      },
    })
    .returning({
      count: throttles.count,
      ttlMs:
        sql<number>`greatest(0, extract(epoch from ${throttles.windowStartedAt} + ${windowMs} * interval '1 millisecond' - now()) * 1000)`.mapWith(
          Number,
        ),
    });
  return { count: row?.count ?? delta, ttlMs: row?.ttlMs ?? windowMs };
}

/** Request windows of `scopePrefix` that ended before `before` (ms ago) are dropped. */
export async function deleteEndedWindows(
  db: Db,
  scopePrefix: string,
  olderThanMs: number,
): Promise<number> {
  const dropped = await db
    .delete(throttles)
    .where(
      and(
        sql`${throttles.scope} like ${`${scopePrefix}%`}`,
        sql`${throttles.windowStartedAt} < now() - ${olderThanMs} * interval '1 millisecond'`,
        sql`${throttles.lockedUntil} is null`,
      ),
    )
    .returning({ scope: throttles.scope });
  return dropped.length;
}
