// Monitoring endpoints (spec §7 "Monitoring"): parse (done by the route from the contract), call
// the monitor service, answer.
import { monitorEndpoints } from '@quiver/contract';
import { handleSignedIn } from '../../http/handle.ts';
import type { MetricName } from '../../providers/index.ts';

function metricHandler(
  endpoint: (typeof monitorEndpoints)['cpu' | 'memory' | 'disk'],
  metric: MetricName,
) {
  return handleSignedIn(endpoint, (input, { services, caller }) =>
    services.monitor.metrics(caller.user.id, input, metric),
  );
}

export const monitorHandlers = [
  metricHandler(monitorEndpoints.cpu, 'cpu'),
  metricHandler(monitorEndpoints.memory, 'memory'),
  metricHandler(monitorEndpoints.disk, 'disk'),
  handleSignedIn(monitorEndpoints.log, (input, { services, caller }) =>
    services.monitor.logs(caller.user.id, input),
  ),
];
