/**
 * Numbers of the instance screens in the reader's locale: bytes in binary units (the catalogue
 * counts memory and storage in GiB, 1024³ bytes), shares in percent with one decimal.
 */
const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'] as const;

/** `1610612736` → `1.5 GiB`: the largest unit that keeps the number at 1 or more, one decimal. */
export function formatBytes(bytes: number, locale: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}

/** `62.25` → `62.3%`; not a number → an en dash. */
export function formatPercent(value: number, locale: string): string {
  if (!Number.isFinite(value)) return '–';
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
    value / 100,
  );
}
