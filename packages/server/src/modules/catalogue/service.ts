// The catalogue: what is sold, where and at what price. The database holds it (store.ts); this
// process answers from its snapshot (snapshot.ts, read at start and after every change), so the
// lookups other modules buy with and the catalogue endpoints' answers are synchronous. Operators
// change it with the admin command: each change is one transaction that first locks the settings
// row (two operators' changes queue up, and checks such as "not the last size on offer" see the
// latest state) and bumps the version counter; this process then re-reads the catalogue, and other
// server processes notice the new version with `refreshIfChanged` (the refresh loop).
import type { catalogueEndpoints, EndpointParams } from '@quiver/contract';
import type { InstanceKind } from '@quiver/validation';
import type { Db } from '../../db/client.ts';
import { RuleViolation } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { imagesOf } from './images.ts';
import {
  instanceHourlyMicros,
  instanceTypeOfEdition,
  monthlyEstimateMicros,
  pricedFor,
} from './pricing.ts';
import { editions, editionsOf, findEdition, findSize } from './products.ts';
import { catalogueVersion, installCatalogue } from './snapshot.ts';
import * as store from './store.ts';
import type { CatalogueData, Edition, InstanceSize, Region } from './types.ts';
import { findRegion, regions, vendors } from './vendors.ts';
import {
  editionEntryView,
  imageView,
  productOptionsView,
  regionView,
  sellInfoFor,
  sizeView,
  vendorView,
} from './views.ts';

type Params<K extends keyof typeof catalogueEndpoints> = EndpointParams<
  (typeof catalogueEndpoints)[K]
>;

// ---- lookups for buying (instances, clusters, managers) ---------------------------------------

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

/** A size's price: what is charged (the free tier: $0) and its list price beside it. */
function price(size: InstanceSize, storageGb: number) {
  const { hourlyMicros, listHourlyMicros } = pricedFor(
    instanceHourlyMicros(size, storageGb),
    instanceTypeOfEdition(size.edition),
  );
  return {
    hourlyPriceMicros: hourlyMicros,
    monthlyEstimateMicros: monthlyEstimateMicros(hourlyMicros),
    currency: 'USD' as const,
    listHourlyPriceMicros: listHourlyMicros,
    listMonthlyEstimateMicros: monthlyEstimateMicros(listHourlyMicros),
  };
}

function editionsFor(kind: Edition['kind'] | undefined): readonly Edition[] {
  return kind ? editionsOf(kind) : editions;
}

/** Checks the region when both halves of it are given (the image and product lists). */
function requireRegionIfGiven(vendor: string | undefined, region: string | undefined): void {
  if (vendor !== undefined && region !== undefined) requireRegion(vendor, region);
}

// ---- operator changes -----------------------------------------------------------------------------

/** An operator's change refused (bad input or a rule); the message says what to do. Nothing changed. */
export class CatalogueChangeError extends Error {
  override name = 'CatalogueChangeError';
}

/** The largest hourly price a size may have: $100,000 (a typo guard, far above any real size). */
export const maxHourlyMicros = 100_000_000_000;
/** The largest storage price per GB-hour: $10. */
export const maxStorageGbHourMicros = 10_000_000;

export class CatalogueService {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  // ---- the process's snapshot -----------------------------------------------------------------

  /** Reads the whole catalogue in one consistent snapshot and installs it in this process. */
  async load(): Promise<CatalogueData> {
    const data = await store.readCatalogue(this.db);
    installCatalogue(data);
    return data;
  }

  /** Re-reads the catalogue when its version moved (another process changed it). */
  async refreshIfChanged(): Promise<boolean> {
    const version = await store.readVersion(this.db);
    if (version === undefined || version === catalogueVersion) return false;
    await this.load();
    return true;
  }

  /** Polls the version every `intervalMs` (PostgreSQL: the admin command runs beside the server). */
  startRefresh(
    intervalMs: number,
    onError: (error: unknown) => void,
    onChange: (version: number) => void = () => undefined,
  ): void {
    this.stopRefresh();
    this.timer = setInterval(() => {
      this.refreshIfChanged()
        .then((changed) => {
          if (changed) onChange(catalogueVersion);
        })
        .catch(onError);
    }, intervalMs);
    this.timer.unref();
  }

  stopRefresh(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  // ---- what the catalogue endpoints answer ----------------------------------------------------

  vendors() {
    return { items: vendors.map(vendorView) };
  }

  regions(input: Params<'regions'>) {
    return {
      items: regions
        .filter((region) => input.vendor === undefined || region.vendor === input.vendor)
        .map(regionView),
    };
  }

  products(input: Params<'products'>) {
    return { items: editionsFor(input.kind).map(editionEntryView) };
  }

  sellPrice(input: Params<'sellPrice'>) {
    requireRegion(input.vendor, input.region);
    const size = requireSize(input.sizeId);
    return price(size, requireStorage(size, input.storageGb));
  }

  options(input: Params<'options'>) {
    requireRegion(input.vendor, input.region);
    buyableEdition(input.edition);
    const options = productOptionsView(input.edition);
    if (!options) throw new RuleViolation('productNotFound');
    return options;
  }

  /** v1 and v2 `/image/list`. */
  images(input: Params<'images'> | Params<'imagesV2'>) {
    requireRegionIfGiven(input.vendor, input.region);
    return { items: imagesOf(input.kind).map(imageView) };
  }

  sellInfo(input: Params<'sellInfo'>) {
    requireRegion(input.vendor, input.region);
    buyableEdition(input.edition);
    const size = requireSize(input.sizeId, input.edition);
    const info = sellInfoFor([
      { sizeKey: size.key, count: 1, storageGb: requireStorage(size, input.storageGb) },
    ]);
    if (!info) throw new RuleViolation('productNotFound');
    return info;
  }

  regionsV2() {
    return {
      // Every region offers every kind: the local and simulated drivers run all of them.
      items: vendors.map((vendor) => ({
        vendor: vendorView(vendor),
        regions: regions.filter((region) => region.vendor === vendor.key).map(regionView),
      })),
    };
  }

  usableRegionsV2(input: Params<'usableRegionsV2'>) {
    buyableEdition(input.edition);
    if (input.sizeId !== undefined) requireSize(input.sizeId, input.edition);
    return { items: regions.filter((region) => region.usable).map(regionView) };
  }

  productsV2(input: Params<'productsV2'>) {
    requireRegionIfGiven(input.vendor, input.region);
    return {
      items: editionsFor(input.kind).map((edition) => ({
        ...editionEntryView(edition),
        sizes: edition.sizes.map(sizeView),
      })),
    };
  }

  managerSellPrice(input: Params<'managerSellPriceV2'>) {
    requireRegion(input.vendor, input.region);
    const size = requireSize(input.sizeId, 'manager-standard');
    return price(size, size.defaultStorageGb);
  }

  sellInfoV2(input: Params<'sellInfoV2'>) {
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
  }

  // ---- operator changes (each answers the new catalogue version) ------------------------------

  /** Sets a size's price per hour while running. */
  async setSizePrice(sizeKey: string, hourlyMicros: number): Promise<number> {
    if (!Number.isSafeInteger(hourlyMicros) || hourlyMicros <= 0 || hourlyMicros > maxHourlyMicros)
      throw new CatalogueChangeError('A price must be more than $0 and at most $100,000 per hour.');
    return this.change(async (tx) => {
      const size = await requireSizeRow(tx, sizeKey);
      if (size.hourlyMicros === hourlyMicros) return false;
      await store.updateSize(tx, sizeKey, { hourlyMicros });
      // From this moment on, for the instances of that size too (docs/decisions.md "Billing").
      await store.repriceInstances(tx, this.clock.now(), sizeKey);
      return true;
    });
  }

  /** Offers a size to new instances again, or takes it off offer (existing instances keep it). */
  async setSizeOffered(sizeKey: string, offered: boolean): Promise<number> {
    return this.change(async (tx) => {
      const size = await requireSizeRow(tx, sizeKey);
      if (size.offered === offered) return false;
      if (!offered && (await store.countOtherOfferedSizes(tx, size.edition, sizeKey)) === 0)
        throw new CatalogueChangeError(
          `${sizeKey} is the last size the ${size.edition} edition offers: offer another size first.`,
        );
      await store.updateSize(tx, sizeKey, { offered });
      return true;
    });
  }

  /** Opens a region to new instances, or closes it (its instances keep running). */
  async setRegionUsable(vendor: string, code: string, usable: boolean): Promise<number> {
    return this.change(async (tx) => {
      const region = await store.findRegionRow(tx, vendor, code);
      if (!region)
        throw new CatalogueChangeError(
          `There is no region ${code} of ${vendor}: see \`region list ${vendor}\`.`,
        );
      if (region.usable === usable) return false;
      await store.setRegionUsable(tx, vendor, code, usable);
      return true;
    });
  }

  /** Adds a version of a product's graph server; its id is `<kind>-<version>` (`blaze-4.6.0`). */
  async addImage(input: {
    kind: InstanceKind;
    version: string;
    releasedOn?: string;
    notes?: string;
    makeDefault?: boolean;
  }): Promise<{ id: string; version: number }> {
    if (!/^\d{1,4}(\.\d{1,4}){1,3}$/.test(input.version))
      throw new CatalogueChangeError(
        `A version is 2 to 4 numbers separated by dots, such as 4.6.0: ${input.version} is not one.`,
      );
    const releasedOn = input.releasedOn ?? this.clock.now().toISOString().slice(0, 10);
    if (!isCalendarDate(releasedOn))
      throw new CatalogueChangeError(`A release date is YYYY-MM-DD: ${releasedOn} is not one.`);
    const notes = (input.notes ?? '').trim();
    if (notes.length > 200) throw new CatalogueChangeError('Notes are at most 200 characters.');
    const id = `${input.kind.toLowerCase()}-${input.version}`;
    const version = await this.change(async (tx) => {
      if (await store.imageIsListed(tx, input.kind, input.version))
        throw new CatalogueChangeError(`${input.kind} ${input.version} is already listed.`);
      if (input.makeDefault) await store.clearDefaultImage(tx, input.kind);
      await store.insertImage(tx, {
        id,
        kind: input.kind,
        version: input.version,
        isDefault: input.makeDefault ?? false,
        releasedOn,
        notes,
        offered: true,
      });
      return true;
    });
    return { id, version };
  }

  /** Makes an image the one the create wizard preselects for its product. */
  async setDefaultImage(id: string): Promise<number> {
    return this.change(async (tx) => {
      const image = await requireImageRow(tx, id);
      if (image.isDefault) return false;
      if (!image.offered)
        throw new CatalogueChangeError(
          `${id} is withdrawn: offer it again before making it the default.`,
        );
      await store.clearDefaultImage(tx, image.kind);
      await store.updateImage(tx, id, { isDefault: true });
      return true;
    });
  }

  /** Withdraws an image from customers' choices, or offers it again. */
  async setImageOffered(id: string, offered: boolean): Promise<number> {
    return this.change(async (tx) => {
      const image = await requireImageRow(tx, id);
      if (image.offered === offered) return false;
      if (!offered && image.isDefault)
        throw new CatalogueChangeError(
          `${id} is the default ${image.kind} version: make another version the default first.`,
        );
      await store.updateImage(tx, id, { offered });
      return true;
    });
  }

  /** Removes an image added by mistake: refused while it is the default or an instance runs it. */
  async removeImage(id: string): Promise<number> {
    return this.change(async (tx) => {
      const image = await requireImageRow(tx, id);
      if (image.isDefault)
        throw new CatalogueChangeError(
          `${id} is the default ${image.kind} version: make another version the default first.`,
        );
      const used = await store.countInstancesRunning(tx, image.kind, image.version);
      if (used > 0)
        throw new CatalogueChangeError(
          `${used} instance(s) run ${id}: withdraw it instead (\`image disable ${id}\`).`,
        );
      await store.deleteImage(tx, id);
      return true;
    });
  }

  /** Sets the price of a GB-hour of storage (beyond a size's included storage; stopped instances). */
  async setStoragePrice(micros: number): Promise<number> {
    if (!Number.isSafeInteger(micros) || micros < 0 || micros > maxStorageGbHourMicros)
      throw new CatalogueChangeError('A storage price must be $0 to $10 per GB-hour.');
    return this.change(async (tx) => {
      if ((await store.readStoragePrice(tx)) === micros) return false;
      await store.setStoragePrice(tx, micros);
      await store.repriceInstances(tx, this.clock.now());
      return true;
    });
  }

  /**
   * Runs one change: locks the settings row, applies `work` (true when it changed something),
   * bumps the version, then re-reads the catalogue into this process. Answers the version.
   */
  private async change(work: (tx: Db) => Promise<boolean>): Promise<number> {
    const version = await this.db.transaction(async (tx) => {
      const locked = await store.lockVersion(tx);
      if (locked === undefined)
        throw new Error('catalogue_settings has no row: were the migrations applied?');
      if (!(await work(tx))) return locked;
      return (await store.bumpVersion(tx, this.clock.now())) ?? locked + 1;
    });
    await this.load();
    return version;
  }
}

async function requireSizeRow(tx: Db, key: string) {
  const size = await store.findSizeRow(tx, key);
  if (!size) throw new CatalogueChangeError(`There is no size ${key}: see \`size list\`.`);
  return size;
}

async function requireImageRow(tx: Db, id: string) {
  const image = await store.findImageRow(tx, id);
  if (!image) throw new CatalogueChangeError(`There is no image ${id}: see \`image list\`.`);
  return image;
}

function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
