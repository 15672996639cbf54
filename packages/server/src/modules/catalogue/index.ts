// The catalogue's data as other modules read it: the snapshot's lookups, prices and the contract's
// shapes. The lookups that refuse (requireRegion, requireSize, requireStorage) and the catalogue
// service are in service.ts.
export { vendorKeys, vendors, regions, isVendorKey, regionsOf, findRegion } from './vendors.ts';
export type { VendorKey } from './vendors.ts';
export { regionAreas } from './types.ts';
export type {
  Vendor,
  Region,
  RegionArea,
  Edition,
  InstanceSize,
  ImageVersion,
  CatalogueData,
  EditionText,
} from './types.ts';
export {
  products,
  editions,
  instanceSizes,
  findEdition,
  findSize,
  editionsOf,
  microsPerDollar,
  hoursPerMonth,
  storageGbHourMicros,
  storageStepGb,
} from './products.ts';
export type { Product } from './products.ts';
export { standardHourlyMicros, seedCatalogue } from './seed.ts';
export {
  monthlyEstimateMicros,
  costForSecondsMicros,
  storageHourlyMicros,
  storageExtensionHourlyMicros,
  instanceHourlyMicros,
  chargedHourlyMicros,
  instanceTypeOfEdition,
  pricedFor,
} from './pricing.ts';
export {
  images,
  imagesOf,
  defaultImage,
  upgradesFrom,
  compareVersions,
  findAnyImage,
  findImage,
} from './images.ts';
export { productOptions } from './options.ts';
export {
  vendorView,
  regionView,
  sizeView,
  editionEntryView,
  imageView,
  productOptionsView,
  sizeChangeOptions,
  sellInfoFor,
  unitPrice,
  totalPrice,
} from './views.ts';
export type { PricedServer } from './views.ts';
export { installCatalogue, currentCatalogue, catalogueVersion } from './snapshot.ts';
