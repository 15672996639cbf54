import { lifecycleLimits, type InstanceSize } from '@quiver/contract';

const GiB = 1024 ** 3;

/** What the 80% rule judges (the server's `usage` of `/product/change/list`), in bytes. */
export interface MeasuredUse {
  memoryBytes: number;
  diskBytes: number;
}

/** A candidate size against the instance's use, as the server will judge it. */
export interface SizeFit {
  memoryCapacityBytes: number;
  /** Storage after the change: it never shrinks, and grows to the size's included storage. */
  storageGb: number;
  diskCapacityBytes: number;
  memoryFits: boolean;
  diskFits: boolean;
  fits: boolean;
}

/**
 * The size-change rule of spec §4 for one candidate: memory and disk use strictly below 80%
 * (`lifecycleLimits.sizeChangeMaxUsagePercent`) of the new size. Shown before the user submits;
 * the server judges again with the same figures.
 */
export function sizeFit(use: MeasuredUse, size: InstanceSize, currentStorageGb: number): SizeFit {
  const share = lifecycleLimits.sizeChangeMaxUsagePercent / 100;
  const memoryCapacityBytes = size.memoryGb * GiB;
  const storageGb = Math.max(currentStorageGb, size.storageGb);
  const diskCapacityBytes = storageGb * GiB;
  const memoryFits = use.memoryBytes < memoryCapacityBytes * share;
  const diskFits = use.diskBytes < diskCapacityBytes * share;
  return {
    memoryCapacityBytes,
    storageGb,
    diskCapacityBytes,
    memoryFits,
    diskFits,
    fits: memoryFits && diskFits,
  };
}
