// Queries on accounts. Every function takes the account id it acts for: no query reaches another
// user's row by accident.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
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

/**
 * The account behind an open session, or undefined when the session was revoked. Every signed-in
 * request asks this (a prepared statement).
 */
export async function findUserInOpenSession(
  db: Db,
  userId: string,
  familyId: string,
): Promise<UserRow | undefined> {
  const query = preparedQuery(db, 'user_in_open_session', () =>
    db
      .select({ user: users })
      .from(sessionFamilies)
      .innerJoin(users, eq(users.id, sessionFamilies.userId))
      .where(
        and(
          eq(sessionFamilies.id, sql.placeholder('familyId')),
          eq(sessionFamilies.userId, sql.placeholder('userId')),
          isNull(sessionFamilies.revokedAt),
        ),
      )
      .prepare('user_in_open_session'),
  );
  const [row] = await query.execute({ userId, familyId });
  return row?.user;
}
