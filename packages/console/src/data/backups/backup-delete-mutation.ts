import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { backups } from './endpoints.ts';
import { backupKeys } from './keys.ts';

export type BackupDeleteInput = RequestOf<typeof backups.delete>;

/** Delete a backup (DELETING, then gone from the list). Silent: the dialog shows a refusal. */
export function deleteBackup(api: ApiClient, input: BackupDeleteInput) {
  return api.call(backups.delete, input, { silent: true });
}

export function useBackupDeleteMutation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BackupDeleteInput) => deleteBackup(api, input),
    onSuccess: (_backup, input) =>
      queryClient.invalidateQueries({ queryKey: backupKeys.lists(input.instanceId) }),
  });
}
