import { useState } from 'react';
import { canPerform, type Instance } from '@quiver/contract';
import { Button, ConfirmByTypingDialog } from '@quiver/ui';
import { useBackupDeleteMutation } from '../../../data/backups/backup-delete-mutation.ts';
import type { Backup } from '../../../data/backups/backup-list-query.ts';
import { isBackupChanging } from '../../../data/backups/backup-list-query.ts';
import { useBackupRecoverMutation } from '../../../data/backups/backup-recover-mutation.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { isApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { useRefusalText } from '../../instances/actions/refusal-text.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import '../../../i18n/areas/backups/index.ts';

/**
 * A backup's actions: recover (an AVAILABLE backup, while the table allows `recover`; the instance
 * name typed to confirm, since it replaces the graph) and delete (any backup not being made or
 * deleted). A refused one stays visible, disabled, with its reason as its description.
 */
export function BackupRowActions({ instance, backup }: { instance: Instance; backup: Backup }) {
  const { t, i18n } = useTranslation();
  const reasonText = useRefusalText();
  const recover = useBackupRecoverMutation();
  const remove = useBackupDeleteMutation();
  const [recoverError, setRecoverError] = useState<string | null>(null);
  const decision = canPerform(instance, 'recover');
  const when = new Date(backup.createdAt).toLocaleString(i18n.language);
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
    >
      {t('backups.recover')}
    </Button>
  );
  const deleteButton = (
    <Button
      size="sm"
      variant="ghost"
      disabled={deleteReason !== null}
      title={deleteReason ?? undefined}
      aria-label={t('backups.delete-named', { tag: backup.tag })}
    >
      {t('common.delete')}
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
          description={(name) => t('backups.recover-help', { name, tag: backup.tag, when })}
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
              notify.success(t('backups.recover-started', { tag: backup.tag }));
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
          description={t('backups.delete-help', { when })}
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
