import { editionInfo, instanceKindInfo, type InstanceKind } from '@quiver/validation';
import { seedCatalogue } from './seed.ts';
import type {
  CatalogueData,
  Edition,
  ImageVersion,
  InstanceSize,
  Region,
  Vendor,
} from './types.ts';
import { compareVersions } from './versions.ts';

/**
 * The catalogue this process answers from: an immutable snapshot of the database's catalogue
 * tables (store.ts reads them at start and after every change), so the lookups
 * (`findSize`, `findRegion`, `instanceHourlyMicros`, ...) stay synchronous. One catalogue per
 * process: the bindings below are live ES module exports, replaced whole by `installCatalogue`.
 * Before the database is read the process holds the built-in seed (what migration 0007 inserted).
 */

/** Image lists go product by product, newest release first. */
const kindOrder: readonly InstanceKind[] = ['BLAZE', 'POWERHOUSE', 'MANAGER'];

export function sortImages(list: readonly ImageVersion[]): ImageVersion[] {
  return [...list].sort(
    (a, b) =>
      kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind) ||
      b.releasedOn.localeCompare(a.releasedOn) ||
      compareVersions(b.version, a.version),
  );
}

export let vendors: readonly Vendor[] = [];
export let regions: readonly Region[] = [];
export let editions: readonly Edition[] = [];
/** Every size, offered or not (instances keep a size that is no longer offered). */
export let instanceSizes: readonly InstanceSize[] = [];
/** Every image version, offered or not. */
export let images: readonly ImageVersion[] = [];
export let storageGbHourMicros = 0;
export let storageStepGb = 10;
/** The version of the installed snapshot. */
export let catalogueVersion = 0;
let installed: CatalogueData = seedCatalogue;

/** The data behind the current snapshot (the admin command prints it). */
export function currentCatalogue(): CatalogueData {
  return installed;
}

/** Replaces the snapshot. Derived values (an edition's offered sizes and its "from" price) are
 * computed here once. */
export function installCatalogue(data: CatalogueData): void {
  const frozenSizes = data.sizes.map((size) => Object.freeze({ ...size }));
  const built: Edition[] = data.editions.map((text) => {
    const vocabulary = editionInfo[text.key];
    const offered = frozenSizes.filter((size) => size.edition === text.key && size.offered);
    return Object.freeze({
      key: text.key,
      title: vocabulary.title,
      kind: vocabulary.kind,
      productCode: vocabulary.kind ? instanceKindInfo[vocabulary.kind].productCode : null,
      tips: text.tips,
      info: text.info,
      features: text.features,
      contactOnly: vocabulary.contactOnly,
      // The spec's headline price of an edition is the price of its cheapest size on offer.
      fromHourlyMicros:
        vocabulary.contactOnly || offered.length === 0
          ? null
          : Math.min(...offered.map((size) => size.hourlyMicros)),
      sizes: offered,
    });
  });
  vendors = Object.freeze(data.vendors.map((vendor) => Object.freeze({ ...vendor })));
  regions = Object.freeze(data.regions.map((region) => Object.freeze({ ...region })));
  editions = Object.freeze(built);
  instanceSizes = Object.freeze(frozenSizes);
  images = Object.freeze(sortImages(data.images).map((image) => Object.freeze({ ...image })));

  storageGbHourMicros = data.storageGbHourMicros;
  storageStepGb = data.storageStepGb;
  catalogueVersion = data.version;
  installed = data;
}

installCatalogue(seedCatalogue);
