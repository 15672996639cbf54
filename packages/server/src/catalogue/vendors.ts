/**
 * Cloud providers ("vendors" in the API) and their regions. Codes and names are the providers' own,
 * so a customer recognises where their instance runs; the local and simulated drivers run every one
 * of them on this machine.
 */
export const vendorKeys = ['aws', 'gcp', 'azure', 'alibaba'] as const;
export type VendorKey = (typeof vendorKeys)[number];

export interface Vendor {
  key: VendorKey;
  name: string;
  /** Short name for tight spaces (tables, badges). */
  shortName: string;
}

export interface Region {
  vendor: VendorKey;
  /** The provider's region code (`us-east-1`, `europe-west1`, `eastus`, `cn-hangzhou`). */
  code: string;
  name: string;
  /** Continent group, for grouping in the region picker. */
  area: 'North America' | 'South America' | 'Europe' | 'Asia Pacific' | 'China' | 'Oceania';
  /** Whether new instances can be created here (v2 `/region/list/usable`). */
  usable: boolean;
}

export const vendors: readonly Vendor[] = [
  { key: 'aws', name: 'Amazon Web Services', shortName: 'AWS' },
  { key: 'gcp', name: 'Google Cloud', shortName: 'Google Cloud' },
  { key: 'azure', name: 'Microsoft Azure', shortName: 'Azure' },
  { key: 'alibaba', name: 'Alibaba Cloud', shortName: 'Alibaba Cloud' },
];

export const regions: readonly Region[] = [
  {
    vendor: 'aws',
    code: 'us-east-1',
    name: 'US East (N. Virginia)',
    area: 'North America',
    usable: true,
  },
  { vendor: 'aws', code: 'us-east-2', name: 'US East (Ohio)', area: 'North America', usable: true },
  {
    vendor: 'aws',
    code: 'us-west-2',
    name: 'US West (Oregon)',
    area: 'North America',
    usable: true,
  },
  { vendor: 'aws', code: 'eu-west-1', name: 'Europe (Ireland)', area: 'Europe', usable: true },
  { vendor: 'aws', code: 'eu-central-1', name: 'Europe (Frankfurt)', area: 'Europe', usable: true },
  {
    vendor: 'aws',
    code: 'ap-southeast-1',
    name: 'Asia Pacific (Singapore)',
    area: 'Asia Pacific',
    usable: true,
  },
  {
    vendor: 'aws',
    code: 'ap-northeast-1',
    name: 'Asia Pacific (Tokyo)',
    area: 'Asia Pacific',
    usable: true,
  },
  {
    vendor: 'aws',
    code: 'ap-south-1',
    name: 'Asia Pacific (Mumbai)',
    area: 'Asia Pacific',
    usable: true,
  },
  {
    vendor: 'aws',
    code: 'sa-east-1',
    name: 'South America (São Paulo)',
    area: 'South America',
    usable: false,
  },

  {
    vendor: 'gcp',
    code: 'us-central1',
    name: 'Iowa (us-central1)',
    area: 'North America',
    usable: true,
  },
  {
    vendor: 'gcp',
    code: 'us-east1',
    name: 'South Carolina (us-east1)',
    area: 'North America',
    usable: true,
  },
  {
    vendor: 'gcp',
    code: 'us-west1',
    name: 'Oregon (us-west1)',
    area: 'North America',
    usable: true,
  },
  {
    vendor: 'gcp',
    code: 'europe-west1',
    name: 'Belgium (europe-west1)',
    area: 'Europe',
    usable: true,
  },
  {
    vendor: 'gcp',
    code: 'europe-west3',
    name: 'Frankfurt (europe-west3)',
    area: 'Europe',
    usable: true,
  },
  {
    vendor: 'gcp',
    code: 'asia-east1',
    name: 'Taiwan (asia-east1)',
    area: 'Asia Pacific',
    usable: true,
  },
  {
    vendor: 'gcp',
    code: 'asia-northeast1',
    name: 'Tokyo (asia-northeast1)',
    area: 'Asia Pacific',
    usable: true,
  },
  {
    vendor: 'gcp',
    code: 'asia-southeast1',
    name: 'Singapore (asia-southeast1)',
    area: 'Asia Pacific',
    usable: false,
  },

  {
    vendor: 'azure',
    code: 'eastus',
    name: 'East US (Virginia)',
    area: 'North America',
    usable: true,
  },
  {
    vendor: 'azure',
    code: 'eastus2',
    name: 'East US 2 (Virginia)',
    area: 'North America',
    usable: true,
  },
  {
    vendor: 'azure',
    code: 'westus2',
    name: 'West US 2 (Washington)',
    area: 'North America',
    usable: true,
  },
  {
    vendor: 'azure',
    code: 'northeurope',
    name: 'North Europe (Ireland)',
    area: 'Europe',
    usable: true,
  },
  {
    vendor: 'azure',
    code: 'westeurope',
    name: 'West Europe (Netherlands)',
    area: 'Europe',
    usable: true,
  },
  {
    vendor: 'azure',
    code: 'southeastasia',
    name: 'Southeast Asia (Singapore)',
    area: 'Asia Pacific',
    usable: true,
  },
  {
    vendor: 'azure',
    code: 'japaneast',
    name: 'Japan East (Tokyo)',
    area: 'Asia Pacific',
    usable: true,
  },
  {
    vendor: 'azure',
    code: 'australiaeast',
    name: 'Australia East (New South Wales)',
    area: 'Oceania',
    usable: false,
  },

  { vendor: 'alibaba', code: 'cn-hangzhou', name: 'China (Hangzhou)', area: 'China', usable: true },
  { vendor: 'alibaba', code: 'cn-shanghai', name: 'China (Shanghai)', area: 'China', usable: true },
  { vendor: 'alibaba', code: 'cn-beijing', name: 'China (Beijing)', area: 'China', usable: true },
  {
    vendor: 'alibaba',
    code: 'cn-hongkong',
    name: 'China (Hong Kong)',
    area: 'China',
    usable: true,
  },
  {
    vendor: 'alibaba',
    code: 'ap-southeast-1',
    name: 'Singapore',
    area: 'Asia Pacific',
    usable: true,
  },
  {
    vendor: 'alibaba',
    code: 'eu-central-1',
    name: 'Germany (Frankfurt)',
    area: 'Europe',
    usable: true,
  },
  {
    vendor: 'alibaba',
    code: 'us-west-1',
    name: 'US (Silicon Valley)',
    area: 'North America',
    usable: true,
  },
  {
    vendor: 'alibaba',
    code: 'us-east-1',
    name: 'US (Virginia)',
    area: 'North America',
    usable: false,
  },
];

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
