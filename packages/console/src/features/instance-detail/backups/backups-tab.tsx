import { useState } from 'react';
import { DatabaseBackup } from 'lucide-react';
import type { BackupOwner, BackupOwnerKind } from './backup-owner.ts';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  Pagination,
  Table,
  type TableColumn,
} from '@quiver/ui';
import {
  BACKUP_PAGE_SIZE,
  useBackupListQuery,
  type Backup,
} from '../../../data/backups/backup-list-query.ts';
import { isInProgress } from '../../../data/instance/instance-cache.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { formatDateTime } from '../../../lib/date-format.ts';
import { formatBytes } from '../monitoring/usage-format.ts';
import { BackupActions } from './backup-actions.tsx';
import {
  BackupRowActions,
  backupActionsTableClass,
  backupActionsWidth,
} from './backup-row-actions.tsx';
import { BackupStatus } from './backup-status.tsx';
import '../../../i18n/areas/backups/index.ts';
import '../../../i18n/areas/clusters/index.ts';

/**
 * The detail page's backups tab: the instance's backups with tag, status and size, newest first,
 * followed live while one is being made or deleted; back up, load a sample graph and empty the
 * graph above them, recover and delete on each.
 */
export function BackupsTab({
  instance,
  of = 'instance',
}: {
  instance: BackupOwner;
  /** A cluster's backups (its id in `instanceId`): no samples or empty, its own cache and words. */
  of?: BackupOwnerKind;
}) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  // The instance's own status is followed by the detail page; while it is busy (Backing up,
  // Recovering, Emptying) the list is asked again too, so a finished backup shows at once.
  const list = useBackupListQuery(instance.id, page, isInProgress(instance));
  const locale = i18n.language;

  const columns: TableColumn<Backup>[] = [
    {
      id: 'tag',
      header: t('backups.column.tag'),
      // A width of its own: in the table's fixed layout a column without one gets what the others
      // leave, which is nothing once the box is narrower than their sum (44rem: a phone, a 1024 px
      // laptop beside the menu), and each backup's tag, the one thing naming it, was gone.
      width: '11rem',
      cell: (backup) => <span className="font-medium">{backup.tag}</span>,
      cellTitle: (backup) => backup.tag,
    },
    {
      id: 'status',
      header: t('backups.column.status'),
      cell: (backup) => <BackupStatus status={backup.status} />,
      width: '11rem',
    },
    {
      id: 'size',
      header: t('backups.column.size'),
      align: 'end',
      width: '8rem',
      cell: (backup) =>
        backup.status === 'AVAILABLE' ? formatBytes(backup.sizeBytes, locale) : '–',
    },
    {
      id: 'created',
      header: t('backups.column.created'),
      width: '13rem',
      cell: (backup) => (
        <time dateTime={backup.createdAt}>{formatDateTime(backup.createdAt, locale)}</time>
      ),
    },
    {
      id: 'actions',
      header: t('backups.column.actions'),
      srOnlyHeader: true,
      pinned: 'end',
      align: 'end',
      width: backupActionsWidth,
      cell: (backup) => <BackupRowActions instance={instance} backup={backup} of={of} />,
    },
  ];

  const data = list.data;
  const terminated = instance.status === 'TERMINATED';
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>
          {of === 'cluster' ? t('clusters.page.backups') : t('backups.title')}
        </CardTitle>
        <CardDescription>
          {of === 'cluster' ? t('clusters.backups.description') : t('backups.description')}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <BackupActions instance={instance} of={of} />
        <Table
          label={t('backups.table')}
          className={backupActionsTableClass}
          columns={columns}
          rows={data?.items ?? []}
          getRowId={(backup) => backup.id}
          loading={list.isPending}
          loadingLabel={t('backups.loading')}
          error={list.isError && data === undefined ? t('backups.load-failed') : undefined}
          onRetry={() => void list.refetch()}
          retryLabel={t('common.retry')}
          empty={
            <EmptyState
              icon={<DatabaseBackup />}
              // Terminating deletes the graph and its backups: nothing to come back to here.
              title={t(terminated ? 'backups.terminated-list-title' : 'backups.empty-list-title')}
              description={t(
                terminated ? 'backups.terminated-list-body' : 'backups.empty-list-body',
              )}
              headingLevel={3}
            />
          }
        />
        {data && data.total > BACKUP_PAGE_SIZE ? (
          <Pagination
            page={page}
            pageCount={Math.ceil(data.total / BACKUP_PAGE_SIZE)}
            onPageChange={setPage}
            label={t('backups.pages')}
            previousLabel={t('backups.page-previous')}
            nextLabel={t('backups.page-next')}
            pageLabel={(number) => t('backups.page', { page: number })}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
