// ISO 8601 UTC strings for many timestamps on whole minutes (a week of chart points is 10,080 of
// them): the date part is formatted once per day and the time of day comes from a table, instead
// of a Date and toISOString per point. Any other timestamp goes through toISOString.

const minuteMs = 60_000;
const dayMs = 1_440 * minuteMs;
/** `HH:MM:00.000Z` for every minute of a day. */
const timesOfDay = Array.from(
  { length: 1_440 },
  (_, minute) =>
    `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00.000Z`,
);
const dayPrefixes = new Map<number, string>();

/** `new Date(at).toISOString()`, faster for whole minutes. */
export function isoTime(at: number): string {
  if (at % minuteMs !== 0 || at < 0) return new Date(at).toISOString();
  const day = Math.floor(at / dayMs);
  let prefix = dayPrefixes.get(day);
  if (prefix === undefined) {
    // `YYYY-MM-DDT`; years past 9999 are formatted as Date does (not cached).
    const full = new Date(day * dayMs).toISOString();
    if (full.length !== 24) return new Date(at).toISOString();
    prefix = full.slice(0, 11);
    if (dayPrefixes.size > 1_000) dayPrefixes.clear();
    dayPrefixes.set(day, prefix);
  }
  return prefix + (timesOfDay[(at - day * dayMs) / minuteMs] ?? '');
}
