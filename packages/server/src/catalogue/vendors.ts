import { regions } from './snapshot.ts';

/**
 * Cloud providers ("vendors" in the API) and their regions. Codes and names are the providers' own,
 * so a customer recognises where their instance runs; the local and simulated drivers run every one
 * of them on this machine. The vendors are fixed (each has a driver); their names and regions live
 * in the database (src/catalogue/store.ts), read into the process's snapshot (snapshot.ts).
 */
export const vendorKeys = ['aws', 'gcp', 'azure', 'alibaba'] as const;
export type VendorKey = (typeof vendorKeys)[number];

export interface Vendor {
  key: VendorKey;
  name: string;
  /** Short name for tight spaces (tables, badges). */
  shortName: string;
}

export const regionAreas = [
  'North America',
  'South America',
  'Europe',
  'Asia Pacific',
  'China',
  'Oceania',
] as const;
export type RegionArea = (typeof regionAreas)[number];

export interface Region {
  vendor: VendorKey;
  /** The provider's region code (`us-east-1`, `europe-west1`, `eastus`, `cn-hangzhou`). */
  code: string;
  name: string;
  /** Continent group, for grouping in the region picker. */
  area: RegionArea;
  /** Whether new instances can be created here (v2 `/region/list/usable`); the admin command
   * turns it off and on. A region that is not usable still serves its existing instances. */
  usable: boolean;
}

export { vendors, regions } from './snapshot.ts';

export function isVendorKey(value: string): value is VendorKey {
  return (vendorKeys as readonly string[]).includes(value);
}

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
