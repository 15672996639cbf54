// Manager instances (kind MANAGER, the Manager Standard edition): created like a STANDARD Blaze
// instance (account status, payment method, stock, a `create` job that provisions it), optionally
// managing some of the caller's clusters; upgraded in place as a durable `manager.upgrade` job
// (src/jobs/cluster-steps.ts). Every query is scoped to the caller.
import {
  canPerform,
  type EndpointParams,
  type managerEndpoints,
  type OperationAccepted,
} from '@quiver/contract';
import type { EditionKey, InstanceKind } from '@quiver/validation';
import { NotFound, RuleViolation } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { findImage } from '../catalogue/index.ts';
import { requireRegion, requireSize } from '../catalogue/service.ts';
import type { ClusterService } from '../clusters/service.ts';
import { instanceNameTaken, type InstanceRow, type InstanceService } from '../instances/service.ts';
import { instanceView } from '../instances/view.ts';
import {
  creationRefusal,
  requireCreator,
  requireNewer,
  upgradeCheckOf,
  type LifecycleService,
  type Owner,
} from '../lifecycle/service.ts';
import * as repo from './repo.ts';

const managerEdition = 'manager-standard' satisfies EditionKey;

export class ManagerService {
  constructor(
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
}
