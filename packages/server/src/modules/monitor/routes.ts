// Monitoring (spec §7 "Monitoring"): CPU, memory and disk series a point a minute and the
// instance's log, from the cloud provider. Open while the label allows 'overview' / 'logs'
// (Active, Updating, Backing up); the range defaults to the last hour (the contract bounds it).
import {
  canPerform,
  monitorEndpoints,
  monitorLimits,
  type LifecycleAction,
} from '@quiver/contract';
import type { LogLevelNumber } from '@quiver/validation';
import { RuleViolation } from '../../errors.ts';
import { handleSignedIn, type SignedInContext } from '../../http/handle.ts';

import type { MetricName } from '../../providers/index.ts';
import { instanceView } from '../instances/view.ts';

interface RangeInput {
  instanceId: string;
  from?: string | undefined;
  to?: string | undefined;
}

async function watched(
  input: RangeInput,
  { services, caller }: SignedInContext,
  action: Extract<LifecycleAction, 'overview' | 'logs'>,
) {
  const row = await services.instances.row(caller.user.id, input.instanceId);
  const view = instanceView(row);
  const decision = canPerform(view, action);
  if (!decision.allowed)
    throw new RuleViolation(decision.reasonKey, { params: { ...decision.params } });
  const to = input.to ? Date.parse(input.to) : services.clock.now().getTime();
  const from = input.from ? Date.parse(input.from) : to - monitorLimits.defaultRangeMs;
  return { row, provider: services.providers.forVendor(row.vendor), from, to };
}

function metricHandler(
  endpoint: (typeof monitorEndpoints)['cpu' | 'memory' | 'disk'],
  metric: MetricName,
) {
  return handleSignedIn(endpoint, async (input, context) => {
    const { row, provider, from, to } = await watched(input, context, 'overview');
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
  });
}

export const monitorHandlers = [
  metricHandler(monitorEndpoints.cpu, 'cpu'),
  metricHandler(monitorEndpoints.memory, 'memory'),
  metricHandler(monitorEndpoints.disk, 'disk'),
  handleSignedIn(monitorEndpoints.log, async (input, context) => {
    const { row, provider, from, to } = await watched(input, context, 'logs');
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
  }),
];
