// The catalogue (issue 6): what is sold, where, and at what price. Seeded by migration 0007 with
// src/modules/catalogue/seed.ts; changed only through its service (the admin command), which bumps
// `catalogue_settings.version` in the same transaction so running servers know to re-read it.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Cloud providers ("vendors"): the keys are fixed (each has a driver), the names are data. */
export const catalogueVendors = pgTable('catalogue_vendors', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  position: integer('position').notNull(),
});

export const catalogueRegions = pgTable(
  'catalogue_regions',
  {
    vendor: text('vendor')
      .notNull()
      .references(() => catalogueVendors.key),
    code: text('code').notNull(),
    name: text('name').notNull(),
    area: text('area').notNull(),
    /** New instances may be created here. */
    usable: boolean('usable').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.vendor, t.code] })],
);

/** An edition's texts; its title, kind and contact-only flag are the validation package's. */
export const catalogueEditions = pgTable('catalogue_editions', {
  key: text('key').primaryKey(),
  tips: text('tips').notNull(),
  info: jsonb('info').$type<{ name: 'vCPU' | 'Memory' | 'Storage'; value: string }[]>().notNull(),
  features: jsonb('features').$type<string[]>().notNull(),
  position: integer('position').notNull(),
});

export const catalogueSizes = pgTable(
  'catalogue_sizes',
  {
    key: text('key').primaryKey(),
    edition: text('edition')
      .notNull()
      .references(() => catalogueEditions.key),
    vcpu: integer('vcpu').notNull(),
    memoryGib: integer('memory_gib').notNull(),
    defaultStorageGb: integer('default_storage_gb').notNull(),
    maxStorageGb: integer('max_storage_gb').notNull(),
    /** Price per hour while running, integer micro-dollars (DECISIONS.md "Money"). */
    hourlyMicros: bigint('hourly_micros', { mode: 'number' }).notNull(),
    /** New instances and size changes may choose it; existing instances keep it either way. */
    offered: boolean('offered').notNull().default(true),
    position: integer('position').notNull(),
  },
  (t) => [
    check('catalogue_sizes_price', sql`${t.hourlyMicros} > 0`),
    check('catalogue_sizes_storage', sql`${t.defaultStorageGb} <= ${t.maxStorageGb}`),
  ],
);

export const catalogueImages = pgTable(
  'catalogue_images',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    version: text('version').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    releasedOn: date('released_on', { mode: 'string' }).notNull(),
    notes: text('notes').notNull().default(''),
    /** Customers may pick it (create, upgrade); withdrawn versions keep running where they run. */
    offered: boolean('offered').notNull().default(true),
  },
  (t) => [
    uniqueIndex('catalogue_images_kind_version').on(t.kind, t.version),
    uniqueIndex('catalogue_images_one_default')
      .on(t.kind)
      .where(sql`${t.isDefault}`),
  ],
);

/** One row: the catalogue's version counter and its prices that belong to no size. */
export const catalogueSettings = pgTable(
  'catalogue_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Bumped by every change; servers poll it and re-read the catalogue when it moves. */
    version: bigint('version', { mode: 'number' }).notNull().default(1),
    /** Storage beyond a size's included storage, and all of a stopped instance's bill. */
    storageGbHourMicros: bigint('storage_gb_hour_micros', { mode: 'number' }).notNull(),
    storageStepGb: integer('storage_step_gb').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('catalogue_settings_one_row', sql`${t.id} = 1`),
    check('catalogue_settings_storage_price', sql`${t.storageGbHourMicros} >= 0`),
  ],
);
