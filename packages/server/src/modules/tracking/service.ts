// Console usage events (spm codes of spec section 7), stored as they come, one row each.
import type { Db } from '../../db/client.ts';
import { trackingEvents } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';

export interface TrackingEvent {
  spm: string;
  eventKey: string;
  actionType?: string | undefined;
  option?: string | undefined;
  details?: Record<string, unknown> | undefined;
}

export class TrackingService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async record(userId: string | null, event: TrackingEvent): Promise<void> {
    await this.db.insert(trackingEvents).values({
      userId,
      spm: event.spm,
      eventKey: event.eventKey,
      actionType: event.actionType ?? null,
      option: event.option ?? null,
      details: event.details ?? null,
      createdAt: this.clock.now(),
    });
  }
}
