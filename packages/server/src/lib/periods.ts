// Time arithmetic of billing (DECISIONS.md "Money": per second, UTC calendar-month periods): whole
// seconds, UTC months and days. Pure, so the property tests drive it directly.

const SECOND = 1000;
const DAY = 86_400 * SECOND;

/** `at` with its milliseconds dropped: the meter records whole seconds. */
export function wholeSecond(at: Date): Date {
  return new Date(Math.floor(at.getTime() / SECOND) * SECOND);
}

/** Whole seconds from `from` to `to` (0 when `to` is not later). */
export function secondsBetween(from: Date, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - from.getTime()) / SECOND));
}

/** The first instant of the UTC month holding `at`. */
export function monthStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
}

/** The first instant of the UTC month after the one holding `at`. */
export function nextMonthStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
}

export function dayStart(at: Date): Date {
  return new Date(Math.floor(at.getTime() / DAY) * DAY);
}

export function nextDayStart(at: Date): Date {
  return new Date(dayStart(at).getTime() + DAY);
}

/** `YYYY-MM-DD` of the UTC day holding `at`. */
export function dayKey(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** `[from, to)` cut at every point of `next` (month or day starts): the pieces in order. */
export function splitAt(
  from: Date,
  to: Date,
  next: (at: Date) => Date,
): Array<{ from: Date; to: Date }> {
  const pieces: Array<{ from: Date; to: Date }> = [];
  let start = from;
  while (start < to) {
    const boundary = next(start);
    const end = boundary < to ? boundary : to;
    pieces.push({ from: start, to: end });
    start = end;
  }
  return pieces;
}

export function addDays(at: Date, days: number): Date {
  return new Date(at.getTime() + days * DAY);
}

export function later(a: Date, b: Date): Date {
  return a > b ? a : b;
}

export function earlier(a: Date, b: Date): Date {
  return a < b ? a : b;
}
