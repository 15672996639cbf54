// Creating Powerhouse clusters. The rules follow Blaze creation (DECISIONS.md "Instance creation":
// account status, one FREE instance or cluster per account, payment method for STANDARD, stock per
// server line, each judged against the whole cluster); an accepted cluster is its row, its servers
// and one `cluster.create` job (src/jobs/cluster-steps.ts) on its first META server.
import {
  creationPlan,
  type ClusterDetail,
  type clusterEndpoints,
  type EndpointParams,
  type MessageKey,
} from '@quiver/contract';
import type { EditionKey, InstanceType, PowerhouseServerRole } from '@quiver/validation';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { RuleViolation } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { GroupPayload } from '../../jobs/cluster-steps.ts';
import { payloadOf } from '../../jobs/steps.ts';
import { enqueueJob } from '../../jobs/store.ts';
import type { StockVerdict } from '../../providers/index.ts';
import { findImage, findSize, sizeView } from '../catalogue/index.ts';
import { requireRegion, requireSize, requireStorage } from '../catalogue/service.ts';
import {
  creationRefusal,
  creatorRefusal,
  initialSettings,
  requireCreator,
  stockReasons,
  type LifecycleService,
  type Owner,
} from '../lifecycle/service.ts';
import { freeClusterConfig, type ServerLine } from './free-config.ts';
import * as repo from './repo.ts';
import type { InstanceService } from '../instances/service.ts';
import { clusterNameTaken, type ClusterService } from './service.ts';
import type { VpcNetworkService } from '../vpc/service.ts';
import { sortServers } from './view.ts';

type Params<K extends keyof typeof clusterEndpoints> = EndpointParams<(typeof clusterEndpoints)[K]>;

const powerhouseEdition = 'powerhouse-standard' satisfies EditionKey;
const roleWord: Record<PowerhouseServerRole, string> = {
  GRAPH_V5_META_SERVER: 'meta',
  GRAPH_V5_SHARD_SERVER: 'shard',
  GRAPH_V5_HDC_SERVER: 'hdc',
};

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

/** Servers in all the lines: regional capacity may be shared across sizes, so each needs a place. */
const serversIn = (lines: readonly { count: number }[]) =>
  lines.reduce((sum, line) => sum + line.count, 0);

export class ClusterCreationService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly lifecycle: LifecycleService,
    private readonly instances: InstanceService,
    private readonly clusters: ClusterService,
    /** The region's network every new server keeps, and its rule on allowed IPs. */
    private readonly networks?: VpcNetworkService,
  ) {}

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
    let reason: MessageKey | null = creatorRefusal(owner);
    if (reason === null && (await this.instances.holdsFreeSlot(owner.id)))
      reason = 'oneFreePerAccount';
    return {
      allowed: reason === null,
      reason,
      message: reason === null ? null : new RuleViolation(reason).message,
    };
  }

  /** Stock of every server line in a region, each judged against the whole cluster. */
  async batchesCheck(input: Params<'batchesCheck'>) {
    const place = requireRegion(input.vendor, input.region);
    input.servers.forEach((line, index) => {
      lineSize(line.sizeId, index);
    });
    const verdicts = new Map<string, StockVerdict>();
    const items = [];
    for (const line of input.servers) {
      let verdict = verdicts.get(line.sizeId);
      if (!verdict) {
        verdict = await this.lifecycle.stock(place, line.sizeId, serversIn(input.servers));
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

  async createStandard(owner: Owner, input: Params<'createStandard'>): Promise<ClusterDetail> {
    requireCreator(owner);
    requireRegion(input.vendor, input.region);
    const image = findImage(input.version);
    if (!image || image.kind !== 'POWERHOUSE')
      throw new RuleViolation('productNotFound', { fields: { version: 'api.key-invalid' } });
    const lines = input.servers.map((line, index) => {
      const size = lineSize(line.sizeId, index);
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
    if (!(await this.lifecycle.hasPaymentMethod(owner.id)))
      throw new RuleViolation('startNoPayment');
    return this.create(owner, {
      name: input.name,
      type: 'STANDARD',
      vendor: input.vendor,
      region: input.region,
      version: image.version,
      ...initialSettings(input),
      rootPassword: input.rootPassword,
      lines,
    });
  }

  async createFree(owner: Owner, input: Params<'createFree'>): Promise<ClusterDetail> {
    requireCreator(owner);
    const config = freeClusterConfig();
    return this.create(owner, {
      name: input.name,
      type: 'FREE',
      vendor: config.vendor,
      region: config.region,
      version: config.version,
      ...initialSettings({ port: config.port, allowedIps: input.allowedIps ?? [] }),
      rootPassword: input.rootPassword,
      lines: config.lines,
    });
  }

  private async create(owner: Owner, plan: ClusterPlan): Promise<ClusterDetail> {
    await this.clusters.requireNameAvailable(owner.id, plan.name);
    if (plan.type === 'FREE' && (await this.instances.holdsFreeSlot(owner.id)))
      throw new RuleViolation('oneFreePerAccount');
    const place = requireRegion(plan.vendor, plan.region);
    if (!place.usable) throw new RuleViolation('cannotCreateNow');
    for (const sizeKey of new Set(plan.lines.map((line) => line.sizeKey)))
      await this.lifecycle.requireStock(place, sizeKey, serversIn(plan.lines));
    const rootPasswordHash = await this.lifecycle.rootPasswordHash(plan.rootPassword);
    const creation = creationPlan();
    const now = this.clock.now();
    const clusterId = randomUUID();
    const shared = {
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
    };
    try {
      await this.db.transaction(async (tx) => {
        await repo.insertCluster(tx, {
          ...shared,
          id: clusterId,
          userId: owner.id,
          name: plan.name,
        });
        const inserted = await repo.insertServers(
          tx,
          plan.lines.flatMap((line) =>
            Array.from({ length: line.count }, (_, index) => ({
              ...shared,
              userId: owner.id,
              // Unique per account (the instance name index) through the cluster's id.
              name: `${clusterId}-${roleWord[line.role]}-${index + 1}`,
              kind: 'POWERHOUSE',
              sizeKey: line.sizeKey,
              storageGb: line.storageGb,
              clusterId,
              role: line.role,
            })),
          ),
        );
        // Each server is a machine in the region's network, kept as it stands now (as a Blaze
        // instance's); a private-only region refuses public sources before anything is stored.
        for (const server of inserted)
          await this.networks?.recordNew(tx, {
            id: server.id,
            vendor: plan.vendor,
            region: plan.region,
            allowedIps: plan.allowedIps,
          });
        const anchor = sortServers(inserted)[0];
        if (!anchor) throw new Error('a cluster without servers');
        const payload: GroupPayload = { ...payloadOf(creation), clusterId, rootPasswordHash };
        await enqueueJob(tx, {
          instanceId: anchor.id,
          kind: 'cluster.create',
          payload: { ...payload },
        });
      });
    } catch (error) {
      throw creationRefusal(error, clusterNameTaken);
    }
    return this.clusters.detail(owner.id, clusterId);
  }
}

/** A size on offer for Powerhouse servers, with the refusal on its line's field. */
function lineSize(sizeId: string, index: number) {
  try {
    return requireSize(sizeId, powerhouseEdition);
  } catch {
    throw new RuleViolation('productNotFound', {
      fields: { [`servers.${index}.sizeId`]: 'api.key-invalid' },
    });
  }
}

function sizeViewOf(sizeKey: string) {
  const size = findSize(sizeKey);
  if (!size) throw new Error(`unknown size ${sizeKey}`);
  return sizeView(size);
}
