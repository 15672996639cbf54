/**
 * Numbers of the instance screens in the reader's locale: bytes in binary units (the catalogue
 * counts memory and storage in GiB, 1024³ bytes), shares in percent with one decimal.
 */
const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'] as const;

/**
 * One formatter per locale and option set: building an `Intl.NumberFormat` costs far more than
 * using one, and the monitoring tab formats hundreds of numbers (its hourly table, a week long,
 * has 168 rows of six).
 */
const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, kind: 'percent' | 'bytes0' | 'bytes1'): Intl.NumberFormat {
  const key = `${locale} ${kind}`;
  let format = formatters.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(
      locale,
      kind === 'percent'
        ? { style: 'percent', maximumFractionDigits: 1 }
        : { maximumFractionDigits: kind === 'bytes0' ? 0 : 1 },
    );
    formatters.set(key, format);
  }
  return format;
}

/** `1610612736` → `1.5 GiB`: the largest unit that keeps the number at 1 or more, one decimal. */
export function formatBytes(bytes: number, locale: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 'bytes0' : 'bytes1';
  return `${numberFormat(locale, digits).format(value)} ${units[unit]}`;
}

/** `62.25` → `62.3%`; not a number → an en dash. */
export function formatPercent(value: number, locale: string): string {
  if (!Number.isFinite(value)) return '–';
  return numberFormat(locale, 'percent').format(value / 100);
}
