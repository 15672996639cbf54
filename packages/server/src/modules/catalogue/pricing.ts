import { monthlyEstimateMicros as contractMonthlyEstimate } from '@quiver/contract';
import { storageGbHourMicros } from './products.ts';
import type { InstanceSize } from './types.ts';

/**
 * Money arithmetic on integer micro-dollars (DECISIONS.md "Money"). Every result is an integer;
 * rounding happens once, at the end, half away from zero.
 */

/** The monthly estimate shown beside an hourly price: hourly x 730. */
export function monthlyEstimateMicros(hourlyMicros: number): number {
  assertMicros(hourlyMicros);
  return contractMonthlyEstimate(hourlyMicros);
}

/** Cost of running at `hourlyMicros` for `seconds` (billing is per second). */
export function costForSecondsMicros(hourlyMicros: number, seconds: number): number {
  assertMicros(hourlyMicros);
  if (!Number.isInteger(seconds) || seconds < 0)
    throw new RangeError(`seconds must be a non-negative integer: ${seconds}`);
  // BigInt keeps the product exact for any duration before dividing.
  const total = BigInt(hourlyMicros) * BigInt(seconds);
  return Number((total + 1800n) / 3600n);
}

/** What a stopped instance with `storageGb` costs per hour (storage only). */
export function storageHourlyMicros(storageGb: number): number {
  if (!Number.isInteger(storageGb) || storageGb < 0)
    throw new RangeError(`storageGb must be a non-negative integer: ${storageGb}`);
  return storageGb * storageGbHourMicros;
}

/**
 * Hourly price of a running instance of `size` with `storageGb` of storage: the size's price covers
 * its included storage; storage beyond it costs the storage rate.
 */
export function instanceHourlyMicros(size: InstanceSize, storageGb: number): number {
  const extra = Math.max(0, storageGb - size.defaultStorageGb);
  return size.hourlyMicros + storageHourlyMicros(extra);
}

/** Price per hour for extending storage by `extraGb` (v1 `/instance/extend/sellPrice`). */
export function storageExtensionHourlyMicros(extraGb: number): number {
  return storageHourlyMicros(extraGb);
}

function assertMicros(value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`an amount must be a non-negative integer of micro-dollars: ${value}`);
  }
}
