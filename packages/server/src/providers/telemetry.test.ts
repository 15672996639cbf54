import { describe, expect, it } from 'vitest';
import type { LogEntry, MetricSample } from './cloud-provider.ts';
import { LogBook, MetricHistory, pageLogs, toMinuteSeries } from './telemetry.ts';

const t0 = Date.UTC(2026, 10, 22, 10, 0, 0);
const sample = (at: number, cpuPercent: number, diskBytes = 1_000): MetricSample => ({
  instanceId: 'i',
  at,
  cpuPercent,
  memoryPercent: 50,
  diskPercent: 1.5,
  memoryBytes: 4 * 1024 ** 3,
  diskBytes,
  memoryCapacityBytes: 8 * 1024 ** 3,
  diskCapacityBytes: 40 * 1024 ** 3,
});

describe('toMinuteSeries', () => {
  it('averages samples per minute and leaves minutes without samples out', () => {
    const series = toMinuteSeries(
      [sample(t0 + 125_000, 80), sample(t0 + 5_000, 10), sample(t0 + 35_000, 30.5)],
      'cpu',
      t0,
      t0 + 4 * 60_000,
    );
    expect(series).toEqual({
      metric: 'cpu',
      unit: 'percent',
      capacity: null,
      intervalSeconds: 60,
      from: t0,
      to: t0 + 4 * 60_000,
      points: [
        { at: t0, value: 20.25 },
        { at: t0 + 120_000, value: 80 },
      ],
    });
  });

  it('gives memory and disk in bytes with their capacity, aligned to the minute', () => {
    const series = toMinuteSeries(
      [sample(t0 + 61_000, 5, 1_001), sample(t0 + 62_000, 5, 1_002), sample(t0 + 200_000, 5, 9)],
      'disk',
      t0 + 30_000,
      t0 + 120_000,
    );
    expect(series).toMatchObject({ unit: 'bytes', capacity: 40 * 1024 ** 3, from: t0 });
    expect(series.points).toEqual([{ at: t0 + 60_000, value: 1_002 }]);
    expect(toMinuteSeries([sample(t0, 1)], 'memory', t0, t0 + 60_000)).toMatchObject({
      capacity: 8 * 1024 ** 3,
      points: [{ at: t0, value: 4 * 1024 ** 3 }],
    });
    expect(toMinuteSeries([], 'memory', t0, t0 + 60_000)).toMatchObject({
      capacity: null,
      points: [],
    });
  });

  it('covers 7 days at most, with the end after the start', () => {
    expect(toMinuteSeries([], 'memory', t0, t0 + 7 * 86_400_000).points).toEqual([]);
    expect(() => toMinuteSeries([], 'memory', t0, t0 + 7 * 86_400_000 + 1)).toThrow(/7 days/);
    expect(() => toMinuteSeries([], 'memory', t0, t0)).toThrow(/after its start/);
  });
});

describe('MetricHistory', () => {
  it('keeps the most recent samples per instance', () => {
    const history = new MetricHistory(2);
    history.record(sample(1, 1));
    history.record(sample(2, 2));
    history.record(sample(3, 3));
    expect(history.samples('i').map((kept) => kept.at)).toEqual([2, 3]);
    history.forget('i');
    expect(history.samples('i')).toEqual([]);
  });
});

describe('logs', () => {
  const entries: LogEntry[] = [
    { instanceId: 'i', at: t0, level: 3, message: 'provisioned' },
    { instanceId: 'i', at: t0 + 1, level: 1, message: 'crashed' },
    { instanceId: 'i', at: t0 + 2, level: 4, message: 'query ran' },
    { instanceId: 'i', at: t0 + 2, level: 2, message: 'query failed' },
  ];

  it('filters by level (that level and more severe) and time, newest first', () => {
    const page = pageLogs(entries, { level: 2, from: t0, to: t0 + 10, page: 1, pageSize: 10 });
    expect(page.items.map((entry) => entry.message)).toEqual(['query failed', 'crashed']);
    expect(
      pageLogs(entries, { level: 4, from: t0 + 1, to: t0 + 2, page: 1, pageSize: 10 }).items,
    ).toHaveLength(1);
  });

  it('searches messages in any letter case, combined with the level, and counts what matches', () => {
    const all = { level: 4, from: t0, to: t0 + 10, page: 1, pageSize: 10 } as const;
    const query = pageLogs(entries, { ...all, search: 'QUERY' });
    expect(query.items.map((entry) => entry.message)).toEqual(['query failed', 'query ran']);
    expect(query.total).toBe(2);
    expect(pageLogs(entries, { ...all, level: 2, search: 'query' }).total).toBe(1);
    expect(pageLogs(entries, { ...all, search: '' }).total).toBe(4);
    // The text is matched as typed: no wildcard or pattern meaning.
    expect(pageLogs(entries, { ...all, search: 'q%' }).total).toBe(0);
    expect(pageLogs(entries, { ...all, search: '.*' }).total).toBe(0);
  });

  it('pages', () => {
    const second = pageLogs(entries, { level: 4, from: t0, to: t0 + 10, page: 2, pageSize: 3 });
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(second.items.map((entry) => entry.message)).toEqual(['provisioned']);
  });

  it('hands each line to the sink and survives a failing sink', () => {
    const seen: string[] = [];
    const book = new LogBook(
      (entry) => seen.push(entry.message),
      10,
      () => t0,
    );
    book.write('i', 3, 'one');
    expect(seen).toEqual(['one']);
    const failing = new LogBook(() => {
      throw new Error('disk full');
    });
    const original = console.error;
    console.error = () => undefined;
    try {
      expect(failing.write('i', 3, 'two').message).toBe('two');
    } finally {
      console.error = original;
    }
  });
});
