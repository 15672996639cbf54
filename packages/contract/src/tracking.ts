// Event tracking (spec §7): the events the console sends, one at a time, with their spm codes.
import { z } from 'zod';
import { defineEndpoint, v1 } from './endpoint.ts';
import { noData } from './fields.ts';
import { trackingEventKeys, trackingEvents } from './tracking-events.ts';

const optionalText = (max: number) =>
  z.string().max(max, { error: 'api.text-too-long' }).optional();

/**
 * The first reading of spec §3 (`spm, event_key, action_type, option`), plus the optional context of
 * the second reading in the same snake_case. The token of the second reading is not a body field:
 * the Authorization header carries it.
 */
export const trackingEvent = z
  .strictObject({
    spm: z.string().regex(/^\d+\.\d+\.\d+$/, { error: 'api.invalid-value' }),
    event_key: z.enum(trackingEventKeys, { error: 'validation.invalid-option' }),
    action_type: z.enum(['show', 'click'], { error: 'validation.invalid-option' }),
    option: optionalText(256),
    url: optionalText(2048),
    url_param: optionalText(2048),
    browser_brand: optionalText(64),
    browser_version: optionalText(64),
    local_time: optionalText(64),
  })
  .superRefine((event, context) => {
    const known = trackingEvents[event.event_key];
    if (event.spm !== known.spm)
      context.addIssue({ code: 'custom', path: ['spm'], message: 'api.invalid-value' });
    if (event.action_type !== known.action)
      context.addIssue({ code: 'custom', path: ['action_type'], message: 'api.invalid-value' });
  });
export type TrackingEvent = z.input<typeof trackingEvent>;

export const trackingEndpoints = {
  create: defineEndpoint({
    id: 'tracking.create',
    method: 'POST',
    path: v1('/eventTracking/create'),
    auth: 'none',
    summary: 'Record one interface event (sent one at a time, in order, by the console).',
    request: trackingEvent,
    response: noData,
  }),
} as const;
