// Queries on API keys. Every one that reads or changes a key names its owner: no query reaches
// another account's key; `findKeyWithOwner` is the sign-in lookup by the key's public prefix.
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiKeys, users } from '../../db/schema.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type NewApiKey = typeof apiKeys.$inferInsert;

export async function countKeys(db: Db, userId: string): Promise<number> {
  const [total] = await db.select({ n: count() }).from(apiKeys).where(eq(apiKeys.userId, userId));
  return total?.n ?? 0;
}

export async function insertKey(db: Db, values: NewApiKey): Promise<ApiKeyRow | undefined> {
  const [row] = await db.insert(apiKeys).values(values).returning();
  return row;
}

/** The account's keys, newest first. */
export function listKeys(db: Db, userId: string): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

export async function renameKey(
  db: Db,
  userId: string,
  id: string,
  name: string,
): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ name })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
    .returning();
  return row;
}

/** Whether a key of the account was deleted. */
export async function deleteKey(db: Db, userId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
    .returning({ id: apiKeys.id });
  return gone.length > 0;
}

/** The key with this public prefix and the account it belongs to. */
export async function findKeyWithOwner(db: Db, prefix: string) {
  const [row] = await db
    .select({ key: apiKeys, user: users })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.prefix, prefix));
  return row;
}

export async function touchKey(db: Db, id: string, usedAt: Date): Promise<void> {
  await db.update(apiKeys).set({ lastUsedAt: usedAt }).where(eq(apiKeys.id, id));
}
