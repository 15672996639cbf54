import { useState } from 'react';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
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
  /** The time range the answer covers (what was asked for), epoch ms: the chart's axis. */
  from: number;
  to: number;
}

/**
 * Converts an answer for the chart: each time parsed once (`Date.parse`), each value in percent.
 * Runs once per answer, where it arrives (the query function), not in `select`: a `select` runs
 * again on every render the observers have not yet committed, and while a new range arrives during
 * the page's re-render for it, that was the same 10,080 points converted several times.
 */
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
    from: Date.parse(answer.from),
    to: Date.parse(answer.to),
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
    queryFn: async ({ signal }) =>
      toSeriesView(await getMetricSeries(api, instanceId, metric, range, signal)),
    // Spec §9: charts update every minute; another range keeps the current chart until it arrives.
    refetchInterval: monitorLimits.refreshMs,
    staleTime: monitorLimits.refreshMs,
    placeholderData: keepPreviousData,
    // Each answer replaces the last one whole: comparing a week of points with the previous one to
    // keep equal parts costs more than it could save.
    structuralSharing: false,
  });
}

const metricNames: readonly MetricName[] = ['cpu', 'memory', 'disk'];

/**
 * Asks for the three series of a range now. The monitoring tab calls it when the reader picks a
 * range, before the new address re-renders the page: the answers travel meanwhile, instead of
 * being asked for only once the page has rendered for the new range (at 4x CPU the re-render took
 * about 400 ms, the three answers the same again). An answer already cached is not asked again.
 */
export function usePrefetchMetricSeries(instanceId: string): (range: MetricRange) => void {
  const queryClient = useQueryClient();
  const api = useApi();
  return (range) => {
    for (const metric of metricNames)
      void queryClient.prefetchQuery(metricSeriesOptions(api, instanceId, metric, range));
  };
}

/**
 * CPU, memory and disk of an instance over `range`, asked side by side and refreshed every minute.
 * `series` is set once all three have answered; while another range loads it keeps the previous
 * range's three (`isPlaceholder`) until all three of the new one are in. Three `useQuery` calls rather than `useQueries`, whose observers are
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
  const isPlaceholder = results.some((result) => result.isPlaceholderData);
  const complete = cpu && memory && disk && !isPlaceholder ? { cpu, memory, disk } : undefined;
  // The three answers of a new range arrive one by one: until the last is in, the previous range's
  // three series stay, so the chart never draws two ranges at once and draws a week once, not three
  // times (the memory line an hour long under a CPU line a week long, then again, then again).
  // Held by when each answer arrived, not by object identity: while a render is not committed,
  // the query observers may hand out a new conversion of the same answer.
  const version = results.map((result) => result.dataUpdatedAt).join(' ');
  const [held, setHeld] = useState<{ version: string; series: typeof complete }>();
  if (complete !== undefined && held?.version !== version) setHeld({ version, series: complete });
  return {
    series: complete ?? held?.series ?? (cpu && memory && disk ? { cpu, memory, disk } : undefined),
    isPending: results.some((result) => result.isPending),
    isError: results.some((result) => result.isError),
    isPlaceholder,
    isFetching: results.some((result) => result.isFetching),
    /** When the newest of the three answers arrived (epoch ms). */
    updatedAt: Math.max(...results.map((result) => result.dataUpdatedAt)),
    refetch: () => Promise.all(results.map((result) => result.refetch())),
  };
}
