// Powerhouse (GRAPH_V5) clusters: a cluster row and its servers (instance rows of kind POWERHOUSE
// with a cluster id and a role). Creation rules follow Blaze creation (DECISIONS.md "Instance
// creation": account status, one FREE instance or cluster per account, payment method for
// STANDARD, stock per server line); every lifecycle action is checked against the action matrix
// of @quiver/contract and carried out as one durable job over all servers (src/jobs/cluster-steps.ts).
// Every query is scoped to the caller; others' clusters do not exist (404).
import {
  accountCapabilities,
  accountRefusalReason,
  canPerform,
  creationPlan,
  instanceDefaults,
  lifecycleLimits,
  nextStatus,
  type ClusterDetail,
  type LifecycleAction,
  type MessageKey,
  type OperationAccepted,
} from '@quiver/contract';
import type {
  EditionKey,
  InstanceStatus,
  InstanceType,
  PowerhouseServerRole,
  ServiceState,
  UserStatus,
} from '@quiver/validation';
import { and, asc, count, desc, eq, gt, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import {
  compareVersions,
  findImage,
  findSize,
  imagesOf,
  imageView,
  sizeView,
  upgradesFrom,
} from '../catalogue/index.ts';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { clusters, instances, jobs } from '../../db/schema.ts';
import { NotFound, Refusal, RuleViolation } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashPassword, type PasswordHashing } from '../../lib/secrets.ts';
import { payloadOf } from '../../jobs/steps.ts';
import type { ClusterSettings, GroupPayload } from '../../jobs/cluster-steps.ts';
import type { CloudProviders, StockVerdict } from '../../providers/index.ts';
import { requireRegion, requireSize, requireStorage } from '../catalogue/service.ts';
import { hasPaymentMethod } from '../payments/repo.ts';
import { connectionInfo } from '../instances/connection.ts';
import { hasFreeInstance, stockReasons } from '../instances/service.ts';
import { freeClusterConfig, type ServerLine } from './free-config.ts';
import {
  clusterDetailView,
  clusterView,
  sortServers,
  type ClusterRow,
  type ServerRow,
} from './view.ts';

export interface Owner {
  id: string;
  status: UserStatus;
}

type AllowedIpInput = { ip: string; description?: string | undefined }[];

export interface StandardClusterInput {
  name: string;
  vendor: string;
  region: string;
  version: string;
  port?: number | undefined;
  allowedIps: AllowedIpInput;
  memoryThreshold?: number | undefined;
  logLevel?: number | undefined;
  nodeIdCache?: number | undefined;
  rootPassword: string;
  servers: {
    role: PowerhouseServerRole;
    sizeId: string;
    count: number;
    storageGb?: number | undefined;
  }[];
}

export interface FreeClusterInput {
  name: string;
  rootPassword: string;
  allowedIps?: AllowedIpInput | undefined;
}

export interface ClusterListQuery {
  page: number;
  pageSize: number;
  status?: InstanceStatus | undefined;
  name?: string | undefined;
}

const powerhouseEdition = 'powerhouse-standard' satisfies EditionKey;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const roleWord: Record<PowerhouseServerRole, string> = {
  GRAPH_V5_META_SERVER: 'meta',
  GRAPH_V5_SHARD_SERVER: 'shard',
  GRAPH_V5_HDC_SERVER: 'hdc',
};

const normaliseIps = (entries: AllowedIpInput) =>
  entries.map((entry) => ({ ip: entry.ip, description: entry.description ?? '' }));

/** Everything a new cluster is made of, once the rules have checked it. */
interface ClusterPlan {
  name: string;
  type: InstanceType;
  vendor: string;
  region: string;
  version: string;
  port: number;
  allowedIps: { ip: string; description: string }[];
  memoryThreshold: number;
  logLevel: number;
  nodeIdCache: number;
  rootPassword: string;
  lines: ServerLine[];
}

export class ClusterService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly providers: CloudProviders,
    private readonly passwordHashing: PasswordHashing,
  ) {}

  // ---- reading ---------------------------------------------------------------------------------

  /** Clusters the caller still sees: live ones, and Cancelled ones for 7 days after termination. */
  private visible(userId: string): SQL {
    const listedSince = new Date(
      this.clock.now().getTime() - lifecycleLimits.cancelledListedDays * 24 * 3600 * 1000,
    );
    return and(
      eq(clusters.userId, userId),
      or(ne(clusters.status, 'TERMINATED'), gt(clusters.terminatedAt, listedSince)),
    ) as SQL;
  }

  async row(userId: string, clusterId: string): Promise<ClusterRow> {
    if (!uuidPattern.test(clusterId)) throw new NotFound('clusterNotFound');
    const [row] = await this.db
      .select()
      .from(clusters)
      .where(and(eq(clusters.id, clusterId), this.visible(userId)));
    if (!row) throw new NotFound('clusterNotFound');
    return row;
  }

  private async serversOf(clusterIds: string[]): Promise<Map<string, ServerRow[]>> {
    const byCluster = new Map<string, ServerRow[]>(clusterIds.map((id) => [id, []]));
    if (clusterIds.length === 0) return byCluster;
    const rows = await this.db
      .select()
      .from(instances)
      .where(inArray(instances.clusterId, clusterIds));
    for (const row of rows) byCluster.get(row.clusterId ?? '')?.push(row);
    return byCluster;
  }

  async detail(userId: string, clusterId: string): Promise<ClusterDetail> {
    const row = await this.row(userId, clusterId);
    const servers = (await this.serversOf([row.id])).get(row.id) ?? [];
    return clusterDetailView(row, servers);
  }

  async summary(userId: string, clusterId: string) {
    const row = await this.row(userId, clusterId);
    return clusterView(row, (await this.serversOf([row.id])).get(row.id) ?? []);
  }

  async list(userId: string, query: ClusterListQuery) {
    const where = and(
      this.visible(userId),
      query.status ? eq(clusters.status, query.status) : undefined,
      query.name
        ? ilike(clusters.name, `%${query.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
        : undefined,
    );
    const [total] = await this.db.select({ n: count() }).from(clusters).where(where);
    const rows = await this.db
      .select()
      .from(clusters)
      .where(where)
      .orderBy(desc(clusters.createdAt), desc(clusters.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const servers = await this.serversOf(rows.map((row) => row.id));
    return {
      items: rows.map((row) => clusterView(row, servers.get(row.id) ?? [])),
      total: total?.n ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async nameAvailable(userId: string, name: string): Promise<boolean> {
    const [row] = await this.db
      .select({ n: count() })
      .from(clusters)
      .where(
        and(
          eq(clusters.userId, userId),
          eq(clusters.name, name),
          ne(clusters.status, 'TERMINATED'),
        ),
      );
    return (row?.n ?? 0) === 0;
  }

  async states(userId: string, clusterIds: string[]) {
    const ids = clusterIds.filter((id) => uuidPattern.test(id));
    if (ids.length === 0) return { items: [] };
    const rows = await this.db
      .select()
      .from(clusters)
      .where(and(inArray(clusters.id, ids), this.visible(userId)));
    return {
      items: rows.map((row) => ({
        id: row.id,
        status: row.status as InstanceStatus,
        serviceState: row.serviceState as ServiceState | null,
        updatedAt: row.updatedAt.toISOString(),
      })),
    };
  }

  /** Renames at once in any state but Cancelled (as instances do); names are unique per account. */
  async rename(userId: string, clusterId: string, name: string) {
    const row = await this.row(userId, clusterId);
    if (row.status === 'TERMINATED') throw new RuleViolation('instanceCancelled');
    const taken = () =>
      new RuleViolation('clusterNameTaken', { fields: { name: 'api.invalid-value' } });
    if (row.name !== name) {
      if (!(await this.nameAvailable(userId, name))) throw taken();
      try {
        await this.db
          .update(clusters)
          .set({ name, updatedAt: this.clock.now() })
          .where(and(eq(clusters.id, row.id), eq(clusters.userId, userId)));
      } catch (error) {
        if (uniqueViolation(error) !== undefined) throw taken();
        throw error;
      }
    }
    return this.summary(userId, clusterId);
  }

  /** How to reach an Active cluster, and its manager's web interface when a Manager serves it. */
  async connect(userId: string, clusterId: string) {
    const row = await this.row(userId, clusterId);
    this.require(row, 'connect');
    let managerUrl: string | null = null;
    if (row.managerId) {
      const [manager] = await this.db
        .select()
        .from(instances)
        .where(and(eq(instances.id, row.managerId), eq(instances.userId, userId)));
      if (manager?.status === 'RUNNING' && manager.serviceAddress)
        managerUrl = `http://${manager.serviceAddress}/clusters/${row.id}`;
    }
    return connectionInfo(row.serviceAddress, row.port, managerUrl);
  }

  // ---- creating --------------------------------------------------------------------------------

  freeConfig() {
    const config = freeClusterConfig();
    return {
      vendor: config.vendor,
      region: config.region,
      version: config.version,
      port: config.port,
      servers: config.lines.map((line) => ({
        role: line.role,
        size: sizeViewOf(line.sizeKey),
        count: line.count,
        storageGb: line.storageGb,
      })),
      hourlyPriceMicros: 0,
    };
  }

  /** Whether the caller may create a free cluster now, and why not. */
  async freeCheck(owner: Owner) {
    let reason: MessageKey | null = null;
    if (!accountCapabilities[owner.status].createInstance)
      reason = accountRefusalReason[owner.status] ?? 'accountLimited';
    else if (await hasFreeInstance(this.db, owner.id)) reason = 'oneFreePerAccount';
    return {
      allowed: reason === null,
      reason,
      message: reason === null ? null : new RuleViolation(reason).message,
    };
  }

  /** Stock of every server line in a region, each judged against the whole cluster. */
  async batchesCheck(input: {
    vendor: string;
    region: string;
    servers: StandardClusterInput['servers'];
  }) {
    const place = requireRegion(input.vendor, input.region);
    input.servers.forEach((line, index) => {
      this.lineSize(line.sizeId, index);
    });
    const verdicts = new Map<string, StockVerdict>();
    const items = [];
    for (const line of input.servers) {
      // Regional capacity may be shared across sizes: every server of the cluster needs a place.
      const needed = input.servers.reduce((sum, other) => sum + other.count, 0);
      let verdict = verdicts.get(line.sizeId);
      if (!verdict) {
        verdict = place.usable
          ? await this.stock(input.vendor, input.region, line.sizeId, needed)
          : { status: 'unavailable', reason: `${place.name} is not accepting new instances.` };
        verdicts.set(line.sizeId, verdict);
      }
      const reason = verdict.status === 'available' ? null : stockReasons[verdict.status];
      items.push({
        role: line.role,
        sizeId: line.sizeId,
        count: line.count,
        available: reason === null,
        reason,
        message: reason === null ? null : new RuleViolation(reason).message,
      });
    }
    return { available: items.every((item) => item.available), items };
  }

  async createStandard(owner: Owner, input: StandardClusterInput): Promise<ClusterDetail> {
    this.requireCreator(owner);
    requireRegion(input.vendor, input.region);
    const image = findImage(input.version);
    if (!image || image.kind !== 'POWERHOUSE')
      throw new RuleViolation('productNotFound', { fields: { version: 'api.key-invalid' } });
    const lines = input.servers.map((line, index) => {
      const size = this.lineSize(line.sizeId, index);
      let storageGb: number;
      try {
        storageGb = requireStorage(size, line.storageGb);
      } catch {
        throw new RuleViolation('productNotFound', {
          fields: { [`servers.${index}.storageGb`]: 'api.storage-invalid' },
        });
      }
      return { role: line.role, sizeKey: size.key, count: line.count, storageGb };
    });
    if (!(await hasPaymentMethod(this.db, owner.id))) throw new RuleViolation('startNoPayment');
    return this.create(owner, {
      name: input.name,
      type: 'STANDARD',
      vendor: input.vendor,
      region: input.region,
      version: image.version,
      port: input.port ?? instanceDefaults.port,
      allowedIps: normaliseIps(input.allowedIps),
      memoryThreshold: input.memoryThreshold ?? instanceDefaults.memoryThreshold,
      logLevel: input.logLevel ?? instanceDefaults.logLevel,
      nodeIdCache: input.nodeIdCache ?? instanceDefaults.nodeIdCache,
      rootPassword: input.rootPassword,
      lines,
    });
  }

  async createFree(owner: Owner, input: FreeClusterInput): Promise<ClusterDetail> {
    this.requireCreator(owner);
    const config = freeClusterConfig();
    return this.create(owner, {
      name: input.name,
      type: 'FREE',
      vendor: config.vendor,
      region: config.region,
      version: config.version,
      port: config.port,
      allowedIps: normaliseIps(input.allowedIps ?? []),
      memoryThreshold: instanceDefaults.memoryThreshold,
      logLevel: instanceDefaults.logLevel,
      nodeIdCache: instanceDefaults.nodeIdCache,
      rootPassword: input.rootPassword,
      lines: config.lines,
    });
  }

  private requireCreator(owner: Owner) {
    if (!accountCapabilities[owner.status].createInstance)
      throw new RuleViolation(accountRefusalReason[owner.status] ?? 'accountLimited');
  }

  private lineSize(sizeId: string, index: number) {
    try {
      return requireSize(sizeId, powerhouseEdition);
    } catch {
      throw new RuleViolation('productNotFound', {
        fields: { [`servers.${index}.sizeId`]: 'api.key-invalid' },
      });
    }
  }

  private async stock(
    vendor: string,
    region: string,
    sizeKey: string,
    needed: number,
  ): Promise<StockVerdict> {
    const availability = await this.providers.local.availability();
    if (!availability.available) return { status: 'unavailable', reason: availability.reason };
    const verdict = await this.providers.forVendor(vendor).checkStock({ vendor, region, sizeKey });
    if (verdict.status === 'available' && verdict.remaining !== null && verdict.remaining < needed)
      return { status: 'sold-out' };
    return verdict;
  }

  private async create(owner: Owner, plan: ClusterPlan): Promise<ClusterDetail> {
    if (!(await this.nameAvailable(owner.id, plan.name)))
      throw new RuleViolation('clusterNameTaken', { fields: { name: 'api.invalid-value' } });
    if (plan.type === 'FREE' && (await hasFreeInstance(this.db, owner.id)))
      throw new RuleViolation('oneFreePerAccount');
    const place = requireRegion(plan.vendor, plan.region);
    if (!place.usable) throw new RuleViolation('cannotCreateNow');
    // Regional capacity may be shared across sizes: every server of the cluster needs a place.
    const needed = plan.lines.reduce((sum, line) => sum + line.count, 0);
    for (const sizeKey of new Set(plan.lines.map((line) => line.sizeKey))) {
      const verdict = await this.stock(plan.vendor, plan.region, sizeKey, needed);
      if (verdict.status !== 'available') throw new RuleViolation(stockReasons[verdict.status]);
    }
    const rootPasswordHash = await hashPassword(plan.rootPassword, this.passwordHashing);
    const creation = creationPlan();
    const now = this.clock.now();
    const clusterId = randomUUID();
    try {
      await this.db.transaction(async (tx) => {
        await tx.insert(clusters).values({
          id: clusterId,
          userId: owner.id,
          name: plan.name,
          status: creation.next,
          type: plan.type,
          edition: powerhouseEdition,
          vendor: plan.vendor,
          region: plan.region,
          version: plan.version,
          port: plan.port,
          allowedIps: plan.allowedIps,
          memoryThreshold: plan.memoryThreshold,
          logLevel: plan.logLevel,
          nodeIdCache: plan.nodeIdCache,
          createdAt: now,
          updatedAt: now,
        });
        const servers = plan.lines.flatMap((line) =>
          Array.from({ length: line.count }, (_, index) => ({
            userId: owner.id,
            // Unique per account (the instance name index) through the cluster's id.
            name: `${clusterId}-${roleWord[line.role]}-${index + 1}`,
            status: creation.next,
            kind: 'POWERHOUSE',
            type: plan.type,
            edition: powerhouseEdition,
            vendor: plan.vendor,
            region: plan.region,
            sizeKey: line.sizeKey,
            storageGb: line.storageGb,
            version: plan.version,
            port: plan.port,
            allowedIps: plan.allowedIps,
            memoryThreshold: plan.memoryThreshold,
            logLevel: plan.logLevel,
            nodeIdCache: plan.nodeIdCache,
            clusterId,
            role: line.role,
            createdAt: now,
            updatedAt: now,
          })),
        );
        const inserted = await tx.insert(instances).values(servers).returning();
        const anchor = sortServers(inserted)[0];
        if (!anchor) throw new Error('a cluster without servers');
        const payload: GroupPayload = { ...payloadOf(creation), clusterId, rootPasswordHash };
        await tx.insert(jobs).values({
          instanceId: anchor.id,
          kind: 'cluster.create',
          step: 0,
          payload: { ...payload },
        });
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'instances_one_free') throw new RuleViolation('oneFreePerAccount');
      if (constraint !== undefined)
        throw new RuleViolation('clusterNameTaken', { fields: { name: 'api.invalid-value' } });
      throw error;
    }
    return this.detail(owner.id, clusterId);
  }

  // ---- acting ----------------------------------------------------------------------------------

  private decide(row: ClusterRow, action: LifecycleAction, accountStatus?: UserStatus) {
    return canPerform(
      {
        status: row.status as InstanceStatus,
        serviceState: row.serviceState as ServiceState | null,
        kind: 'POWERHOUSE',
        type: row.type as InstanceType,
        edition: row.edition as EditionKey,
      },
      action,
      accountStatus === undefined ? {} : { accountStatus },
    );
  }

  private require(row: ClusterRow, action: LifecycleAction, accountStatus?: UserStatus) {
    const decision = this.decide(row, action, accountStatus);
    if (!decision.allowed)
      throw new RuleViolation(decision.reasonKey, { params: { ...decision.params } });
  }

  /**
   * Accepts a lifecycle action: under a row lock, checks the matrix (and the account, and the
   * payment method for starting a STANDARD cluster), moves the cluster and its servers to the first
   * status of the path and stores one job. A second request racing on the same cluster sees the new
   * status (or meets the one-active-job index) and is refused.
   */
  async act(
    owner: Owner,
    clusterId: string,
    action: LifecycleAction,
    options: {
      confirmName?: string;
      payload?: Partial<GroupPayload>;
      /**
       * Checks and job data that need the locked row (a newer version; the settings that really
       * change, and whether the change restarts the cluster).
       */
      check?: (row: ClusterRow) => void | { payload?: Partial<GroupPayload>; restart?: boolean };
    } = {},
  ): Promise<OperationAccepted> {
    const current = await this.row(owner.id, clusterId);
    const paid =
      action === 'start' && current.type === 'STANDARD'
        ? await hasPaymentMethod(this.db, owner.id)
        : true;
    try {
      return await this.db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(clusters)
          .where(and(eq(clusters.id, clusterId), eq(clusters.userId, owner.id)))
          .for('update');
        if (!row) throw new NotFound('clusterNotFound');
        this.require(row, action, owner.status);
        if (!paid) throw new RuleViolation('startNoPayment');
        if (action === 'terminate' && options.confirmName !== row.name)
          throw new RuleViolation('confirmNameMismatch', {
            fields: { confirmName: 'api.invalid-value' },
          });
        const prepared = options.check?.(row) ?? {};
        const status = row.status as InstanceStatus;
        const plan = nextStatus(status, action, {
          restart: prepared.restart ?? false,
        });
        if (!plan) throw new RuleViolation('operationInProgress', { params: { label: status } });
        const servers = await tx
          .select()
          .from(instances)
          .where(eq(instances.clusterId, clusterId))
          .orderBy(asc(instances.name));
        const anchor = sortServers(servers)[0];
        if (!anchor) throw new Error(`cluster ${clusterId} has no servers`);
        const payload: GroupPayload = {
          ...payloadOf(plan),
          clusterId,
          ...options.payload,
          ...prepared.payload,
        };
        const [job] = await tx
          .insert(jobs)
          .values({
            instanceId: anchor.id,
            kind: `cluster.${action}`,
            step: 0,
            payload: { ...payload },
          })
          .returning({ id: jobs.id });
        const moved = {
          status: plan.next,
          serviceState: plan.serviceDuring,
          updatedAt: this.clock.now(),
        };
        await tx
          .update(clusters)
          .set({ ...moved, failureReason: null })
          .where(eq(clusters.id, clusterId));
        await tx.update(instances).set(moved).where(eq(instances.clusterId, clusterId));
        return {
          operationId: job?.id ?? '',
          resourceId: clusterId,
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

  /**
   * Changes settings on every server (configure: UPDATING, then back; a port change on a running
   * cluster restarts it). Settings equal to the current ones are left out, judged on the locked row;
   * nothing left to change is refused.
   */
  async configure(owner: Owner, clusterId: string, settings: ClusterSettings) {
    return this.act(owner, clusterId, 'configure', {
      check: (row) => {
        if (row.type === 'FREE' && settings.port !== undefined && settings.port !== row.port)
          throw new Refusal('The port of a free cluster is fixed.', { port: 'api.invalid-value' });
        const changed = Object.fromEntries(
          Object.entries(settings).filter(
            ([key, value]) =>
              value !== undefined &&
              JSON.stringify(value) !== JSON.stringify(row[key as keyof ClusterSettings]),
          ),
        ) as ClusterSettings;
        if (Object.keys(changed).length === 0) throw new RuleViolation('settingsUnchanged');
        return { payload: { settings: changed }, restart: changed.port !== undefined };
      },
    });
  }

  /** Memory threshold, log level, node ID cache. */
  async updateConfig(owner: Owner, clusterId: string, settings: ClusterSettings) {
    return this.configure(owner, clusterId, settings);
  }

  /** Port (a running cluster restarts) and allowed inbound IPs. */
  async updateNetwork(
    owner: Owner,
    clusterId: string,
    input: { port?: number | undefined; allowedIps?: AllowedIpInput | undefined },
  ) {
    return this.configure(owner, clusterId, {
      ...(input.port !== undefined ? { port: input.port } : {}),
      ...(input.allowedIps !== undefined ? { allowedIps: normaliseIps(input.allowedIps) } : {}),
    });
  }

  async upgradeCheck(userId: string, clusterId: string) {
    const row = await this.row(userId, clusterId);
    return upgradeCheckOf('POWERHOUSE', row.version);
  }

  async upgrade(owner: Owner, clusterId: string, versionId: string) {
    await this.row(owner.id, clusterId);
    const image = findImage(versionId);
    if (!image || image.kind !== 'POWERHOUSE')
      throw new RuleViolation('productNotFound', { fields: { version: 'api.key-invalid' } });
    return this.act(owner, clusterId, 'upgrade', {
      payload: { version: image.version },
      check: (row) => requireNewer(row.version, image.version),
    });
  }

  /** Sets a new root password (the e-mailed code is checked by the caller); the cluster restarts. */
  async resetRootPassword(owner: Owner, clusterId: string, password: string) {
    const rootPasswordHash = await hashPassword(password, this.passwordHashing);
    return this.act(owner, clusterId, 'resetRootPassword', { payload: { rootPasswordHash } });
  }

  /** Refuses what the matrix refuses before anything else (an e-mail code is not used up for it). */
  async assertAllowed(owner: Owner, clusterId: string, action: LifecycleAction) {
    this.require(await this.row(owner.id, clusterId), action, owner.status);
  }
}

function sizeViewOf(sizeKey: string) {
  const size = findSize(sizeKey);
  if (!size) throw new Error(`unknown size ${sizeKey}`);
  return sizeView(size);
}

/** The contract's upgrade check for a kind's version. */
export function upgradeCheckOf(kind: 'POWERHOUSE' | 'MANAGER', currentVersion: string) {
  const newer = upgradesFrom(kind, currentVersion).sort((a, b) =>
    compareVersions(b.version, a.version),
  );
  const latest = imagesOf(kind).reduce(
    (best, image) => (compareVersions(image.version, best) > 0 ? image.version : best),
    currentVersion,
  );
  return {
    currentVersion,
    latestVersion: latest,
    upgradable: newer.length > 0,
    versions: newer.map(imageView),
  };
}

/** Only a newer version can be installed. */
export function requireNewer(current: string, target: string) {
  const order = compareVersions(target, current);
  if (order === 0)
    throw new RuleViolation('versionUnchanged', { fields: { version: 'api.invalid-value' } });
  if (order < 0)
    throw new Refusal('Only a newer version can be installed: choose one from the upgrade check.', {
      version: 'api.invalid-value',
    });
}
