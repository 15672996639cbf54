import type { ComponentProps } from 'react';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn.ts';
import { formatAmountParts, type AmountKind } from '../../lib/money.ts';

export const amountVariants = cva('tabular-nums whitespace-nowrap', {
  variants: {
    /** `credit` colours negative amounts (credits, refunds) as money coming back. */
    tone: { plain: '', credit: 'data-[negative]:text-success-text' },
  },
  defaultVariants: { tone: 'credit' },
});

export const amountToneOptions = ['plain', 'credit'] as const;
export type AmountTone = (typeof amountToneOptions)[number];

export interface AmountProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** The amount in integer micro-units (micro-dollars): `1_140_000` is $1.14. */
  value: number;
  /** `total` (2 decimals, `<$0.01` for tiny values) or `unit-price` (4 decimals, with `per`). */
  kind?: AmountKind;
  /** ISO 4217 currency code. */
  currency?: string;
  /** Locale for grouping and the decimal mark. */
  locale?: string;
  /** Leave out the currency symbol (a column header already names the currency). */
  hideSymbol?: boolean;
  /** Unit suffix of a unit price, shown as `$1.1400/hr`. Set `null` to show none. */
  per?: string | null;
  /** How a unit suffix is read aloud, e.g. `per hour`. */
  perLabel?: string;
  /** Read aloud before a tiny amount shown as `<$0.01`. */
  lessThanLabel?: string;
  /** Read aloud before a negative amount. */
  negativeLabel?: string;
  /** `credit` (default) colours negative amounts; `plain` keeps the text colour. */
  tone?: AmountTone;
}

/**
 * Money as the console shows it (DECISIONS.md "Money"): integer micro-dollars in; totals with two
 * decimals and `<$0.01` for non-zero amounts under a cent; unit prices per hour with four decimals;
 * negative amounts (credits) with a minus sign. The machine value goes in `data-value`.
 */
export function Amount({
  value,
  kind = 'total',
  currency = 'USD',
  locale = 'en-US',
  hideSymbol = false,
  per = kind === 'unit-price' ? '/hr' : null,
  perLabel = 'per hour',
  lessThanLabel = 'less than',
  negativeLabel = 'minus',
  tone = 'credit',
  className,
  ...props
}: AmountProps) {
  const parts = formatAmountParts(value, { kind, currency, locale, hideSymbol });
  const shown = `${parts.text}${per ?? ''}`;
  // Screen readers say "<" as "less" or nothing at all, and "-" often as nothing: spell both out.
  const spoken = [
    parts.sign ? negativeLabel : '',
    parts.lessThan ? lessThanLabel : '',
    `${parts.symbol}${parts.number}`,
    per ? perLabel : '',
  ]
    .filter(Boolean)
    .join(' ');
  const needsSpokenForm = parts.sign !== '' || parts.lessThan || per != null;
  return (
    <span
      data-slot="amount"
      data-kind={kind}
      data-value={value}
      data-negative={parts.sign ? '' : undefined}
      className={cn(amountVariants({ tone }), className)}
      {...props}
    >
      {needsSpokenForm ? (
        <>
          <span aria-hidden="true">{shown}</span>
          <span className="sr-only">{spoken}</span>
        </>
      ) : (
        shown
      )}
    </span>
  );
}
