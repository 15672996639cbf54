// Event tracking (spec §7): the events the console sends, one at a time, with their spm codes.
import { z } from 'zod';
import { defineEndpoint, v1 } from './endpoint.ts';
import { noData } from './fields.ts';

/** Every tracked event with its spm code and what the user did (spec §7 table). */
export const trackingEvents = {
  notice_show: { spm: '101.0.0', action: 'show' },
  notice_close_click: { spm: '101.0.1', action: 'click' },
  terms_click: { spm: '103.0.1', action: 'click' },
  privacy_click: { spm: '103.0.2', action: 'click' },
  setCookie_click: { spm: '103.0.3', action: 'click' },
  cookiePolicy_click: { spm: '103.0.4', action: 'click' },
  acceptAllCookies_click: { spm: '103.0.5', action: 'click' },
  customizeSettings_click: { spm: '103.0.6', action: 'click' },
  confirmMyChoices_click: { spm: '103.0.7', action: 'click' },
} as const;

export type TrackingEventKey = keyof typeof trackingEvents;
export const trackingEventKeys = Object.keys(trackingEvents) as [
  TrackingEventKey,
  ...TrackingEventKey[],
];

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

/** The body for an event, with its spm code and action filled in. */
export function trackingEventBody(eventKey: TrackingEventKey, option?: string): TrackingEvent {
  const { spm, action } = trackingEvents[eventKey];
  return option === undefined
    ? { spm, event_key: eventKey, action_type: action }
    : { spm, event_key: eventKey, action_type: action, option };
}

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
