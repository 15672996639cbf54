import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date-format.ts';

const at = '2026-11-20T09:30:05.000Z';

describe('formatDateTime', () => {
  it('writes what toLocaleString and its siblings write, in the given language', () => {
    for (const locale of ['en', 'zh', 'de']) {
      const date = new Date(at);
      expect(formatDateTime(at, locale)).toBe(date.toLocaleString(locale));
      expect(formatDateTime(at, locale, 'date')).toBe(date.toLocaleDateString(locale));
      expect(formatDateTime(at, locale, 'time')).toBe(date.toLocaleTimeString(locale));
    }
  });

  it('writes a time to the minute without its seconds', () => {
    const expected = new Date(at).toLocaleString('en', {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    expect(formatDateTime(at, 'en', 'dateTimeToMinute')).toBe(expected);
    expect(formatDateTime(at, 'en', 'dateTimeToMinute')).not.toContain(':05');
    expect(formatDateTime(at, 'en')).toContain(':05');
  });

  it('reads epoch milliseconds and Date values as the ISO string', () => {
    const millis = Date.parse(at);
    expect(formatDateTime(millis, 'en')).toBe(formatDateTime(at, 'en'));
    expect(formatDateTime(new Date(millis), 'en')).toBe(formatDateTime(at, 'en'));
  });

  it('follows the language: Chinese is not written as English', () => {
    expect(formatDateTime(at, 'zh', 'date')).not.toBe(formatDateTime(at, 'en', 'date'));
  });

  it('gives an empty string for an unreadable value instead of throwing', () => {
    expect(formatDateTime('not a date', 'en')).toBe('');
    expect(formatDateTime('', 'en')).toBe('');
  });
});
