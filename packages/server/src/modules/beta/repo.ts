// Queries on beta applications, each for one account.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { betaApplications } from '../../db/schema.ts';

export type ApplicationRow = typeof betaApplications.$inferSelect;
type ApplicationStatus = ApplicationRow['status'];

/** The account's application in `status`, if any. */
export async function findApplication(
  db: Db,
  userId: string,
  status: ApplicationStatus,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(betaApplications)
    .where(and(eq(betaApplications.userId, userId), eq(betaApplications.status, status)));
  return row;
}

export async function insertApplication(
  db: Db,
  userId: string,
  details: Record<string, unknown>,
  createdAt: Date,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .insert(betaApplications)
    .values({ userId, details, createdAt })
    .returning();
  return row;
}

/** Approves the account's application under review; answers whether there was one. */
export async function approveOpenApplication(
  db: Db,
  userId: string,
  decidedAt: Date,
): Promise<boolean> {
  const decided = await db
    .update(betaApplications)
    .set({ status: 'APPROVED', decidedAt })
    .where(and(eq(betaApplications.userId, userId), eq(betaApplications.status, 'REVIEW')))
    .returning({ id: betaApplications.id });
  return decided.length > 0;
}
