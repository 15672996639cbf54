/**
 * Event-tracking codes of the global elements (spec section 7, "Events and their spm codes").
 * One table, so the banner, cookie panel and footer emit the same codes the console sends to
 * `POST /eventTracking/create`.
 */
export const spm = {
  notice_show: '101.0.0',
  notice_close_click: '101.0.1',
  terms_click: '103.0.1',
  privacy_click: '103.0.2',
  setCookie_click: '103.0.3',
  cookiePolicy_click: '103.0.4',
  acceptAllCookies_click: '103.0.5',
  customizeSettings_click: '103.0.6',
  confirmMyChoices_click: '103.0.7',
} as const;

/** Name of a tracked event (`notice_show`, `terms_click`, …). */
export type SpmEventKey = keyof typeof spm;

/** A tracked event as the UI reports it; the console turns it into the wire payload. */
export interface SpmEvent<K extends SpmEventKey = SpmEventKey> {
  /** Event name from the spec's table. */
  eventKey: K;
  /** Its spm code. */
  spm: (typeof spm)[K];
  /** `show` for impressions, `click` for user actions (read from the event name's suffix). */
  actionType: 'show' | 'click';
  /** Extra detail (the notice title, the chosen cookie setting), when the event has one. */
  option?: string;
}

/** Receives tracked events; wire it to the console's event queue. */
export type SpmEventHandler = (event: SpmEvent) => void;

/** Builds the event object for `eventKey`, looking its spm code up in the one table. */
export function spmEvent<K extends SpmEventKey>(eventKey: K, option?: string): SpmEvent<K> {
  const event: SpmEvent<K> = {
    eventKey,
    spm: spm[eventKey],
    actionType: eventKey.endsWith('_show') ? 'show' : 'click',
  };
  if (option !== undefined) event.option = option;
  return event;
}
