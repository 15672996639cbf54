// Backups and sample graphs (spec §7 "Backups, data and monitoring"): a backup is a lifecycle
// action (RUNNING, BACKUPING, RUNNING) carried out by a job, its row written in the transaction that
// accepts it; deleting one is a provider call made at once. Every call goes through the caller's
// instance (others' are 404).
import type { Backup, backupEndpoints, EndpointParams } from '@quiver/contract';
import type { BackupStatus } from '@quiver/validation';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { sampleSummaries } from '../../engine/index.ts';
import { NotFound, RuleViolation } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUuid } from '../../lib/ids.ts';
import type { CloudProviders } from '../../providers/index.ts';
import type { InstanceService } from '../instances/service.ts';
import type { Owner } from '../lifecycle/service.ts';
import * as repo from './repo.ts';
import type { BackupRow } from './repo.ts';

type Params<K extends keyof typeof backupEndpoints> = EndpointParams<(typeof backupEndpoints)[K]>;

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

export class BackupService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly providers: CloudProviders,
    private readonly instances: InstanceService,
  ) {}

  async list(userId: string, input: Params<'list'>) {
    const instance = await this.instances.row(userId, input.instanceId);
    const page = await repo.listBackups(this.db, instance.id, input);
    return { ...page, items: page.items.map(backupView) };
  }

  /** Accepts a backup (the instance's `backup` action) and writes its row in the same transaction. */
  async create(owner: Owner, input: Params<'create'>) {
    const instance = await this.instances.row(owner.id, input.instanceId);
    const backupId = randomUUID();
    const now = this.clock.now();
    const operation = await this.instances.act(owner, instance.id, 'backup', {
      payload: { backupId },
      alongside: (tx) =>
        repo.insertBackup(tx, {
          id: backupId,
          instanceId: instance.id,
          tag: input.tag,
          status: 'CREATING',
          createdAt: now,
        }),
    });
    const row = await repo.findBackup(this.db, instance.id, backupId);
    if (!row) throw new Error('backup row missing after create');
    return { backup: backupView(row), operation };
  }

  /** Deletes a copy at the provider now; a failure leaves it DELETE_FAILED (it can be tried again). */
  async remove(userId: string, input: Params<'delete'>) {
    const instance = await this.instances.row(userId, input.instanceId);
    if (!isUuid(input.backupId)) throw new NotFound('backupNotFound');
    const row = await repo.findBackup(this.db, instance.id, input.backupId, { live: true });
    if (!row) throw new NotFound('backupNotFound');
    if (row.status === 'CREATING' || row.status === 'DELETING')
      throw new RuleViolation('operationInProgress', {
        params: { label: row.status === 'CREATING' ? 'Backing up' : 'Deleting' },
      });
    await repo.setBackupStatus(this.db, row.id, 'DELETING');
    let status: BackupStatus = 'DELETED';
    try {
      await this.providers.forVendor(instance.vendor).deleteSnapshot(instance.id, row.id);
    } catch {
      status = 'DELETE_FAILED';
    }
    const done = await repo.setBackupStatus(this.db, row.id, status);
    return backupView(done ?? row);
  }

  /** Restores an available backup (the typed instance name confirms it). */
  async recover(owner: Owner, input: Params<'recover'>) {
    const instance = await this.instances.row(owner.id, input.instanceId);
    if (!isUuid(input.backupId)) throw new NotFound('backupNotFound');
    const row = await repo.findBackup(this.db, instance.id, input.backupId);
    if (!row || row.status !== 'AVAILABLE') throw new NotFound('backupNotFound');
    return this.instances.act(owner, instance.id, 'recover', {
      confirmName: input.confirmName,
      payload: { backupId: row.id },
    });
  }

  samples() {
    return { items: sampleSummaries() };
  }

  /** Empties the graph (the instance's `empty` action). */
  clean(owner: Owner, instanceId: string) {
    return this.instances.act(owner, instanceId, 'empty');
  }

  async loadSample(owner: Owner, input: Params<'loadSample'>) {
    if (!sampleSummaries().some((sample) => sample.id === input.sampleId))
      throw new RuleViolation('sampleNotFound', { fields: { sampleId: 'api.key-invalid' } });
    return this.instances.act(owner, input.instanceId, 'loadSamples', {
      payload: { sampleId: input.sampleId },
    });
  }
}
