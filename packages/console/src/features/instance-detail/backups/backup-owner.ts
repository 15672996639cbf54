import type { Instance } from '@quiver/contract';

/**
 * Whose backups the tab shows: an instance, or a Powerhouse cluster (`of: 'cluster'`: the backup
 * calls take its id, its cache and words are a cluster's, and it has no samples or empty).
 */
export type BackupOwner = Pick<
  Instance,
  'id' | 'name' | 'kind' | 'type' | 'edition' | 'status' | 'serviceState'
>;

export type BackupOwnerKind = 'instance' | 'cluster';
