// Queries on accounts. Every function takes the account id it acts for: no query reaches another
// user's row by accident.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessionFamilies, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserStatus = UserRow['status'];

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Inserts an account; undefined when the address is taken (unique constraint, no exception). */
export async function insertUser(db: Db, values: NewUser): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

export async function updateUser(
  db: Db,
  id: string,
  values: Partial<NewUser>,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

/** The account behind an open session, or undefined when the session was revoked. */
export async function findUserInOpenSession(
  db: Db,
  userId: string,
  familyId: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(sessionFamilies)
    .innerJoin(users, eq(users.id, sessionFamilies.userId))
    .where(
      and(
        eq(sessionFamilies.id, familyId),
        eq(sessionFamilies.userId, userId),
        isNull(sessionFamilies.revokedAt),
      ),
    );
  return row?.user;
}
