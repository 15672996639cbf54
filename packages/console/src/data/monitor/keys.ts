import type { LogLevelNumber } from '@quiver/validation';

/** A time range the monitoring tab offers, named by its length (the URL keeps the name). */
export type MetricRange = '1h' | '6h' | '24h' | '7d';
export type MetricName = 'cpu' | 'memory' | 'disk';

/** What a page of the log is asked with: fixed ends, so paging through it stays put. */
export interface LogParams {
  instanceId: string;
  level: LogLevelNumber;
  from: string;
  to: string;
  search?: string | undefined;
  page: number;
  pageSize: number;
}

export const monitorKeys = {
  all: ['monitor'] as const,
  metrics: (instanceId: string) => [...monitorKeys.all, 'metrics', instanceId] as const,
  metric: (instanceId: string, metric: MetricName, range: MetricRange) =>
    [...monitorKeys.metrics(instanceId), metric, range] as const,
  logs: (instanceId: string) => [...monitorKeys.all, 'logs', instanceId] as const,
  log: (params: LogParams) => [...monitorKeys.logs(params.instanceId), params] as const,
};
