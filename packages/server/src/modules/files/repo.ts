// Queries on download tickets: stored as the hash of the ticket, redeemed once (a conditional
// update, so of two racing downloads one gets the file), swept once long expired.
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { downloadTickets } from '../../db/schema.ts';

export type DownloadTicketRow = typeof downloadTickets.$inferSelect;

export async function insertTicket(
  db: Db,
  values: {
    userId: string;
    ticketHash: string;
    request: Record<string, unknown>;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(downloadTickets).values(values);
}

/** Uses up a ticket that is neither used nor expired; the row, or undefined when none was left. */
export async function redeemTicket(
  db: Db,
  ticketHash: string,
  now: Date,
): Promise<DownloadTicketRow | undefined> {
  const [row] = await db
    .update(downloadTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(downloadTickets.ticketHash, ticketHash),
        isNull(downloadTickets.usedAt),
        gt(downloadTickets.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** Deletes tickets that expired before `before` (used or not): nothing can redeem them. */
export async function deleteExpiredTickets(db: Db, before: Date): Promise<void> {
  await db.delete(downloadTickets).where(lt(downloadTickets.expiresAt, before));
}
