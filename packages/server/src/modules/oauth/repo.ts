// Queries on social identities: which account a provider's user is linked to.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userIdentities } from '../../db/schema.ts';

export type NewIdentity = typeof userIdentities.$inferInsert;

/** The account linked to a provider's user, if any. */
export async function findLinkedUserId(
  db: Db,
  provider: NewIdentity['provider'],
  subject: string,
): Promise<string | undefined> {
  const [linked] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));
  return linked?.userId;
}

/** Links a provider's user to an account (a link made meanwhile by a racing sign-in stands). */
export async function linkIdentity(db: Db, values: NewIdentity): Promise<void> {
  await db.insert(userIdentities).values(values).onConflictDoNothing();
}
