export {
  vendorKeys,
  vendors,
  regions,
  regionAreas,
  isVendorKey,
  regionsOf,
  findRegion,
} from './vendors.ts';
export type { VendorKey, Vendor, Region, RegionArea } from './vendors.ts';
export {
  products,
  editions,
  instanceSizes,
  findEdition,
  findSize,
  editionsOf,
  standardHourlyMicros,
  microsPerDollar,
  hoursPerMonth,
  storageGbHourMicros,
  storageStepGb,
} from './products.ts';
export type { Product, Edition, InstanceSize } from './products.ts';
export {
  monthlyEstimateMicros,
  costForSecondsMicros,
  storageHourlyMicros,
  storageExtensionHourlyMicros,
} from './pricing.ts';
export {
  images,
  imagesOf,
  defaultImage,
  upgradesFrom,
  compareVersions,
  findAnyImage,
} from './images.ts';
export type { ImageVersion } from './images.ts';
export { productOptions } from './options.ts';
export { instanceHourlyMicros } from './pricing.ts';
export { findImage } from './images.ts';
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
export type { CatalogueData, EditionText } from './snapshot.ts';
export { seedCatalogue } from './seed.ts';
export {
  CatalogueStore,
  CatalogueChangeError,
  readCatalogue,
  maxHourlyMicros,
  maxStorageGbHourMicros,
} from './store.ts';
