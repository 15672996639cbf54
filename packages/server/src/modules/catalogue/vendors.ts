// Cloud providers ("vendors" in the API) and their regions. Codes and names are the providers' own,
// so a customer recognises where their instance runs; the local and simulated drivers run every one
// of them on this machine. The vendors are fixed (each has a driver: src/providers/vendors.ts);
// their names and regions live in the database (store.ts), read into the process's snapshot
// (snapshot.ts).
import type { VendorKey } from '../../providers/vendors.ts';
import { regions } from './snapshot.ts';
import type { Region } from './types.ts';

export { vendorKeys, isVendorKey, type VendorKey } from '../../providers/vendors.ts';
export { vendors, regions } from './snapshot.ts';

/** The regions of one vendor, in catalogue order. */
export function regionsOf(vendor: VendorKey, options: { usableOnly?: boolean } = {}): Region[] {
  return regions.filter(
    (region) => region.vendor === vendor && (!options.usableOnly || region.usable),
  );
}

/** A region by vendor and code (codes repeat across vendors: AWS and Alibaba both have us-east-1). */
export function findRegion(vendor: string, code: string): Region | undefined {
  return regions.find((region) => region.vendor === vendor && region.code === code);
}
