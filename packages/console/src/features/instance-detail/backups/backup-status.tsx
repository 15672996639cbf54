import type { BackupStatus as Status } from '@quiver/validation';
import { Badge, type BadgeTone } from '@quiver/ui';
import { useTranslation } from '../../../i18n/react.tsx';
import '../../../i18n/areas/backups/index.ts';

/** Tones of the backup statuses (spec §4): work under way in progress, failures in danger. */
export const backupStatusTone: Record<Status, BadgeTone> = {
  CREATING: 'progress',
  AVAILABLE: 'success',
  DELETING: 'progress',
  DELETED: 'muted',
  DELETE_FAILED: 'danger',
  BACKUP_FAILED: 'danger',
};

/** The status names, in the reader's language. */
export function useBackupStatusLabels(): Record<Status, string> {
  const { t } = useTranslation();
  return {
    CREATING: t('backups.status.creating'),
    AVAILABLE: t('backups.status.available'),
    DELETING: t('backups.status.deleting'),
    DELETED: t('backups.status.deleted'),
    DELETE_FAILED: t('backups.status.delete-failed'),
    BACKUP_FAILED: t('backups.status.backup-failed'),
  };
}

/** A backup's status as a badge: its name (never colour alone) and a pulsing dot while it changes. */
export function BackupStatus({ status }: { status: Status }) {
  const labels = useBackupStatusLabels();
  const tone = backupStatusTone[status];
  return (
    <Badge tone={tone} dot={tone === 'progress' ? 'pulse' : true}>
      {labels[status]}
    </Badge>
  );
}
