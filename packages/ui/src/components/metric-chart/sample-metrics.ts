// Deterministic sample data for stories, tests and the benchmark: a seeded generator, never
// Date.now() or Math.random(), so screenshots and timings compare like with like.
import type { MetricPoint, MetricSeries } from './metric-data.ts';

/** Monday 16 November 2026, 00:00 UTC: the start of the sample week. */
export const SAMPLE_START = Date.UTC(2026, 10, 16);
export const MINUTE_MS = 60_000;
/** 7 days at one-minute resolution. */
export const WEEK_OF_MINUTES = 7 * 24 * 60;

/** mulberry32: a tiny, fast PRNG with a 32-bit seed; good enough for plausible noise. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export type SampleMetric = 'cpu' | 'memory' | 'disk';

const shapes: Record<SampleMetric, { base: number; daily: number; noise: number; drift: number }> =
  {
    cpu: { base: 38, daily: 18, noise: 9, drift: 0 },
    memory: { base: 58, daily: 6, noise: 2, drift: 8 },
    disk: { base: 41, daily: 0.5, noise: 0.3, drift: 14 },
  };

const clamp = (value: number) => Math.min(100, Math.max(0, value));

/** One sample at minute `index` of a metric; `random` supplies the noise. */
function sampleValue(metric: SampleMetric, index: number, total: number, random: () => number) {
  const shape = shapes[metric];
  const day = Math.sin(((index % 1440) / 1440) * 2 * Math.PI - Math.PI / 2);
  const noise = (random() - 0.5) * 2 * shape.noise;
  // Short CPU bursts (about one minute in 400) are what decimation must not hide.
  const burst = metric === 'cpu' && random() < 0.0025 ? 45 * random() : 0;
  return clamp(shape.base + shape.daily * day + shape.drift * (index / total) + noise + burst);
}

/** `count` one-minute samples of a metric from `start`, reproducible from `seed`. */
export function sampleMetricPoints(
  metric: SampleMetric,
  { count = WEEK_OF_MINUTES, start = SAMPLE_START, seed = 7 } = {},
): MetricPoint[] {
  const random = seededRandom(seed);
  const points: MetricPoint[] = [];
  for (let index = 0; index < count; index += 1) {
    points.push({
      time: start + index * MINUTE_MS,
      value: sampleValue(metric, index, count, random),
    });
  }
  return points;
}

/** CPU, memory and disk for the same week: the chart's usual three series. */
export function sampleMetricSeries(
  options: { count?: number; start?: number } = {},
): MetricSeries[] {
  return [
    { id: 'cpu', label: 'CPU', points: sampleMetricPoints('cpu', { ...options, seed: 11 }) },
    {
      id: 'memory',
      label: 'Memory',
      points: sampleMetricPoints('memory', { ...options, seed: 23 }),
    },
    { id: 'disk', label: 'Disk', points: sampleMetricPoints('disk', { ...options, seed: 37 }) },
  ];
}

/**
 * The next minute of each series (what a live page appends every minute): deterministic in the
 * number of points already present, so a story that appends twice always shows the same values.
 */
export function appendSampleMinute(series: readonly MetricSeries[]): MetricSeries[] {
  return series.map((item, position) => {
    const time = (item.points.at(-1)?.time ?? SAMPLE_START) + MINUTE_MS;
    const minute = Math.round((time - SAMPLE_START) / MINUTE_MS);
    const random = seededRandom(100_003 * (position + 1) + minute);
    const metric = (['cpu', 'memory', 'disk'] as const)[position % 3] as SampleMetric;
    const next: MetricPoint = {
      time,
      value: sampleValue(metric, minute, WEEK_OF_MINUTES, random),
    };
    // Slide the window: drop the oldest sample so the chart keeps showing 7 days.
    return { ...item, points: [...item.points.slice(1), next] };
  });
}
