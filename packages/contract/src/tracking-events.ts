// The tracked events and their spm codes (spec §7) in a module with no zod in it: the console's
// tracking queue runs on every page, including the ones that must not load the schemas.

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

/**
 * The request body of one event (the tracking endpoint's `TrackingEvent`, whose schema lives in
 * tracking.ts; test/types.test.ts checks that this type fits it). Written out here so that this
 * module imports nothing.
 */
export interface TrackingEventBody {
  spm: string;
  event_key: TrackingEventKey;
  action_type: 'show' | 'click';
  option?: string;
}

/** The body for an event, with its spm code and action filled in. */
export function trackingEventBody(eventKey: TrackingEventKey, option?: string): TrackingEventBody {
  const { spm, action } = trackingEvents[eventKey];
  return option === undefined
    ? { spm, event_key: eventKey, action_type: action }
    : { spm, event_key: eventKey, action_type: action, option };
}
