import { useMemo } from 'react';
import { Link } from '../../lib/link.tsx';
import { Table, type TableColumn } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import type { ClusterRow } from '../../data/clusters/cluster-list-query.ts';
import { instancePaths } from './instance-paths.ts';
import { useResourceColumns } from '../resource-shared/resource-columns.tsx';
import '../../i18n/areas/instances/index.ts';

interface ClusterTableProps {
  rows: readonly ClusterRow[];
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  /** Shown in place of the rows when there are none. */
  empty: string;
}

const detailPath = (row: ClusterRow) => instancePaths.detail('POWERHOUSE', row.id);

/**
 * Powerhouse clusters beside the instances: one row each, the name leading to the cluster's detail
 * and a link to its configuration (the cluster's own screens hold its actions).
 */
export function ClusterTable({ rows, loading, error, onRetry, empty }: ClusterTableProps) {
  const { t } = useTranslation();
  const shared = useResourceColumns<ClusterRow>({ detailPath, editionWidth: '11rem' });
  // The same columns from render to render, as the instance table's.
  const columns = useMemo<TableColumn<ClusterRow>[]>(
    () => [
      shared.name,
      shared.status,
      shared.edition,
      shared.location,
      {
        id: 'servers',
        header: t('instances.column.servers'),
        width: '6rem',
        cell: (row) => <span className="tabular-nums">{row.serverCount}</span>,
      },
      shared.version,
      shared.created,
      shared.address,
      {
        id: 'configure',
        header: t('instances.column.actions'),
        srOnlyHeader: true,
        pinned: 'end',
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
    ],
    [shared, t],
  );
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
