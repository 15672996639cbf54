import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf } from '../../lib/endpoint.ts';
import { useDataOperationMutation } from './data-operation.ts';
import { backups } from './endpoints.ts';

export type BackupRecoverInput = RequestOf<typeof backups.recover>;

/** Restore an Active instance from one of its backups, the typed name as confirmation. Silent: the dialog that sent it shows a refusal in place. */
export function recoverFromBackup(api: ApiClient, input: BackupRecoverInput) {
  return api.call(backups.recover, input, { silent: true });
}

export function useBackupRecoverMutation() {
  return useDataOperationMutation(recoverFromBackup, (operation) => operation);
}
