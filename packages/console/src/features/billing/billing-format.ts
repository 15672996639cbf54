/**
 * Every billing figure as the console prints it (spec §3, DECISIONS.md "Money"), from integer
 * micro-dollars: totals with 2 decimals and `<$0.01` for a non-zero amount under a cent, unit prices
 * per hour with 4 decimals, rounded once, half away from zero, on integers (the design system's
 * `formatAmount` does the arithmetic). Dates of a billing period are UTC, as the periods are.
 */
import { formatAmount } from '@quiver/ui';

/** A total (a bill, a line, the running total): `$1,234.50`, `<$0.01`, `$0.00`. */
export function formatTotal(micros: number, locale = 'en-US'): string {
  return formatAmount(micros, { kind: 'total', locale });
}

/**
 * An amount rounded to the cent as `formatTotal` shows it (half away from zero), in micro-dollars:
 * what a sentence subtracts so that its shown parts add up to a shown total.
 */
export function roundToCent(micros: number): number {
  return Math.sign(micros) * Math.floor((Math.abs(micros) + 5_000) / 10_000) * 10_000;
}

/** A unit price per hour, without its unit: `$1.1400`. */
export function formatUnitPrice(micros: number, locale = 'en-US'): string {
  return formatAmount(micros, { kind: 'unit-price', locale });
}

/** A change of a total, signed: `+$12.30`, `-$4.00`, `+<$0.01`, `$0.00`. */
export function formatDelta(micros: number, locale = 'en-US'): string {
  const text = formatTotal(micros, locale);
  return micros > 0 ? `+${text}` : text;
}

/** A quantity of hours (seconds / 3600, display only): 2 to 4 decimals, `0.0083`. */
export function formatHours(hours: number, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  }).format(hours);
}

const day = 86_400_000;

/** A UTC date of an ISO time: `Mar 14, 2026`. */
export function formatDate(iso: string, locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

/** A moment (when a bill was paid, a credit received), in UTC: `Mar 14, 2026, 9:05 AM UTC`. */
export function formatDateTime(iso: string, locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** A month: `March 2026`. */
export function formatMonth(iso: string, locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));
}

/** Whether a period (start included, end excluded) is one whole UTC calendar month. */
function isWholeMonth(start: Date, end: Date): boolean {
  return (
    start.getUTCDate() === 1 &&
    start.getUTCHours() === 0 &&
    start.getUTCMinutes() === 0 &&
    start.getUTCSeconds() === 0 &&
    end.getTime() === Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1)
  );
}

/**
 * A billing period: `March 2026` for a whole month, otherwise its first and last day (a period
 * closed early by the provider: `Mar 1, 2026 – Mar 14, 2026`). The end is excluded, so the last day
 * is the one before it (a period ending at midnight ends the day before).
 */
export function formatPeriod(period: { start: string; end: string }, locale = 'en-US'): string {
  const start = new Date(period.start);
  const end = new Date(period.end);
  if (isWholeMonth(start, end)) return formatMonth(period.start, locale);
  const last = new Date(Math.max(start.getTime(), end.getTime() - 1));
  const first = formatDate(period.start, locale);
  const final = formatDate(last.toISOString(), locale);
  return first === final ? first : `${first} – ${final}`;
}

/** The day of a `YYYY-MM-DD` date: `14` (a chart's axis). */
export function dayOfMonth(date: string): string {
  return String(Number(date.slice(8, 10)));
}

/** A `YYYY-MM-DD` date in full: `Mar 14, 2026`. */
export function formatCalendarDay(date: string, locale = 'en-US'): string {
  return formatDate(`${date}T00:00:00Z`, locale);
}

/** Whole days between two ISO times (for "N days so far"). */
export function daysBetween(from: string, to: string): number {
  return Math.max(0, Math.floor((new Date(to).getTime() - new Date(from).getTime()) / day));
}

const brandNames: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** A card network as people write it (`visa` → `Visa`); an unknown one as sent, capitalised. */
export function cardBrandName(brand: string): string {
  return brandNames[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}
