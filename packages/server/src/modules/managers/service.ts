// Manager instances (kind MANAGER, the Manager Standard edition): created like a STANDARD Blaze
// instance (account status, payment method, stock, a `create` job that provisions it), optionally
// managing some of the caller's clusters; upgraded in place as a durable `manager.upgrade` job
// (src/jobs/cluster-steps.ts). Every query is scoped to the caller.
import {
  accountCapabilities,
  accountRefusalReason,
  canPerform,
  creationPlan,
  instanceDefaults,
  type OperationAccepted,
} from '@quiver/contract';
import type { EditionKey, InstanceKind } from '@quiver/validation';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { findImage } from '../catalogue/index.ts';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { clusters, instances, jobs } from '../../db/schema.ts';
import { NotFound, RuleViolation } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { payloadOf } from '../../jobs/steps.ts';
import type { CloudProviders } from '../../providers/index.ts';
import { requireRegion, requireSize } from '../catalogue/service.ts';
import { hasPaymentMethod } from '../payments/repo.ts';
import type { ClusterService, Owner } from '../clusters/service.ts';
import { requireNewer, upgradeCheckOf } from '../clusters/service.ts';
import { stockReasons, type InstanceService } from '../instances/service.ts';
import { instanceView, type InstanceRow } from '../instances/view.ts';

export interface CreateManagerInput {
  name: string;
  vendor: string;
  region: string;
  sizeId: string;
  version: string;
  port?: number | undefined;
  allowedIps: { ip: string; description?: string | undefined }[];
  rootPassword: string;
  clusterIds?: string[] | undefined;
}

const managerEdition = 'manager-standard' satisfies EditionKey;

export class ManagerService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly providers: CloudProviders,
    private readonly instances: InstanceService,
    private readonly clusters: ClusterService,
  ) {}

  async create(owner: Owner, input: CreateManagerInput) {
    if (!accountCapabilities[owner.status].createInstance)
      throw new RuleViolation(accountRefusalReason[owner.status] ?? 'accountLimited');
    const place = requireRegion(input.vendor, input.region);
    const size = requireSize(input.sizeId, managerEdition);
    const image = findImage(input.version);
    if (!image || image.kind !== 'MANAGER')
      throw new RuleViolation('productNotFound', { fields: { version: 'api.key-invalid' } });
    const clusterIds = input.clusterIds ?? [];
    // Each managed cluster must be the caller's and still exist (others' answer 404).
    for (const clusterId of clusterIds) {
      const cluster = await this.clusters.row(owner.id, clusterId);
      if (cluster.status === 'TERMINATED') throw new NotFound('clusterNotFound');
    }
    if (!(await this.instances.nameAvailable(owner.id, input.name)))
      throw new RuleViolation('instanceNameTaken', { fields: { name: 'api.invalid-value' } });
    if (!(await hasPaymentMethod(this.db, owner.id))) throw new RuleViolation('startNoPayment');
    if (!place.usable) throw new RuleViolation('cannotCreateNow');
    const availability = await this.providers.local.availability();
    if (!availability.available) throw new RuleViolation('cannotCreateNow');
    const verdict = await this.providers
      .forVendor(input.vendor)
      .checkStock({ vendor: input.vendor, region: input.region, sizeKey: size.key });
    if (verdict.status !== 'available') throw new RuleViolation(stockReasons[verdict.status]);

    // Only the verifier of the root password travels (to the provider, in the create job).
    const rootPasswordHash = await this.instances.rootPasswordHash(input.rootPassword);
    const plan = creationPlan();
    const now = this.clock.now();
    try {
      const row = await this.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(instances)
          .values({
            userId: owner.id,
            name: input.name,
            status: plan.next,
            kind: 'MANAGER',
            type: 'STANDARD',
            edition: managerEdition,
            vendor: input.vendor,
            region: input.region,
            sizeKey: size.key,
            storageGb: size.defaultStorageGb,
            version: image.version,
            port: input.port ?? instanceDefaults.port,
            allowedIps: input.allowedIps.map((entry) => ({
              ip: entry.ip,
              description: entry.description ?? '',
            })),
            memoryThreshold: instanceDefaults.memoryThreshold,
            logLevel: instanceDefaults.logLevel,
            nodeIdCache: instanceDefaults.nodeIdCache,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!created) throw new Error('insert returned no row');
        await tx.insert(jobs).values({
          instanceId: created.id,
          kind: 'create',
          step: 0,
          payload: { ...payloadOf(plan), rootPasswordHash },
        });
        if (clusterIds.length > 0)
          await tx
            .update(clusters)
            .set({ managerId: created.id, updatedAt: now })
            .where(
              and(
                inArray(clusters.id, clusterIds),
                eq(clusters.userId, owner.id),
                ne(clusters.status, 'TERMINATED'),
              ),
            );
        return created;
      });
      return instanceView(row);
    } catch (error) {
      if (uniqueViolation(error) !== undefined)
        throw new RuleViolation('instanceNameTaken', { fields: { name: 'api.invalid-value' } });
      throw error;
    }
  }

  /** The caller's Manager instance; other kinds are refused as the matrix refuses them. */
  private async manager(owner: Owner, instanceId: string): Promise<InstanceRow> {
    const row = await this.instances.row(owner.id, instanceId);
    const decision = canPerform({ status: 'RUNNING', kind: row.kind as InstanceKind }, 'upgrade');
    if (!decision.allowed && decision.reasonKey === 'notForKind')
      throw new RuleViolation('notForKind', { params: { ...decision.params } });
    if (row.kind !== 'MANAGER') throw new NotFound('instanceNotFound');
    return row;
  }

  async upgradeCheck(owner: Owner, instanceId: string) {
    const row = await this.manager(owner, instanceId);
    return upgradeCheckOf('MANAGER', row.version);
  }

  /**
   * Under the instance's row lock (the instance service's `act`): the matrix, a newer Manager
   * version, then one `manager.upgrade` job (src/jobs/cluster-steps.ts carries it out).
   */
  async upgrade(owner: Owner, instanceId: string, versionId: string): Promise<OperationAccepted> {
    await this.manager(owner, instanceId);
    const image = findImage(versionId);
    if (!image || image.kind !== 'MANAGER')
      throw new RuleViolation('productNotFound', { fields: { version: 'api.key-invalid' } });
    return this.instances.act(owner, instanceId, 'upgrade', {
      jobKind: 'manager.upgrade',
      prepare: (row) => {
        requireNewer(row.version, image.version);
        return { payload: { version: image.version } };
      },
    });
  }
}
