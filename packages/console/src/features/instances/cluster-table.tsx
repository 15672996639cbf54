import { Link } from 'react-router';
import { editionInfo } from '@quiver/validation';
import { Table, type TableColumn } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import type { ClusterRow } from '../../data/clusters/cluster-list-query.ts';
import { InstanceStatus } from './instance-status.tsx';
import { ServiceAddress } from './service-address.tsx';
import { instancePaths } from './instance-paths.ts';
import '../../i18n/areas/instances/index.ts';

interface ClusterTableProps {
  rows: readonly ClusterRow[];
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  /** Shown in place of the rows when there are none. */
  empty: string;
}

/**
 * Powerhouse clusters beside the instances: one row each, the name leading to the cluster's detail
 * and a link to its configuration (the cluster's own screens hold its actions).
 */
export function ClusterTable({ rows, loading, error, onRetry, empty }: ClusterTableProps) {
  const { t } = useTranslation();
  const columns: TableColumn<ClusterRow>[] = [
    {
      id: 'name',
      header: t('instances.column.name'),
      width: '14rem',
      cell: (row) => (
        <Link
          to={instancePaths.detail('POWERHOUSE', row.id)}
          className="block truncate font-medium text-primary underline-offset-2 hover:underline"
        >
          {row.name}
        </Link>
      ),
    },
    {
      id: 'status',
      header: t('instances.column.status'),
      width: '9rem',
      cell: (row) => <InstanceStatus status={row.status} serviceState={row.serviceState} />,
    },
    {
      id: 'edition',
      header: t('instances.column.edition'),
      width: '11rem',
      cell: (row) => <span className="truncate">{editionInfo[row.edition].title}</span>,
    },
    {
      id: 'location',
      header: t('instances.column.location'),
      width: '11rem',
      cell: (row) => (
        <span className="block truncate">
          {t('instances.location', { vendor: row.vendor, region: row.region })}
        </span>
      ),
    },
    {
      id: 'servers',
      header: t('instances.column.servers'),
      width: '6rem',
      cell: (row) => <span className="tabular-nums">{row.serverCount}</span>,
    },
    {
      id: 'version',
      header: t('instances.column.version'),
      width: '6rem',
      cell: (row) => <span className="block truncate">{row.version}</span>,
    },
    {
      id: 'created',
      header: t('instances.column.created'),
      width: '11rem',
      cell: (row) => (
        <time dateTime={row.createdAt} className="block truncate">
          {new Date(row.createdAt).toLocaleString()}
        </time>
      ),
    },
    {
      id: 'address',
      header: t('instances.column.address'),
      width: '13rem',
      cell: (row) => <ServiceAddress address={row.serviceAddress} name={row.name} />,
    },
    {
      id: 'configure',
      header: t('instances.column.actions'),
      srOnlyHeader: true,
      width: '7rem',
      align: 'end',
      cell: (row) => (
        <Link
          to={instancePaths.configure('POWERHOUSE', row.id)}
          className="text-sm text-primary underline-offset-2 hover:underline"
          aria-label={t('instances.cluster-configure', { name: row.name })}
        >
          {t('instances.action.configure')}
        </Link>
      ),
    },
  ];
  return (
    <Table
      label={t('instances.cluster-table')}
      columns={columns}
      rows={rows}
      getRowId={(row) => row.id}
      loading={loading}
      loadingLabel={t('instances.clusters-loading')}
      error={error ?? undefined}
      onRetry={onRetry}
      retryLabel={t('common.retry')}
      emptyLabel={empty}
      maxHeight="none"
    />
  );
}
