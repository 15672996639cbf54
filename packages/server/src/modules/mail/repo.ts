// Queries on the development mailbox (mail kept instead of sent when there is no SMTP server).
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { devMails } from '../../db/schema.ts';

export type DevMailRow = typeof devMails.$inferSelect;

export async function insertDevMail(
  db: Db,
  mail: { to: string; subject: string; text: string; code: string | null },
): Promise<void> {
  await db.insert(devMails).values(mail);
}

/** Mail kept for one address, newest first. */
export function devMailsTo(db: Db, to: string, limit: number): Promise<DevMailRow[]> {
  return db
    .select()
    .from(devMails)
    .where(eq(devMails.to, to))
    .orderBy(desc(devMails.id))
    .limit(limit);
}
