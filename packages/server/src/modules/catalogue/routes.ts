// Catalogue endpoints (v1 and v2, spec §7 "Catalogue"): the catalogue in the contract's shapes. The
// catalogue is stored in the database; src/catalogue keeps this process's snapshot of it (read at
// start, re-read after a change), so every lookup here is synchronous.
import { catalogueEndpoints } from '@quiver/contract';
import {
  editionEntryView,
  editions,
  editionsOf,
  findEdition,
  findRegion,
  findSize,
  imagesOf,
  imageView,
  instanceHourlyMicros,
  monthlyEstimateMicros,
  productOptionsView,
  regions,
  regionView,
  sellInfoFor,
  sizeChangeOptions,
  sizeView,
  vendors,
  vendorView,
  type Edition,
  type InstanceSize,
  type Region,
} from '../../catalogue/index.ts';
import { RuleViolation } from '../../errors.ts';
import { handleSignedIn } from '../../http/handle.ts';

/** The region, or 'This size is not offered in the selected region.' */
export function requireRegion(vendor: string, code: string): Region {
  const region = findRegion(vendor, code);
  if (!region)
    throw new RuleViolation('productNotFound', { fields: { region: 'api.key-invalid' } });
  return region;
}

/**
 * A size on offer (of `editionKey` when given), or 'productNotFound'. For buying: a size taken off
 * offer still serves its instances (`findSize` finds it) but cannot be chosen again.
 */
export function requireSize(sizeId: string, editionKey?: string): InstanceSize {
  const size = findSize(sizeId);
  if (!size || !size.offered || (editionKey !== undefined && size.edition !== editionKey))
    throw new RuleViolation('productNotFound', { fields: { sizeId: 'api.key-invalid' } });
  return size;
}

/** A storage amount a size accepts: from its included storage up to its maximum. */
export function requireStorage(size: InstanceSize, storageGb: number | undefined): number {
  const storage = storageGb ?? size.defaultStorageGb;
  if (storage < size.defaultStorageGb || storage > size.maxStorageGb)
    throw new RuleViolation('productNotFound', { fields: { storageGb: 'api.storage-invalid' } });
  return storage;
}

function buyableEdition(key: string): Edition {
  const edition = findEdition(key);
  if (!edition) throw new RuleViolation('productNotFound');
  if (edition.contactOnly) throw new RuleViolation('enterpriseContactUs');
  return edition;
}

function price(hourly: number) {
  return {
    hourlyPriceMicros: hourly,
    monthlyEstimateMicros: monthlyEstimateMicros(hourly),
    currency: 'USD' as const,
  };
}

function editionsFor(kind: Edition['kind'] | undefined): readonly Edition[] {
  return kind ? editionsOf(kind) : editions;
}

export const catalogueHandlers = [
  handleSignedIn(catalogueEndpoints.vendors, async () => ({ items: vendors.map(vendorView) })),
  handleSignedIn(catalogueEndpoints.regions, async (input) => ({
    items: regions
      .filter((region) => input.vendor === undefined || region.vendor === input.vendor)
      .map(regionView),
  })),
  handleSignedIn(catalogueEndpoints.products, async (input) => ({
    items: editionsFor(input.kind).map(editionEntryView),
  })),
  handleSignedIn(catalogueEndpoints.changeOptions, async (input, { services, caller }) => {
    const instance = await services.instances.row(caller.user.id, input.instanceId);
    return {
      currentSizeId: instance.sizeKey,
      items: sizeChangeOptions(instance.sizeKey).map(sizeView),
    };
  }),
  handleSignedIn(catalogueEndpoints.sellPrice, async (input) => {
    requireRegion(input.vendor, input.region);
    const size = requireSize(input.sizeId);
    return price(instanceHourlyMicros(size, requireStorage(size, input.storageGb)));
  }),
  handleSignedIn(catalogueEndpoints.options, async (input) => {
    requireRegion(input.vendor, input.region);
    buyableEdition(input.edition);
    const options = productOptionsView(input.edition);
    if (!options) throw new RuleViolation('productNotFound');
    return options;
  }),
  handleSignedIn(catalogueEndpoints.images, async (input) => {
    if (input.vendor !== undefined && input.region !== undefined)
      requireRegion(input.vendor, input.region);
    return { items: imagesOf(input.kind).map(imageView) };
  }),
  handleSignedIn(catalogueEndpoints.sellInfo, async (input) => {
    requireRegion(input.vendor, input.region);
    buyableEdition(input.edition);
    const size = requireSize(input.sizeId, input.edition);
    const info = sellInfoFor([
      { sizeKey: size.key, count: 1, storageGb: requireStorage(size, input.storageGb) },
    ]);
    if (!info) throw new RuleViolation('productNotFound');
    return info;
  }),
  handleSignedIn(catalogueEndpoints.regionsV2, async () => ({
    // Every region offers every kind: the local and simulated drivers run all of them.
    items: vendors.map((vendor) => ({
      vendor: vendorView(vendor),
      regions: regions.filter((region) => region.vendor === vendor.key).map(regionView),
    })),
  })),
  handleSignedIn(catalogueEndpoints.usableRegionsV2, async (input) => {
    buyableEdition(input.edition);
    if (input.sizeId !== undefined) requireSize(input.sizeId, input.edition);
    return { items: regions.filter((region) => region.usable).map(regionView) };
  }),
  handleSignedIn(catalogueEndpoints.productsV2, async (input) => {
    if (input.vendor !== undefined && input.region !== undefined)
      requireRegion(input.vendor, input.region);
    return {
      items: editionsFor(input.kind).map((edition) => ({
        ...editionEntryView(edition),
        sizes: edition.sizes.map(sizeView),
      })),
    };
  }),
  handleSignedIn(catalogueEndpoints.managerSellPriceV2, async (input) => {
    requireRegion(input.vendor, input.region);
    const size = requireSize(input.sizeId, 'manager-standard');
    return price(instanceHourlyMicros(size, size.defaultStorageGb));
  }),
  handleSignedIn(catalogueEndpoints.imagesV2, async (input) => {
    if (input.vendor !== undefined && input.region !== undefined)
      requireRegion(input.vendor, input.region);
    return { items: imagesOf(input.kind).map(imageView) };
  }),
  handleSignedIn(catalogueEndpoints.sellInfoV2, async (input) => {
    requireRegion(input.vendor, input.region);
    for (const server of input.servers) {
      const size = requireSize(server.sizeId);
      const edition = findEdition(size.edition);
      if (edition?.kind !== input.kind) throw new RuleViolation('productNotFound');
      requireStorage(size, server.storageGb);
    }
    const info = sellInfoFor(
      input.servers.map((server) => ({
        sizeKey: server.sizeId,
        count: server.count,
        ...(server.storageGb !== undefined ? { storageGb: server.storageGb } : {}),
        ...(server.role !== undefined ? { role: server.role } : {}),
      })),
    );
    if (!info) throw new RuleViolation('productNotFound');
    return info;
  }),
];
