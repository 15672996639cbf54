// What can be bought where: cloud providers ("vendors"), regions, editions and their sizes, graph
// versions ("images") and prices, v1 and v2 (spec §7 "Catalogue", §9 editions). Money is in
// micro-dollars (DECISIONS.md "Money").
import { z } from 'zod';
import {
  editionKey,
  instanceKind,
  instanceType,
  powerhouseServerRole,
  LOG_LEVEL_DEFAULT,
  MEMORY_THRESHOLD_DEFAULT,
} from '@quiver/validation';
import { defineEndpoint, v1, v2 } from './endpoint.ts';
import { catalogueKey, integerRule, micros, resourceId, storageGb } from './fields.ts';

/** Hours in the monthly estimate (DECISIONS.md: monthly estimate = hourly price x 730). */
export const HOURS_PER_MONTH = 730;
export const MICROS_PER_DOLLAR = 1_000_000;

/** The monthly estimate of an hourly price, in micro-dollars. */
export function monthlyEstimateMicros(hourlyPriceMicros: number): number {
  return hourlyPriceMicros * HOURS_PER_MONTH;
}

/** The settings a new instance gets unless the wizard says otherwise. */
export const instanceDefaults = {
  port: 60061,
  memoryThreshold: MEMORY_THRESHOLD_DEFAULT,
  logLevel: LOG_LEVEL_DEFAULT,
  nodeIdCache: 0,
  shortUuid: false,
} as const;

export const vendor = z.object({
  /** `aws`, `gcp`, `azure`, `alibaba`, `local`. */
  id: z.string(),
  name: z.string(),
  enabled: z.boolean(),
});
export type Vendor = z.infer<typeof vendor>;

export const region = z.object({
  id: z.string(),
  vendor: z.string(),
  name: z.string(),
  /** Where it is, for people: `US East (N. Virginia)`. */
  location: z.string(),
  enabled: z.boolean(),
});
export type Region = z.infer<typeof region>;

/** An instance size of an edition, with its price. */
export const instanceSize = z.object({
  id: z.string(),
  name: z.string(),
  edition: editionKey,
  vcpu: z.int().positive(),
  memoryGb: z.number().positive(),
  /** Storage included at creation. */
  storageGb: z.int().positive(),
  /** The most storage it can grow to. */
  maxStorageGb: z.int().positive(),
  /** What a customer is charged per hour while it runs: 0 for the free tier (Shared). */
  hourlyPriceMicros: micros,
  /** The list price per hour (above `hourlyPriceMicros` only for the free tier). */
  listHourlyPriceMicros: micros.optional(),
});
export type InstanceSize = z.infer<typeof instanceSize>;

/** Spec §3 "Edition entry": a card of the create screen. */
export const editionEntry = z.object({
  key: editionKey,
  title: z.string(),
  tips: z.string(),
  info: z.array(z.object({ name: z.string(), value: z.string() })),
  features: z.array(z.string()),
  buttonText: z.string(),
  priceText: z.string(),
  priceTip: z.string(),
  kind: instanceKind.nullable(),
  type: instanceType.nullable(),
  /** Enterprise: arranged with sales, not bought in the console. */
  contactOnly: z.boolean(),
  /** The lowest hourly price of its sizes; null when contact-only. */
  fromHourlyPriceMicros: micros.nullable(),
  /** The list price behind a free tier's $0 "from" price. */
  listFromHourlyPriceMicros: micros.nullable().optional(),
});
export type EditionEntry = z.infer<typeof editionEntry>;

/** A graph version that can be deployed. */
export const graphImage = z.object({
  id: z.string(),
  kind: instanceKind,
  version: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  releasedAt: z.iso.datetime(),
});
export type GraphImage = z.infer<typeof graphImage>;

export const price = z.object({
  /** What is charged: 0 for the free tier (Shared, the free cluster). */
  hourlyPriceMicros: micros,
  monthlyEstimateMicros: micros,
  currency: z.literal('USD'),
  /** The list price, shown beside a free tier's $0 (equal to the charged price otherwise). */
  listHourlyPriceMicros: micros.optional(),
  listMonthlyEstimateMicros: micros.optional(),
});
export type Price = z.infer<typeof price>;

const priceLine = z.object({
  label: z.string(),
  role: powerhouseServerRole.nullable(),
  sizeId: z.string(),
  count: z.int().positive(),
  unitHourlyPriceMicros: micros,
  hourlyPriceMicros: micros,
  /** The list price of one server (above the unit price only for the free tier). */
  listUnitHourlyPriceMicros: micros.optional(),
});

/** A priced configuration: its lines and totals. */
export const sellInfo = price.extend({ lines: z.array(priceLine) });
export type SellInfo = z.infer<typeof sellInfo>;

const serverCount = integerRule(1, 64, 'api.count-invalid');

/** One kind of server of a configuration: how many of which size (and role, for Powerhouse). */
export const serverLine = z.strictObject({
  role: powerhouseServerRole.optional(),
  sizeId: catalogueKey,
  count: serverCount,
  storageGb: storageGb.optional(),
});

const vendorAndRegion = { vendor: catalogueKey, region: catalogueKey };

export const catalogueEndpoints = {
  vendors: defineEndpoint({
    id: 'catalogue.vendors',
    method: 'GET',
    path: v1('/vendor/list'),
    auth: 'user',
    summary: 'Cloud providers instances can run on.',
    request: z.object({}),
    response: z.object({ items: z.array(vendor) }),
  }),
  regions: defineEndpoint({
    id: 'catalogue.regions',
    method: 'GET',
    path: v1('/region/list'),
    auth: 'user',
    summary: "Regions, optionally of one cloud provider's.",
    request: z.object({ vendor: catalogueKey.optional() }),
    response: z.object({ items: z.array(region) }),
  }),
  products: defineEndpoint({
    id: 'catalogue.products',
    method: 'GET',
    path: v1('/product/list'),
    auth: 'user',
    summary: 'The editions offered (Shared, Standard, Powerhouse, Manager, Enterprise), as cards.',
    request: z.object({ kind: instanceKind.optional() }),
    response: z.object({ items: z.array(editionEntry) }),
  }),
  changeOptions: defineEndpoint({
    id: 'catalogue.changeOptions',
    method: 'GET',
    path: v1('/product/change/list'),
    auth: 'user',
    summary:
      'The sizes an instance can change to (same edition and region), its current one, and the use the 80% rule judges.',
    request: z.object({ instanceId: resourceId }),
    response: z.object({
      currentSizeId: z.string(),
      items: z.array(instanceSize),
      /**
       * What the 80% rule judges a new size by, in bytes: the memory the graph needs once mounted
       * and its disk use. Memory is judged against the size's memory; disk against the larger of
       * the current storage and the size's included storage (storage never shrinks).
       */
      usage: z.object({
        memoryBytes: z.int().nonnegative(),
        diskBytes: z.int().nonnegative(),
      }),
    }),
  }),
  sellPrice: defineEndpoint({
    id: 'catalogue.sellPrice',
    method: 'GET',
    path: v1('/product/sellPrice'),
    auth: 'user',
    summary: 'The price of one size in a region, with optional extra storage.',
    request: z.object({
      ...vendorAndRegion,
      sizeId: catalogueKey,
      storageGb: storageGb.optional(),
    }),
    response: price,
  }),
  options: defineEndpoint({
    id: 'catalogue.options',
    method: 'GET',
    path: v1('/product/options'),
    auth: 'user',
    summary:
      'What the wizard offers for an edition in a region: sizes, versions, storage bounds, defaults.',
    request: z.object({ edition: editionKey, ...vendorAndRegion }),
    response: z.object({
      sizes: z.array(instanceSize),
      images: z.array(graphImage),
      storage: z.object({
        minGb: z.int().positive(),
        maxGb: z.int().positive(),
        stepGb: z.int().positive(),
      }),
      defaults: z.object({
        port: z.int(),
        memoryThreshold: z.int(),
        logLevel: z.int(),
        nodeIdCache: z.int(),
        shortUuid: z.boolean(),
      }),
    }),
  }),
  images: defineEndpoint({
    id: 'catalogue.images',
    method: 'GET',
    path: v1('/image/list'),
    auth: 'user',
    summary: 'Graph versions of a kind, newest first.',
    request: z.object({
      kind: instanceKind,
      vendor: catalogueKey.optional(),
      region: catalogueKey.optional(),
    }),
    response: z.object({ items: z.array(graphImage) }),
  }),
  sellInfo: defineEndpoint({
    id: 'catalogue.sellInfo',
    method: 'POST',
    path: v1('/product/sellinfo'),
    auth: 'user',
    summary:
      'Price a single-size configuration (the Review step): lines, hourly and monthly totals.',
    request: z.strictObject({
      edition: editionKey,
      ...vendorAndRegion,
      sizeId: catalogueKey,
      storageGb: storageGb.optional(),
    }),
    response: sellInfo,
  }),
  regionsV2: defineEndpoint({
    id: 'catalogue.regionsV2',
    method: 'GET',
    path: v2('/region/list'),
    auth: 'user',
    summary: 'Regions grouped by cloud provider, optionally only those offering a kind.',
    request: z.object({ kind: instanceKind.optional() }),
    response: z.object({
      items: z.array(z.object({ vendor, regions: z.array(region) })),
    }),
  }),
  usableRegionsV2: defineEndpoint({
    id: 'catalogue.usableRegionsV2',
    method: 'GET',
    path: v2('/region/list/usable'),
    auth: 'user',
    summary: 'Regions where an edition (and optionally a size) is in stock now.',
    request: z.object({ edition: editionKey, sizeId: catalogueKey.optional() }),
    response: z.object({ items: z.array(region) }),
  }),
  productsV2: defineEndpoint({
    id: 'catalogue.productsV2',
    method: 'GET',
    path: v2('/product/list'),
    auth: 'user',
    summary: 'Editions with their sizes, optionally for one kind and region.',
    request: z.object({
      kind: instanceKind.optional(),
      vendor: catalogueKey.optional(),
      region: catalogueKey.optional(),
    }),
    response: z.object({
      items: z.array(editionEntry.extend({ sizes: z.array(instanceSize) })),
    }),
  }),
  managerSellPriceV2: defineEndpoint({
    id: 'catalogue.managerSellPriceV2',
    method: 'GET',
    path: v2('/product/manager/sellPrice'),
    auth: 'user',
    summary: 'The price of a Manager size in a region.',
    request: z.object({ ...vendorAndRegion, sizeId: catalogueKey }),
    response: price,
  }),
  imagesV2: defineEndpoint({
    id: 'catalogue.imagesV2',
    method: 'GET',
    path: v2('/image/list'),
    auth: 'user',
    summary: 'Graph versions of a kind available in a region, newest first.',
    request: z.object({
      kind: instanceKind,
      vendor: catalogueKey.optional(),
      region: catalogueKey.optional(),
    }),
    response: z.object({ items: z.array(graphImage) }),
  }),
  sellInfoV2: defineEndpoint({
    id: 'catalogue.sellInfoV2',
    method: 'POST',
    path: v2('/product/sellinfo'),
    auth: 'user',
    summary: 'Price a configuration of several servers (Powerhouse roles): lines and totals.',
    request: z.strictObject({
      kind: instanceKind,
      ...vendorAndRegion,
      servers: z
        .array(serverLine, { error: 'validation.invalid-type' })
        .min(1, { error: 'validation.required' })
        .max(16, { error: 'api.invalid-value' }),
    }),
    response: sellInfo,
  }),
} as const;
