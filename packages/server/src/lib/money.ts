// Money arithmetic on integer micro-dollars (DECISIONS.md "Money"), shared by the catalogue's price
// calls and the billing meter so that both price an instance by one formula. Every result is an
// integer; rounding happens once, half up, with BigInt.

/** Cost of `seconds` at `hourlyMicros` per hour (billing is per second), rounded once, half up. */
export function costForSecondsMicros(hourlyMicros: number, seconds: number): number {
  assertMicros(hourlyMicros);
  if (!Number.isSafeInteger(seconds) || seconds < 0)
    throw new RangeError(`seconds must be a non-negative integer: ${seconds}`);
  // BigInt keeps the product exact for any duration before dividing.
  return Number((BigInt(hourlyMicros) * BigInt(seconds) + 1800n) / 3600n);
}

/** What the meter needs of a size and the storage price to price an instance. */
export interface PriceInputs {
  /** The size's price per hour while running; it covers `includedStorageGb`. */
  sizeHourlyMicros: number;
  includedStorageGb: number;
  storageGbHourMicros: number;
}

/** List price per hour of a running instance: the size's price plus storage beyond what it includes. */
export function runningListHourlyMicros(prices: PriceInputs, storageGb: number): number {
  const extraGb = Math.max(0, storageGb - prices.includedStorageGb);
  return prices.sizeHourlyMicros + storageListHourlyMicros(prices.storageGbHourMicros, extraGb);
}

/** List price per hour of `storageGb` of storage alone (all of a stopped instance's bill). */
export function storageListHourlyMicros(storageGbHourMicros: number, storageGb: number): number {
  if (!Number.isInteger(storageGb) || storageGb < 0)
    throw new RangeError(`storageGb must be a non-negative integer: ${storageGb}`);
  return storageGb * storageGbHourMicros;
}

/**
 * What a customer is charged per hour for a list price (docs/decisions.md "Billing"): the free tier
 * (instance type FREE: the Shared instance, the free cluster) is used and shown, never charged.
 */
export function chargedHourlyMicros(listHourlyMicros: number, type: string): number {
  return type === 'FREE' ? 0 : listHourlyMicros;
}

export function assertMicros(value: number): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`an amount must be a non-negative integer of micro-dollars: ${value}`);
}
