// An instance's size and storage (spec section 4): what it is billed as, the sizes a Stopped
// instance may change to (the 80% rule: memory and disk use below 80% of the new size), and growing
// its storage (at most every 6 hours, up to its size's maximum, not for Shared instances). The
// storage rules are pure, so they are judged on the row read and again on the row locked.
import {
  canPerform,
  formatMessage,
  lifecycleLimits,
  type MessageKey,
  type OperationAccepted,
} from '@quiver/contract';
import { RuleViolation } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CloudProviders } from '../../providers/index.ts';
import {
  findSize,
  instanceHourlyMicros,
  monthlyEstimateMicros,
  pricedFor,
  sizeChangeOptions,
  sizeView,
  storageHourlyMicros,
  storageStepGb,
  type InstanceSize,
} from '../catalogue/index.ts';
import type { Owner } from '../lifecycle/service.ts';
import type { InstanceRow } from './repo.ts';
import type { InstanceService } from './service.ts';
import { instanceView } from './view.ts';

const GiB = 1024 ** 3;

export interface StorageRefusal {
  reason: MessageKey;
  params?: Record<string, string>;
  field?: string;
}

/** When storage may change again (6 hours after the last change), or null when it may now. */
export function nextStorageChange(row: InstanceRow, now: Date): Date | null {
  if (!row.storageChangedAt) return null;
  const next = row.storageChangedAt.getTime() + lifecycleLimits.storageChangeCooldownMs;
  return next > now.getTime() ? new Date(next) : null;
}

/**
 * Why the storage of `row` cannot grow now (to `requested` GB when given), or undefined. In this
 * order: the action matrix (Shared, state), at the maximum, changed less than 6 hours ago, then the
 * requested amount (above the maximum, not larger than now).
 */
export function storageRefusal(
  row: InstanceRow,
  now: Date,
  requested?: number,
): StorageRefusal | undefined {
  const decision = canPerform(instanceView(row), 'changeStorage');
  if (!decision.allowed) return { reason: decision.reasonKey, params: { ...decision.params } };
  const size = findSize(row.sizeKey);
  if (!size || row.storageGb >= size.maxStorageGb) return { reason: 'storageMax' };
  if (nextStorageChange(row, now) !== null) return { reason: 'storageTooSoon' };
  if (requested === undefined) return undefined;
  if (requested > size.maxStorageGb) return { reason: 'storageMax', field: 'storageGb' };
  if (requested <= row.storageGb) return { reason: 'storageNotLarger', field: 'storageGb' };
  return undefined;
}

/** Throws the refusal `storageRefusal` finds, with the storage field marked when it is at fault. */
export function refuseStorage(row: InstanceRow, now: Date, requested?: number): void {
  const refusal = storageRefusal(row, now, requested);
  if (refusal)
    throw new RuleViolation(refusal.reason, {
      ...(refusal.params ? { params: refusal.params } : {}),
      ...(refusal.field ? { fields: { [refusal.field]: 'api.storage-invalid' } } : {}),
    });
}

export class InstanceSizingService {
  constructor(
    private readonly clock: Clock,
    private readonly providers: CloudProviders,
    private readonly instances: InstanceService,
  ) {}

  /** What an instance is billed as: its size, storage and prices. */
  async productDetail(userId: string, instanceId: string) {
    const view = await this.instances.detail(userId, instanceId);
    const size = findSize(view.size.id);
    if (!size) throw new Error(`unknown size ${view.size.id}`);
    // What the meter charges (the free tier: $0), with the list prices beside it.
    const running = pricedFor(instanceHourlyMicros(size, view.storageGb), view.type);
    const stopped = pricedFor(storageHourlyMicros(view.storageGb), view.type);
    return {
      instanceId: view.id,
      edition: view.edition,
      type: view.type,
      size: sizeView(size),
      storageGb: view.storageGb,
      hourlyPriceMicros: running.hourlyMicros,
      monthlyEstimateMicros: monthlyEstimateMicros(running.hourlyMicros),
      stoppedHourlyPriceMicros: stopped.hourlyMicros,
      listHourlyPriceMicros: running.listHourlyMicros,
      listStoppedHourlyPriceMicros: stopped.listHourlyMicros,
      freeTier: view.type === 'FREE',
    };
  }

  /** The sizes a Stopped instance of the caller's can change to (`/product/change/list`). */
  async sizeChangeOptions(userId: string, instanceId: string) {
    const instance = await this.instances.row(userId, instanceId);
    const { fit, inspection } = await this.measureUse(instance);
    return {
      currentSizeId: instance.sizeKey,
      items: sizeChangeOptions(instance.sizeKey).map(sizeView),
      // The figures the 80% rule judges, so the console shows the rule before it is asked.
      usage: { memoryBytes: fit.requiredBytes, diskBytes: inspection.diskBytes },
    };
  }

  /** The graph's memory once mounted and its disk use, as the provider measures them now. */
  private async measureUse(row: InstanceRow) {
    const provider = this.providers.forVendor(row.vendor);
    const [fit, inspection] = await Promise.all([
      provider.memoryFit(row.id),
      provider.inspect(row.id),
    ]);
    return { fit, inspection };
  }

  /**
   * Changes the size of a Stopped instance (spec section 4): a size of the same edition, different
   * from the current one, with memory and disk use below 80% of the new size. The job resizes, then
   * starts the instance (CHANGING, STARTING, RUNNING). Storage grows to the new size's included
   * storage when that is larger.
   */
  async changeSize(owner: Owner, instanceId: string, sizeId: string): Promise<OperationAccepted> {
    const row = await this.instances.row(owner.id, instanceId);
    this.instances.allow(owner, row, 'changeSize');
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
    return this.instances.act(owner, instanceId, 'changeSize', {
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
    const { fit, inspection } = await this.measureUse(row);
    const share = lifecycleLimits.sizeChangeMaxUsagePercent / 100;
    if (
      fit.requiredBytes >= size.memoryGiB * GiB * share ||
      inspection.diskBytes >= storageGb * GiB * share
    )
      throw new RuleViolation('sizeUsageTooHigh', { fields: { sizeId: 'api.invalid-value' } });
  }

  /** Grows the storage (EXTENDING, then back to the status it had). */
  async extendStorage(owner: Owner, instanceId: string, storageGb: number) {
    const row = await this.instances.row(owner.id, instanceId);
    refuseStorage(row, this.clock.now(), storageGb);
    return this.instances.act(owner, instanceId, 'changeStorage', {
      prepare: (locked) => {
        refuseStorage(locked, this.clock.now(), storageGb);
        return { payload: { storageGb } };
      },
    });
  }

  async extensible(userId: string, instanceId: string) {
    const row = await this.instances.row(userId, instanceId);
    const size = findSize(row.sizeKey);
    const now = this.clock.now();
    const refusal = storageRefusal(row, now);
    return {
      extensible: refusal === undefined,
      reason: refusal?.reason ?? null,
      message: refusal ? formatMessage(refusal.reason, refusal.params) : null,
      currentStorageGb: row.storageGb,
      maxStorageGb: size?.maxStorageGb ?? row.storageGb,
      stepGb: storageStepGb,
      nextChangeAt: nextStorageChange(row, now)?.toISOString() ?? null,
    };
  }

  /** The hourly price with `storageGb` of storage, beside the current one (micro-dollars). */
  async extendPrice(userId: string, instanceId: string, storageGb: number) {
    const row = await this.instances.row(userId, instanceId);
    const size = findSize(row.sizeKey);
    if (!size) throw new RuleViolation('productNotFound');
    if (storageGb > size.maxStorageGb)
      throw new RuleViolation('storageMax', { fields: { storageGb: 'api.storage-invalid' } });
    if (storageGb < row.storageGb)
      throw new RuleViolation('storageNotLarger', { fields: { storageGb: 'api.storage-invalid' } });
    const hourly = pricedFor(instanceHourlyMicros(size, storageGb), row.type).hourlyMicros;
    return {
      storageGb,
      hourlyPriceMicros: hourly,
      monthlyEstimateMicros: monthlyEstimateMicros(hourly),
      currentHourlyPriceMicros: pricedFor(instanceHourlyMicros(size, row.storageGb), row.type)
        .hourlyMicros,
    };
  }
}
