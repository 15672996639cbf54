// Blaze instances: the rules of creation (DECISIONS.md "Instance creation") and of the lifecycle
// (the action matrix of @quiver/contract), each accepted action stored as a job for src/jobs. Every
// query is scoped to the caller; others' instances do not exist (404).
import {
  cloneInstanceName,
  creationPlan,
  instanceDefaults,
  isShared,
  type EndpointParams,
  type instanceEndpoints,
  type LifecycleAction,
  type OperationAccepted,
} from '@quiver/contract';
import type { AllowedIpList, EditionKey, InstanceKind } from '@quiver/validation';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { toQueryResult, type GraphSchema, type QueryParamValue } from '../../engine/index.ts';
import { NotFound, RuleViolation } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { GroupPayload } from '../../jobs/cluster-steps.ts';
import { payloadOf, type ConfigureSettings, type JobPayload } from '../../jobs/steps.ts';
import { enqueueJob } from '../../jobs/store.ts';
import { ProviderError, type CloudProviders } from '../../providers/index.ts';
import { findImage } from '../catalogue/index.ts';
import { requireRegion, requireSize, requireStorage } from '../catalogue/service.ts';
import {
  creationRefusal,
  initialSettings,
  findByClientIds,
  judgeAction,
  listedSince,
  normaliseIps,
  raceRefusal,
  requireAllowed,
  requireCreator,
  stateOf,
  stockReasons,
  type LifecycleService,
  type Owner,
} from '../lifecycle/service.ts';
import type { VpcNetworkService } from '../vpc/service.ts';
import { connectionInfo } from './connection.ts';
import * as repo from './repo.ts';
import type { InstanceRow } from './repo.ts';
import { instanceView } from './view.ts';

export type { InstanceRow } from './repo.ts';

type Params<K extends keyof typeof instanceEndpoints> = EndpointParams<
  (typeof instanceEndpoints)[K]
>;

/** What a new instance is made of once its rules passed (Blaze and Manager creation). */
export interface NewInstanceSpec {
  name: string;
  kind: Extract<InstanceKind, 'BLAZE' | 'MANAGER'>;
  type: 'FREE' | 'STANDARD';
  edition: EditionKey;
  vendor: string;
  region: string;
  sizeKey: string;
  storageGb: number;
  version: string;
  port?: number | undefined;
  allowedIps: AllowedIpList;
  memoryThreshold?: number | undefined;
  logLevel?: number | undefined;
  nodeIdCache?: number | undefined;
  shortUuid?: boolean | undefined;
  cloneOf?: string | undefined;
}

/** Options of `act`: what an action adds to the accepted job. */
export interface ActOptions {
  confirmName?: string;
  /** The job's kind when a job file other than the instance steps carries it out (`manager.upgrade`). */
  jobKind?: string;
  /** Extra job data (a backup's id). */
  payload?: Partial<JobPayload>;
  /** Writes that belong with accepting the action (the backup row), in its transaction. */
  alongside?: (tx: Db) => Promise<void>;
  /**
   * Rules judged on the locked row once the matrix allows the action (throw to refuse), and the
   * job data they lead to; `restart` takes the restarting path (a port change while running).
   */
  prepare?: (row: InstanceRow) => { payload?: Partial<GroupPayload>; restart?: boolean };
}

/** Kinds listed as instances (Powerhouse servers are listed in their cluster). */
const listedKinds = ['BLAZE', 'MANAGER'];
export const instanceNameTaken = () =>
  new RuleViolation('instanceNameTaken', { fields: { name: 'api.invalid-value' } });

export class InstanceService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly providers: CloudProviders,
    private readonly lifecycle: LifecycleService,
    /** The server a Powerhouse cluster is queried through (`ClusterService.entryServer`). */
    private readonly clusterEntry?: (
      userId: string,
      clusterId: string,
    ) => Promise<InstanceRow | undefined>,
    /** The region's network each new instance keeps, and its rule on allowed IPs (issue 15). */
    private readonly networks?: VpcNetworkService,
  ) {}

  // ---- reading ---------------------------------------------------------------------------------

  /** The caller's visible instances among ids a client sent. */
  private visible(userId: string, ids: string[]): Promise<InstanceRow[]> {
    return findByClientIds(ids, (uuids) =>
      repo.findVisible(this.db, userId, uuids, listedSince(this.clock.now())),
    );
  }

  async row(userId: string, instanceId: string): Promise<InstanceRow> {
    const [row] = await this.visible(userId, [instanceId]);
    if (!row) throw new NotFound('instanceNotFound');
    return row;
  }

  /**
   * An instance, or a server of one of the caller's Powerhouse clusters (each server has its own
   * monitoring and log); 404 like `row` otherwise.
   */
  async rowOrServer(userId: string, instanceId: string): Promise<InstanceRow> {
    const [row] = await findByClientIds([instanceId], (uuids) =>
      repo.findVisibleWithServers(this.db, userId, uuids, listedSince(this.clock.now())),
    );
    if (!row) throw new NotFound('instanceNotFound');
    return row;
  }

  /**
   * Where statements go: the instance, or for a Powerhouse cluster's id the server clients reach
   * it through (its first META server, whose address is the cluster's).
   */
  private async queryTarget(userId: string, id: string): Promise<InstanceRow> {
    const [row] = await this.visible(userId, [id]);
    if (row) return row;
    const server = this.clusterEntry && (await this.clusterEntry(userId, id));
    if (!server) throw new NotFound('instanceNotFound');
    return server;
  }

  async nameAvailable(userId: string, name: string): Promise<boolean> {
    return !(await repo.liveNameTaken(this.db, userId, name));
  }

  /** Refuses a name another live instance of the account has. */
  async requireNameAvailable(userId: string, name: string): Promise<void> {
    if (!(await this.nameAvailable(userId, name))) throw instanceNameTaken();
  }

  /**
   * Whether the account holds its one FREE slot: a live FREE Blaze instance, or a free cluster
   * (whose META server is a FREE instance row).
   */
  holdsFreeSlot(userId: string): Promise<boolean> {
    return repo.holdsFreeSlot(this.db, userId);
  }

  async list(userId: string, query: Params<'list'>) {
    const page = await repo.listVisible(
      this.db,
      userId,
      { kinds: query.kind ? [query.kind] : listedKinds, status: query.status, name: query.name },
      listedSince(this.clock.now()),
      query,
    );
    return { ...page, items: page.items.map(instanceView) };
  }

  async count(userId: string) {
    const byKind = { BLAZE: 0, POWERHOUSE: 0, MANAGER: 0 };
    for (const row of await repo.countLiveByKind(this.db, userId))
      if (row.kind in byKind) byKind[row.kind as InstanceKind] = row.n;
    return { instanceNum: byKind.BLAZE + byKind.POWERHOUSE + byKind.MANAGER, byKind };
  }

  /** The instance guide (DECISIONS.md): due while the account has no instance at all. */
  async guideDue(userId: string): Promise<boolean> {
    return (await repo.countInstancesOf(this.db, userId)) === 0;
  }

  async detail(userId: string, instanceId: string) {
    return instanceView(await this.row(userId, instanceId));
  }

  async states(userId: string, instanceIds: string[]) {
    return { items: (await this.visible(userId, instanceIds)).map(stateOf) };
  }

  /** An instance's configuration for a new create wizard, with the clone's default name. */
  async cloneTemplate(owner: Owner, instanceId: string) {
    const view = await this.detail(owner.id, instanceId);
    requireAllowed(view, 'clone', owner.status);
    return {
      sourceInstanceId: view.id,
      name: cloneInstanceName(view.name),
      kind: view.kind,
      edition: view.edition,
      vendor: view.vendor,
      region: view.region,
      sizeId: view.size.id,
      storageGb: view.storageGb,
      version: view.version,
      port: view.port,
      allowedIps: view.allowedIps,
      memoryThreshold: view.memoryThreshold,
      logLevel: view.logLevel,
      nodeIdCache: view.nodeIdCache,
      shortUuid: view.shortUuid,
    };
  }

  /**
   * Runs one statement on the caller's running instance (or cluster, through its entry server);
   * statement errors come back as data.
   */
  async query(userId: string, input: Params<'query'>) {
    const row = await this.queryTarget(userId, input.instanceId);
    requireAllowed(instanceView(row), 'connect');
    const outcome = await this.providers.forVendor(row.vendor).query(row.id, input.statement, {
      ...(input.params ? { params: input.params as Record<string, QueryParamValue> } : {}),
      timeLimitMs: input.timeoutMs,
      rowLimit: input.rowLimit,
      readOnly: input.readOnly,
    });
    return toQueryResult(outcome);
  }

  /**
   * The running instance's tables (the query screen's schema). Allowed where `connect` is; an engine
   * that stopped answering since the status was read counts as not started.
   */
  async schema(userId: string, instanceId: string): Promise<GraphSchema> {
    const row = await this.queryTarget(userId, instanceId);
    requireAllowed(instanceView(row), 'connect');
    try {
      return await this.providers.forVendor(row.vendor).schema(row.id);
    } catch (error) {
      if (error instanceof ProviderError && error.code === 'invalid-state')
        throw new RuleViolation('startFirst');
      throw error;
    }
  }

  /** How to reach an Active instance: its address, the `root` user, no manager link for Blaze. */
  async connection(owner: Owner, instanceId: string) {
    const row = await this.row(owner.id, instanceId);
    this.allow(owner, row, 'connect');
    return connectionInfo(row.serviceAddress, row.port);
  }

  // ---- creating --------------------------------------------------------------------------------

  async stockCheck(vendor: string, region: string, sizeId: string) {
    const place = requireRegion(vendor, region);
    const size = requireSize(sizeId);
    const verdict = await this.lifecycle.stock(place, size.key);
    if (verdict.status === 'available') return { available: true as const };
    const reason = stockReasons[verdict.status];
    return { available: false as const, reason, message: new RuleViolation(reason).message };
  }

  async create(owner: Owner, input: Params<'create'>) {
    requireCreator(owner);
    const place = requireRegion(input.vendor, input.region);
    const size = requireSize(input.sizeId, input.edition);
    const storageGb = requireStorage(size, input.storageGb);
    const image = findImage(input.version);
    if (!image || image.kind !== 'BLAZE')
      throw new RuleViolation('productNotFound', { fields: { version: 'api.key-invalid' } });
    const shared = input.edition === 'shared';
    if (shared && input.port !== undefined && input.port !== instanceDefaults.port)
      throw new RuleViolation('sharedFixedSetting', { fields: { port: 'api.invalid-value' } });
    if (input.cloneOf !== undefined) await this.row(owner.id, input.cloneOf);
    await this.requireNameAvailable(owner.id, input.name);
    if (shared && (await this.holdsFreeSlot(owner.id)))
      throw new RuleViolation('oneFreePerAccount');
    // The wizard's last button is Start: a STANDARD instance starts as it is created.
    if (!shared && !(await this.lifecycle.hasPaymentMethod(owner.id)))
      throw new RuleViolation('startNoPayment');
    await this.lifecycle.requireStock(place, size.key);

    const rootPasswordHash = await this.lifecycle.rootPasswordHash(input.rootPassword);
    try {
      const row = await this.insertCreating(
        owner,
        {
          ...input,
          kind: 'BLAZE',
          type: shared ? 'FREE' : 'STANDARD',
          sizeKey: size.key,
          storageGb,
          version: image.version,
        },
        rootPasswordHash,
      );
      return instanceView(row);
    } catch (error) {
      throw creationRefusal(error, instanceNameTaken);
    }
  }

  /**
   * Stores a new instance (CREATING) and its `create` job in one transaction; `alongside` adds
   * writes to it (a Manager's clusters). Only the root password's verifier travels, in the job.
   */
  async insertCreating(
    owner: Owner,
    spec: NewInstanceSpec,
    rootPasswordHash: string,
    alongside?: (tx: Db, created: InstanceRow) => Promise<void>,
  ): Promise<InstanceRow> {
    const plan = creationPlan();
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const created = await repo.insertInstance(tx, {
        userId: owner.id,
        name: spec.name,
        status: plan.next,
        kind: spec.kind,
        type: spec.type,
        edition: spec.edition,
        vendor: spec.vendor,
        region: spec.region,
        sizeKey: spec.sizeKey,
        storageGb: spec.storageGb,
        version: spec.version,
        ...initialSettings(spec),
        shortUuid: spec.shortUuid ?? instanceDefaults.shortUuid,
        cloneOf: spec.cloneOf ?? null,
        createdAt: now,
        updatedAt: now,
      });
      await this.networks?.recordNew(tx, {
        id: created.id,
        vendor: spec.vendor,
        region: spec.region,
        allowedIps: spec.allowedIps,
      });
      await enqueueJob(tx, {
        instanceId: created.id,
        kind: 'create',
        payload: { ...payloadOf(plan), rootPasswordHash },
      });
      await alongside?.(tx, created);
      return created;
    });
  }

  /**
   * Stores a capacity request ("submit a request"). One open request per account, place and size:
   * asking again answers the open one.
   */
  async applyForCapacity(userId: string, input: Params<'applyForCapacity'>) {
    requireRegion(input.vendor, input.region);
    const size = requireSize(input.sizeId);
    await repo.insertCapacityRequest(this.db, {
      userId,
      vendor: input.vendor,
      region: input.region,
      sizeKey: size.key,
      quantity: input.quantity,
      message: input.message ?? null,
      createdAt: this.clock.now(),
    });
    const open = await repo.findOpenCapacityRequest(this.db, userId, {
      vendor: input.vendor,
      region: input.region,
      sizeKey: size.key,
    });
    if (!open) throw new Error('capacity request not stored');
    return { requestId: open.id, submittedAt: open.createdAt.toISOString() };
  }

  // ---- acting ----------------------------------------------------------------------------------

  /** Renames at once (no status change); names stay unique among the account's live instances. */
  async rename(userId: string, instanceId: string, name: string) {
    const row = await this.row(userId, instanceId);
    if (row.status === 'TERMINATED') throw new RuleViolation('instanceCancelled');
    if (row.name === name) return instanceView(row);
    if (!(await this.nameAvailable(userId, name))) throw instanceNameTaken();
    try {
      const updated = await repo.renameInstance(this.db, userId, row.id, name, this.clock.now());
      return instanceView(updated ?? row);
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw instanceNameTaken();
      throw error;
    }
  }

  /**
   * Accepts a lifecycle action: under a row lock, judges it (the matrix, the account, the payment
   * method for starting a STANDARD instance, the action's own rules), moves to the first status of
   * the path and stores the job. A second request racing on the same instance sees the new status
   * and is refused.
   */
  async act(
    owner: Owner,
    instanceId: string,
    action: LifecycleAction,
    options: ActOptions = {},
  ): Promise<OperationAccepted> {
    await this.row(owner.id, instanceId);
    const paid = await this.lifecycle.paidFor(owner, action);
    try {
      return await this.db.transaction(async (tx) => {
        const row = await repo.lockInstance(tx, owner.id, instanceId);
        if (!row) throw new NotFound('instanceNotFound');
        const { plan, prepared } = judgeAction(row, instanceView(row), action, {
          accountStatus: owner.status,
          paid,
          confirmName: options.confirmName,
          prepare: options.prepare && (() => options.prepare?.(row)),
        });
        const operationId = await enqueueJob(tx, {
          instanceId,
          kind: options.jobKind ?? action,
          payload: { ...payloadOf(plan), ...options.payload, ...prepared.payload },
        });
        await options.alongside?.(tx);
        await repo.moveInstance(tx, instanceId, {
          status: plan.next,
          serviceState: plan.serviceDuring,
          updatedAt: this.clock.now(),
        });
        return {
          operationId,
          resourceId: instanceId,
          action,
          status: plan.next,
          finalStatus: plan.final,
        };
      });
    } catch (error) {
      throw raceRefusal(error);
    }
  }

  /** Refuses with the matrix's reason when `action` is not possible now (before any other work). */
  allow(owner: Owner, row: InstanceRow, action: LifecycleAction): void {
    requireAllowed(instanceView(row), action, owner.status);
  }

  /** Port (a running instance restarts) and allowed inbound IPs. */
  updateNetwork(owner: Owner, input: Params<'updateNetwork'>) {
    return this.configure(owner, input.instanceId, {
      port: input.port,
      allowedIps: input.allowedIps && normaliseIps(input.allowedIps),
    });
  }

  /** Memory threshold, log level, node ID cache. */
  updateServer(owner: Owner, input: Params<'updateServer'>) {
    return this.configure(owner, input.instanceId, {
      memoryThreshold: input.memoryThreshold,
      logLevel: input.logLevel,
      nodeIdCache: input.nodeIdCache,
    });
  }

  /**
   * Changes settings (configure: UPDATING, then back; a port change on a running instance restarts
   * it). Settings equal to the current ones are left out; nothing left to change is refused.
   */
  private async configure(owner: Owner, instanceId: string, settings: ConfigureSettings) {
    const row = await this.row(owner.id, instanceId);
    this.allow(owner, row, 'configure');
    if (settings.allowedIps !== undefined)
      await this.networks?.requireSourcesAllowed(row.id, settings.allowedIps);
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
}
