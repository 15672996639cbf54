import { describe, expect, it } from 'vitest';
import { fullTimeFormatter, tickFormatter } from './time-format.ts';

const monday = Date.UTC(2026, 10, 16, 13, 5);

describe('chart time formats', () => {
  it('labels ticks with the day over a span of more than two days, else with the time', () => {
    expect(tickFormatter('en-US', 'UTC', 7 * 86_400_000)(new Date(monday))).toBe('Nov 16');
    expect(tickFormatter('en-US', 'UTC', 86_400_000)(new Date(monday))).toBe('13:05');
  });

  it('gives the full time with weekday and zone', () => {
    expect(fullTimeFormatter('en-US', 'UTC')(monday)).toBe('Mon, Nov 16, 13:05 UTC');
  });

  it('follows the locale and the time zone', () => {
    expect(tickFormatter('de-DE', 'Europe/Berlin', 86_400_000)(new Date(monday))).toBe('14:05');
  });
});
