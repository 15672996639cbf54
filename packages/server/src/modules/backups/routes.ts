// Backups and sample graphs (spec §7 "Backups, data and monitoring"): a backup is a lifecycle
// action (RUNNING, BACKUPING, RUNNING) carried out by a job; deleting one is a provider call made at
// once. Every call goes through the caller's instance (others' are 404).
import { backupEndpoints, type Backup } from '@quiver/contract';
import type { BackupStatus } from '@quiver/validation';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import { backups } from '../../db/schema.ts';
import { sampleSummaries } from '../../engine/index.ts';
import { NotFound, RuleViolation } from '../../errors.ts';
import { handleSignedIn } from '../../http/handle.ts';

type BackupRow = typeof backups.$inferSelect;

function backupView(row: BackupRow): Backup {
  return {
    id: row.id,
    instanceId: row.instanceId,
    tag: row.tag,
    sizeBytes: row.sizeBytes,
    status: row.status as BackupStatus,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const backupHandlers = [
  handleSignedIn(backupEndpoints.list, async (input, { services, caller }) => {
    const instance = await services.instances.row(caller.user.id, input.instanceId);
    const where = and(eq(backups.instanceId, instance.id), ne(backups.status, 'DELETED'));
    const [total] = await services.db.select({ n: count() }).from(backups).where(where);
    const rows = await services.db
      .select()
      .from(backups)
      .where(where)
      .orderBy(desc(backups.createdAt), desc(backups.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize);
    return {
      items: rows.map(backupView),
      total: total?.n ?? 0,
      page: input.page,
      pageSize: input.pageSize,
    };
  }),
  handleSignedIn(backupEndpoints.create, async (input, { services, caller }) => {
    const instance = await services.instances.row(caller.user.id, input.instanceId);
    const backupId = crypto.randomUUID();
    const now = services.clock.now();
    const operation = await services.instances.act(
      { id: caller.user.id, status: caller.user.status },
      instance.id,
      'backup',
      {
        payload: { backupId },
        alongside: async (tx) => {
          await tx.insert(backups).values({
            id: backupId,
            instanceId: instance.id,
            tag: input.tag,
            status: 'CREATING',
            createdAt: now,
          });
        },
      },
    );
    const [row] = await services.db.select().from(backups).where(eq(backups.id, backupId));
    if (!row) throw new Error('backup row missing after create');
    return { backup: backupView(row), operation };
  }),
  handleSignedIn(backupEndpoints.delete, async (input, { services, caller }) => {
    const instance = await services.instances.row(caller.user.id, input.instanceId);
    if (!uuidPattern.test(input.backupId)) throw new NotFound('backupNotFound');
    const [row] = await services.db
      .select()
      .from(backups)
      .where(
        and(
          eq(backups.id, input.backupId),
          eq(backups.instanceId, instance.id),
          ne(backups.status, 'DELETED'),
        ),
      );
    if (!row) throw new NotFound('backupNotFound');
    if (row.status === 'CREATING' || row.status === 'DELETING')
      throw new RuleViolation('operationInProgress', {
        params: { label: row.status === 'CREATING' ? 'Backing up' : 'Deleting' },
      });
    await services.db.update(backups).set({ status: 'DELETING' }).where(eq(backups.id, row.id));
    let status: BackupStatus = 'DELETED';
    try {
      await services.providers.forVendor(instance.vendor).deleteSnapshot(instance.id, row.id);
    } catch {
      status = 'DELETE_FAILED';
    }
    const [done] = await services.db
      .update(backups)
      .set({ status })
      .where(eq(backups.id, row.id))
      .returning();
    return backupView(done ?? row);
  }),
  handleSignedIn(backupEndpoints.samples, async () => ({ items: sampleSummaries() })),
  handleSignedIn(backupEndpoints.clean, ({ instanceId }, { services, caller }) =>
    services.instances.act({ id: caller.user.id, status: caller.user.status }, instanceId, 'empty'),
  ),
  handleSignedIn(backupEndpoints.loadSample, async (input, { services, caller }) => {
    if (!sampleSummaries().some((sample) => sample.id === input.sampleId))
      throw new RuleViolation('sampleNotFound', { fields: { sampleId: 'api.key-invalid' } });
    return services.instances.act(
      { id: caller.user.id, status: caller.user.status },
      input.instanceId,
      'loadSamples',
      { payload: { sampleId: input.sampleId } },
    );
  }),
  handleSignedIn(backupEndpoints.recover, async (input, { services, caller }) => {
    const instance = await services.instances.row(caller.user.id, input.instanceId);
    if (!uuidPattern.test(input.backupId)) throw new NotFound('backupNotFound');
    const [row] = await services.db
      .select()
      .from(backups)
      .where(and(eq(backups.id, input.backupId), eq(backups.instanceId, instance.id)));
    if (!row || row.status !== 'AVAILABLE') throw new NotFound('backupNotFound');
    return services.instances.act(
      { id: caller.user.id, status: caller.user.status },
      instance.id,
      'recover',
      { confirmName: input.confirmName, payload: { backupId: row.id } },
    );
  }),
];
