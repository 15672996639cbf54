import { useMemo, type ReactNode } from 'react';
import type { Instance } from '@quiver/contract';
import { Table, type TableColumn } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import { instancePaths } from './instance-paths.ts';
import { InstanceActionsMenu } from './actions/instance-actions-menu.tsx';
import { useResourceColumns } from '../resource-shared/resource-columns.tsx';
import '../../i18n/areas/instances/index.ts';

interface InstanceTableProps {
  rows: readonly Instance[];
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  /** Shown in place of the rows when there are none. */
  empty: ReactNode;
}

const detailPath = (row: Instance) => instancePaths.detail(row.kind, row.id);

/** The instances of a page: one row each, generic over `kind`, with the row's actions at the end. */
export function InstanceTable({ rows, loading, error, onRetry, empty }: InstanceTableProps) {
  const { t } = useTranslation();
  const shared = useResourceColumns<Instance>({ detailPath, editionWidth: '7rem' });
  // The same columns from render to render: a poll's answer renders only the row it changed.
  const columns = useMemo<TableColumn<Instance>[]>(
    () => [
      shared.name,
      shared.status,
      shared.edition,
      shared.location,
      {
        id: 'size',
        header: t('instances.column.size'),
        width: '9rem',
        cell: (row) => (
          <span className="block truncate" title={row.size.name}>
            {t('instances.size', { vcpu: row.size.vcpu, memory: row.size.memoryGb })}
          </span>
        ),
      },
      shared.version,
      shared.created,
      shared.address,
      {
        id: 'actions',
        header: t('instances.column.actions'),
        srOnlyHeader: true,
        pinned: 'end',
        width: '4rem',
        align: 'end',
        cell: (row) => <InstanceActionsMenu instance={row} />,
      },
    ],
    [shared, t],
  );
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
