// The catalogue's data as this process holds it (snapshot.ts) and the database stores it (store.ts):
// plain shapes that every catalogue file imports and that import no catalogue file.
import type { EditionKey, InstanceKind, ProductCode } from '@quiver/validation';
import type { VendorKey } from '../../providers/vendors.ts';

export interface Vendor {
  key: VendorKey;
  name: string;
  /** Short name for tight spaces (tables, badges). */
  shortName: string;
}

export const regionAreas = [
  'North America',
  'South America',
  'Europe',
  'Asia Pacific',
  'China',
  'Oceania',
] as const;
export type RegionArea = (typeof regionAreas)[number];

export interface Region {
  vendor: VendorKey;
  /** The provider's region code (`us-east-1`, `europe-west1`, `eastus`, `cn-hangzhou`). */
  code: string;
  name: string;
  /** Continent group, for grouping in the region picker. */
  area: RegionArea;
  /** Whether new instances can be created here (v2 `/region/list/usable`); the admin command
   * turns it off and on. A region that is not usable still serves its existing instances. */
  usable: boolean;
}

export interface InstanceSize {
  key: string;
  edition: EditionKey;
  vcpu: number;
  memoryGiB: number;
  /** Storage the size comes with, in GB. */
  defaultStorageGb: number;
  /** Largest storage the size can be extended to, in GB. */
  maxStorageGb: number;
  /** Price per hour while running, micro-dollars (the admin command changes it). */
  hourlyMicros: number;
  /**
   * Whether new instances (and size changes) may choose it. A size taken off offer keeps serving,
   * and billing, the instances that have it.
   */
  offered: boolean;
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
  /** Price of the cheapest size on offer per hour (micro-dollars); null for contact-us editions. */
  fromHourlyMicros: number | null;
  /** The sizes on offer, in catalogue order. */
  sizes: InstanceSize[];
}

/**
 * Versions of the graph server offered per product (v1 and v2 `/image/list`). Every version runs on
 * the same local engine here; the list is what customers pick from and what clusters upgrade to.
 * Stored in the database (the admin command adds versions and moves the default).
 */
export interface ImageVersion {
  /** The image id the create call sends as `version` (a catalogue key). */
  id: string;
  kind: InstanceKind;
  version: string;
  /** Preselected in the create wizard. */
  isDefault: boolean;
  /** Released, most recent first within a kind. */
  releasedOn: string;
  notes: string;
  /**
   * Whether customers may pick it (new instances, upgrades). Withdrawn versions keep running where
   * they run; the admin command withdraws and restores them.
   */
  offered: boolean;
}

/** What an edition keeps in the database: its texts. Title, kind and contact-only come from the
 * validation package's vocabulary (`editionInfo`), which the console shares. */
export interface EditionText {
  key: EditionKey;
  tips: string;
  info: Edition['info'];
  features: string[];
}

/** The catalogue as stored, in display order. */
export interface CatalogueData {
  /** Bumped by every change (the refresh loop compares it). */
  version: number;
  vendors: Vendor[];
  regions: Region[];
  editions: EditionText[];
  sizes: InstanceSize[];
  images: ImageVersion[];
  /** Price of a GB-hour of storage beyond a size's included storage (and of a stopped instance). */
  storageGbHourMicros: number;
  /** Storage grows in steps of this many GB. */
  storageStepGb: number;
}
