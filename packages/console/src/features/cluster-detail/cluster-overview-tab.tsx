import type { ReactNode } from 'react';
import { canPerform } from '@quiver/contract';
import { editionInfo, logLevelFromNumber } from '@quiver/validation';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  DescriptionList,
  Link,
  Table,
  type DescriptionListItem,
  type TableColumn,
} from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { formatDateTime } from '../../lib/date-format.ts';
import { useClusterConnectQuery } from '../../data/clusters/cluster-connect-query.ts';
import type { ClusterDetail, ClusterServer } from '../../data/clusters/cluster-detail-query.ts';
import { InstanceStatus } from '../instances/instance-status.tsx';
import { HourlyPrice } from '../instances/hourly-price.tsx';
import { ServiceAddress } from '../instances/service-address.tsx';
import { useRoleLabels } from '../cluster-shared/role-labels.ts';
import { usePlaceNames } from '../resource-shared/place-names.ts';
import { ClusterRootPassword } from './cluster-root-password.tsx';
import { useServerNames } from './server-names.ts';
import '../../i18n/areas/clusters/index.ts';

/**
 * Every server of the cluster with its role, size, status and address; the cluster's general
 * fields, how to connect (its address, the root user, the Manager serving it), its price, its
 * settings and the root password's reset.
 */
export function ClusterOverviewTab({ cluster }: { cluster: ClusterDetail }) {
  const { t, i18n } = useTranslation();
  const texts = {
    loadingLabel: t('common.loading'),
    copyLabel: (term: string) => t('clusters.copy-term', { term }),
    copiedLabel: t('clusters.copied'),
    copyFailedLabel: t('clusters.copy-failed'),
  };
  const level = logLevelFromNumber(cluster.logLevel);
  const place = usePlaceNames(cluster);

  const general: DescriptionListItem[] = [
    { id: 'name', term: t('clusters.field.name'), description: cluster.name },
    {
      id: 'type',
      term: t('clusters.field.type'),
      description:
        cluster.type === 'FREE'
          ? t('clusters.create.free.title')
          : editionInfo[cluster.edition].title,
    },
    { id: 'vendor', term: t('clusters.field.vendor'), description: place.provider },
    { id: 'region', term: t('clusters.field.region'), description: place.region },
    { id: 'version', term: t('clusters.field.version'), description: cluster.version },
    {
      id: 'created',
      term: t('clusters.field.created'),
      description: (
        <time dateTime={cluster.createdAt}>{formatDateTime(cluster.createdAt, i18n.language)}</time>
      ),
    },
  ];
  const settings: DescriptionListItem[] = [
    { id: 'port', term: t('clusters.field.port'), description: String(cluster.port) },
    {
      id: 'allowed-ips',
      term: t('clusters.field.allowed-ips'),
      description:
        cluster.allowedIps.length === 0 ? (
          t('clusters.allowed-ips-none')
        ) : (
          <ul className="flex flex-col gap-1">
            {cluster.allowedIps.map((entry) => (
              <li key={entry.ip}>
                <span className="font-mono">{entry.ip}</span>
                {entry.description !== '' && (
                  <span className="text-muted-fg"> — {entry.description}</span>
                )}
              </li>
            ))}
          </ul>
        ),
    },
    {
      id: 'memory-threshold',
      term: t('clusters.field.memory-threshold'),
      description: t('clusters.percent', { value: cluster.memoryThreshold }),
    },
    {
      id: 'log-level',
      term: t('clusters.field.log-level'),
      description:
        level === undefined
          ? String(cluster.logLevel)
          : t('clusters.log-level', { level: cluster.logLevel, name: level }),
    },
    {
      id: 'node-id-cache',
      term: t('clusters.field.node-id-cache'),
      description: cluster.nodeIdCache.toLocaleString(i18n.language),
    },
  ];

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <OverviewCard title={t('clusters.section.servers')} className="lg:col-span-2">
        <ServerTable cluster={cluster} />
      </OverviewCard>
      <OverviewCard title={t('clusters.section.general')}>
        <DescriptionList items={general} layout="inline" {...texts} />
      </OverviewCard>
      <div className="flex flex-col gap-4">
        <OverviewCard title={t('clusters.section.access')}>
          <Access cluster={cluster} texts={texts} />
        </OverviewCard>
        <OverviewCard title={t('clusters.section.price')}>
          <DescriptionList
            layout="inline"
            {...texts}
            items={[
              {
                id: 'price',
                term: t('clusters.field.price'),
                description: (
                  <HourlyPrice micros={cluster.hourlyPriceMicros} free={cluster.type === 'FREE'} />
                ),
              },
            ]}
          />
        </OverviewCard>
      </div>
      <OverviewCard title={t('clusters.section.settings')}>
        <DescriptionList items={settings} layout="inline" columns={1} {...texts} />
      </OverviewCard>
      <ClusterRootPassword cluster={cluster} />
    </div>
  );
}

function ServerTable({ cluster }: { cluster: ClusterDetail }) {
  const { t } = useTranslation();
  const roles = useRoleLabels();
  const names = useServerNames(cluster);
  const columns: TableColumn<ClusterServer>[] = [
    {
      id: 'server',
      header: t('clusters.servers.column.server'),
      width: '9rem',
      cell: (server) => <span className="font-medium">{names.get(server.id)}</span>,
    },
    {
      id: 'role',
      header: t('clusters.servers.column.role'),
      width: '8rem',
      cell: (server) => roles.one[server.role],
    },
    {
      id: 'size',
      header: t('clusters.servers.column.size'),
      cell: (server) =>
        t('clusters.servers.size', {
          vcpu: server.size.vcpu,
          memory: server.size.memoryGb,
          storage: server.storageGb,
        }),
    },
    {
      id: 'status',
      header: t('clusters.servers.column.status'),
      width: '8rem',
      cell: (server) => (
        <InstanceStatus status={server.status} serviceState={server.serviceState} />
      ),
    },
    {
      id: 'address',
      header: t('clusters.servers.column.address'),
      width: '14rem',
      cell: (server) => (
        <ServiceAddress address={server.serviceAddress} name={names.get(server.id) ?? server.id} />
      ),
    },
  ];
  return (
    <Table
      label={t('clusters.servers.table')}
      columns={columns}
      rows={cluster.servers}
      getRowId={(server) => server.id}
      empty={<p className="text-muted-fg">{t('clusters.servers.none')}</p>}
    />
  );
}

/** The address, the connection string and the Manager, asked while `connect` is allowed. */
function Access({
  cluster,
  texts,
}: {
  cluster: ClusterDetail;
  texts: Omit<Parameters<typeof DescriptionList>[0], 'items'>;
}) {
  const { t } = useTranslation();
  const canConnect = canPerform(cluster, 'connect').allowed;
  const connection = useClusterConnectQuery(cluster.id, { enabled: canConnect });
  const connectionText =
    connection.data?.serviceAddress == null
      ? null
      : `${connection.data.username}@${connection.data.serviceAddress}`;
  const items: DescriptionListItem[] = [
    {
      id: 'address',
      term: t('clusters.field.address'),
      description:
        cluster.serviceAddress === null ? (
          t(cluster.status === 'TERMINATED' ? 'clusters.address-released' : 'clusters.address-none')
        ) : (
          <span className="font-mono">{cluster.serviceAddress}</span>
        ),
      ...(cluster.serviceAddress === null ? {} : { copyValue: cluster.serviceAddress }),
    },
  ];
  if (canConnect)
    items.push(
      {
        id: 'connection',
        term: t('clusters.field.connection'),
        description: connection.isPending ? (
          t('common.loading')
        ) : connection.isError ? (
          t('clusters.connection-failed')
        ) : connectionText === null ? (
          t('clusters.address-none')
        ) : (
          <span className="font-mono">{connectionText}</span>
        ),
        ...(connectionText === null ? {} : { copyValue: connectionText }),
      },
      {
        id: 'manager',
        term: t('clusters.field.manager'),
        description: connection.isPending ? (
          t('common.loading')
        ) : connection.data?.managerUrl ? (
          <Link href={connection.data.managerUrl} target="_blank" rel="noopener noreferrer">
            {t('clusters.manager-open')}
          </Link>
        ) : (
          t('clusters.manager-none')
        ),
      },
    );
  return (
    <div className="flex flex-col gap-2">
      <DescriptionList items={items} layout="inline" {...texts} />
      {canConnect ? null : (
        <p className="text-sm text-muted-fg">{t('clusters.connect-when-active')}</p>
      )}
    </div>
  );
}

export function OverviewCard({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle level={2}>{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
