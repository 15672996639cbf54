// Queries on sessions: a family per sign-in and the refresh tokens it rotated through (stored as
// hashes). Every function names the family or the token hash it acts on.
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens, sessionFamilies } from '../../db/schema.ts';

export async function insertFamily(db: Db, userId: string, createdAt: Date): Promise<string> {
  const [family] = await db
    .insert(sessionFamilies)
    .values({ userId, createdAt })
    .returning({ id: sessionFamilies.id });
  if (!family) throw new Error('session family was not created');
  return family.id;
}

export async function insertRefreshToken(
  db: Db,
  values: { familyId: string; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/**
 * ACTIVE -> ROTATED for an unexpired token, as one conditional update (of concurrent calls with
 * the same token exactly one gets it); answers the token's family, or undefined.
 */
export async function rotateToken(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const [rotated] = await db
    .update(refreshTokens)
    .set({ state: 'ROTATED', rotatedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        eq(refreshTokens.state, 'ACTIVE'),
        sql`${refreshTokens.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ familyId: refreshTokens.familyId });
  return rotated?.familyId;
}

export async function findFamily(db: Db, familyId: string) {
  const [family] = await db
    .select({ userId: sessionFamilies.userId, revokedAt: sessionFamilies.revokedAt })
    .from(sessionFamilies)
    .where(eq(sessionFamilies.id, familyId));
  return family;
}

/** A token's state and family, whatever its state. */
export async function findToken(db: Db, tokenHash: string) {
  const [known] = await db
    .select({ state: refreshTokens.state, familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return known;
}

/** Ids of the user's open families, but `keepFamilyId`. */
export async function openFamilies(
  db: Db,
  userId: string,
  keepFamilyId: string | undefined,
): Promise<string[]> {
  const open = await db
    .select({ id: sessionFamilies.id })
    .from(sessionFamilies)
    .where(
      and(
        eq(sessionFamilies.userId, userId),
        isNull(sessionFamilies.revokedAt),
        keepFamilyId ? ne(sessionFamilies.id, keepFamilyId) : undefined,
      ),
    );
  return open.map((family) => family.id);
}

/** Revokes a family and its active refresh token. */
export async function revokeFamily(
  db: Db,
  familyId: string,
  reason: string,
  now: Date,
): Promise<void> {
  await db
    .update(sessionFamilies)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessionFamilies.id, familyId), isNull(sessionFamilies.revokedAt)));
  await db
    .update(refreshTokens)
    .set({ state: 'REVOKED' })
    .where(and(eq(refreshTokens.familyId, familyId), eq(refreshTokens.state, 'ACTIVE')));
}
