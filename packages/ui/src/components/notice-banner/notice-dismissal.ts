import type { KeyValueStorage } from '../../lib/storage.ts';

/** What is stored when a notice is closed (spec section 3: "the notice-dismissal record"). */
export interface NoticeDismissal {
  /** Title of the closed notice. */
  title: string;
  /** Local calendar day it was closed on, `YYYY-MM-DD`. */
  date: string;
}

/** Default storage key of the dismissal record. */
export const noticeDismissalStorageKey = 'noticeDismissal';

/**
 * The user's local calendar day as `YYYY-MM-DD`. Local, not UTC: "dismissed today" means the
 * user's today (a notice closed at 23:30 in UTC-5 must not come back at 00:30 UTC).
 */
export function localDay(date: Date): string {
  const year = String(date.getFullYear()).padStart(4, '0');
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/**
 * The stored record, or `null` when there is none or it cannot be read (not JSON, wrong shape,
 * written by an older version). A bad record only means the notice shows again; it never throws.
 */
export function readNoticeDismissal(storage: KeyValueStorage, key: string): NoticeDismissal | null {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { title, date } = parsed as Record<string, unknown>;
  if (typeof title !== 'string' || typeof date !== 'string') return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  return { title, date };
}

/** True when a notice with this title was closed on the local day of `now`. */
export function isNoticeDismissedToday(
  storage: KeyValueStorage,
  key: string,
  title: string,
  now: Date,
): boolean {
  const record = readNoticeDismissal(storage, key);
  return record !== null && record.title === title && record.date === localDay(now);
}

/** Records that the notice with this title was closed on the local day of `now`. */
export function writeNoticeDismissal(
  storage: KeyValueStorage,
  key: string,
  title: string,
  now: Date,
): void {
  const record: NoticeDismissal = { title, date: localDay(now) };
  try {
    storage.setItem(key, JSON.stringify(record));
  } catch {
    // The banner still closes for this page view; it may show again after a reload.
  }
}
