import { describe, expect, it } from 'vitest';
import { isoTime } from '../src/lib/iso-time.ts';

describe('isoTime', () => {
  it('is toISOString, for whole minutes and for any other instant', () => {
    const start = Date.UTC(2024, 1, 28, 23, 0, 0);
    for (let at = start; at < start + 3 * 86_400_000; at += 7 * 60_000)
      expect(isoTime(at)).toBe(new Date(at).toISOString());
    for (const at of [0, 1, 59_999, 60_000, 1_700_000_000_123, Date.UTC(1999, 11, 31, 23, 59)])
      expect(isoTime(at)).toBe(new Date(at).toISOString());
    expect(isoTime(-60_000)).toBe(new Date(-60_000).toISOString());
  });
});
