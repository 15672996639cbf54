// Monitoring (spec §7 "Monitoring"): CPU, memory and disk series a point a minute and the
// instance's log, from the cloud provider. Open while the label allows 'overview' / 'logs'
// (Active, Updating, Backing up); the range defaults to the last hour (the contract bounds it).
import {
  monitorLimits,
  type EndpointParams,
  type LifecycleAction,
  type monitorEndpoints,
} from '@quiver/contract';
import type { LogLevelNumber } from '@quiver/validation';
import type { Clock } from '../../lib/clock.ts';
import type { CloudProviders, MetricName } from '../../providers/index.ts';
import type { InstanceService } from '../instances/service.ts';
import { instanceView } from '../instances/view.ts';
import { requireAllowed } from '../lifecycle/service.ts';

type MetricQuery = EndpointParams<typeof monitorEndpoints.cpu>;
type LogQuery = EndpointParams<typeof monitorEndpoints.log>;

export class MonitorService {
  constructor(
    private readonly clock: Clock,
    private readonly providers: CloudProviders,
    private readonly instances: InstanceService,
  ) {}

  /** The caller's instance, once its state allows watching it, and the range asked for. */
  private async watched(
    userId: string,
    input: Pick<MetricQuery, 'instanceId' | 'from' | 'to'>,
    action: Extract<LifecycleAction, 'overview' | 'logs'>,
  ) {
    const row = await this.instances.row(userId, input.instanceId);
    requireAllowed(instanceView(row), action);
    const to = input.to ? Date.parse(input.to) : this.clock.now().getTime();
    const from = input.from ? Date.parse(input.from) : to - monitorLimits.defaultRangeMs;
    return { row, provider: this.providers.forVendor(row.vendor), from, to };
  }

  async metrics(userId: string, input: MetricQuery, metric: MetricName) {
    const { row, provider, from, to } = await this.watched(userId, input, 'overview');
    // A chart opened before the first minute tick still gets the point of now.
    if (row.status === 'RUNNING') await provider.sample(row.id).catch(() => undefined);
    const series = await provider.metrics(row.id, { metric, from, to });
    return {
      metric: series.metric,
      unit: series.unit,
      capacity: series.capacity,
      intervalSeconds: series.intervalSeconds,
      from: new Date(series.from).toISOString(),
      to: new Date(series.to).toISOString(),
      points: series.points.map((point) => ({
        at: new Date(point.at).toISOString(),
        value: Math.max(0, point.value),
      })),
    };
  }

  async logs(userId: string, input: LogQuery) {
    const { row, provider, from, to } = await this.watched(userId, input, 'logs');
    const page = await provider.logs(row.id, {
      level: (input.level ?? 4) as LogLevelNumber,
      from,
      to,
      page: input.page,
      pageSize: input.pageSize,
    });
    return {
      items: page.items.map((entry) => ({
        at: new Date(entry.at).toISOString(),
        level: entry.level,
        message: entry.message,
      })),
      total: page.total,
      page: page.page,
      pageSize: page.pageSize,
    };
  }
}
