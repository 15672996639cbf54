import { describe, expect, it } from 'vitest';
import {
  cardBrandName,
  dayOfMonth,
  formatCalendarDay,
  formatDateTime,
  formatDelta,
  formatHours,
  formatPeriod,
  formatTotal,
  formatUnitPrice,
} from './billing-format.ts';

describe('billing amounts (spec §3: 2 decimals, 4 for unit prices, <0.01 under a cent)', () => {
  it.each([
    [0, '$0.00'],
    [1, '<$0.01'],
    [9_999, '<$0.01'],
    [10_000, '$0.01'],
    [14_999, '$0.01'],
    // Half away from zero, once, on integers: 0.015 is 0.02 (a float would say 0.01).
    [15_000, '$0.02'],
    [1_234_500_000, '$1,234.50'],
    [445_300_000, '$445.30'],
    [832_199_999, '$832.20'],
  ])('a total of %i micro-dollars reads %s', (micros, text) => {
    expect(formatTotal(micros)).toBe(text);
  });

  it.each([
    [610_000, '$0.6100'],
    [1_140_000, '$1.1400'],
    [137, '$0.0001'],
    [49, '<$0.0001'],
    [91_200_000, '$91.2000'],
  ])('a unit price of %i micro-dollars per hour reads %s', (micros, text) => {
    expect(formatUnitPrice(micros)).toBe(text);
  });

  it('signs a change of the forecast, and never signs nothing', () => {
    expect(formatDelta(12_300_000)).toBe('+$12.30');
    expect(formatDelta(-4_000_000)).toBe('-$4.00');
    expect(formatDelta(3_000)).toBe('+<$0.01');
    expect(formatDelta(-3_000)).toBe('-<$0.01');
    expect(formatDelta(0)).toBe('$0.00');
  });

  it('shows hours with 2 to 4 decimals', () => {
    expect(formatHours(1)).toBe('1.00');
    expect(formatHours(30 / 3600)).toBe('0.0083');
    expect(formatHours(1234.5)).toBe('1,234.50');
  });
});

describe('billing periods (UTC)', () => {
  it('names a whole calendar month by its month', () => {
    expect(
      formatPeriod({ start: '2026-03-01T00:00:00.000Z', end: '2026-04-01T00:00:00.000Z' }),
    ).toBe('March 2026');
    // A leap February is still one month.
    expect(
      formatPeriod({ start: '2028-02-01T00:00:00.000Z', end: '2028-03-01T00:00:00.000Z' }),
    ).toBe('February 2028');
  });

  it('gives the first and last day of a period closed early, the end excluded', () => {
    expect(
      formatPeriod({ start: '2026-03-01T00:00:00.000Z', end: '2026-03-15T00:00:00.000Z' }),
    ).toBe('Mar 1, 2026 – Mar 14, 2026');
    expect(
      formatPeriod({ start: '2026-03-15T00:00:00.000Z', end: '2026-04-01T00:00:00.000Z' }),
    ).toBe('Mar 15, 2026 – Mar 31, 2026');
    expect(
      formatPeriod({ start: '2026-03-01T00:00:00.000Z', end: '2026-03-01T00:10:00.000Z' }),
    ).toBe('Mar 1, 2026');
  });

  it('says moments in UTC, with the zone', () => {
    expect(formatDateTime('2026-03-14T09:05:00.000Z')).toBe('Mar 14, 2026, 9:05 AM UTC');
  });

  it('labels a day of the chart', () => {
    expect(dayOfMonth('2026-03-09')).toBe('9');
    expect(formatCalendarDay('2026-03-09')).toBe('Mar 9, 2026');
  });
});

describe('card brands', () => {
  it('names the networks the provider answers, and keeps an unknown one', () => {
    expect(cardBrandName('visa')).toBe('Visa');
    expect(cardBrandName('amex')).toBe('American Express');
    expect(cardBrandName('unknown')).toBe('Unknown');
  });
});
