import { useSearchParams } from 'react-router';
import { useId } from 'react';
import {
  SegmentedControl,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import type { ClusterDetail } from '../../data/clusters/cluster-detail-query.ts';
import { MonitoringTab } from '../instance-detail/monitoring/monitoring-tab.tsx';
import { useServerNames } from './server-names.ts';
import '../../i18n/areas/clusters/index.ts';

/** The URL parameter that keeps the server watched. */
const SERVER_PARAM = 'server';
/** Up to this many servers are side by side; more are a list to choose from. */
const SIDE_BY_SIDE = 6;

/**
 * Monitoring per server: the Blaze detail's monitoring (CPU, memory and disk on one chart, the
 * memory threshold as a line, the range in the URL) for the server chosen above it, asked with the
 * server's own id.
 */
export function ClusterMonitoringTab({ cluster }: { cluster: ClusterDetail }) {
  const { t } = useTranslation();
  const names = useServerNames(cluster);
  const labelId = useId();
  const [search, setSearch] = useSearchParams();
  const chosen =
    cluster.servers.find((server) => server.id === search.get(SERVER_PARAM)) ?? cluster.servers[0];
  if (chosen === undefined) return <p className="text-muted-fg">{t('clusters.servers.none')}</p>;
  const choose = (serverId: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(SERVER_PARAM, serverId);
        return next;
      },
      { replace: true },
    );
  return (
    <div className="flex flex-col gap-4">
      {cluster.servers.length <= SIDE_BY_SIDE ? (
        <SegmentedControl<string>
          label={t('clusters.monitoring.server')}
          options={cluster.servers.map((server) => ({
            value: server.id,
            label: names.get(server.id) ?? server.id,
          }))}
          value={chosen.id}
          onValueChange={choose}
        />
      ) : (
        <div className="flex max-w-xs flex-col gap-1.5">
          <label id={labelId} className="text-sm font-medium">
            {t('clusters.monitoring.server')}
          </label>
          <Select value={chosen.id} onValueChange={choose}>
            <SelectTrigger aria-labelledby={labelId}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {cluster.servers.map((server) => (
                <SelectItem key={server.id} value={server.id}>
                  {names.get(server.id) ?? server.id}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      )}
      {/* Keyed by server: another server's charts start afresh. */}
      <MonitoringTab
        key={chosen.id}
        instance={{
          id: chosen.id,
          status: chosen.status,
          serviceState: chosen.serviceState,
          memoryThreshold: cluster.memoryThreshold,
          size: chosen.size,
        }}
      />
    </div>
  );
}
