import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf } from '../../lib/endpoint.ts';
import { useDataOperationMutation } from './data-operation.ts';
import { backups } from './endpoints.ts';

export type BackupCreateInput = RequestOf<typeof backups.create>;

/** Back up an Active instance under a tag (RUNNING, BACKUPING, RUNNING). Silent: the dialog that sent it shows a refusal in place. */
export function createBackup(api: ApiClient, input: BackupCreateInput) {
  return api.call(backups.create, input, { silent: true });
}

export function useBackupCreateMutation() {
  return useDataOperationMutation(createBackup, (result) => result.operation);
}
