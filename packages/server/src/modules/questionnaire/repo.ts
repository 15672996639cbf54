// Queries on questionnaire answers: one row per account.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { questionnaireResponses } from '../../db/schema.ts';

export async function hasResponse(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: questionnaireResponses.userId })
    .from(questionnaireResponses)
    .where(eq(questionnaireResponses.userId, userId));
  return row !== undefined;
}

/** Stores the account's answers; a second submission keeps the first. */
export async function insertResponse(
  db: Db,
  values: { userId: string; answers: unknown; skipped: boolean; createdAt: Date },
): Promise<void> {
  await db.insert(questionnaireResponses).values(values).onConflictDoNothing();
}
