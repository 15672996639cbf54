// Dates and times in the reader's language, as `Date#toLocaleString` and its siblings write them.
// Those build a new `Intl.DateTimeFormat` on every call (about half a millisecond each at 4x CPU,
// so a page of 20 rows paid some 10 ms of its first render for its "Created" column), and without
// a locale they follow the browser rather than the language the reader chose in the console.

/**
 * What is written: a date with its time, the same to the minute (a table's column, where seconds
 * only widen the cell; the full time goes in its title), the date alone, or the time alone.
 */
export type DateTimeParts = 'dateTime' | 'dateTimeToMinute' | 'date' | 'time';

/**
 * The fields `toLocaleString`, `toLocaleDateString` and `toLocaleTimeString` write by default, and
 * the first without its seconds.
 */
const fieldsOf: Record<DateTimeParts, Intl.DateTimeFormatOptions> = {
  dateTime: {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  },
  dateTimeToMinute: {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  },
  date: { year: 'numeric', month: 'numeric', day: 'numeric' },
  time: { hour: 'numeric', minute: 'numeric', second: 'numeric' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(locale: string, parts: DateTimeParts): Intl.DateTimeFormat {
  const key = `${locale}|${parts}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat(locale, fieldsOf[parts]);
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * `value` (an ISO string from the API, epoch milliseconds or a `Date`) written in `locale` with
 * one formatter per language and parts, kept for the page's life. An unreadable value gives an
 * empty string rather than throwing, so one bad field never takes a whole table down.
 */
export function formatDateTime(
  value: string | number | Date,
  locale: string,
  parts: DateTimeParts = 'dateTime',
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return formatterFor(locale, parts).format(date);
}
