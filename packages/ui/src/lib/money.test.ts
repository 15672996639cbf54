import { describe, expect, it } from 'vitest';
import { formatAmount, formatAmountParts } from './money';

describe('formatAmount: totals (2 decimals)', () => {
  it.each([
    [0, '$0.00'],
    [1, '<$0.01'],
    [4_999, '<$0.01'],
    [9_999, '<$0.01'],
    [10_000, '$0.01'],
    [14_999, '$0.01'],
    [15_000, '$0.02'], // half away from zero
    [994_999, '$0.99'],
    [995_000, '$1.00'],
    [1_000_000, '$1.00'],
    [610_000, '$0.61'],
    [445_300_000, '$445.30'],
    [832_200_000, '$832.20'],
    [1_234_567_890, '$1,234.57'],
    [1_000_000_000_000, '$1,000,000.00'],
    [-1, '-<$0.01'],
    [-9_999, '-<$0.01'],
    [-10_000, '-$0.01'],
    [-15_000, '-$0.02'],
    [-5_000_000, '-$5.00'],
    [-1_234_567_890, '-$1,234.57'],
  ])('%i micro-dollars → %s', (micros, expected) => {
    expect(formatAmount(micros)).toBe(expected);
  });
});

describe('formatAmount: unit prices per hour (4 decimals)', () => {
  it.each([
    [0, '$0.0000'],
    [1, '<$0.0001'],
    [99, '<$0.0001'],
    [100, '$0.0001'],
    [149, '$0.0001'],
    [150, '$0.0002'],
    [610_000, '$0.6100'],
    [1_140_000, '$1.1400'],
    [1_660_000, '$1.6600'],
    [1_234_567, '$1.2346'],
    [12_345_678_901, '$12,345.6789'],
    [-150, '-$0.0002'],
    [-50, '-<$0.0001'],
  ])('%i micro-dollars → %s', (micros, expected) => {
    expect(formatAmount(micros, { kind: 'unit-price' })).toBe(expected);
  });
});

describe('formatAmount: options', () => {
  it('hides the symbol for cells whose header names the currency', () => {
    expect(formatAmount(1_500_000, { hideSymbol: true })).toBe('1.50');
    expect(formatAmount(3, { hideSymbol: true })).toBe('<0.01');
  });

  it('uses the currency symbol and the locale separators', () => {
    expect(formatAmount(1_234_500_000, { currency: 'EUR' })).toBe('€1,234.50');
    expect(formatAmount(1_234_500_000, { currency: 'EUR', locale: 'de-DE' })).toBe('€1.234,50');
  });

  it('never prints a sign on zero', () => {
    expect(formatAmount(-0)).toBe('$0.00');
    expect(formatAmountParts(-0).sign).toBe('');
  });

  it('exposes the parts for styling and announcements', () => {
    expect(formatAmountParts(-4_000)).toEqual({
      sign: '-',
      lessThan: true,
      symbol: '$',
      number: '0.01',
      text: '-<$0.01',
    });
  });

  it.each([0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])(
    'refuses %s, which is not a safe integer of micro-units',
    (value) => {
      expect(() => formatAmount(value)).toThrow(RangeError);
    },
  );
});
