import { useState } from 'react';
import { ArchiveRestore, Trash2 } from 'lucide-react';
import { canPerform } from '@quiver/contract';
import { Button, ConfirmByTypingDialog } from '@quiver/ui';
import { useBackupDeleteMutation } from '../../../data/backups/backup-delete-mutation.ts';
import type { Backup } from '../../../data/backups/backup-list-query.ts';
import { isBackupChanging } from '../../../data/backups/backup-list-query.ts';
import { useBackupRecoverMutation } from '../../../data/backups/backup-recover-mutation.ts';
import { useClusterBackupRecoverMutation } from '../../../data/clusters/cluster-backup-mutations.ts';
import { useClusterRefusalText } from '../../cluster-shared/refusal-text.ts';
import type { BackupOwner, BackupOwnerKind } from './backup-owner.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { formatDateTime } from '../../../lib/date-format.ts';
import { isApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { useRefusalText } from '../../instances/actions/refusal-text.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import '../../../i18n/areas/backups/index.ts';
import '../../../i18n/areas/clusters/index.ts';

// Container queries: a cell's nearest size container is the table's scroll box.
const narrowOnly = 'hidden @max-md:block';
const wideOnly = '@max-md:sr-only';
const narrowSquare = '@max-md:px-2';

/**
 * The actions column's width: 12rem holds both words; the table narrows it with the buttons
 * (`backupActionsTableClass`), since a column's width is set on its `col`, outside any cell.
 */
export const backupActionsWidth = 'var(--backup-actions-width, 12rem)';
/** The table's classes that narrow the actions column with its buttons (two icons: 6.5rem). */
export const backupActionsTableClass = '@max-md:[&_table]:[--backup-actions-width:6.5rem]';

/**
 * A backup's actions: recover (an AVAILABLE backup, while the table allows `recover`; the instance
 * name typed to confirm, since it replaces the graph) and delete (any backup not being made or
 * deleted). A refused one stays visible, disabled, with its reason as its description.
 *
 * In a table box narrower than 28rem (a phone) the two are icons, their words kept for screen
 * readers (each is named after its backup anyway): with words the pinned column took 12rem of a
 * 15rem box at 320 px, and the tags scrolled by under it in a sliver. The column narrows with
 * them (`backupActionsWidth`).
 */
export function BackupRowActions({
  instance,
  backup,
  of = 'instance',
}: {
  instance: BackupOwner;
  backup: Backup;
  of?: BackupOwnerKind;
}) {
  const { t, i18n } = useTranslation();
  const instanceReason = useRefusalText();
  const clusterReason = useClusterRefusalText();
  const reasonText = of === 'cluster' ? clusterReason : instanceReason;
  const recoverInstance = useBackupRecoverMutation();
  const recoverCluster = useClusterBackupRecoverMutation();
  const recover = of === 'cluster' ? recoverCluster : recoverInstance;
  const cluster = of === 'cluster';
  const remove = useBackupDeleteMutation();
  const [recoverError, setRecoverError] = useState<string | null>(null);
  const decision = canPerform(instance, 'recover');
  const when = formatDateTime(backup.createdAt, i18n.language);
  const recoverReason = !decision.allowed
    ? reasonText(decision)
    : backup.status !== 'AVAILABLE'
      ? t('backups.recover-not-available')
      : null;
  const deleteReason = isBackupChanging(backup) ? t('backups.delete-busy') : null;

  const recoverButton = (
    <Button
      size="sm"
      variant="outline"
      disabled={recoverReason !== null}
      title={recoverReason ?? undefined}
      aria-label={t('backups.recover-named', { tag: backup.tag })}
      startIcon={<ArchiveRestore aria-hidden="true" className={narrowOnly} />}
      className={narrowSquare}
    >
      <span className={wideOnly}>{t('backups.recover')}</span>
    </Button>
  );
  const deleteButton = (
    <Button
      size="sm"
      variant="ghost"
      disabled={deleteReason !== null}
      title={deleteReason ?? undefined}
      aria-label={t('backups.delete-named', { tag: backup.tag })}
      startIcon={<Trash2 aria-hidden="true" className={narrowOnly} />}
      className={narrowSquare}
    >
      <span className={wideOnly}>{t('common.delete')}</span>
    </Button>
  );

  return (
    <div className="flex justify-end gap-1">
      {recoverReason !== null ? (
        recoverButton
      ) : (
        <ConfirmByTypingDialog
          action="recover"
          instanceName={instance.name}
          trigger={recoverButton}
          onOpenChange={() => setRecoverError(null)}
          error={recoverError}
          title={t('backups.recover-title', { tag: backup.tag })}
          description={(name) =>
            cluster
              ? t('clusters.backups.recover-help', { name, tag: backup.tag, when })
              : t('backups.recover-help', { name, tag: backup.tag, when })
          }
          inputLabel={(name) => t('backups.recover-type', { name })}
          confirmLabel={t('backups.recover-confirm')}
          cancelLabel={t('common.cancel')}
          pendingLabel={t('backups.working')}
          onConfirm={async () => {
            setRecoverError(null);
            try {
              await recover.mutateAsync({
                instanceId: instance.id,
                backupId: backup.id,
                confirmName: instance.name,
              });
              notify.success(
                cluster
                  ? t('clusters.backups.recover-started', { tag: backup.tag })
                  : t('backups.recover-started', { tag: backup.tag }),
                { about: instance.id },
              );
            } catch (failure) {
              setRecoverError(isApiError(failure) ? failure.message : t('backups.failed'));
              throw failure;
            }
          }}
        />
      )}
      {deleteReason !== null ? (
        deleteButton
      ) : (
        <ConfirmDialog
          trigger={deleteButton}
          title={t('backups.delete-title', { tag: backup.tag })}
          description={
            cluster
              ? t('clusters.backups.delete-help', { when })
              : t('backups.delete-help', { when })
          }
          confirmLabel={t('common.delete')}
          onConfirm={async () => {
            await remove.mutateAsync({ instanceId: instance.id, backupId: backup.id });
            notify.success(t('backups.deleted', { tag: backup.tag }));
          }}
        />
      )}
    </div>
  );
}
