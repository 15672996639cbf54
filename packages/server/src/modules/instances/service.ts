// Blaze instances: the rules of creation (DECISIONS.md "Instance creation") and of the lifecycle
// (the action matrix of @quiver/contract), each accepted action stored as a job for src/jobs. Every
// query is scoped to the caller; others' instances do not exist (404).
import {
  accountCapabilities,
  accountRefusalReason,
  canPerform,
  creationPlan,
  formatMessage,
  isShared,
  instanceDefaults,
  lifecycleLimits,
  nextStatus,
  type LifecycleAction,
  type MessageKey,
  type OperationAccepted,
} from '@quiver/contract';
import type { EditionKey, InstanceKind, InstanceStatus, UserStatus } from '@quiver/validation';
import {
  and,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  findImage,
  findSize,
  instanceHourlyMicros,
  monthlyEstimateMicros,
  sizeChangeOptions,
  sizeView,
  storageStepGb,
  type InstanceSize,
} from '../catalogue/index.ts';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { capacityRequests, instances, jobs } from '../../db/schema.ts';
import { NotFound, RuleViolation } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUuid } from '../../lib/ids.ts';
import { payloadOf, type ConfigureSettings, type JobPayload } from '../../jobs/steps.ts';
import type { GroupPayload } from '../../jobs/cluster-steps.ts';
import { defaultPasswordHashing, hashPassword, type PasswordHashing } from '../../lib/secrets.ts';
import type { CloudProviders, StockVerdict } from '../../providers/index.ts';
import { requireRegion, requireSize, requireStorage } from '../catalogue/service.ts';
import { hasPaymentMethod } from '../payments/repo.ts';
import { connectionInfo } from './connection.ts';
import * as repo from './repo.ts';
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
  /** The graph's `root` password: hashed here, handed to the provider as a verifier only. */
  rootPassword?: string | undefined;
}

export interface InstanceServiceOptions {
  /** argon2id cost of root-password verifiers (tests go cheaper). */
  passwordHashing?: PasswordHashing;
}

const GiB = 1024 ** 3;

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
/** The spec section 8 message of each stock verdict that refuses a create. */
export const stockReasons = {
  'sold-out': 'soldOut',
  occupied: 'occupied',
  unavailable: 'cannotCreateNow',
} as const;

/**
 * Whether the account holds its one FREE slot: a live FREE Blaze instance, or a free cluster (whose
 * META server is a FREE instance row). The unique index `instances_one_free` is the final word.
 */
export async function hasFreeInstance(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
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

export class InstanceService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly providers: CloudProviders,
    private readonly options: InstanceServiceOptions = {},
  ) {}

  /** The verifier of a graph root password (argon2id PHC string); the password is not kept. */
  rootPasswordHash(password: string): Promise<string> {
    return hashPassword(password, this.options.passwordHashing ?? defaultPasswordHashing);
  }

  /** Rows the caller still sees: live ones, and Cancelled ones for 7 days after termination. */
  private visible(userId: string): SQL {
    const listedSince = new Date(
      this.clock.now().getTime() - lifecycleLimits.cancelledListedDays * 24 * 3600 * 1000,
    );
    return and(
      eq(instances.userId, userId),
      // Powerhouse servers are reached through their cluster (src/modules/clusters) only.
      isNull(instances.clusterId),
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
      // A Powerhouse cluster counts once, however many servers it has.
      .select({
        kind: instances.kind,
        n: sql<number>`count(distinct coalesce(${instances.clusterId}, ${instances.id}))`.mapWith(
          Number,
        ),
      })
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

  /** The instance guide (DECISIONS.md): due while the account has no instance at all. */
  async guideDue(userId: string): Promise<boolean> {
    return (await repo.countInstancesOf(this.db, userId)) === 0;
  }

  async detail(userId: string, instanceId: string) {
    return instanceView(await this.row(userId, instanceId));
  }

  /** The sizes a Stopped instance of the caller's can change to (`/product/change/list`). */
  async sizeChangeOptions(userId: string, instanceId: string) {
    const instance = await this.row(userId, instanceId);
    return {
      currentSizeId: instance.sizeKey,
      items: sizeChangeOptions(instance.sizeKey).map(sizeView),
    };
  }

  async states(userId: string, instanceIds: string[]) {
    // Not a UUID: not the caller's instance (and it must not reach the uuid column).
    const ids = instanceIds.filter(isUuid);
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
    if (shared && (await hasFreeInstance(this.db, owner.id)))
      throw new RuleViolation('oneFreePerAccount');
    // The wizard's last button is Start: a STANDARD instance starts as it is created.
    if (!shared && !(await hasPaymentMethod(this.db, owner.id)))
      throw new RuleViolation('startNoPayment');
    const verdict = await this.stock(input.vendor, input.region, size.key);
    if (verdict.status !== 'available') throw new RuleViolation(stockReasons[verdict.status]);

    const plan = creationPlan();
    const rootPasswordHash =
      input.rootPassword !== undefined
        ? await this.rootPasswordHash(input.rootPassword)
        : undefined;
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
          payload: { ...payloadOf(plan), ...(rootPasswordHash ? { rootPasswordHash } : {}) },
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
      /** The job's kind when a job file other than the instance steps carries it out (`manager.upgrade`). */
      jobKind?: string;
      /** Extra job data (a backup's id). */
      payload?: Partial<JobPayload>;
      /** Writes that belong with accepting the action (the backup row), in its transaction. */
      alongside?: (tx: Tx) => Promise<void>;
      /**
       * Rules judged on the locked row once the matrix allows the action (throw to refuse), and the
       * job data they lead to; `restart` takes the restarting path (a port change while running).
       */
      prepare?: (row: InstanceRow) => { payload?: Partial<GroupPayload>; restart?: boolean };
    } = {},
  ): Promise<OperationAccepted> {
    await this.row(owner.id, instanceId);
    // A size change starts the instance by itself, so it needs what a start needs.
    const needsPayment = action === 'start' || action === 'forceStart' || action === 'changeSize';
    const paid = needsPayment ? await hasPaymentMethod(this.db, owner.id) : true;
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
        const prepared = options.prepare?.(row) ?? {};
        const plan = nextStatus(status, action, { restart: prepared.restart ?? false });
        if (!plan) throw new RuleViolation('operationInProgress', { params: { label: status } });
        const [job] = await tx
          .insert(jobs)
          .values({
            instanceId,
            kind: options.jobKind ?? action,
            step: 0,
            payload: { ...payloadOf(plan), ...options.payload, ...prepared.payload },
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

  /** Refuses with the matrix's reason when `action` is not possible now (before any other work). */
  allow(owner: Owner, row: InstanceRow, action: LifecycleAction): void {
    const decision = canPerform(instanceView(row), action, { accountStatus: owner.status });
    if (!decision.allowed)
      throw new RuleViolation(decision.reasonKey, { params: { ...decision.params } });
  }

  /**
   * Changes the size of a Stopped instance (spec section 4): a size of the same edition, different
   * from the current one, with memory and disk use below 80% of the new size. The job resizes, then
   * starts the instance (CHANGING, STARTING, RUNNING). Storage grows to the new size's included
   * storage when that is larger.
   */
  async changeSize(owner: Owner, instanceId: string, sizeId: string): Promise<OperationAccepted> {
    const row = await this.row(owner.id, instanceId);
    this.allow(owner, row, 'changeSize');
    const current = findSize(row.sizeKey);
    const size = findSize(sizeId);
    // A size taken off offer (admin command) is no change target; the instance's own size may be.
    if (
      !current ||
      !size ||
      size.edition !== current.edition ||
      (!size.offered && size.key !== row.sizeKey)
    )
      throw new RuleViolation('productNotFound', { fields: { sizeId: 'api.key-invalid' } });
    if (size.key === row.sizeKey)
      throw new RuleViolation('noSizeChange', { fields: { sizeId: 'api.invalid-value' } });
    const storageGb = Math.max(row.storageGb, size.defaultStorageGb);
    if (storageGb > size.maxStorageGb)
      throw new RuleViolation('productNotFound', { fields: { sizeId: 'api.key-invalid' } });
    await this.assertFitsSize(row, size, storageGb);
    return this.act(owner, instanceId, 'changeSize', {
      prepare: (locked) => {
        if (locked.sizeKey === size.key) throw new RuleViolation('noSizeChange');
        // Judged again on the locked row: its storage may have grown since the read above.
        const lockedStorageGb = Math.max(locked.storageGb, size.defaultStorageGb);
        if (lockedStorageGb > size.maxStorageGb)
          throw new RuleViolation('productNotFound', { fields: { sizeId: 'api.key-invalid' } });
        return { payload: { sizeKey: size.key, storageGb: lockedStorageGb } };
      },
    });
  }

  /** The 80% rule: the graph's memory once mounted and its disk use against the new size. */
  private async assertFitsSize(row: InstanceRow, size: InstanceSize, storageGb: number) {
    const provider = this.providers.forVendor(row.vendor);
    const [fit, inspection] = await Promise.all([
      provider.memoryFit(row.id),
      provider.inspect(row.id),
    ]);
    const share = lifecycleLimits.sizeChangeMaxUsagePercent / 100;
    if (
      fit.requiredBytes >= size.memoryGiB * GiB * share ||
      inspection.diskBytes >= storageGb * GiB * share
    )
      throw new RuleViolation('sizeUsageTooHigh', { fields: { sizeId: 'api.invalid-value' } });
  }

  /**
   * Why the storage of `row` cannot grow now (to `requested` GB when given), or undefined. In this
   * order: the action matrix (Shared, state), at the maximum, changed less than 6 hours ago, then the
   * requested amount (above the maximum, not larger than now).
   */
  storageRefusal(
    row: InstanceRow,
    requested?: number,
  ): { reason: MessageKey; params?: Record<string, string>; field?: string } | undefined {
    const decision = canPerform(instanceView(row), 'changeStorage');
    if (!decision.allowed) return { reason: decision.reasonKey, params: { ...decision.params } };
    const size = findSize(row.sizeKey);
    if (!size || row.storageGb >= size.maxStorageGb) return { reason: 'storageMax' };
    if (this.nextStorageChange(row) !== null) return { reason: 'storageTooSoon' };
    if (requested === undefined) return undefined;
    if (requested > size.maxStorageGb) return { reason: 'storageMax', field: 'storageGb' };
    if (requested <= row.storageGb) return { reason: 'storageNotLarger', field: 'storageGb' };
    return undefined;
  }

  /** When storage may change again (6 hours after the last change), or null when it may now. */
  nextStorageChange(row: InstanceRow): Date | null {
    if (!row.storageChangedAt) return null;
    const next = row.storageChangedAt.getTime() + lifecycleLimits.storageChangeCooldownMs;
    return next > this.clock.now().getTime() ? new Date(next) : null;
  }

  private refuseStorage(row: InstanceRow, requested?: number): void {
    const refusal = this.storageRefusal(row, requested);
    if (refusal)
      throw new RuleViolation(refusal.reason, {
        ...(refusal.params ? { params: refusal.params } : {}),
        ...(refusal.field ? { fields: { [refusal.field]: 'api.storage-invalid' } } : {}),
      });
  }

  /** Grows the storage (EXTENDING, then back to the status it had). */
  async extendStorage(owner: Owner, instanceId: string, storageGb: number) {
    const row = await this.row(owner.id, instanceId);
    this.refuseStorage(row, storageGb);
    return this.act(owner, instanceId, 'changeStorage', {
      prepare: (locked) => {
        this.refuseStorage(locked, storageGb);
        return { payload: { storageGb } };
      },
    });
  }

  async extensible(userId: string, instanceId: string) {
    const row = await this.row(userId, instanceId);
    const size = findSize(row.sizeKey);
    const refusal = this.storageRefusal(row);
    return {
      extensible: refusal === undefined,
      reason: refusal?.reason ?? null,
      message: refusal ? formatMessage(refusal.reason, refusal.params) : null,
      currentStorageGb: row.storageGb,
      maxStorageGb: size?.maxStorageGb ?? row.storageGb,
      stepGb: storageStepGb,
      nextChangeAt: this.nextStorageChange(row)?.toISOString() ?? null,
    };
  }

  /** The hourly price with `storageGb` of storage, beside the current one (micro-dollars). */
  async extendPrice(userId: string, instanceId: string, storageGb: number) {
    const row = await this.row(userId, instanceId);
    const size = findSize(row.sizeKey);
    if (!size) throw new RuleViolation('productNotFound');
    if (storageGb > size.maxStorageGb)
      throw new RuleViolation('storageMax', { fields: { storageGb: 'api.storage-invalid' } });
    if (storageGb < row.storageGb)
      throw new RuleViolation('storageNotLarger', { fields: { storageGb: 'api.storage-invalid' } });
    const hourly = instanceHourlyMicros(size, storageGb);
    return {
      storageGb,
      hourlyPriceMicros: hourly,
      monthlyEstimateMicros: monthlyEstimateMicros(hourly),
      currentHourlyPriceMicros: instanceHourlyMicros(size, row.storageGb),
    };
  }

  /**
   * Changes settings (configure: UPDATING, then back; a port change on a running instance restarts
   * it). Settings equal to the current ones are left out; nothing left to change is refused.
   */
  async configure(owner: Owner, instanceId: string, settings: ConfigureSettings) {
    const row = await this.row(owner.id, instanceId);
    this.allow(owner, row, 'configure');
    const changes = (locked: InstanceRow): ConfigureSettings => {
      if (
        settings.port !== undefined &&
        settings.port !== locked.port &&
        isShared(instanceView(locked))
      )
        throw new RuleViolation('sharedFixedSetting', { fields: { port: 'api.invalid-value' } });
      const changed = Object.fromEntries(
        Object.entries(settings).filter(
          ([key, value]) =>
            value !== undefined &&
            JSON.stringify(value) !== JSON.stringify(locked[key as keyof ConfigureSettings]),
        ),
      ) as ConfigureSettings;
      if (Object.keys(changed).length === 0) throw new RuleViolation('settingsUnchanged');
      return changed;
    };
    changes(row);
    return this.act(owner, instanceId, 'configure', {
      prepare: (locked) => {
        const changed = changes(locked);
        return { payload: { settings: changed }, restart: changed.port !== undefined };
      },
    });
  }

  /** How to reach an Active instance: its address, the `root` user, no manager link for Blaze. */
  async connection(owner: Owner, instanceId: string) {
    const row = await this.row(owner.id, instanceId);
    this.allow(owner, row, 'connect');
    return connectionInfo(row.serviceAddress, row.port);
  }

  /**
   * Stores a capacity request ("submit a request"). One open request per account, place and size:
   * asking again answers the open one.
   */
  async applyForCapacity(
    userId: string,
    input: {
      vendor: string;
      region: string;
      sizeId: string;
      quantity: number;
      message?: string | undefined;
    },
  ) {
    requireRegion(input.vendor, input.region);
    const size = requireSize(input.sizeId);
    await this.db
      .insert(capacityRequests)
      .values({
        userId,
        vendor: input.vendor,
        region: input.region,
        sizeKey: size.key,
        quantity: input.quantity,
        message: input.message ?? null,
        createdAt: this.clock.now(),
      })
      .onConflictDoNothing();
    const [open] = await this.db
      .select()
      .from(capacityRequests)
      .where(
        and(
          eq(capacityRequests.userId, userId),
          eq(capacityRequests.vendor, input.vendor),
          eq(capacityRequests.region, input.region),
          eq(capacityRequests.sizeKey, size.key),
          eq(capacityRequests.status, 'OPEN'),
        ),
      );
    if (!open) throw new Error('capacity request not stored');
    return { requestId: open.id, submittedAt: open.createdAt.toISOString() };
  }
}
