// Catalogue and instance answers for the create wizard's feature tests (msw handlers typed and
// checked by the contract). Not part of the app: only the tests import it.
import { billing } from '../../data/billing/endpoints.ts';
import { forecastOf } from '../../../test/billing.ts';
import type {
  EditionEntry,
  GraphImage,
  Instance,
  InstanceSize,
  Region,
  Vendor,
} from '@quiver/contract';
import { answer, type SentParams } from '../../../test/server.ts';
import { catalogue } from '../../data/catalogue/endpoints.ts';
import { instance } from '../../data/instance/endpoints.ts';
import { clusters } from '../../data/clusters/endpoints.ts';
import { user } from '../../data/user/endpoints.ts';
import { createStorage, type StorageBackend } from '../../lib/storage.ts';
import { memoryBackend } from '../../../test/render.tsx';
import { writeDraft } from './create-draft.ts';
import { pristineValues, type CreateValues } from './create-form.ts';

export const vendors: Vendor[] = [
  { id: 'aws', name: 'Amazon Web Services', enabled: true },
  { id: 'gcp', name: 'Google Cloud', enabled: true },
];

export const regions: Region[] = [
  {
    id: 'us-east-1',
    vendor: 'aws',
    name: 'us-east-1',
    location: 'US East (N. Virginia)',
    enabled: true,
  },
  {
    id: 'eu-west-1',
    vendor: 'aws',
    name: 'eu-west-1',
    location: 'Europe (Ireland)',
    enabled: true,
  },
  {
    id: 'europe-west1',
    vendor: 'gcp',
    name: 'europe-west1',
    location: 'Belgium (europe-west1)',
    enabled: true,
  },
];

const size = (
  id: string,
  edition: 'shared' | 'standard',
  vcpu: number,
  memoryGb: number,
  hourly: number,
): InstanceSize => ({
  id,
  name: `${vcpu} vCPU, ${memoryGb} GB memory`,
  edition,
  vcpu,
  memoryGb,
  storageGb: edition === 'shared' ? 40 : 50,
  maxStorageGb: edition === 'shared' ? 40 : 4096,
  hourlyPriceMicros: hourly,
});

export const sizes = {
  shared: [size('shared-2c8g', 'shared', 2, 8, 610_000)],
  standard: [
    size('standard-4c16g', 'standard', 4, 16, 1_140_000),
    size('standard-8c32g', 'standard', 8, 32, 2_280_000),
  ],
};

const edition = (
  key: EditionEntry['key'],
  title: string,
  hourly: number | null,
  extra: Partial<EditionEntry> = {},
): EditionEntry => ({
  key,
  title,
  tips: `${title} tips.`,
  info: [
    { name: 'vCPU', value: `${title} vCPU` },
    { name: 'Memory', value: `${title} memory` },
    { name: 'Storage', value: `${title} storage` },
  ],
  features: [`${title} feature`],
  buttonText: hourly === null ? 'Contact us' : 'Create',
  priceText: 'from the server',
  priceTip: 'from the server',
  kind: 'BLAZE',
  type: 'STANDARD',
  contactOnly: false,
  fromHourlyPriceMicros: hourly,
  ...extra,
});

export const editions: EditionEntry[] = [
  edition('shared', 'Shared', 610_000, { type: 'FREE' }),
  edition('standard', 'Standard', 1_140_000),
  edition('powerhouse-standard', 'Graph Powerhouse Standard', 1_660_000, { kind: 'POWERHOUSE' }),
  edition('enterprise', 'Enterprise', null, { kind: null, type: null, contactOnly: true }),
];

export const images: GraphImage[] = [
  {
    id: 'blaze-4.5.2',
    kind: 'BLAZE',
    version: '4.5.2',
    name: 'Blaze 4.5.2',
    isDefault: true,
    releasedAt: '2026-09-15T00:00:00.000Z',
  },
  {
    id: 'blaze-4.4.7',
    kind: 'BLAZE',
    version: '4.4.7',
    name: 'Blaze 4.4.7',
    isDefault: false,
    releasedAt: '2026-04-02T00:00:00.000Z',
  },
];

const allSizes = [...sizes.shared, ...sizes.standard];

/**
 * Every catalogue call the wizard makes, answered; `takenNames` are refused by `/instance/name`,
 * and `freeSlotTaken` says the account already has its free instance or cluster.
 */
export function catalogueAnswers({ takenNames = [] as string[], freeSlotTaken = false } = {}) {
  return [
    answer(catalogue.products, { items: editions }),
    answer(catalogue.vendors, { items: vendors }),
    answer(catalogue.usableRegionsV2, { items: regions }),
    answer(catalogue.options, ({ edition: key }) => ({
      sizes: key === 'shared' ? sizes.shared : sizes.standard,
      images,
      storage: { minGb: 40, maxGb: 4096, stepGb: 50 },
      defaults: { port: 60061, memoryThreshold: 80, logLevel: 3, nodeIdCache: 0, shortUuid: false },
    })),
    answer(catalogue.images, { items: images }),
    answer(catalogue.sellPrice, ({ sizeId }) => {
      const size = allSizes.find((item) => item.id === sizeId);
      const list = size?.hourlyPriceMicros ?? 0;
      // The free tier (Shared) is charged nothing; the server says its list price beside it.
      const hourly = size?.edition === 'shared' ? 0 : list;
      return {
        hourlyPriceMicros: hourly,
        monthlyEstimateMicros: hourly * 730,
        listHourlyPriceMicros: list,
        listMonthlyEstimateMicros: list * 730,
        currency: 'USD' as const,
      };
    }),
    answer(instance.nameAvailable, ({ name }) => ({
      available: !takenNames.includes(String(name)),
    })),
    answer(user.ip, { ip: '203.0.113.7' }),
    answer(
      clusters.freeCheck,
      freeSlotTaken
        ? {
            allowed: false,
            reason: 'oneFreePerAccount',
            message: 'Only one free instance or cluster per account.',
          }
        : { allowed: true, reason: null, message: null },
    ),
    // The review's forecast line: the new instance runs from now until the month ends (the free
    // tier, Shared, for nothing, as the server's meter charges it).
    answer(billing.forecastChange, (body) => {
      const sizeId = body.action === 'create' ? body.sizeId : '';
      const size = allSizes.find((item) => item.id === sizeId);
      const hourly = size === undefined || size.edition === 'shared' ? 0 : size.hourlyPriceMicros;
      return forecastOf(Math.round((hourly * 1_436_100) / 3600));
    }),
  ];
}

/** A Standard instance's values, every step filled in (a draft as a tab would have kept it). */
export function standardValues(overrides: Partial<CreateValues> = {}): CreateValues {
  return {
    ...pristineValues(),
    edition: 'standard',
    vendor: 'aws',
    region: 'eu-west-1',
    sizeId: 'standard-4c16g',
    version: 'blaze-4.5.2',
    name: 'orders-graph',
    port: '60100',
    allowedIps: [{ ip: '10.0.0.0/24', description: 'Office' }],
    ...overrides,
  };
}

/** A tab's sessionStorage holding `values` as the wizard's draft (the password never is). */
export function sessionWithDraft(
  backend: StorageBackend,
  values: CreateValues,
  extra: { cloneOf?: string; passwordTyped?: boolean } = {},
): StorageBackend {
  writeDraft(createStorage(memoryBackend(), backend), {
    userId: null,
    values,
    passwordTyped: extra.passwordTyped ?? false,
    ...(extra.cloneOf === undefined ? {} : { cloneOf: extra.cloneOf }),
  });
  return backend;
}

/** The instance the server answers a create with (status CREATING). */
export function createdInstance(body: SentParams<typeof instance.create>): Instance {
  const size = sizes.standard[0]!;
  return {
    id: '6f1c0d3e-2a55-4b7e-9f59-3b0c7e7f1a10',
    name: String(body.name),
    kind: 'BLAZE',
    type: body.edition === 'shared' ? 'FREE' : 'STANDARD',
    edition: body.edition === 'shared' ? 'shared' : 'standard',
    status: 'CREATING',
    serviceState: null,
    vendor: String(body.vendor),
    region: String(body.region),
    size,
    storageGb: size.storageGb,
    version: '4.5.2',
    port: 60100,
    allowedIps: [],
    memoryThreshold: 80,
    logLevel: 3,
    nodeIdCache: 0,
    shortUuid: false,
    serviceAddress: null,
    hourlyPriceMicros: size.hourlyPriceMicros,
    clusterId: null,
    role: null,
    failureReason: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
    storageChangedAt: null,
  };
}
