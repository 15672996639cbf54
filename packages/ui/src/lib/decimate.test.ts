import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimateMinMax, decimationColumn } from './decimate';

interface Point {
  t: number;
  v: number;
}

const accessors = { x: (p: Point) => p.t, y: (p: Point) => p.v };

/** A deterministic week of minute samples with a spike and a dip hidden inside single minutes. */
function week(): Point[] {
  const points: Point[] = [];
  let state = 42;
  for (let minute = 0; minute < 10_080; minute += 1) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    points.push({ t: minute * 60_000, v: 40 + ((state / 2 ** 31) * 20 - 10) });
  }
  (points[5_000] as Point).v = 99.5;
  (points[7_777] as Point).v = 0.25;
  return points;
}

describe('decimateMinMax', () => {
  it('reduces 10,080 points to at most two per pixel column', () => {
    const data = week();
    const out = decimateMinMax(data, { ...accessors, columns: 800 });
    expect(out.length).toBeLessThanOrEqual(1_600);
    expect(out.length).toBeGreaterThan(1_500);
  });

  it('keeps the first and the last point', () => {
    const data = week();
    const out = decimateMinMax(data, { ...accessors, columns: 300 });
    expect(out[0]).toBe(data[0]);
    expect(out.at(-1)).toBe(data.at(-1));
  });

  it('keeps every column’s minimum and maximum, so single-minute spikes survive', () => {
    const data = week();
    const columns = 640;
    const out = new Set(decimateMinMax(data, { ...accessors, columns }));
    expect(out.has(data[5_000] as Point)).toBe(true);
    expect(out.has(data[7_777] as Point)).toBe(true);

    const first = data[0] as Point;
    const last = data.at(-1) as Point;
    const byColumn = new Map<number, Point[]>();
    for (const point of data.slice(1, -1)) {
      const column = decimationColumn(point.t, first.t, last.t, columns);
      byColumn.set(column, [...(byColumn.get(column) ?? []), point]);
    }
    for (const points of byColumn.values()) {
      const min = Math.min(...points.map((p) => p.v));
      const max = Math.max(...points.map((p) => p.v));
      const kept = points.filter((p) => out.has(p)).map((p) => p.v);
      expect(kept).toContain(min);
      expect(kept).toContain(max);
    }
  });

  it('keeps the original order', () => {
    const out = decimateMinMax(week(), { ...accessors, columns: 500 });
    for (let i = 1; i < out.length; i += 1) {
      expect((out[i] as Point).t).toBeGreaterThan((out[i - 1] as Point).t);
    }
  });

  it('returns the same array when the data already fits', () => {
    const data = week().slice(0, 100);
    expect(decimateMinMax(data, { ...accessors, columns: 50 })).toBe(data);
  });

  it('drops non-finite values instead of breaking the line', () => {
    const data: Point[] = [
      { t: 0, v: 1 },
      { t: 1, v: Number.NaN },
      { t: 2, v: 3 },
    ];
    expect(decimateMinMax(data, { ...accessors, columns: 10 })).toEqual([
      { t: 0, v: 1 },
      { t: 2, v: 3 },
    ]);
  });

  it('handles degenerate widths', () => {
    const data = week();
    expect(decimateMinMax(data, { ...accessors, columns: 0 })).toEqual([]);
    expect(decimateMinMax(data, { ...accessors, columns: 1 })).toEqual([data[0], data.at(-1)]);
  });

  it('holds its promises for any sorted series and width (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: 0, maxLength: 400 }),
        fc.integer({ min: 2, max: 120 }),
        (values, columns) => {
          // `+ 0` turns -0 into 0: the two are equal extremes, but Object.is tells them apart.
          const data = values.map((v, i) => ({ t: i * 1_000, v: v + 0 }));
          const out = decimateMinMax(data, { ...accessors, columns });
          expect(out.length).toBeLessThanOrEqual(Math.max(2 * columns, 0));
          if (data.length > 0) {
            expect(out[0]).toBe(data[0]);
            expect(out.at(-1)).toBe(data.at(-1));
            expect(Math.max(...out.map((p) => p.v))).toBe(Math.max(...data.map((p) => p.v)));
            expect(Math.min(...out.map((p) => p.v))).toBe(Math.min(...data.map((p) => p.v)));
          }
        },
      ),
    );
  });
});
