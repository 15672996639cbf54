import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { monitorLimits } from '@quiver/contract';
import type { ApiClient } from '../../lib/api.ts';
import type { ResponseOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { monitor } from './endpoints.ts';
import { monitorKeys, type MetricName, type MetricRange } from './keys.ts';

export type MetricAnswer = ResponseOf<typeof monitor.cpu>;

const MINUTE_MS = 60_000;

/** The length of each range the tab offers, in milliseconds. */
export const metricRangeMs: Record<MetricRange, number> = {
  '1h': 60 * 60 * 1000,
  '6h': 6 * 60 * 60 * 1000,
  '24h': 24 * 60 * 60 * 1000,
  '7d': 7 * 24 * 60 * 60 * 1000,
};

/** One metric as a chart draws it: percent of the capacity per minute, and what it was measured in. */
export interface MetricSeriesView {
  metric: MetricName;
  /** Epoch ms and percent (CPU as sent; memory and disk as a share of their capacity). */
  points: { time: number; value: number }[];
  /** Bytes of memory or storage (null for CPU, or before the first sample). */
  capacity: number | null;
  /** The latest value as sent (percent for CPU, bytes for memory and disk), if any. */
  latest: number | null;
}

/** Converts once per answer (react-query keeps the result while the answer is unchanged). */
export function toSeriesView(answer: MetricAnswer): MetricSeriesView {
  const scale =
    answer.unit === 'percent'
      ? 1
      : answer.capacity === null || answer.capacity === 0
        ? Number.NaN
        : 100 / answer.capacity;
  const points = new Array<{ time: number; value: number }>(answer.points.length);
  for (let index = 0; index < answer.points.length; index += 1) {
    const point = answer.points[index] as MetricAnswer['points'][number];
    points[index] = { time: Date.parse(point.at), value: point.value * scale };
  }
  return {
    metric: answer.metric,
    points: Number.isNaN(scale) ? [] : points,
    capacity: answer.capacity,
    latest: answer.points.at(-1)?.value ?? null,
  };
}

const endpointOf = { cpu: monitor.cpu, memory: monitor.memory, disk: monitor.disk } as const;

export function getMetricSeries(
  api: ApiClient,
  instanceId: string,
  metric: MetricName,
  range: MetricRange,
  signal?: AbortSignal,
) {
  // The range ends with the current minute, each time it is asked (every minute), so the chart
  // moves with the clock. Not at "now": the server adds a sample taken as it answers, which an end
  // at the browser's now (a moment earlier, or a clock a little behind) would leave out.
  const to = Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS + MINUTE_MS;
  const from = to - metricRangeMs[range];
  return api.call(
    endpointOf[metric],
    { instanceId, from: new Date(from).toISOString(), to: new Date(to).toISOString() },
    // Silent: the tab says in place that the charts could not load, once, with a retry.
    { signal, silent: true },
  );
}

export function metricSeriesOptions(
  api: ApiClient,
  instanceId: string,
  metric: MetricName,
  range: MetricRange,
) {
  return queryOptions({
    queryKey: monitorKeys.metric(instanceId, metric, range),
    queryFn: ({ signal }) => getMetricSeries(api, instanceId, metric, range, signal),
    select: toSeriesView,
    // Spec §9: charts update every minute; another range keeps the current chart until it arrives.
    refetchInterval: monitorLimits.refreshMs,
    staleTime: monitorLimits.refreshMs,
    placeholderData: keepPreviousData,
  });
}

/**
 * CPU, memory and disk of an instance over `range`, asked side by side and refreshed every minute.
 * `series` is set once all three have answered; while another range loads it keeps the previous
 * one (`isPlaceholder`). Three `useQuery` calls rather than `useQueries`, whose observers are
 * matched by key: a new range would start from nothing and the chart would leave the page.
 */
export function useMetricSeriesQueries(instanceId: string, range: MetricRange, enabled: boolean) {
  const api = useApi();
  const query = (metric: MetricName) => ({
    ...metricSeriesOptions(api, instanceId, metric, range),
    enabled,
  });
  const results = [useQuery(query('cpu')), useQuery(query('memory')), useQuery(query('disk'))];
  const [cpu, memory, disk] = results.map((result) => result.data);
  return {
    series: cpu && memory && disk ? { cpu, memory, disk } : undefined,
    isPending: results.some((result) => result.isPending),
    isError: results.some((result) => result.isError),
    isPlaceholder: results.some((result) => result.isPlaceholderData),
    isFetching: results.some((result) => result.isFetching),
    /** When the newest of the three answers arrived (epoch ms). */
    updatedAt: Math.max(...results.map((result) => result.dataUpdatedAt)),
    refetch: () => Promise.all(results.map((result) => result.refetch())),
  };
}
