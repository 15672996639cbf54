// Queries on backups. Every function takes the instance the service already found for the caller:
// a backup is reached through its instance only.
import type { BackupStatus } from '@quiver/validation';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectPage, type Page, type PageRequest } from '../../db/listing.ts';
import { backups } from '../../db/schema.ts';

export type BackupRow = typeof backups.$inferSelect;

/** A page of the instance's backups (deleted ones left out), newest first. */
export function listBackups(
  db: Db,
  instanceId: string,
  page: PageRequest,
): Promise<Page<BackupRow>> {
  const where = and(eq(backups.instanceId, instanceId), ne(backups.status, 'DELETED'));
  return selectPage(db, backups, where, [desc(backups.createdAt), desc(backups.id)], page);
}

export async function insertBackup(
  tx: Db,
  values: { id: string; instanceId: string; tag: string; status: BackupStatus; createdAt: Date },
): Promise<void> {
  await tx.insert(backups).values(values);
}

/** One of the instance's backups, deleted ones too unless `live`. */
export async function findBackup(
  db: Db,
  instanceId: string,
  backupId: string,
  { live = false } = {},
): Promise<BackupRow | undefined> {
  const [row] = await db
    .select()
    .from(backups)
    .where(
      and(
        eq(backups.id, backupId),
        eq(backups.instanceId, instanceId),
        live ? ne(backups.status, 'DELETED') : undefined,
      ),
    );
  return row;
}

export async function setBackupStatus(
  db: Db,
  backupId: string,
  status: BackupStatus,
): Promise<BackupRow | undefined> {
  const [row] = await db
    .update(backups)
    .set({ status })
    .where(eq(backups.id, backupId))
    .returning();
  return row;
}
