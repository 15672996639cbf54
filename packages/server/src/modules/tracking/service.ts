// Console usage events (spm codes of spec section 7), stored as they come, one row each.
import type { EndpointParams, trackingEndpoints } from '@quiver/contract';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import * as repo from './repo.ts';

/** An event as the tracking endpoint parsed it (the spec's snake_case fields and their context). */
export type TrackedEvent = EndpointParams<typeof trackingEndpoints.create>;

export class TrackingService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Stores one event; what the console adds beside the spec's four fields is kept as details. */
  async record(userId: string | null, event: TrackedEvent): Promise<void> {
    const { spm, event_key, action_type, option, ...context } = event;
    await repo.insertEvent(this.db, {
      userId,
      spm,
      eventKey: event_key,
      actionType: action_type,
      option: option ?? null,
      details: Object.keys(context).length > 0 ? context : null,
      createdAt: this.clock.now(),
    });
  }
}
