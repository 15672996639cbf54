import { monthlyEstimateMicros as contractMonthlyEstimate } from '@quiver/contract';
import {
  assertMicros,
  chargedHourlyMicros,
  costForSecondsMicros,
  runningListHourlyMicros,
  storageListHourlyMicros,
} from '../../lib/money.ts';
import { editionInfo, type EditionKey } from '@quiver/validation';
import { storageGbHourMicros } from './products.ts';
import type { InstanceSize } from './types.ts';

export { costForSecondsMicros, chargedHourlyMicros };

/**
 * Money arithmetic on integer micro-dollars (DECISIONS.md "Money"). Every result is an integer;
 * rounding happens once, at the end, half away from zero.
 */

/** The monthly estimate shown beside an hourly price: hourly x 730. */
export function monthlyEstimateMicros(hourlyMicros: number): number {
  assertMicros(hourlyMicros);
  return contractMonthlyEstimate(hourlyMicros);
}

/** What a stopped instance with `storageGb` costs per hour (storage only). */
export function storageHourlyMicros(storageGb: number): number {
  return storageListHourlyMicros(storageGbHourMicros, storageGb);
}

/**
 * Hourly price of a running instance of `size` with `storageGb` of storage: the size's price covers
 * its included storage; storage beyond it costs the storage rate.
 */
export function instanceHourlyMicros(size: InstanceSize, storageGb: number): number {
  return runningListHourlyMicros(
    {
      sizeHourlyMicros: size.hourlyMicros,
      includedStorageGb: size.defaultStorageGb,
      storageGbHourMicros,
    },
    storageGb,
  );
}

/** Price per hour for extending storage by `extraGb` (v1 `/instance/extend/sellPrice`). */
export function storageExtensionHourlyMicros(extraGb: number): number {
  return storageHourlyMicros(extraGb);
}

/** The instance type an edition sells: FREE for Shared (the free tier), STANDARD otherwise. */
export function instanceTypeOfEdition(editionKey: string): string {
  return editionInfo[editionKey as EditionKey]?.instanceType ?? 'STANDARD';
}

/**
 * A list price and what is charged for it (docs/decisions.md "Billing": the free tier is charged
 * $0, its list price shown beside it), for an instance of `type`.
 */
export function pricedFor(listHourlyMicros: number, type: string) {
  return { listHourlyMicros, hourlyMicros: chargedHourlyMicros(listHourlyMicros, type) };
}
