import type { LogLevelNumber } from '@quiver/validation';
import type {
  LogEntry,
  LogPage,
  LogsRequest,
  MetricName,
  MetricSample,
  MetricSeries,
} from './cloud-provider.ts';

const minuteMs = 60_000;
/** Longest range a metrics request may cover (spec: up to 7 days). */
export const maxMetricsRangeMs = 7 * 24 * 3600 * 1000;

/**
 * Averages samples into 1-minute points from `from` (aligned down to the minute) to `to`. Pure, so
 * the service can run it on samples it stored in its database as well as on the provider's history.
 */
export function toMinuteSeries(
  samples: readonly MetricSample[],
  metric: MetricName,
  from: number,
  to: number,
): MetricSeries {
  if (!(to > from)) throw new RangeError('The end of a metrics range must come after its start.');
  if (to - from > maxMetricsRangeMs) throw new RangeError('A metrics range covers at most 7 days.');
  const start = Math.floor(from / minuteMs) * minuteMs;
  let latest: MetricSample | undefined;
  let points: Array<{ at: number; value: number }> = [];
  // Samples are recorded in time order: one pass, a bucket per minute, as they come. Out of order
  // (samples stored elsewhere), they are bucketed by minute and sorted.
  let ordered = true;
  let minute = Number.NaN;
  let total = 0;
  let count = 0;
  let previousAt = Number.NEGATIVE_INFINITY;
  const close = () => {
    if (count > 0) points.push({ at: minute, value: averageOf(metric, total, count) });
  };
  for (const sample of samples) {
    if (sample.at < previousAt) {
      ordered = false;
      break;
    }
    previousAt = sample.at;
    if (sample.at < start || sample.at >= to) continue;
    latest = sample;
    const sampleMinute = Math.floor(sample.at / minuteMs) * minuteMs;
    if (sampleMinute !== minute) {
      close();
      minute = sampleMinute;
      total = 0;
      count = 0;
    }
    total += valueOf(sample, metric);
    count += 1;
  }
  if (ordered) close();
  else {
    latest = undefined;
    const sums = new Map<number, { total: number; count: number }>();
    for (const sample of samples) {
      if (sample.at < start || sample.at >= to) continue;
      if (!latest || sample.at >= latest.at) latest = sample;
      const bucketAt = Math.floor(sample.at / minuteMs) * minuteMs;
      const bucket = sums.get(bucketAt) ?? { total: 0, count: 0 };
      bucket.total += valueOf(sample, metric);
      bucket.count += 1;
      sums.set(bucketAt, bucket);
    }
    points = [...sums.entries()]
      .sort(([a], [b]) => a - b)
      .map(([at, bucket]) => ({ at, value: averageOf(metric, bucket.total, bucket.count) }));
  }
  const capacity =
    metric === 'cpu' || !latest
      ? null
      : metric === 'memory'
        ? latest.memoryCapacityBytes
        : latest.diskCapacityBytes;
  return {
    metric,
    unit: metric === 'cpu' ? 'percent' : 'bytes',
    capacity,
    intervalSeconds: 60,
    from: start,
    to,
    points,
  };
}

/** A minute's point: percent keeps 4 decimals; bytes are whole. */
function averageOf(metric: MetricName, total: number, count: number): number {
  return metric === 'cpu'
    ? Math.round((total / count) * 10_000) / 10_000
    : Math.round(total / count);
}

function valueOf(sample: MetricSample, metric: MetricName): number {
  if (metric === 'cpu') return sample.cpuPercent;
  if (metric === 'memory') return sample.memoryBytes;
  return sample.diskBytes;
}

/** Recent samples per instance, at most `capacity` each (7 days of 1-minute samples by default). */
export class MetricHistory {
  private readonly byInstance = new Map<string, MetricSample[]>();

  constructor(private readonly capacity = 7 * 24 * 60) {}

  record(sample: MetricSample): void {
    const list = this.byInstance.get(sample.instanceId) ?? [];
    list.push(sample);
    if (list.length > this.capacity) list.splice(0, list.length - this.capacity);
    this.byInstance.set(sample.instanceId, list);
  }

  samples(instanceId: string): readonly MetricSample[] {
    return this.byInstance.get(instanceId) ?? [];
  }

  forget(instanceId: string): void {
    this.byInstance.delete(instanceId);
  }
}

/**
 * Log lines per instance, kept in memory (at most `capacity` each) and handed to `onLog` as they
 * are written so the server can store them.
 */
export class LogBook {
  private readonly byInstance = new Map<string, LogEntry[]>();

  constructor(
    private readonly onLog?: (entry: LogEntry) => void,
    private readonly capacity = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  write(instanceId: string, level: LogLevelNumber, message: string): LogEntry {
    const entry: LogEntry = { instanceId, at: this.now(), level, message };
    const list = this.byInstance.get(instanceId) ?? [];
    list.push(entry);
    if (list.length > this.capacity) list.splice(0, list.length - this.capacity);
    this.byInstance.set(instanceId, list);
    try {
      this.onLog?.(entry);
    } catch (error) {
      // A failing sink must not fail the operation that logged.
      console.error('log sink failed', error);
    }
    return entry;
  }

  read(instanceId: string, request: LogsRequest): LogPage {
    return pageLogs(this.byInstance.get(instanceId) ?? [], request);
  }

  forget(instanceId: string): void {
    this.byInstance.delete(instanceId);
  }
}

/**
 * Filters (level and more severe, time range, message containing the search text in any letter
 * case) and pages log lines, newest first. Pure.
 */
export function pageLogs(entries: readonly LogEntry[], request: LogsRequest): LogPage {
  const needle = request.search ? request.search.toLocaleLowerCase('en-US') : '';
  // Newest first; lines written in the same millisecond keep their order (the later one first).
  const matching = entries
    .filter(
      (entry) =>
        entry.level <= request.level &&
        entry.at >= request.from &&
        entry.at < request.to &&
        (needle === '' || entry.message.toLocaleLowerCase('en-US').includes(needle)),
    )
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.at - a.entry.at || b.index - a.index)
    .map(({ entry }) => entry);
  const offset = (request.page - 1) * request.pageSize;
  return {
    items: matching.slice(offset, offset + request.pageSize),
    total: matching.length,
    page: request.page,
    pageSize: request.pageSize,
  };
}
