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
