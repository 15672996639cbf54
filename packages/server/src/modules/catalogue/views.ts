import type {
  EditionEntry,
  GraphImage,
  InstanceSize as InstanceSizeView,
  Region as RegionView,
  SellInfo,
  Vendor as VendorView,
} from '@quiver/contract';
import { editionInfo, instanceKindInfo, type PowerhouseServerRole } from '@quiver/validation';
import { imagesOf } from './images.ts';
import { productOptions } from './options.ts';
import {
  instanceHourlyMicros,
  instanceTypeOfEdition,
  monthlyEstimateMicros,
  pricedFor,
} from './pricing.ts';
import { findEdition, findSize, storageStepGb } from './products.ts';
import type { Edition, ImageVersion, InstanceSize, Region, Vendor } from './types.ts';

/**
 * The catalogue in the contract's shapes (`@quiver/contract` catalogue endpoints), so routes only
 * pick and return. Pure: the seed data in, the wire objects out.
 */

export function vendorView(vendor: Vendor): VendorView {
  return { id: vendor.key, name: vendor.name, enabled: true };
}

export function regionView(region: Region): RegionView {
  return {
    id: region.code,
    vendor: region.vendor,
    name: region.code,
    location: region.name,
    enabled: region.usable,
  };
}

export function sizeView(size: InstanceSize): InstanceSizeView {
  return {
    id: size.key,
    name: `${size.vcpu} vCPU, ${size.memoryGiB} GB memory`,
    edition: size.edition,
    vcpu: size.vcpu,
    memoryGb: size.memoryGiB,
    storageGb: size.defaultStorageGb,
    maxStorageGb: size.maxStorageGb,
    // A Shared size is only sold as the free tier: $0, its list price beside it.
    hourlyPriceMicros: pricedFor(size.hourlyMicros, instanceTypeOfEdition(size.edition))
      .hourlyMicros,
    listHourlyPriceMicros: size.hourlyMicros,
  };
}

export function editionEntryView(edition: Edition): EditionEntry {
  const list = edition.fromHourlyMicros;
  const type = editionInfo[edition.key].instanceType;
  if (list !== null && type === 'FREE')
    return {
      ...editionEntryFields(edition),
      priceText: 'Free',
      priceTip: `The free tier, one per account: never charged. Its list price is ${unitPrice(list)}/hr (about ${totalPrice(monthlyEstimateMicros(list))}/month).`,
      fromHourlyPriceMicros: 0,
      listFromHourlyPriceMicros: list,
    };
  const hourly = list;
  return {
    ...editionEntryFields(edition),
    priceText:
      hourly === null
        ? 'Contact us'
        : `${edition.sizes.length > 1 ? 'From ' : ''}${unitPrice(hourly)}/hr`,
    priceTip:
      hourly === null
        ? 'Priced for your needs: our team will get in touch.'
        : `About ${totalPrice(monthlyEstimateMicros(hourly))}/month (hourly price x 730), billed per second.`,
    fromHourlyPriceMicros: hourly,
    listFromHourlyPriceMicros: hourly,
  };
}

function editionEntryFields(edition: Edition) {
  return {
    key: edition.key,
    title: edition.title,
    tips: edition.tips,
    info: edition.info,
    features: edition.features,
    buttonText: edition.contactOnly ? 'Contact us' : 'Create',
    kind: edition.kind,
    type: editionInfo[edition.key].instanceType,
    contactOnly: edition.contactOnly,
  };
}

export function imageView(image: ImageVersion): GraphImage {
  return {
    id: image.id,
    kind: image.kind,
    version: image.version,
    name: `${instanceKindInfo[image.kind].displayName} ${image.version}`,
    isDefault: image.isDefault,
    releasedAt: new Date(`${image.releasedOn}T00:00:00Z`).toISOString(),
  };
}

/** What the create wizard offers for an edition (v1 `/product/options`); undefined for contact-us editions. */
export function productOptionsView(editionKey: string) {
  const edition = findEdition(editionKey);
  if (!edition || edition.contactOnly || !edition.kind) return undefined;
  const sizes = edition.sizes;
  return {
    sizes: sizes.map(sizeView),
    images: imagesOf(edition.kind).map(imageView),
    storage: {
      minGb: Math.min(...sizes.map((size) => size.defaultStorageGb)),
      maxGb: Math.max(...sizes.map((size) => size.maxStorageGb)),
      // Shared storage is fixed: one step covers it.
      stepGb:
        edition.key === 'shared' ? (sizes[0]?.defaultStorageGb ?? storageStepGb) : storageStepGb,
    },
    defaults: {
      port: productOptions.defaultPort,
      memoryThreshold: productOptions.memoryThreshold.default,
      logLevel: productOptions.logLevel.default,
      nodeIdCache: productOptions.nodeIdCache.default,
      shortUuid: productOptions.shortUuid.default,
    },
  };
}

/** The sizes a stopped instance can change to: same edition, not its own; none for Shared. */
export function sizeChangeOptions(currentSizeKey: string): InstanceSize[] {
  const current = findSize(currentSizeKey);
  if (!current || current.edition === 'shared') return [];
  return findEdition(current.edition)?.sizes.filter((size) => size.key !== current.key) ?? [];
}

export interface PricedServer {
  sizeKey: string;
  count: number;
  storageGb?: number;
  role?: PowerhouseServerRole;
}

/**
 * Prices a configuration (v1 and v2 `/product/sellinfo`): one line per server kind, then totals.
 * Undefined when a size is unknown or the storage is outside the size's bounds.
 */
export function sellInfoFor(servers: readonly PricedServer[]): SellInfo | undefined {
  const lines: SellInfo['lines'] = [];
  for (const server of servers) {
    const size = findSize(server.sizeKey);
    if (!size || !Number.isInteger(server.count) || server.count < 1) return undefined;
    const storageGb = server.storageGb ?? size.defaultStorageGb;
    if (storageGb < size.defaultStorageGb || storageGb > size.maxStorageGb) return undefined;
    const { hourlyMicros: unit, listHourlyMicros } = pricedFor(
      instanceHourlyMicros(size, storageGb),
      instanceTypeOfEdition(size.edition),
    );
    lines.push({
      label: `${server.role ? `${roleLabel[server.role]}: ` : ''}${sizeView(size).name}, ${storageGb} GB storage`,
      role: server.role ?? null,
      sizeId: size.key,
      count: server.count,
      unitHourlyPriceMicros: unit,
      hourlyPriceMicros: unit * server.count,
      listUnitHourlyPriceMicros: listHourlyMicros,
    });
  }
  const hourly = lines.reduce((sum, line) => sum + line.hourlyPriceMicros, 0);
  const listHourly = lines.reduce(
    (sum, line) => sum + (line.listUnitHourlyPriceMicros ?? 0) * line.count,
    0,
  );
  return {
    lines,
    hourlyPriceMicros: hourly,
    monthlyEstimateMicros: monthlyEstimateMicros(hourly),
    currency: 'USD',
    listHourlyPriceMicros: listHourly,
    listMonthlyEstimateMicros: monthlyEstimateMicros(listHourly),
  };
}

const roleLabel: Record<PowerhouseServerRole, string> = {
  GRAPH_V5_HDC_SERVER: 'HDC server',
  GRAPH_V5_SHARD_SERVER: 'Shard server',
  GRAPH_V5_META_SERVER: 'Meta server',
};

/** A unit price with 4 decimals (DECISIONS.md "Money", display): `$1.1400`. */
export function unitPrice(micros: number): string {
  const tenThousandths = Math.round(micros / 100);
  return `$${Math.floor(tenThousandths / 10_000).toLocaleString('en-US')}.${String(tenThousandths % 10_000).padStart(4, '0')}`;
}

/** A total with 2 decimals; a non-zero total under a cent shows '<0.01' (DECISIONS.md "Money"). */
export function totalPrice(micros: number): string {
  if (micros > 0 && micros < 10_000) return '<0.01';
  const cents = Math.round(micros / 10_000);
  return `$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;
}
