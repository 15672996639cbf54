// One database interface for the whole server: embedded PGlite by default (a folder, or memory for
// tests) or a PostgreSQL server when DATABASE_URL is set. Same schema, same migrations.
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as billingSchema from './schema-billing.ts';
import * as coreSchema from './schema.ts';
import * as vpcSchema from './schema-vpc.ts';

const schema = { ...coreSchema, ...billingSchema, ...vpcSchema };

export type Schema = typeof schema;
/**
 * Either driver's database: both are PgDatabase over the same schema. A transaction handle is one
 * too, so repository functions take either.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface OpenOptions {
  /** postgres:// address; when absent PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite folder; undefined = in memory. */
  dataDir?: string | undefined;
  /** A PGlite data-folder dump to start from (tests load a migrated snapshot: no initdb). */
  loadDataDir?: Blob | undefined;
}

/** Opens the database and applies every pending migration. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const client = options.loadDataDir
    ? new PGlite({ loadDataDir: options.loadDataDir })
    : new PGlite(options.dataDir);
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/** Opens an in-memory PGlite, migrates it and returns its dump (test fixture and bench helper). */
export async function migratedSnapshot(): Promise<Blob> {
  const client = new PGlite();
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}
