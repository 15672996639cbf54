// Powerhouse (GRAPH_V5) clusters: a cluster row and its servers (instance rows of kind POWERHOUSE
// with a cluster id and a role). Every lifecycle action is checked against the action matrix of
// @quiver/contract and carried out as one durable job over all servers (src/jobs/cluster-steps.ts);
// creation has its own file (creation.ts). Every query is scoped to the caller; others' clusters
// do not exist (404).
import {
  type ClusterDetail,
  type clusterEndpoints,
  type EndpointParams,
  type LifecycleAction,
  type OperationAccepted,
} from '@quiver/contract';
import type { EditionKey, InstanceStatus, InstanceType, ServiceState } from '@quiver/validation';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { NotFound, Refusal, RuleViolation } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ClusterSettings, GroupPayload } from '../../jobs/cluster-steps.ts';
import { payloadOf } from '../../jobs/steps.ts';
import { enqueueJob } from '../../jobs/store.ts';
import { findImage } from '../catalogue/index.ts';
import { connectionInfo } from '../instances/connection.ts';
import {
  findByClientIds,
  judgeAction,
  listedSince,
  normaliseIps,
  raceRefusal,
  requireAllowed,
  stateOf,
  requireNewer,
  upgradeCheckOf,
  type LifecycleService,
  type Owner,
  type Prepared,
} from '../lifecycle/service.ts';
import type { VpcNetworkService } from '../vpc/service.ts';
import * as repo from './repo.ts';
import type { ClusterRow, ServerRow } from './repo.ts';
import { clusterDetailView, clusterView, sortServers } from './view.ts';

export type { ClusterRow, ServerRow } from './repo.ts';

type Params<K extends keyof typeof clusterEndpoints> = EndpointParams<(typeof clusterEndpoints)[K]>;

export const clusterNameTaken = () =>
  new RuleViolation('clusterNameTaken', { fields: { name: 'api.invalid-value' } });

/** A cluster as the action matrix sees it. */
function subjectOf(row: ClusterRow) {
  return {
    status: row.status as InstanceStatus,
    serviceState: row.serviceState as ServiceState | null,
    kind: 'POWERHOUSE' as const,
    type: row.type as InstanceType,
    edition: row.edition as EditionKey,
  };
}

export class ClusterService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly lifecycle: LifecycleService,
    /** The network each server was created with: a private-only one keeps public sources out. */
    private readonly networks?: VpcNetworkService,
  ) {}

  // ---- reading ---------------------------------------------------------------------------------

  /** The caller's visible clusters among ids a client sent. */
  private visible(userId: string, ids: string[]): Promise<ClusterRow[]> {
    return findByClientIds(ids, (uuids) =>
      repo.findVisible(this.db, userId, uuids, listedSince(this.clock.now())),
    );
  }

  async row(userId: string, clusterId: string): Promise<ClusterRow> {
    const [row] = await this.visible(userId, [clusterId]);
    if (!row) throw new NotFound('clusterNotFound');
    return row;
  }

  private async serversOf(clusterIds: string[]): Promise<Map<string, ServerRow[]>> {
    const byCluster = new Map<string, ServerRow[]>(clusterIds.map((id) => [id, []]));
    if (clusterIds.length === 0) return byCluster;
    for (const row of await repo.serversOf(this.db, clusterIds))
      byCluster.get(row.clusterId ?? '')?.push(row);
    return byCluster;
  }

  async detail(userId: string, clusterId: string): Promise<ClusterDetail> {
    const row = await this.row(userId, clusterId);
    const servers = (await this.serversOf([row.id])).get(row.id) ?? [];
    return clusterDetailView(row, servers);
  }

  /**
   * The server clients reach a cluster through (its first META server, whose address is the
   * cluster's): statements sent to the cluster run there. Undefined for no cluster of the caller.
   */
  async entryServer(userId: string, clusterId: string): Promise<ServerRow | undefined> {
    const [row] = await this.visible(userId, [clusterId]);
    if (!row) return undefined;
    return sortServers((await this.serversOf([row.id])).get(row.id) ?? [])[0];
  }

  /**
   * A cluster with its servers in their stable order (META first), for its backups: the first
   * server holds the backup rows, every server holds its own copy. Undefined for no cluster of the
   * caller.
   */
  async withServers(
    userId: string,
    clusterId: string,
  ): Promise<{ cluster: ClusterRow; servers: ServerRow[] } | undefined> {
    const [row] = await this.visible(userId, [clusterId]);
    if (!row) return undefined;
    return {
      cluster: row,
      servers: sortServers((await this.serversOf([row.id])).get(row.id) ?? []),
    };
  }

  async summary(userId: string, clusterId: string) {
    const row = await this.row(userId, clusterId);
    return clusterView(row, (await this.serversOf([row.id])).get(row.id) ?? []);
  }

  async list(userId: string, query: Params<'list'>) {
    const page = await repo.listVisible(
      this.db,
      userId,
      query,
      listedSince(this.clock.now()),
      query,
    );
    const servers = await this.serversOf(page.items.map((row) => row.id));
    return {
      ...page,
      items: page.items.map((row) => clusterView(row, servers.get(row.id) ?? [])),
    };
  }

  async nameAvailable(userId: string, name: string): Promise<boolean> {
    return !(await repo.liveNameTaken(this.db, userId, name));
  }

  /** Refuses a name another live cluster of the account has. */
  async requireNameAvailable(userId: string, name: string): Promise<void> {
    if (!(await this.nameAvailable(userId, name))) throw clusterNameTaken();
  }

  async states(userId: string, clusterIds: string[]) {
    return { items: (await this.visible(userId, clusterIds)).map(stateOf) };
  }

  /** How to reach an Active cluster, and its manager's web interface when a Manager serves it. */
  async connect(userId: string, clusterId: string) {
    const row = await this.row(userId, clusterId);
    requireAllowed(subjectOf(row), 'connect');
    let managerUrl: string | null = null;
    if (row.managerId) {
      const manager = await repo.findManager(this.db, userId, row.managerId);
      if (manager?.status === 'RUNNING' && manager.serviceAddress)
        managerUrl = `http://${manager.serviceAddress}/clusters/${row.id}`;
    }
    return connectionInfo(row.serviceAddress, row.port, managerUrl);
  }

  // ---- acting ----------------------------------------------------------------------------------

  /** Renames at once in any state but Cancelled (as instances do); names are unique per account. */
  async rename(userId: string, clusterId: string, name: string) {
    const row = await this.row(userId, clusterId);
    if (row.status === 'TERMINATED') throw new RuleViolation('instanceCancelled');
    if (row.name !== name) {
      await this.requireNameAvailable(userId, name);
      try {
        await repo.renameCluster(this.db, userId, row.id, name, this.clock.now());
      } catch (error) {
        if (uniqueViolation(error) !== undefined) throw clusterNameTaken();
        throw error;
      }
    }
    return this.summary(userId, clusterId);
  }

  /**
   * Accepts a lifecycle action: under a row lock, judges it (the matrix, the account, the payment
   * method for starting a STANDARD cluster, the action's own rules), moves the cluster and its
   * servers to the first status of the path and stores one job. A second request racing on the
   * same cluster sees the new status (or meets the one-active-job index) and is refused.
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
      check?: (row: ClusterRow) => Prepared<Partial<GroupPayload>> | void;
      /** Writes that belong with accepting the action (a backup's row), in its transaction. */
      alongside?: (tx: Db) => Promise<void>;
    } = {},
  ): Promise<OperationAccepted> {
    await this.row(owner.id, clusterId);
    const paid = await this.lifecycle.paidFor(owner, action);
    try {
      return await this.db.transaction(async (tx) => {
        const row = await repo.lockCluster(tx, owner.id, clusterId);
        if (!row) throw new NotFound('clusterNotFound');
        const { plan, prepared } = judgeAction(row, subjectOf(row), action, {
          accountStatus: owner.status,
          paid,
          confirmName: options.confirmName,
          prepare: options.check && (() => options.check?.(row)),
        });
        const anchor = sortServers(await repo.serversByName(tx, clusterId))[0];
        if (!anchor) throw new Error(`cluster ${clusterId} has no servers`);
        const payload: GroupPayload = {
          ...payloadOf(plan),
          clusterId,
          ...options.payload,
          ...prepared.payload,
        };
        const operationId = await enqueueJob(tx, {
          instanceId: anchor.id,
          kind: `cluster.${action}`,
          payload: { ...payload },
        });
        await options.alongside?.(tx);
        await repo.moveCluster(tx, clusterId, {
          status: plan.next,
          serviceState: plan.serviceDuring,
          updatedAt: this.clock.now(),
        });
        return {
          operationId,
          resourceId: clusterId,
          action,
          status: plan.next,
          finalStatus: plan.final,
        };
      });
    } catch (error) {
      throw raceRefusal(error);
    }
  }

  /**
   * Changes settings on every server (configure: UPDATING, then back; a port change on a running
   * cluster restarts it). Settings equal to the current ones are left out, judged on the locked row;
   * nothing left to change is refused.
   */
  private async configure(owner: Owner, clusterId: string, settings: ClusterSettings) {
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
  async updateConfig(owner: Owner, input: Params<'updateConfig'>) {
    const { clusterId, memoryThreshold, logLevel, nodeIdCache } = input;
    return this.configure(owner, clusterId, {
      ...(memoryThreshold !== undefined ? { memoryThreshold } : {}),
      ...(logLevel !== undefined ? { logLevel } : {}),
      ...(nodeIdCache !== undefined ? { nodeIdCache } : {}),
    });
  }

  /** Port (a running cluster restarts) and allowed inbound IPs. */
  async updateNetwork(owner: Owner, input: Params<'updateNetwork'>) {
    if (input.allowedIps !== undefined && this.networks) {
      // The servers of a cluster are created together in one region's network: the entry server's
      // record stands for all of them.
      await this.row(owner.id, input.clusterId);
      const anchor = sortServers(await repo.serversByName(this.db, input.clusterId))[0];
      if (anchor) await this.networks.requireSourcesAllowed(anchor.id, input.allowedIps);
    }
    return this.configure(owner, input.clusterId, {
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
    const rootPasswordHash = await this.lifecycle.rootPasswordHash(password);
    return this.act(owner, clusterId, 'resetRootPassword', { payload: { rootPasswordHash } });
  }

  /** Refuses what the matrix refuses before anything else (an e-mail code is not used up for it). */
  async assertAllowed(owner: Owner, clusterId: string, action: LifecycleAction): Promise<void> {
    requireAllowed(subjectOf(await this.row(owner.id, clusterId)), action, owner.status);
  }
}
