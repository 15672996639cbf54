import type { EditionKey } from '@quiver/validation';
import type {
  CatalogueData,
  EditionText,
  ImageVersion,
  InstanceSize,
  Region,
  Vendor,
} from './types.ts';

/**
 * The catalogue a new installation starts with (spec section 9 and DECISIONS.md "Money"). The
 * database is the catalogue: migration 0007 inserted exactly these rows, and the admin command
 * changes them (`npm run admin -w @quiver/server -- help`). This module is the starting snapshot
 * of a process before it reads the database, the source the seed migration was written from, and
 * what a test compares a freshly migrated database with.
 */

const seedVendors: Vendor[] = [
  { key: 'aws', name: 'Amazon Web Services', shortName: 'AWS' },
  { key: 'gcp', name: 'Google Cloud', shortName: 'Google Cloud' },
  { key: 'azure', name: 'Microsoft Azure', shortName: 'Azure' },
  { key: 'alibaba', name: 'Alibaba Cloud', shortName: 'Alibaba Cloud' },
];

const seedRegions: Region[] = [
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

/**
 * Standard sizes are priced from their resources so the table stays consistent as sizes are added:
 * 171,000 micro-dollars per vCPU-hour plus 28,500 per GiB-hour, which makes the smallest Standard
 * size (4 vCPU, 16 GiB) exactly the spec's $1.14/hr.
 */
export function standardHourlyMicros(vcpu: number, memoryGiB: number): number {
  return vcpu * 171_000 + memoryGiB * 28_500;
}

const standardShapes: [vcpu: number, memoryGiB: number][] = [
  [4, 16],
  [8, 32],
  [16, 64],
  [32, 128],
  [48, 192],
  [64, 256],
  [96, 768],
  [128, 1024],
  [192, 2048],
];

/** Powerhouse and Manager sizes scale their $1.66/hr base with the number of 4-vCPU units. */
const powerhouseUnitMicros = 1_660_000;
const managerUnitMicros = 1_660_000;

const size = (
  edition: EditionKey,
  key: string,
  shape: Omit<InstanceSize, 'key' | 'edition' | 'offered'>,
): InstanceSize => ({ key, edition, ...shape, offered: true });

const seedSizes: InstanceSize[] = [
  size('shared', 'shared-2c8g', {
    vcpu: 2,
    memoryGiB: 8,
    defaultStorageGb: 40,
    maxStorageGb: 40,
    hourlyMicros: 610_000,
  }),
  ...standardShapes.map(([vcpu, memoryGiB]) =>
    size('standard', `standard-${vcpu}c${memoryGiB}g`, {
      vcpu,
      memoryGiB,
      defaultStorageGb: Math.max(50, Math.min(memoryGiB * 2, 4096)),
      maxStorageGb: 4096,
      hourlyMicros: standardHourlyMicros(vcpu, memoryGiB),
    }),
  ),
  ...[4, 8, 16].map((vcpu) =>
    size('powerhouse-standard', `powerhouse-${vcpu}c${vcpu * 4}g`, {
      vcpu,
      memoryGiB: vcpu * 4,
      defaultStorageGb: 32 * (vcpu / 4),
      maxStorageGb: 128,
      hourlyMicros: powerhouseUnitMicros * (vcpu / 4),
    }),
  ),
  ...(
    [
      [4, 16],
      [8, 32],
      [16, 64],
      [192, 2048],
    ] as const
  ).map(([vcpu, memoryGiB]) =>
    size('manager-standard', `manager-${vcpu}c${memoryGiB}g`, {
      vcpu,
      memoryGiB,
      defaultStorageGb: 100,
      maxStorageGb: 4096,
      hourlyMicros: managerUnitMicros * (vcpu / 4),
    }),
  ),
];

const seedEditions: EditionText[] = [
  {
    key: 'shared',
    tips: 'Try Blaze on shared hardware: one per account.',
    info: [
      { name: 'vCPU', value: '2 vCPU' },
      { name: 'Memory', value: '8G memory' },
      { name: 'Storage', value: '40GB storage' },
    ],
    features: ['Blaze graph database', 'Fixed region, size and port', 'Community support'],
  },
  {
    key: 'standard',
    tips: 'Dedicated Blaze servers sized to your graph.',
    info: [
      { name: 'vCPU', value: 'up to 192 vCPU' },
      { name: 'Memory', value: 'up to 2T memory' },
      { name: 'Storage', value: 'up to 4T storage' },
    ],
    features: [
      'Dedicated resources',
      'Backups and recovery',
      'Change size and storage',
      'Email support',
    ],
  },
  {
    key: 'powerhouse-standard',
    tips: 'A distributed Powerhouse cluster.',
    info: [
      { name: 'vCPU', value: 'up to 16 cores' },
      { name: 'Storage', value: 'up to 128GB storage' },
    ],
    features: ['Meta, shard and HDC servers', 'Horizontal scale-out', 'Email support'],
  },
  {
    key: 'manager-standard',
    tips: 'The manager for your Powerhouse clusters.',
    info: [
      { name: 'vCPU', value: 'up to 192 vCPU' },
      { name: 'Memory', value: 'up to 2T memory' },
      { name: 'Storage', value: 'up to 4T storage' },
    ],
    features: ['Cluster management', 'Schema and loading tools', 'Monitoring'],
  },
  {
    key: 'enterprise',
    tips: 'Unlimited resources, arranged with our team.',
    info: [
      { name: 'vCPU', value: 'unlimited' },
      { name: 'Memory', value: 'unlimited' },
      { name: 'Storage', value: 'unlimited' },
    ],
    features: ['Unlimited resources', 'Private networking', 'Dedicated support'],
  },
];

const seedImages: ImageVersion[] = (
  [
    {
      id: 'blaze-4.5.2',
      kind: 'BLAZE',
      version: '4.5.2',
      isDefault: true,
      releasedOn: '2026-09-15',
      notes: 'Faster path queries; short UUIDs.',
    },
    {
      id: 'blaze-4.4.7',
      kind: 'BLAZE',
      version: '4.4.7',
      isDefault: false,
      releasedOn: '2026-04-02',
      notes: 'Long-term support.',
    },
    {
      id: 'blaze-4.3.12',
      kind: 'BLAZE',
      version: '4.3.12',
      isDefault: false,
      releasedOn: '2025-11-20',
      notes: 'Security fixes only.',
    },
    {
      id: 'powerhouse-5.2.1',
      kind: 'POWERHOUSE',
      version: '5.2.1',
      isDefault: true,
      releasedOn: '2026-08-28',
      notes: 'Rebalancing without downtime.',
    },
    {
      id: 'powerhouse-5.1.4',
      kind: 'POWERHOUSE',
      version: '5.1.4',
      isDefault: false,
      releasedOn: '2026-02-10',
      notes: 'Long-term support.',
    },
    {
      id: 'manager-2.3.0',
      kind: 'MANAGER',
      version: '2.3.0',
      isDefault: true,
      releasedOn: '2026-09-01',
      notes: 'Cluster upgrade assistant.',
    },
    {
      id: 'manager-2.2.5',
      kind: 'MANAGER',
      version: '2.2.5',
      isDefault: false,
      releasedOn: '2026-03-18',
      notes: 'Long-term support.',
    },
  ] satisfies Omit<ImageVersion, 'offered'>[]
).map((image) => ({ ...image, offered: true }));

export const seedCatalogue: CatalogueData = {
  version: 1,
  vendors: seedVendors,
  regions: seedRegions,
  editions: seedEditions,
  sizes: seedSizes,
  images: seedImages,
  /**
   * Storage price while an instance is stopped (a stopped instance is billed for storage only), and
   * beyond a size's included storage: 137 micro-dollars per GB-hour, about $0.10 per GB-month.
   */
  storageGbHourMicros: 137,
  /** Storage grows in steps of this many GB. */
  storageStepGb: 10,
};
