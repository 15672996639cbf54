// The catalogue in the database: reads it into the process's snapshot (snapshot.ts) and makes the
// operator's changes (the admin command). Every change runs in one transaction that first locks the
// settings row (so two operators' changes queue up, and checks such as "not the last size on offer"
// see the latest state) and bumps the version counter; then this process re-reads the catalogue.
// Other server processes notice the new version with `refreshIfChanged` (the refresh loop).
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { editionKeys, instanceKinds, type EditionKey, type InstanceKind } from '@quiver/validation';
import type { Db } from '../db/client.ts';
import {
  catalogueEditions,
  catalogueImages,
  catalogueRegions,
  catalogueSettings,
  catalogueSizes,
  catalogueVendors,
  instances,
} from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import type { ImageVersion } from './images.ts';
import type { InstanceSize } from './products.ts';
import {
  catalogueVersion,
  installCatalogue,
  sortImages,
  type CatalogueData,
  type EditionText,
} from './snapshot.ts';
import { isVendorKey, regionAreas, type Region, type RegionArea, type Vendor } from './vendors.ts';

/** An operator's change refused (bad input or a rule); the message says what to do. Nothing changed. */
export class CatalogueChangeError extends Error {
  override name = 'CatalogueChangeError';
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The largest hourly price a size may have: $100,000 (a typo guard, far above any real size). */
export const maxHourlyMicros = 100_000_000_000;
/** The largest storage price per GB-hour: $10. */
export const maxStorageGbHourMicros = 10_000_000;

export class CatalogueStore {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Reads the whole catalogue in one consistent snapshot and installs it in this process. */
  async load(): Promise<CatalogueData> {
    const data = await readCatalogue(this.db);
    installCatalogue(data);
    return data;
  }

  /** Re-reads the catalogue when its version moved (another process changed it). */
  async refreshIfChanged(): Promise<boolean> {
    const [row] = await this.db
      .select({ version: catalogueSettings.version })
      .from(catalogueSettings)
      .where(eq(catalogueSettings.id, 1));
    if (!row || row.version === catalogueVersion) return false;
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

  // ---- operator changes (each answers the new catalogue version) ------------------------------

  /** Sets a size's price per hour while running. */
  async setSizePrice(sizeKey: string, hourlyMicros: number): Promise<number> {
    if (!Number.isSafeInteger(hourlyMicros) || hourlyMicros <= 0 || hourlyMicros > maxHourlyMicros)
      throw new CatalogueChangeError('A price must be more than $0 and at most $100,000 per hour.');
    return this.change(async (tx) => {
      const size = await requireSizeRow(tx, sizeKey);
      if (size.hourlyMicros === hourlyMicros) return false;
      await tx.update(catalogueSizes).set({ hourlyMicros }).where(eq(catalogueSizes.key, sizeKey));
      return true;
    });
  }

  /** Offers a size to new instances again, or takes it off offer (existing instances keep it). */
  async setSizeOffered(sizeKey: string, offered: boolean): Promise<number> {
    return this.change(async (tx) => {
      const size = await requireSizeRow(tx, sizeKey);
      if (size.offered === offered) return false;
      if (!offered) {
        const others = await tx
          .select({ key: catalogueSizes.key })
          .from(catalogueSizes)
          .where(
            and(
              eq(catalogueSizes.edition, size.edition),
              eq(catalogueSizes.offered, true),
              ne(catalogueSizes.key, sizeKey),
            ),
          );
        if (others.length === 0)
          throw new CatalogueChangeError(
            `${sizeKey} is the last size the ${size.edition} edition offers: offer another size first.`,
          );
      }
      await tx.update(catalogueSizes).set({ offered }).where(eq(catalogueSizes.key, sizeKey));
      return true;
    });
  }

  /** Opens a region to new instances, or closes it (its instances keep running). */
  async setRegionUsable(vendor: string, code: string, usable: boolean): Promise<number> {
    return this.change(async (tx) => {
      const [region] = await tx
        .select()
        .from(catalogueRegions)
        .where(and(eq(catalogueRegions.vendor, vendor), eq(catalogueRegions.code, code)));
      if (!region)
        throw new CatalogueChangeError(
          `There is no region ${code} of ${vendor}: see \`region list ${vendor}\`.`,
        );
      if (region.usable === usable) return false;
      await tx
        .update(catalogueRegions)
        .set({ usable })
        .where(and(eq(catalogueRegions.vendor, vendor), eq(catalogueRegions.code, code)));
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
      const [same] = await tx
        .select({ id: catalogueImages.id })
        .from(catalogueImages)
        .where(
          and(eq(catalogueImages.kind, input.kind), eq(catalogueImages.version, input.version)),
        );
      if (same) throw new CatalogueChangeError(`${input.kind} ${input.version} is already listed.`);
      if (input.makeDefault)
        await tx
          .update(catalogueImages)
          .set({ isDefault: false })
          .where(eq(catalogueImages.kind, input.kind));
      await tx.insert(catalogueImages).values({
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
      await tx
        .update(catalogueImages)
        .set({ isDefault: false })
        .where(eq(catalogueImages.kind, image.kind));
      await tx.update(catalogueImages).set({ isDefault: true }).where(eq(catalogueImages.id, id));
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
      await tx.update(catalogueImages).set({ offered }).where(eq(catalogueImages.id, id));
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
      const [used] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(instances)
        .where(
          and(
            eq(instances.kind, image.kind),
            eq(instances.version, image.version),
            ne(instances.status, 'TERMINATED'),
          ),
        );
      if ((used?.n ?? 0) > 0)
        throw new CatalogueChangeError(
          `${used?.n} instance(s) run ${id}: withdraw it instead (\`image disable ${id}\`).`,
        );
      await tx.delete(catalogueImages).where(eq(catalogueImages.id, id));
      return true;
    });
  }

  /** Sets the price of a GB-hour of storage (beyond a size's included storage; stopped instances). */
  async setStoragePrice(micros: number): Promise<number> {
    if (!Number.isSafeInteger(micros) || micros < 0 || micros > maxStorageGbHourMicros)
      throw new CatalogueChangeError('A storage price must be $0 to $10 per GB-hour.');
    return this.change(async (tx) => {
      const [settings] = await tx.select().from(catalogueSettings);
      if (settings?.storageGbHourMicros === micros) return false;
      await tx
        .update(catalogueSettings)
        .set({ storageGbHourMicros: micros })
        .where(eq(catalogueSettings.id, 1));
      return true;
    });
  }

  /**
   * Runs one change: locks the settings row, applies `work` (true when it changed something),
   * bumps the version, then re-reads the catalogue into this process. Answers the version.
   */
  private async change(work: (tx: Tx) => Promise<boolean>): Promise<number> {
    const version = await this.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ version: catalogueSettings.version })
        .from(catalogueSettings)
        .where(eq(catalogueSettings.id, 1))
        .for('update');
      if (!locked) throw new Error('catalogue_settings has no row: were the migrations applied?');
      if (!(await work(tx))) return locked.version;
      const [bumped] = await tx
        .update(catalogueSettings)
        .set({ version: sql`${catalogueSettings.version} + 1`, updatedAt: this.clock.now() })
        .where(eq(catalogueSettings.id, 1))
        .returning({ version: catalogueSettings.version });
      return bumped?.version ?? locked.version + 1;
    });
    await this.load();
    return version;
  }
}

async function requireSizeRow(tx: Tx, key: string) {
  const [size] = await tx.select().from(catalogueSizes).where(eq(catalogueSizes.key, key));
  if (!size) throw new CatalogueChangeError(`There is no size ${key}: see \`size list\`.`);
  return size;
}

async function requireImageRow(tx: Tx, id: string) {
  const [image] = await tx.select().from(catalogueImages).where(eq(catalogueImages.id, id));
  if (!image) throw new CatalogueChangeError(`There is no image ${id}: see \`image list\`.`);
  return image;
}

function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Reads every catalogue table in one repeatable-read transaction (never half of a change). */
export async function readCatalogue(db: Db): Promise<CatalogueData> {
  return db.transaction(
    async (tx) => {
      const [settings] = await tx.select().from(catalogueSettings);
      if (!settings)
        throw new Error(
          'The catalogue is empty (catalogue_settings has no row): run the migrations.',
        );
      const vendorRows = await tx
        .select()
        .from(catalogueVendors)
        .orderBy(asc(catalogueVendors.position));
      const regionRows = await tx
        .select()
        .from(catalogueRegions)
        .orderBy(asc(catalogueRegions.position));
      const editionRows = await tx
        .select()
        .from(catalogueEditions)
        .orderBy(asc(catalogueEditions.position));
      const sizeRows = await tx.select().from(catalogueSizes).orderBy(asc(catalogueSizes.position));
      const imageRows = await tx.select().from(catalogueImages);
      return {
        version: settings.version,
        vendors: vendorRows.map((row): Vendor => ({
          key: known(row.key, isVendorKey, 'vendor'),
          name: row.name,
          shortName: row.shortName,
        })),
        regions: regionRows.map((row): Region => ({
          vendor: known(row.vendor, isVendorKey, 'vendor'),
          code: row.code,
          name: row.name,
          area: known(row.area, isRegionArea, 'region area'),
          usable: row.usable,
        })),
        editions: editionRows.map((row): EditionText => ({
          key: known(row.key, isEditionKey, 'edition'),
          tips: row.tips,
          info: row.info,
          features: row.features,
        })),
        sizes: sizeRows.map((row): InstanceSize => ({
          key: row.key,
          edition: known(row.edition, isEditionKey, 'edition'),
          vcpu: row.vcpu,
          memoryGiB: row.memoryGib,
          defaultStorageGb: row.defaultStorageGb,
          maxStorageGb: row.maxStorageGb,
          hourlyMicros: row.hourlyMicros,
          offered: row.offered,
        })),
        images: sortImages(
          imageRows.map((row): ImageVersion => ({
            id: row.id,
            kind: known(row.kind, isInstanceKind, 'image kind'),
            version: row.version,
            isDefault: row.isDefault,
            releasedOn: row.releasedOn,
            notes: row.notes,
            offered: row.offered,
          })),
        ),
        storageGbHourMicros: settings.storageGbHourMicros,
        storageStepGb: settings.storageStepGb,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

function known<T extends string>(
  value: string,
  is: (value: string) => value is T,
  what: string,
): T {
  if (!is(value)) throw new Error(`The catalogue names an unknown ${what}: ${value}.`);
  return value;
}

const isEditionKey = (value: string): value is EditionKey =>
  (editionKeys as readonly string[]).includes(value);
const isInstanceKind = (value: string): value is InstanceKind =>
  (instanceKinds as readonly string[]).includes(value);
const isRegionArea = (value: string): value is RegionArea =>
  (regionAreas as readonly string[]).includes(value);
