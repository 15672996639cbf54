import { describe, expect, it } from 'vitest';
import { bucketRows, nearestIndex, summarise, timeExtent, type MetricPoint } from './metric-data';
import {
  appendSampleMinute,
  sampleMetricSeries,
  SAMPLE_START,
  WEEK_OF_MINUTES,
} from './sample-metrics';

const points: MetricPoint[] = [0, 10, 20, 30].map((time, index) => ({ time, value: index * 10 }));

describe('nearestIndex', () => {
  it.each([
    [-5, 0],
    [0, 0],
    [4, 0],
    [5, 0], // a tie goes to the earlier sample
    [6, 1],
    [29, 3],
    [99, 3],
  ])('time %i → index %i', (time, index) => {
    expect(nearestIndex(points, time)).toBe(index);
  });

  it('is -1 for no samples', () => {
    expect(nearestIndex([], 3)).toBe(-1);
  });
});

describe('summarise', () => {
  it('reports latest, min, max, average and samples above the threshold', () => {
    expect(summarise(points, 15)).toEqual({
      latest: points[3],
      min: 0,
      max: 30,
      average: 15,
      samplesAboveThreshold: 2,
    });
  });

  it('ignores non-finite samples and reports NaN when nothing is left', () => {
    expect(summarise([{ time: 0, value: Number.NaN }]).average).toBeNaN();
    expect(summarise([...points, { time: 40, value: Number.NaN }]).max).toBe(30);
  });
});

describe('bucketRows', () => {
  it('groups a week of minutes into 168 hourly rows with averages and peaks', () => {
    const series = sampleMetricSeries();
    const rows = bucketRows(series);
    expect(rows).toHaveLength(168);
    expect(rows[0]?.start).toBe(SAMPLE_START);
    const cpuFirstHour = series[0]?.points.slice(0, 60).map((p) => p.value) ?? [];
    expect(rows[0]?.values[0]?.max).toBe(Math.max(...cpuFirstHour));
    expect(rows[0]?.values[0]?.average).toBeCloseTo(
      cpuFirstHour.reduce((a, b) => a + b, 0) / 60,
      10,
    );
  });
});

describe('sample data', () => {
  it('is deterministic and covers 7 days of minutes', () => {
    const [first, again] = [sampleMetricSeries(), sampleMetricSeries()];
    expect(first).toEqual(again);
    expect(first.map((s) => s.points.length)).toEqual([
      WEEK_OF_MINUTES,
      WEEK_OF_MINUTES,
      WEEK_OF_MINUTES,
    ]);
    expect(timeExtent(first)).toEqual([
      SAMPLE_START,
      SAMPLE_START + (WEEK_OF_MINUTES - 1) * 60_000,
    ]);
  });

  it('appends one minute and keeps the 7-day window', () => {
    const next = appendSampleMinute(sampleMetricSeries({ count: 100 }));
    expect(next[0]?.points).toHaveLength(100);
    expect(next[0]?.points.at(-1)?.time).toBe(SAMPLE_START + 100 * 60_000);
    expect(appendSampleMinute(next)[0]?.points.at(-1)?.time).toBe(SAMPLE_START + 101 * 60_000);
  });
});
