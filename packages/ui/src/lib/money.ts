/**
 * Money display rules (DECISIONS.md "Money"): amounts travel as integer micro-dollars and are never
 * turned into floating point before rounding, so `formatAmount` does its rounding on integers.
 *
 * - `total`: 2 decimals; a non-zero amount whose magnitude is under 0.01 shows as `<0.01`.
 * - `unit-price` (a price per hour): 4 decimals; a non-zero price under 0.0001 shows as `<0.0001`
 *   (the same rule one step finer, so a tiny price never reads as free).
 * Rounding is half away from zero, the way an invoice rounds.
 */

/** Micro-units in one whole currency unit (one dollar = 1,000,000 micro-dollars). */
export const MICROS_PER_UNIT = 1_000_000;

/** How an amount is displayed: a total (2 decimals) or a unit price per hour (4 decimals). */
export type AmountKind = 'total' | 'unit-price';

/** The option list of {@link AmountKind}, for stories and matrices. */
export const amountKinds = ['total', 'unit-price'] as const satisfies readonly AmountKind[];

export interface FormatAmountOptions {
  /** Total (2 decimals, `<0.01` for tiny non-zero values) or unit price (4 decimals). Default `total`. */
  kind?: AmountKind;
  /** ISO 4217 code whose symbol prefixes the number. Default `USD`. */
  currency?: string;
  /** Locale for digit grouping, the decimal mark and the currency symbol. Default `en-US`. */
  locale?: string;
  /** Print no currency symbol (for table cells whose header already names the currency). */
  hideSymbol?: boolean;
}

/** The pieces of a formatted amount, so a component can style or announce them separately. */
export interface AmountParts {
  /** `-` for negative amounts (credits, refunds), otherwise empty. */
  sign: '' | '-';
  /** True when the amount is non-zero but smaller than the smallest shown step (`<0.01`). */
  lessThan: boolean;
  /** The currency symbol, or empty when hidden. */
  symbol: string;
  /** The number as displayed, grouped and with the locale's decimal mark (`1,234.50`). */
  number: string;
  /** The whole display string, e.g. `-$1,234.50` or `<$0.01`. */
  text: string;
}

const decimalsByKind: Record<AmountKind, number> = { total: 2, 'unit-price': 4 };

/** Split an amount into display parts. Throws a RangeError for non-integer or unsafe micro amounts. */
export function formatAmountParts(micros: number, options: FormatAmountOptions = {}): AmountParts {
  if (!Number.isSafeInteger(micros)) {
    throw new RangeError(`Amount must be an integer number of micro-units, got ${String(micros)}`);
  }
  const { kind = 'total', currency = 'USD', locale = 'en-US', hideSymbol = false } = options;
  const decimals = decimalsByKind[kind];
  // One display step in micros: 10,000 for cents, 100 for ten-thousandths.
  const step = MICROS_PER_UNIT / 10 ** decimals;
  const sign = micros < 0 ? '-' : '';
  const magnitude = Math.abs(micros);
  const lessThan = magnitude > 0 && magnitude < step;
  // Half away from zero on the magnitude; integers throughout, so no 0.1 + 0.2 surprises.
  const steps = lessThan ? 1 : Math.floor((magnitude + step / 2) / step);
  const scale = 10 ** decimals;
  const whole = Math.floor(steps / scale);
  const fraction = String(steps % scale).padStart(decimals, '0');
  const { group, decimal, symbol } = localeSymbols(locale, currency);
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const number = `${grouped}${decimal}${fraction}`;
  const shownSymbol = hideSymbol ? '' : symbol;
  // A zero amount never carries a sign: "-$0.00" would read as a debt of nothing.
  const shownSign = steps === 0 ? '' : sign;
  const text = `${shownSign}${lessThan ? '<' : ''}${shownSymbol}${number}`;
  return { sign: shownSign, lessThan, symbol: shownSymbol, number, text };
}

/**
 * Format integer micro-dollars for display: `formatAmount(1_234_500_000)` → `$1,234.50`,
 * `formatAmount(1_140_000, { kind: 'unit-price' })` → `$1.1400`, `formatAmount(4_000)` → `<$0.01`.
 */
export function formatAmount(micros: number, options?: FormatAmountOptions): string {
  return formatAmountParts(micros, options).text;
}

interface LocaleSymbols {
  group: string;
  decimal: string;
  symbol: string;
}

const symbolCache = new Map<string, LocaleSymbols>();

function localeSymbols(locale: string, currency: string): LocaleSymbols {
  const key = `${locale}|${currency}`;
  const cached = symbolCache.get(key);
  if (cached) return cached;
  const parts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(1000.5);
  const find = (type: Intl.NumberFormatPartTypes, fallback: string) =>
    parts.find((part) => part.type === type)?.value ?? fallback;
  const symbols = {
    group: find('group', ','),
    decimal: find('decimal', '.'),
    symbol: find('currency', currency),
  };
  symbolCache.set(key, symbols);
  return symbols;
}
