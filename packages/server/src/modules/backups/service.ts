// Backups and sample graphs (spec §7 "Backups, data and monitoring"): a backup is a lifecycle
// action (RUNNING, BACKUPING, RUNNING) carried out by a job, its row written in the transaction that
// accepts it; deleting one is a provider call made at once. Every call goes through the caller's
// instance (others' are 404). A Powerhouse cluster is backed up the same way, its id in
// `instanceId` (spec §2 has a cluster backup screen and §7 no cluster backup call): one backup of
// the cluster is a copy on every server, made and restored by one cluster job; its row sits on the
// cluster's first server and is shown under the cluster's id.
import type { Backup, backupEndpoints, EndpointParams } from '@quiver/contract';
import type { BackupStatus } from '@quiver/validation';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { sampleSummaries } from '../../engine/index.ts';
import { NotFound, RuleViolation } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUuid } from '../../lib/ids.ts';
import type { CloudProviders } from '../../providers/index.ts';
import type { ClusterService, ServerRow } from '../clusters/service.ts';
import type { InstanceRow, InstanceService } from '../instances/service.ts';
import type { Owner } from '../lifecycle/service.ts';
import * as repo from './repo.ts';
import type { BackupRow } from './repo.ts';

type Params<K extends keyof typeof backupEndpoints> = EndpointParams<(typeof backupEndpoints)[K]>;

/** What a backup call acts on: an instance, or a cluster through the server holding its rows. */
type Target =
  | { kind: 'instance'; id: string; holderId: string; vendor: string; row: InstanceRow }
  | { kind: 'cluster'; id: string; holderId: string; vendor: string; servers: ServerRow[] };

/** `instanceId` as the client knows it: the instance's, or the cluster's. */
function backupView(row: BackupRow, target: Target): Backup {
  return {
    id: row.id,
    instanceId: target.id,
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
    private readonly clusters: ClusterService,
  ) {}

  /** The caller's instance, or cluster, of this id (404 'Instance not found.' for neither). */
  private async target(userId: string, id: string): Promise<Target> {
    try {
      const row = await this.instances.row(userId, id);
      return { kind: 'instance', id: row.id, holderId: row.id, vendor: row.vendor, row };
    } catch (error) {
      if (!(error instanceof NotFound)) throw error;
    }
    const found = await this.clusters.withServers(userId, id);
    const holder = found?.servers[0];
    if (!found || !holder) throw new NotFound('instanceNotFound');
    return {
      kind: 'cluster',
      id: found.cluster.id,
      holderId: holder.id,
      vendor: holder.vendor,
      servers: found.servers,
    };
  }

  async list(userId: string, input: Params<'list'>) {
    const target = await this.target(userId, input.instanceId);
    const page = await repo.listBackups(this.db, target.holderId, input);
    return { ...page, items: page.items.map((row) => backupView(row, target)) };
  }

  /** Accepts a backup (the `backup` action) and writes its row in the same transaction. */
  async create(owner: Owner, input: Params<'create'>) {
    const target = await this.target(owner.id, input.instanceId);
    const backupId = randomUUID();
    const now = this.clock.now();
    const options = {
      payload: { backupId },
      alongside: (tx: Db) =>
        repo.insertBackup(tx, {
          id: backupId,
          instanceId: target.holderId,
          tag: input.tag,
          status: 'CREATING',
          createdAt: now,
        }),
    };
    const operation =
      target.kind === 'cluster'
        ? await this.clusters.act(owner, target.id, 'backup', options)
        : await this.instances.act(owner, target.id, 'backup', options);
    const row = await repo.findBackup(this.db, target.holderId, backupId);
    if (!row) throw new Error('backup row missing after create');
    return { backup: backupView(row, target), operation };
  }

  /**
   * Deletes a copy at the provider now (a cluster's on every server); a failure leaves it
   * DELETE_FAILED (it can be tried again).
   */
  async remove(userId: string, input: Params<'delete'>) {
    const target = await this.target(userId, input.instanceId);
    if (!isUuid(input.backupId)) throw new NotFound('backupNotFound');
    const row = await repo.findBackup(this.db, target.holderId, input.backupId, { live: true });
    if (!row) throw new NotFound('backupNotFound');
    if (row.status === 'CREATING' || row.status === 'DELETING')
      throw new RuleViolation('operationInProgress', {
        params: { label: row.status === 'CREATING' ? 'Backing up' : 'Deleting' },
      });
    await repo.setBackupStatus(this.db, row.id, 'DELETING');
    const holders =
      target.kind === 'cluster'
        ? target.servers.map((server) => ({ id: server.id, vendor: server.vendor }))
        : [{ id: target.holderId, vendor: target.vendor }];
    let status: BackupStatus = 'DELETED';
    try {
      for (const holder of holders)
        await this.providers.forVendor(holder.vendor).deleteSnapshot(holder.id, row.id);
    } catch {
      status = 'DELETE_FAILED';
    }
    const done = await repo.setBackupStatus(this.db, row.id, status);
    return backupView(done ?? row, target);
  }

  /** Restores an available backup (the typed instance or cluster name confirms it). */
  async recover(owner: Owner, input: Params<'recover'>) {
    const target = await this.target(owner.id, input.instanceId);
    if (!isUuid(input.backupId)) throw new NotFound('backupNotFound');
    const row = await repo.findBackup(this.db, target.holderId, input.backupId);
    if (!row || row.status !== 'AVAILABLE') throw new NotFound('backupNotFound');
    const options = { confirmName: input.confirmName, payload: { backupId: row.id } };
    return target.kind === 'cluster'
      ? this.clusters.act(owner, target.id, 'recover', options)
      : this.instances.act(owner, target.id, 'recover', options);
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
