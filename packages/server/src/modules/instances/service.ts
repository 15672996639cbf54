// Blaze instances: the rules of creation (DECISIONS.md "Instance creation") and of the lifecycle
// (the action matrix of @quiver/contract), each accepted action stored as a job for src/jobs. Every
// query is scoped to the caller; others' instances do not exist (404).
import {
  accountCapabilities,
  accountRefusalReason,
  canPerform,
  creationPlan,
  instanceDefaults,
  lifecycleLimits,
  nextStatus,
  type LifecycleAction,
  type OperationAccepted,
} from '@quiver/contract';
import type { EditionKey, InstanceKind, InstanceStatus, UserStatus } from '@quiver/validation';
import { and, count, desc, eq, gt, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import { findImage } from '../../catalogue/index.ts';
import type { Db } from '../../db/client.ts';
import { instances, jobs, paymentMethods } from '../../db/schema.ts';
import { NotFound, RuleViolation } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { payloadOf, type JobPayload } from '../../jobs/steps.ts';
import type { CloudProviders, StockVerdict } from '../../providers/index.ts';
import { requireRegion, requireSize, requireStorage } from '../catalogue/routes.ts';
import { instanceView, type InstanceRow } from './view.ts';

export interface CreateInstanceInput {
  edition: 'shared' | 'standard';
  vendor: string;
  region: string;
  sizeId: string;
  storageGb?: number | undefined;
  version: string;
  name: string;
  port?: number | undefined;
  allowedIps: { ip: string; description?: string | undefined }[];
  memoryThreshold?: number | undefined;
  logLevel?: number | undefined;
  nodeIdCache?: number | undefined;
  shortUuid?: boolean | undefined;
  cloneOf?: string | undefined;
}

/** A transaction handle, as `db.transaction` passes it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Owner {
  id: string;
  status: UserStatus;
}

export interface ListQuery {
  page: number;
  pageSize: number;
  status?: InstanceStatus | undefined;
  kind?: InstanceKind | undefined;
  name?: string | undefined;
}

/** Kinds listed as instances (Powerhouse servers are listed in their cluster). */
const listedKinds = ['BLAZE', 'MANAGER'];
const stockReasons = {
  'sold-out': 'soldOut',
  occupied: 'occupied',
  unavailable: 'cannotCreateNow',
} as const;

function uniqueViolation(error: unknown): string | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const details = current as Error & { code?: string; constraint?: string };
    if (details.code === '23505') return details.constraint ?? '';
  }
  return undefined;
}

export class InstanceService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly providers: CloudProviders,
  ) {}

  /** Rows the caller still sees: live ones, and Cancelled ones for 7 days after termination. */
  private visible(userId: string): SQL {
    const listedSince = new Date(
      this.clock.now().getTime() - lifecycleLimits.cancelledListedDays * 24 * 3600 * 1000,
    );
    return and(
      eq(instances.userId, userId),
      or(ne(instances.status, 'TERMINATED'), gt(instances.terminatedAt, listedSince)),
    ) as SQL;
  }

  async nameAvailable(userId: string, name: string): Promise<boolean> {
    const [row] = await this.db
      .select({ n: count() })
      .from(instances)
      .where(
        and(
          eq(instances.userId, userId),
          eq(instances.name, name),
          ne(instances.status, 'TERMINATED'),
        ),
      );
    return (row?.n ?? 0) === 0;
  }

  async list(userId: string, query: ListQuery) {
    const where = and(
      this.visible(userId),
      inArray(instances.kind, query.kind ? [query.kind] : listedKinds),
      query.status ? eq(instances.status, query.status) : undefined,
      query.name
        ? ilike(instances.name, `%${query.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
        : undefined,
    );
    const [total] = await this.db.select({ n: count() }).from(instances).where(where);
    const rows = await this.db
      .select()
      .from(instances)
      .where(where)
      .orderBy(desc(instances.createdAt), desc(instances.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    return {
      items: rows.map(instanceView),
      total: total?.n ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async count(userId: string) {
    const rows = await this.db
      .select({ kind: instances.kind, n: count() })
      .from(instances)
      .where(and(eq(instances.userId, userId), ne(instances.status, 'TERMINATED')))
      .groupBy(instances.kind);
    const byKind = { BLAZE: 0, POWERHOUSE: 0, MANAGER: 0 };
    for (const row of rows) if (row.kind in byKind) byKind[row.kind as InstanceKind] = row.n;
    return { instanceNum: byKind.BLAZE + byKind.POWERHOUSE + byKind.MANAGER, byKind };
  }

  async row(userId: string, instanceId: string): Promise<InstanceRow> {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(instanceId))
      throw new NotFound('instanceNotFound');
    const [row] = await this.db
      .select()
      .from(instances)
      .where(and(eq(instances.id, instanceId), this.visible(userId)));
    if (!row) throw new NotFound('instanceNotFound');
    return row;
  }

  /** Renames at once (no status change); names stay unique among the account's live instances. */
  async rename(userId: string, instanceId: string, name: string) {
    const row = await this.row(userId, instanceId);
    if (row.status === 'TERMINATED') throw new RuleViolation('instanceCancelled');
    if (row.name === name) return instanceView(row);
    if (!(await this.nameAvailable(userId, name)))
      throw new RuleViolation('instanceNameTaken', { fields: { name: 'api.invalid-value' } });
    try {
      const [updated] = await this.db
        .update(instances)
        .set({ name, updatedAt: this.clock.now() })
        .where(and(eq(instances.id, row.id), eq(instances.userId, userId)))
        .returning();
      return instanceView(updated ?? row);
    } catch (error) {
      if (uniqueViolation(error) !== undefined)
        throw new RuleViolation('instanceNameTaken', { fields: { name: 'api.invalid-value' } });
      throw error;
    }
  }

  async detail(userId: string, instanceId: string) {
    return instanceView(await this.row(userId, instanceId));
  }

  async states(userId: string, instanceIds: string[]) {
    const ids = instanceIds.filter((id) => /^[0-9a-f-]{36}$/.test(id));
    if (ids.length === 0) return { items: [] };
    const rows = await this.db
      .select()
      .from(instances)
      .where(and(inArray(instances.id, ids), this.visible(userId)));
    return {
      items: rows.map((row) => ({
        id: row.id,
        status: row.status as InstanceStatus,
        serviceState: instanceView(row).serviceState,
        updatedAt: row.updatedAt.toISOString(),
      })),
    };
  }

  async stock(vendor: string, region: string, sizeId: string): Promise<StockVerdict> {
    const place = requireRegion(vendor, region);
    requireSize(sizeId);
    if (!place.usable)
      return { status: 'unavailable', reason: `${place.name} is not accepting new instances.` };
    const availability = await this.providers.local.availability();
    if (!availability.available) return { status: 'unavailable', reason: availability.reason };
    return this.providers.forVendor(vendor).checkStock({ vendor, region, sizeKey: sizeId });
  }

  async stockCheck(vendor: string, region: string, sizeId: string) {
    const verdict = await this.stock(vendor, region, sizeId);
    if (verdict.status === 'available') return { available: true as const };
    const reason = stockReasons[verdict.status];
    return { available: false as const, reason, message: new RuleViolation(reason).message };
  }

  private async hasPaymentMethod(userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ n: count() })
      .from(paymentMethods)
      .where(eq(paymentMethods.userId, userId));
    return (row?.n ?? 0) > 0;
  }

  async create(owner: Owner, input: CreateInstanceInput) {
    if (!accountCapabilities[owner.status].createInstance)
      throw new RuleViolation(accountRefusalReason[owner.status] ?? 'accountLimited');
    requireRegion(input.vendor, input.region);
    const size = requireSize(input.sizeId, input.edition);
    const storageGb = requireStorage(size, input.storageGb);
    const image = findImage(input.version);
    if (!image || image.kind !== 'BLAZE')
      throw new RuleViolation('productNotFound', { fields: { version: 'api.key-invalid' } });
    const shared = input.edition === 'shared';
    if (shared && input.port !== undefined && input.port !== instanceDefaults.port)
      throw new RuleViolation('sharedFixedSetting', { fields: { port: 'api.invalid-value' } });
    if (input.cloneOf !== undefined) await this.row(owner.id, input.cloneOf);
    if (!(await this.nameAvailable(owner.id, input.name)))
      throw new RuleViolation('instanceNameTaken', { fields: { name: 'api.invalid-value' } });
    if (shared && (await this.hasFreeInstance(owner.id)))
      throw new RuleViolation('oneFreePerAccount');
    // The wizard's last button is Start: a STANDARD instance starts as it is created.
    if (!shared && !(await this.hasPaymentMethod(owner.id)))
      throw new RuleViolation('startNoPayment');
    const verdict = await this.stock(input.vendor, input.region, size.key);
    if (verdict.status !== 'available') throw new RuleViolation(stockReasons[verdict.status]);

    const plan = creationPlan();
    try {
      const row = await this.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(instances)
          .values({
            userId: owner.id,
            name: input.name,
            status: plan.next,
            kind: 'BLAZE',
            type: shared ? 'FREE' : 'STANDARD',
            edition: input.edition satisfies EditionKey,
            vendor: input.vendor,
            region: input.region,
            sizeKey: size.key,
            storageGb,
            version: image.version,
            port: input.port ?? instanceDefaults.port,
            allowedIps: input.allowedIps.map((entry) => ({
              ip: entry.ip,
              description: entry.description ?? '',
            })),
            memoryThreshold: input.memoryThreshold ?? instanceDefaults.memoryThreshold,
            logLevel: input.logLevel ?? instanceDefaults.logLevel,
            nodeIdCache: input.nodeIdCache ?? instanceDefaults.nodeIdCache,
            shortUuid: input.shortUuid ?? instanceDefaults.shortUuid,
            cloneOf: input.cloneOf ?? null,
            createdAt: this.clock.now(),
            updatedAt: this.clock.now(),
          })
          .returning();
        if (!created) throw new Error('insert returned no row');
        await tx.insert(jobs).values({
          instanceId: created.id,
          kind: 'create',
          step: 0,
          payload: { ...payloadOf(plan) },
        });
        return created;
      });
      return instanceView(row);
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'instances_one_free') throw new RuleViolation('oneFreePerAccount');
      if (constraint !== undefined)
        throw new RuleViolation('instanceNameTaken', { fields: { name: 'api.invalid-value' } });
      throw error;
    }
  }

  private async hasFreeInstance(userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ n: count() })
      .from(instances)
      .where(
        and(
          eq(instances.userId, userId),
          eq(instances.type, 'FREE'),
          ne(instances.status, 'TERMINATED'),
        ),
      );
    return (row?.n ?? 0) > 0;
  }

  /**
   * Accepts a lifecycle action: under a row lock, checks the matrix (and the account, and the payment
   * method for starting a STANDARD instance), moves to the first status of the path and stores the
   * job. A second request racing on the same instance sees the new status and is refused.
   */
  async act(
    owner: Owner,
    instanceId: string,
    action: LifecycleAction,
    options: {
      confirmName?: string;
      /** Extra job data (a backup's id). */
      payload?: Partial<JobPayload>;
      /** Writes that belong with accepting the action (the backup row), in its transaction. */
      alongside?: (tx: Tx) => Promise<void>;
    } = {},
  ): Promise<OperationAccepted> {
    await this.row(owner.id, instanceId);
    const needsPayment = action === 'start' || action === 'forceStart';
    const paid = needsPayment ? await this.hasPaymentMethod(owner.id) : true;
    try {
      return await this.db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(instances)
          .where(and(eq(instances.id, instanceId), eq(instances.userId, owner.id)))
          .for('update');
        if (!row) throw new NotFound('instanceNotFound');
        const status = row.status as InstanceStatus;
        const decision = canPerform(
          {
            status,
            serviceState: instanceView(row).serviceState,
            kind: row.kind as InstanceKind,
            type: instanceView(row).type,
            edition: row.edition as EditionKey,
          },
          action,
          { accountStatus: owner.status },
        );
        if (!decision.allowed)
          throw new RuleViolation(decision.reasonKey, { params: { ...decision.params } });
        if (needsPayment && row.type === 'STANDARD' && !paid)
          throw new RuleViolation('startNoPayment');
        if ((action === 'terminate' || action === 'recover') && options.confirmName !== row.name)
          throw new RuleViolation('confirmNameMismatch', {
            fields: { confirmName: 'api.invalid-value' },
          });
        const plan = nextStatus(status, action);
        if (!plan) throw new RuleViolation('operationInProgress', { params: { label: status } });
        const [job] = await tx
          .insert(jobs)
          .values({
            instanceId,
            kind: action,
            step: 0,
            payload: { ...payloadOf(plan), ...options.payload },
          })
          .returning({ id: jobs.id });
        await options.alongside?.(tx);
        await tx
          .update(instances)
          .set({
            status: plan.next,
            serviceState: plan.serviceDuring,
            failureReason: null,
            updatedAt: this.clock.now(),
          })
          .where(eq(instances.id, instanceId));
        return {
          operationId: job?.id ?? '',
          resourceId: instanceId,
          action,
          status: plan.next,
          finalStatus: plan.final,
        };
      });
    } catch (error) {
      // The one-active-job index: another operation was accepted between our read and write.
      if (uniqueViolation(error) !== undefined)
        throw new RuleViolation('operationInProgress', { params: { label: 'busy' } });
      throw error;
    }
  }
}
