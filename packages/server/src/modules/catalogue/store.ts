// The catalogue's queries: reading every table into one consistent snapshot, and the rows an
// operator's change reads and writes (service.ts holds the rules and runs each change in one
// transaction that locks the settings row first and bumps the version).
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { editionKeys, instanceKinds, type EditionKey, type InstanceKind } from '@quiver/validation';
import type { Db } from '../../db/client.ts';
import { repriceMeter } from '../../db/meter.ts';
import {
  catalogueEditions,
  catalogueImages,
  catalogueRegions,
  catalogueSettings,
  catalogueSizes,
  catalogueVendors,
  instances,
} from '../../db/schema.ts';
import { isVendorKey } from '../../providers/vendors.ts';
import { sortImages } from './snapshot.ts';
import {
  regionAreas,
  type CatalogueData,
  type EditionText,
  type ImageVersion,
  type InstanceSize,
  type Region,
  type RegionArea,
  type Vendor,
} from './types.ts';

export type SizeRow = typeof catalogueSizes.$inferSelect;
export type ImageRow = typeof catalogueImages.$inferSelect;
export type NewImage = typeof catalogueImages.$inferInsert;

// ---- the version counter ---------------------------------------------------------------------

/** The stored catalogue version, or undefined before the migrations ran. */
export async function readVersion(db: Db): Promise<number | undefined> {
  const [row] = await db
    .select({ version: catalogueSettings.version })
    .from(catalogueSettings)
    .where(eq(catalogueSettings.id, 1));
  return row?.version;
}

/** Locks the settings row for the rest of the transaction; answers the version it holds. */
export async function lockVersion(tx: Db): Promise<number | undefined> {
  const [row] = await tx
    .select({ version: catalogueSettings.version })
    .from(catalogueSettings)
    .where(eq(catalogueSettings.id, 1))
    .for('update');
  return row?.version;
}

export async function bumpVersion(tx: Db, now: Date): Promise<number | undefined> {
  const [row] = await tx
    .update(catalogueSettings)
    .set({ version: sql`${catalogueSettings.version} + 1`, updatedAt: now })
    .where(eq(catalogueSettings.id, 1))
    .returning({ version: catalogueSettings.version });
  return row?.version;
}

// ---- sizes, regions, images, storage ----------------------------------------------------------

export async function findSizeRow(db: Db, key: string): Promise<SizeRow | undefined> {
  const [size] = await db.select().from(catalogueSizes).where(eq(catalogueSizes.key, key));
  return size;
}

/** How many sizes of `edition` other than `exceptKey` are on offer. */
export async function countOtherOfferedSizes(
  db: Db,
  edition: string,
  exceptKey: string,
): Promise<number> {
  const others = await db
    .select({ key: catalogueSizes.key })
    .from(catalogueSizes)
    .where(
      and(
        eq(catalogueSizes.edition, edition),
        eq(catalogueSizes.offered, true),
        ne(catalogueSizes.key, exceptKey),
      ),
    );
  return others.length;
}

export async function updateSize(
  db: Db,
  key: string,
  values: Partial<Pick<SizeRow, 'hourlyMicros' | 'offered'>>,
): Promise<void> {
  await db.update(catalogueSizes).set(values).where(eq(catalogueSizes.key, key));
}

export async function findRegionRow(db: Db, vendor: string, code: string) {
  const [region] = await db
    .select()
    .from(catalogueRegions)
    .where(and(eq(catalogueRegions.vendor, vendor), eq(catalogueRegions.code, code)));
  return region;
}

export async function setRegionUsable(
  db: Db,
  vendor: string,
  code: string,
  usable: boolean,
): Promise<void> {
  await db
    .update(catalogueRegions)
    .set({ usable })
    .where(and(eq(catalogueRegions.vendor, vendor), eq(catalogueRegions.code, code)));
}

export async function findImageRow(db: Db, id: string): Promise<ImageRow | undefined> {
  const [image] = await db.select().from(catalogueImages).where(eq(catalogueImages.id, id));
  return image;
}

export async function imageIsListed(db: Db, kind: InstanceKind, version: string): Promise<boolean> {
  const [same] = await db
    .select({ id: catalogueImages.id })
    .from(catalogueImages)
    .where(and(eq(catalogueImages.kind, kind), eq(catalogueImages.version, version)));
  return same !== undefined;
}

export async function insertImage(db: Db, values: NewImage): Promise<void> {
  await db.insert(catalogueImages).values(values);
}

/** No image of `kind` is the default any more. */
export async function clearDefaultImage(db: Db, kind: string): Promise<void> {
  await db.update(catalogueImages).set({ isDefault: false }).where(eq(catalogueImages.kind, kind));
}

export async function updateImage(
  db: Db,
  id: string,
  values: Partial<Pick<ImageRow, 'isDefault' | 'offered'>>,
): Promise<void> {
  await db.update(catalogueImages).set(values).where(eq(catalogueImages.id, id));
}

export async function deleteImage(db: Db, id: string): Promise<void> {
  await db.delete(catalogueImages).where(eq(catalogueImages.id, id));
}

/** Instances not terminated that run a version (of every account: an operator's check). */
export async function countInstancesRunning(
  db: Db,
  kind: string,
  version: string,
): Promise<number> {
  const [used] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(instances)
    .where(
      and(
        eq(instances.kind, kind),
        eq(instances.version, version),
        ne(instances.status, 'TERMINATED'),
      ),
    );
  return used?.n ?? 0;
}

/** The meter re-prices live instances (of one size, or all) from `at`: see src/db/meter.ts. */
export function repriceInstances(tx: Db, at: Date, sizeKey?: string): Promise<void> {
  return repriceMeter(tx, at, sizeKey);
}

export async function readStoragePrice(db: Db): Promise<number | undefined> {
  const [settings] = await db.select().from(catalogueSettings);
  return settings?.storageGbHourMicros;
}

export async function setStoragePrice(db: Db, micros: number): Promise<void> {
  await db
    .update(catalogueSettings)
    .set({ storageGbHourMicros: micros })
    .where(eq(catalogueSettings.id, 1));
}

// ---- the whole catalogue ----------------------------------------------------------------------

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
