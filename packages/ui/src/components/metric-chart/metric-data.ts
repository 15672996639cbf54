/** One sample of a metric: when it was taken and its value in percent (0 to 100). */
export interface MetricPoint {
  /** Sample time in epoch milliseconds. */
  time: number;
  /** Value in percent. */
  value: number;
}

/** A named series (CPU, memory, disk) with its samples sorted by time. */
export interface MetricSeries {
  /** Stable key (also used for React keys and test ids). */
  id: string;
  /** Name shown in the legend, the tooltip and the data table, e.g. `CPU`. */
  label: string;
  /** Samples in ascending time order; 7 days at one-minute resolution is 10,080 points. */
  points: readonly MetricPoint[];
  /** Line colour; defaults to the theme's chart palette (`--chart-1`, `--chart-2`, …). */
  color?: string;
}

/** Aggregates of one series, for the text summary screen-reader and keyboard users get first. */
export interface MetricSummary {
  latest: MetricPoint | undefined;
  min: number;
  max: number;
  average: number;
  /** Samples strictly above the threshold (each sample stands for one interval, e.g. a minute). */
  samplesAboveThreshold: number;
}

/** Index of the sample nearest to `time` (binary search; points must be sorted), or -1 when empty. */
export function nearestIndex(points: readonly MetricPoint[], time: number): number {
  if (points.length === 0) return -1;
  let low = 0;
  let high = points.length - 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((points[middle] as MetricPoint).time < time) low = middle + 1;
    else high = middle;
  }
  if (low > 0) {
    const before = points[low - 1] as MetricPoint;
    const after = points[low] as MetricPoint;
    if (time - before.time <= after.time - time) return low - 1;
  }
  return low;
}

export function summarise(
  points: readonly MetricPoint[],
  threshold?: number | null,
): MetricSummary {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let sum = 0;
  let count = 0;
  let above = 0;
  for (const { value } of points) {
    if (!Number.isFinite(value)) continue;
    if (value < min) min = value;
    if (value > max) max = value;
    sum += value;
    count += 1;
    if (threshold != null && value > threshold) above += 1;
  }
  return {
    latest: points.at(-1),
    min: count ? min : Number.NaN,
    max: count ? max : Number.NaN,
    average: count ? sum / count : Number.NaN,
    samplesAboveThreshold: above,
  };
}

/** One row of the data-table alternative: a time bucket with each series' average and peak. */
export interface MetricTableRow {
  start: number;
  values: { id: string; average: number; max: number }[];
}

/**
 * Group samples into fixed buckets (an hour by default: 168 rows for a week), so the table
 * alternative stays readable instead of listing 10,080 minutes.
 */
export function bucketRows(
  series: readonly MetricSeries[],
  bucketMs = 3_600_000,
): MetricTableRow[] {
  const rows = new Map<number, Map<string, { sum: number; count: number; max: number }>>();
  for (const { id, points } of series) {
    for (const { time, value } of points) {
      if (!Number.isFinite(value)) continue;
      const start = Math.floor(time / bucketMs) * bucketMs;
      let row = rows.get(start);
      if (!row) rows.set(start, (row = new Map()));
      const cell = row.get(id) ?? { sum: 0, count: 0, max: Number.NEGATIVE_INFINITY };
      cell.sum += value;
      cell.count += 1;
      cell.max = Math.max(cell.max, value);
      row.set(id, cell);
    }
  }
  return [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([start, cells]) => ({
      start,
      values: series.map(({ id }) => {
        const cell = cells.get(id);
        return {
          id,
          average: cell ? cell.sum / cell.count : Number.NaN,
          max: cell ? cell.max : Number.NaN,
        };
      }),
    }));
}

/** The time range covered by all series, or undefined when there is no sample at all. */
export function timeExtent(series: readonly MetricSeries[]): [number, number] | undefined {
  let start = Number.POSITIVE_INFINITY;
  let end = Number.NEGATIVE_INFINITY;
  for (const { points } of series) {
    const first = points[0];
    const last = points.at(-1);
    if (first && first.time < start) start = first.time;
    if (last && last.time > end) end = last.time;
  }
  return Number.isFinite(start) ? [start, end] : undefined;
}
