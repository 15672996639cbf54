// Manager instances (kind MANAGER, the Manager Standard edition): created like a STANDARD Blaze
// instance (account status, payment method, stock, a `create` job that provisions it), optionally
// managing some of the caller's clusters; upgraded in place as a durable `manager.upgrade` job
// (src/jobs/cluster-steps.ts). Every query is scoped to the caller.
import {
  canPerform,
  type Cluster,
  type EndpointParams,
  type ManagedCluster,
  type managerEndpoints,
  type OperationAccepted,
} from '@quiver/contract';
import type { EditionKey, InstanceKind } from '@quiver/validation';
import type { Db } from '../../db/client.ts';
import { NotFound, RuleViolation } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { findImage } from '../catalogue/index.ts';
import { requireRegion, requireSize } from '../catalogue/service.ts';
import type { ClusterService } from '../clusters/service.ts';
import { instanceNameTaken, type InstanceRow, type InstanceService } from '../instances/service.ts';
import { instanceView } from '../instances/view.ts';
import {
  creationRefusal,
  requireAllowed,
  requireCreator,
  requireNewer,
  upgradeCheckOf,
  type LifecycleService,
  type Owner,
} from '../lifecycle/service.ts';
import * as repo from './repo.ts';

const managerEdition = 'manager-standard' satisfies EditionKey;

/** How many of the account's clusters a Manager's screen lists (far above what accounts hold). */
const CLUSTERS_LISTED = 100;

export class ManagerService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly lifecycle: LifecycleService,
    private readonly instances: InstanceService,
    private readonly clusters: ClusterService,
  ) {}

  async create(owner: Owner, input: EndpointParams<typeof managerEndpoints.create>) {
    requireCreator(owner);
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
    await this.instances.requireNameAvailable(owner.id, input.name);
    if (!(await this.lifecycle.hasPaymentMethod(owner.id)))
      throw new RuleViolation('startNoPayment');
    await this.lifecycle.requireStock(place, size.key);

    // Only the verifier of the root password travels (to the provider, in the create job).
    const rootPasswordHash = await this.lifecycle.rootPasswordHash(input.rootPassword);
    try {
      const row = await this.instances.insertCreating(
        owner,
        {
          ...input,
          kind: 'MANAGER',
          type: 'STANDARD',
          edition: managerEdition,
          sizeKey: size.key,
          storageGb: size.defaultStorageGb,
          version: image.version,
        },
        rootPasswordHash,
        async (tx, created) => {
          if (clusterIds.length > 0)
            await repo.assignManager(tx, owner.id, clusterIds, created.id, this.clock.now());
        },
      );
      return instanceView(row);
    } catch (error) {
      // A Manager is STANDARD: only the name index can refuse it.
      throw creationRefusal(error, instanceNameTaken);
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

  // ---- the clusters a Manager manages (extensions) ----------------------------------------------

  /** The caller's Manager instance: any other id, kind or account answers 404. */
  private async managerRow(owner: Owner, instanceId: string): Promise<InstanceRow> {
    const row = await this.instances.row(owner.id, instanceId).catch((error: unknown) => {
      throw error instanceof NotFound ? new NotFound('managerNotFound') : error;
    });
    if (row.kind !== 'MANAGER') throw new NotFound('managerNotFound');
    return row;
  }

  private async managed(owner: Owner, views: Cluster[]): Promise<ManagedCluster[]> {
    const managers = await repo.managersOf(
      this.db,
      owner.id,
      views.map((view) => view.id),
    );
    return views.map((view) => {
      const manager = managers.get(view.id);
      return {
        ...view,
        managerId: manager?.managerId ?? null,
        managerName: manager?.managerName ?? null,
      };
    });
  }

  /** The caller's clusters that are not cancelled, newest first, with the Manager of each. */
  async clusterList(owner: Owner, instanceId: string) {
    await this.managerRow(owner, instanceId);
    const page = await this.clusters.list(owner.id, { page: 1, pageSize: CLUSTERS_LISTED });
    const live = page.items.filter((view) => view.status !== 'TERMINATED');
    return { items: await this.managed(owner, live) };
  }

  /** A live cluster of the caller (a cancelled one is gone: 404, as `/manager/create` says). */
  private async liveCluster(owner: Owner, clusterId: string) {
    const cluster = await this.clusters.row(owner.id, clusterId);
    if (cluster.status === 'TERMINATED') throw new NotFound('clusterNotFound');
    return cluster;
  }

  private async managedView(owner: Owner, clusterId: string): Promise<ManagedCluster> {
    const view = await this.clusters.summary(owner.id, clusterId);
    const [managed] = await this.managed(owner, [view]);
    if (!managed) throw new NotFound('clusterNotFound');
    return managed;
  }

  /**
   * Connects a cluster to the Manager (moving it from the Manager that served it, if any). A change
   * of the Manager's configuration: allowed where the lifecycle table allows `configure`.
   */
  async connectCluster(owner: Owner, instanceId: string, clusterId: string) {
    const manager = await this.managerRow(owner, instanceId);
    requireAllowed(instanceView(manager), 'configure');
    const cluster = await this.liveCluster(owner, clusterId);
    if (cluster.managerId === manager.id) throw new RuleViolation('clusterAlreadyConnected');
    await repo.assignManager(this.db, owner.id, [cluster.id], manager.id, this.clock.now());
    return this.managedView(owner, cluster.id);
  }

  /** The Manager stops managing the cluster (same rule as connecting). */
  async disconnectCluster(owner: Owner, instanceId: string, clusterId: string) {
    const manager = await this.managerRow(owner, instanceId);
    requireAllowed(instanceView(manager), 'configure');
    const cluster = await this.liveCluster(owner, clusterId);
    const released = await repo.releaseCluster(
      this.db,
      owner.id,
      cluster.id,
      manager.id,
      this.clock.now(),
    );
    if (!released) throw new RuleViolation('clusterNotConnected');
    return this.managedView(owner, cluster.id);
  }
}
