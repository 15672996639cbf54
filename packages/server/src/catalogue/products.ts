import { HOURS_PER_MONTH } from '@quiver/contract';
import {
  editionInfo,
  instanceKindInfo,
  type EditionKey,
  type InstanceKind,
  type ProductCode,
} from '@quiver/validation';

/**
 * What is sold (spec section 9): products, editions and the instance sizes of each edition, with
 * prices as integer micro-dollars per hour (DECISIONS.md "Money"). The spec's headline price of an
 * edition is the price of its smallest size.
 */

export interface Product {
  code: ProductCode;
  kind: InstanceKind;
  name: string;
  serverType: string;
  description: string;
}

export const products: readonly Product[] = (['POWERHOUSE', 'MANAGER', 'BLAZE'] as const).map(
  (kind) => ({
    code: instanceKindInfo[kind].productCode,
    kind,
    name: instanceKindInfo[kind].displayName,
    serverType: instanceKindInfo[kind].serverType,
    description: {
      POWERHOUSE:
        'A distributed graph cluster (meta, shard and HDC servers) for large graphs and analytics.',
      MANAGER: 'The web manager for Powerhouse clusters: schema, loading, queries and monitoring.',
      BLAZE: 'A single-server graph database, from a free shared instance to 192 vCPU.',
    }[kind],
  }),
);

export interface InstanceSize {
  key: string;
  edition: EditionKey;
  vcpu: number;
  memoryGiB: number;
  /** Storage the size comes with, in GB. */
  defaultStorageGb: number;
  /** Largest storage the size can be extended to, in GB. */
  maxStorageGb: number;
  /** Price per hour while running, micro-dollars. */
  hourlyMicros: number;
}

export interface Edition {
  key: EditionKey;
  title: string;
  kind: InstanceKind | null;
  productCode: ProductCode | null;
  /** Short line under the title in the edition picker. */
  tips: string;
  /** The resource lines of spec section 9 ("2 vCPU", "8G memory", "40GB storage"). */
  info: { name: 'vCPU' | 'Memory' | 'Storage'; value: string }[];
  features: string[];
  contactOnly: boolean;
  /** Price of the smallest size per hour (micro-dollars); null for contact-us editions. */
  fromHourlyMicros: number | null;
  sizes: InstanceSize[];
}

/** Micro-dollars in one dollar. */
export const microsPerDollar = 1_000_000;
/** Hours in the monthly estimate (DECISIONS.md "Money": monthly estimate = hourly x 730). */
export const hoursPerMonth = HOURS_PER_MONTH;
/**
 * Storage price while an instance is stopped (a stopped instance is billed for storage only):
 * 137 micro-dollars per GB-hour, about $0.10 per GB-month.
 */
export const storageGbHourMicros = 137;
/** Storage grows in steps of this many GB. */
export const storageStepGb = 10;

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

export const editions: readonly Edition[] = [
  {
    key: 'shared',
    title: editionInfo.shared.title,
    kind: 'BLAZE',
    productCode: 3,
    tips: 'Try Blaze on shared hardware: one per account.',
    info: [
      { name: 'vCPU', value: '2 vCPU' },
      { name: 'Memory', value: '8G memory' },
      { name: 'Storage', value: '40GB storage' },
    ],
    features: ['Blaze graph database', 'Fixed region, size and port', 'Community support'],
    contactOnly: false,
    fromHourlyMicros: 610_000,
    sizes: [
      {
        key: 'shared-2c8g',
        edition: 'shared',
        vcpu: 2,
        memoryGiB: 8,
        defaultStorageGb: 40,
        maxStorageGb: 40,
        hourlyMicros: 610_000,
      },
    ],
  },
  {
    key: 'standard',
    title: editionInfo.standard.title,
    kind: 'BLAZE',
    productCode: 3,
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
    contactOnly: false,
    fromHourlyMicros: standardHourlyMicros(4, 16),
    sizes: standardShapes.map(([vcpu, memoryGiB]) => ({
      key: `standard-${vcpu}c${memoryGiB}g`,
      edition: 'standard' as const,
      vcpu,
      memoryGiB,
      defaultStorageGb: Math.max(50, Math.min(memoryGiB * 2, 4096)),
      maxStorageGb: 4096,
      hourlyMicros: standardHourlyMicros(vcpu, memoryGiB),
    })),
  },
  {
    key: 'powerhouse-standard',
    title: editionInfo['powerhouse-standard'].title,
    kind: 'POWERHOUSE',
    productCode: 1,
    tips: 'A distributed Powerhouse cluster.',
    info: [
      { name: 'vCPU', value: 'up to 16 cores' },
      { name: 'Storage', value: 'up to 128GB storage' },
    ],
    features: ['Meta, shard and HDC servers', 'Horizontal scale-out', 'Email support'],
    contactOnly: false,
    fromHourlyMicros: powerhouseUnitMicros,
    sizes: [4, 8, 16].map((vcpu) => ({
      key: `powerhouse-${vcpu}c${vcpu * 4}g`,
      edition: 'powerhouse-standard' as const,
      vcpu,
      memoryGiB: vcpu * 4,
      defaultStorageGb: 32 * (vcpu / 4),
      maxStorageGb: 128,
      hourlyMicros: powerhouseUnitMicros * (vcpu / 4),
    })),
  },
  {
    key: 'manager-standard',
    title: editionInfo['manager-standard'].title,
    kind: 'MANAGER',
    productCode: 2,
    tips: 'The manager for your Powerhouse clusters.',
    info: [
      { name: 'vCPU', value: 'up to 192 vCPU' },
      { name: 'Memory', value: 'up to 2T memory' },
      { name: 'Storage', value: 'up to 4T storage' },
    ],
    features: ['Cluster management', 'Schema and loading tools', 'Monitoring'],
    contactOnly: false,
    fromHourlyMicros: managerUnitMicros,
    sizes: (
      [
        [4, 16],
        [8, 32],
        [16, 64],
        [192, 2048],
      ] as const
    ).map(([vcpu, memoryGiB]) => ({
      key: `manager-${vcpu}c${memoryGiB}g`,
      edition: 'manager-standard' as const,
      vcpu,
      memoryGiB,
      defaultStorageGb: 100,
      maxStorageGb: 4096,
      hourlyMicros: managerUnitMicros * (vcpu / 4),
    })),
  },
  {
    key: 'enterprise',
    title: editionInfo.enterprise.title,
    kind: null,
    productCode: null,
    tips: 'Unlimited resources, arranged with our team.',
    info: [
      { name: 'vCPU', value: 'unlimited' },
      { name: 'Memory', value: 'unlimited' },
      { name: 'Storage', value: 'unlimited' },
    ],
    features: ['Unlimited resources', 'Private networking', 'Dedicated support'],
    contactOnly: true,
    fromHourlyMicros: null,
    sizes: [],
  },
];

export const instanceSizes: readonly InstanceSize[] = editions.flatMap((edition) => edition.sizes);

export function findEdition(key: string): Edition | undefined {
  return editions.find((edition) => edition.key === key);
}

export function findSize(key: string): InstanceSize | undefined {
  return instanceSizes.find((size) => size.key === key);
}

/** The editions that create instances of `kind`, with sizes (contact-us editions excluded). */
export function editionsOf(kind: InstanceKind): Edition[] {
  return editions.filter((edition) => edition.kind === kind && !edition.contactOnly);
}
