// Queries on e-mailed codes, by address and purpose (codes are stored hashed).
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailCodes } from '../../db/schema.ts';

export type EmailCodeRow = typeof emailCodes.$inferSelect;
export type NewEmailCode = typeof emailCodes.$inferInsert;

/** When the newest code for the address and purpose was made, if any. */
export async function latestCodeTime(
  db: Db,
  email: string,
  purpose: string,
): Promise<Date | undefined> {
  const [latest] = await db
    .select({ createdAt: emailCodes.createdAt })
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose)))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  return latest?.createdAt;
}

/** Retires every unused code for the address and purpose. */
export async function retireCodes(db: Db, email: string, purpose: string, now: Date) {
  await db
    .update(emailCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(emailCodes.email, email),
        eq(emailCodes.purpose, purpose),
        isNull(emailCodes.consumedAt),
      ),
    );
}

export async function insertCode(db: Db, values: NewEmailCode): Promise<void> {
  await db.insert(emailCodes).values(values);
}

/**
 * The newest unused, unexpired code for the address and purpose, issued for `resourceId` (or, when
 * it is undefined, for no resource).
 */
export async function findUsableCode(
  db: Db,
  email: string,
  purpose: string,
  resourceId: string | undefined,
  now: Date,
): Promise<EmailCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.email, email),
        eq(emailCodes.purpose, purpose),
        resourceId === undefined
          ? isNull(emailCodes.resourceId)
          : eq(emailCodes.resourceId, resourceId),
        isNull(emailCodes.consumedAt),
        gt(emailCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  return row;
}

/** Counts a wrong try on a code; the try that reaches `attemptsPerCode` uses it up. */
export async function countWrongTry(
  db: Db,
  id: string,
  now: Date,
  attemptsPerCode: number,
): Promise<void> {
  await db
    .update(emailCodes)
    .set({
      failedAttempts: sql`${emailCodes.failedAttempts} + 1`,
      consumedAt: sql`case when ${emailCodes.failedAttempts} + 1 >= ${attemptsPerCode} then ${now.toISOString()}::timestamptz else null end`,
    })
    .where(eq(emailCodes.id, id));
}

/** Uses up an unused code (a conditional update: of two racing uses one wins); answers whether it did. */
export async function useCode(db: Db, id: string, now: Date): Promise<boolean> {
  const used = await db
    .update(emailCodes)
    .set({ consumedAt: now })
    .where(and(eq(emailCodes.id, id), isNull(emailCodes.consumedAt)))
    .returning({ id: emailCodes.id });
  return used.length > 0;
}
