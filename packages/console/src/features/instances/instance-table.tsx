import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Instance } from '@quiver/contract';
import { editionInfo } from '@quiver/validation';
import { Table, type TableColumn } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { InstanceStatus } from './instance-status.tsx';
import { ServiceAddress } from './service-address.tsx';
import { instancePaths } from './instance-paths.ts';
import { InstanceActionsMenu } from './actions/instance-actions-menu.tsx';
import '../../i18n/areas/instances/index.ts';

interface InstanceTableProps {
  rows: readonly Instance[];
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  /** Shown in place of the rows when there are none. */
  empty: ReactNode;
}

/** The instances of a page: one row each, generic over `kind`, with the row's actions at the end. */
export function InstanceTable({ rows, loading, error, onRetry, empty }: InstanceTableProps) {
  const { t } = useTranslation();
  const columns: TableColumn<Instance>[] = [
    {
      id: 'name',
      header: t('instances.column.name'),
      width: '14rem',
      cell: (row) => (
        <Link
          to={instancePaths.detail(row.kind, row.id)}
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
      width: '8rem',
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
      id: 'size',
      header: t('instances.column.size'),
      width: '10rem',
      cell: (row) => (
        <span className="block truncate" title={row.size.name}>
          {t('instances.size', { vcpu: row.size.vcpu, memory: row.size.memoryGb })}
        </span>
      ),
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
      id: 'actions',
      header: t('instances.column.actions'),
      srOnlyHeader: true,
      width: '4rem',
      align: 'end',
      cell: (row) => <InstanceActionsMenu instance={row} />,
    },
  ];
  return (
    <Table
      label={t('instances.table')}
      columns={columns}
      rows={rows}
      getRowId={(row) => row.id}
      loading={loading}
      loadingLabel={t('instances.loading')}
      error={error ?? undefined}
      onRetry={onRetry}
      retryLabel={t('common.retry')}
      empty={empty}
      maxHeight="none"
    />
  );
}
