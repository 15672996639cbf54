// A Powerhouse cluster's backups go through the backup calls with the cluster's id in
// `instanceId` (contract: one backup copies every server). These are the backup hooks of
// `data/backups/` with the cluster's cache: the same calls, the accepted operation written into
// the cluster and its servers, the cluster's backup list asked again. Deleting a backup changes no
// status: `useBackupDeleteMutation` serves clusters as it is.
import type { QueryClient } from '@tanstack/react-query';
import { createBackup } from '../backups/backup-create-mutation.ts';
import { recoverFromBackup } from '../backups/backup-recover-mutation.ts';
import { backupKeys } from '../backups/keys.ts';
import { useClusterLifecycleMutation } from './cluster-lifecycle-mutation.ts';

const refreshBackups = (queryClient: QueryClient, { instanceId }: { instanceId: string }) =>
  void queryClient.invalidateQueries({ queryKey: backupKeys.lists(instanceId) });

/** Back up an Active cluster under a tag: every server, BACKUPING, then RUNNING. Silent. */
export function useClusterBackupCreateMutation() {
  return useClusterLifecycleMutation(createBackup, {
    accepted: (result) => result.operation,
    then: refreshBackups,
  });
}

/** Restore an Active cluster (every server) from one of its backups, its name typed. Silent. */
export function useClusterBackupRecoverMutation() {
  return useClusterLifecycleMutation(recoverFromBackup, { then: refreshBackups });
}
