import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BackupStatus } from '@quiver/validation';
import type { ApiClient } from '../../lib/api.ts';
import type { ResponseOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { backups } from './endpoints.ts';
import { backupKeys } from './keys.ts';

export type BackupPage = ResponseOf<typeof backups.list>;
export type Backup = BackupPage['items'][number];

/** Backups a page is asked for at a time. */
export const BACKUP_PAGE_SIZE = 10;
/** How often the list is asked again while a backup is being made or deleted. */
export const BACKUP_POLL_INTERVAL_MS = 2_500;

const changing: readonly BackupStatus[] = ['CREATING', 'DELETING'];

/** True while the backup is on its way to another status. */
export function isBackupChanging(backup: Pick<Backup, 'status'>): boolean {
  return changing.includes(backup.status);
}

export function listBackups(
  api: ApiClient,
  instanceId: string,
  page: number,
  signal?: AbortSignal,
) {
  // Silent: the tab shows a failure in place, with a retry.
  return api.call(
    backups.list,
    { instanceId, page, pageSize: BACKUP_PAGE_SIZE },
    { signal, silent: true },
  );
}

export function backupListOptions(api: ApiClient, instanceId: string, page: number) {
  return queryOptions({
    queryKey: backupKeys.list(instanceId, page),
    queryFn: ({ signal }) => listBackups(api, instanceId, page, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * A page of the instance's backups, newest first. While one of them is being made or deleted, or
 * `follow` says the instance is busy with its data, the page is asked again every 2.5 s.
 */
export function useBackupListQuery(instanceId: string, page: number, follow: boolean) {
  return useQuery({
    ...backupListOptions(useApi(), instanceId, page),
    refetchInterval: (query) =>
      follow || query.state.data?.items.some(isBackupChanging) ? BACKUP_POLL_INTERVAL_MS : false,
  });
}
