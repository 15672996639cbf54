// Monitoring: CPU, memory and disk series and the instance's log (spec §7, §9: charts update every
// minute). Time ranges default to the last hour and span at most 7 days. A Powerhouse server is
// watched on its own: its id (from the cluster's detail) goes in `instanceId`.
import { z } from 'zod';
import { defineEndpoint, v1 } from './endpoint.ts';
import { integerRule, isoDateTime, pageOf, pagingQuery, resourceId } from './fields.ts';

/** One point a minute; a range spans at most 7 days; the default is the last hour. */
export const monitorLimits = {
  intervalSeconds: 60,
  maxRangeMs: 7 * 24 * 60 * 60 * 1000,
  defaultRangeMs: 60 * 60 * 1000,
  refreshMs: 60 * 1000,
} as const;

/**
 * `from` and `to` (ISO, UTC), both optional: `to` defaults to now, `from` to an hour before `to`.
 * Refused when `from` is not before `to` or the span is over 7 days.
 */
export const timeRangeQuery = {
  from: isoDateTime.optional(),
  to: isoDateTime.optional(),
};

/** Refuses a range whose `from` is not before `to` or that spans over 7 days (on `from`). */
export function checkTimeRange(
  range: { from?: string | undefined; to?: string | undefined },
  context: z.RefinementCtx,
): void {
  if (range.from === undefined || range.to === undefined) return;
  const span = Date.parse(range.to) - Date.parse(range.from);
  if (!(span > 0) || span > monitorLimits.maxRangeMs)
    context.addIssue({ code: 'custom', path: ['from'], message: 'api.time-range-invalid' });
}

export const metricSeries = z.object({
  metric: z.enum(['cpu', 'memory', 'disk']),
  /** cpu: percent (0-100); memory and disk: bytes used. */
  unit: z.enum(['percent', 'bytes']),
  /** Total bytes (memory, disk); null for cpu. */
  capacity: z.int().nonnegative().nullable(),
  intervalSeconds: z.int().positive(),
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  points: z.array(z.object({ at: z.iso.datetime(), value: z.number().nonnegative() })),
});
export type MetricSeries = z.infer<typeof metricSeries>;

export const logEntry = z.object({
  at: z.iso.datetime(),
  /** 1 FATAL, 2 WARNING, 3 INFO, 4 DEBUG. */
  level: z.int().min(1).max(4),
  message: z.string(),
});
export type LogEntry = z.infer<typeof logEntry>;

/** Longest text a log search may hold. */
export const LOG_SEARCH_MAX_LENGTH = 200;

/**
 * What narrows an instance's log: `level` keeps entries of that level and more severe, `from`/`to`
 * a time range (the last hour by default), `search` entries whose message contains the text,
 * ignoring letter case (trimmed; empty means no search). The log call and its download share it.
 */
export const logFilterQuery = {
  level: integerRule(1, 4, 'api.log-level-filter-invalid').optional(),
  ...timeRangeQuery,
  search: z
    .string({ error: 'validation.invalid-type' })
    .max(LOG_SEARCH_MAX_LENGTH, { error: 'api.log-search-too-long' })
    .trim()
    .optional(),
};

const seriesRequest = z
  .object({ instanceId: resourceId, ...timeRangeQuery })
  .superRefine(checkTimeRange);

function metricEndpoint<const TId extends string, const TPath extends string>(
  id: TId,
  path: TPath,
  what: string,
) {
  return defineEndpoint({
    id,
    method: 'GET',
    path,
    auth: 'user',
    summary: `${what} of an instance over a time range, one point a minute.`,
    request: seriesRequest,
    response: metricSeries,
  });
}

export const monitorEndpoints = {
  cpu: metricEndpoint('monitor.cpu', v1('/instance/monitor/cpu'), 'CPU use (percent)'),
  disk: metricEndpoint('monitor.disk', v1('/instance/monitor/disk'), 'Disk use (bytes)'),
  memory: metricEndpoint('monitor.memory', v1('/instance/monitor/memory'), 'Memory use (bytes)'),
  log: defineEndpoint({
    id: 'monitor.log',
    method: 'GET',
    path: v1('/instance/monitor/log'),
    auth: 'user',
    summary:
      "An instance's log, newest first, a page at a time; `level` keeps entries of that level and more severe, `search` those whose message contains the text (any letter case).",
    request: z
      .object({ instanceId: resourceId, ...logFilterQuery, ...pagingQuery })
      .superRefine(checkTimeRange),
    response: pageOf(logEntry),
  }),
} as const;
