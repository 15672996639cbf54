// Queries on marketplace bindings (tokens stored hashed), by account or by marketplace token.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { externalBindings } from '../../db/schema.ts';

export type BindingRow = typeof externalBindings.$inferSelect;

/** The account a marketplace token is bound to, if any. */
export async function findTokenOwner(
  db: Db,
  channel: string,
  tokenHash: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: externalBindings.userId })
    .from(externalBindings)
    .where(and(eq(externalBindings.channel, channel), eq(externalBindings.tokenHash, tokenHash)));
  return row?.userId;
}

/** The account's binding on a channel, if any. */
export async function findBinding(
  db: Db,
  userId: string,
  channel: string,
): Promise<BindingRow | undefined> {
  const [row] = await db
    .select()
    .from(externalBindings)
    .where(and(eq(externalBindings.userId, userId), eq(externalBindings.channel, channel)));
  return row;
}

/** Binds; undefined when a unique constraint (token or account and channel) was already taken. */
export async function insertBinding(
  db: Db,
  values: { userId: string; channel: string; tokenHash: string; createdAt: Date },
): Promise<BindingRow | undefined> {
  const [row] = await db.insert(externalBindings).values(values).onConflictDoNothing().returning();
  return row;
}

export function listBindings(db: Db, userId: string): Promise<BindingRow[]> {
  return db.select().from(externalBindings).where(eq(externalBindings.userId, userId));
}

/** Whether the account's binding on the channel was deleted. */
export async function deleteBinding(db: Db, userId: string, channel: string): Promise<boolean> {
  const gone = await db
    .delete(externalBindings)
    .where(and(eq(externalBindings.userId, userId), eq(externalBindings.channel, channel)))
    .returning({ id: externalBindings.id });
  return gone.length > 0;
}
