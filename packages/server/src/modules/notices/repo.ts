// Queries on site notices (one table for every visitor: notices belong to no account).
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { notices } from '../../db/schema.ts';

export type NoticeRow = typeof notices.$inferSelect;
export type NewNotice = typeof notices.$inferInsert;

/** The notice the banner shows: the most urgent active one, then the newest. */
export async function currentNotice(db: Db): Promise<NoticeRow | undefined> {
  const query = preparedQuery(db, 'current_notice', () =>
    db
      .select()
      .from(notices)
      .where(eq(notices.active, true))
      // The enum's order is CRITICAL, IMPORTANT, COMMON.
      .orderBy(asc(notices.priority), desc(notices.publishedAt), desc(notices.id))
      .limit(1)
      .prepare('current_notice'),
  );
  const [row] = await query.execute();
  return row;
}

export async function insertNotice(db: Db, values: NewNotice): Promise<void> {
  await db.insert(notices).values(values);
}

/** Takes every active notice down; answers how many. */
export async function deactivateNotices(db: Db): Promise<number> {
  const rows = await db
    .update(notices)
    .set({ active: false })
    .where(eq(notices.active, true))
    .returning({ id: notices.id });
  return rows.length;
}
