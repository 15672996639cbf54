// Queries on tracked console events: one row per event.
import type { Db } from '../../db/client.ts';
import { trackingEvents } from '../../db/schema.ts';

export type NewTrackingEvent = typeof trackingEvents.$inferInsert;

export async function insertEvent(db: Db, values: NewTrackingEvent): Promise<void> {
  await db.insert(trackingEvents).values(values);
}
