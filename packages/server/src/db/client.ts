// One database interface for the whole server: embedded PGlite by default (a folder, or memory for
// tests) or a PostgreSQL server when DATABASE_URL is set. Same schema, same migrations.
import { PGlite, types, type QueryOptions } from '@electric-sql/pglite';
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
  /**
   * The driver under drizzle, for SQL as text (the bench's same-SQL baselines replay what an
   * endpoint ran through it).
   */
  driver: {
    /** `name` (PostgreSQL): a prepared statement, parsed once per connection. */
    query(text: string, params?: unknown[], name?: string): Promise<{ rows: unknown[] }>;
  };
  close(): Promise<void>;
}

/** Sees every statement drizzle sends (transaction begin and commit included), before it runs. */
export type QueryListener = (query: string, params: unknown[]) => void;

/** The advisory lock migrations run under: "quiver-m" in ASCII. */
const migrationLockKey = 0x7175697665722d6dn.toString();

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface OpenOptions {
  /** postgres:// address; when absent PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite folder; undefined = in memory. */
  dataDir?: string | undefined;
  /** A PGlite data-folder dump to start from (tests load a migrated snapshot: no initdb). */
  loadDataDir?: Blob | undefined;
  /** PostgreSQL connections in the pool (DATABASE_POOL_SIZE; default 10). */
  poolSize?: number | undefined;
  /** Told every statement (tests count queries per request; the bench records an endpoint's SQL). */
  onQuery?: QueryListener | undefined;
}

const asText = (value: string) => value;
/**
 * The types drizzle reads as text (dates, times, intervals, numeric arrays: it maps them itself).
 * drizzle hands these parsers to PGlite with every query, and PGlite merges them into its own on
 * every call, a copy of about a hundred parsers; the client gets them once instead.
 */
const drizzleParsers = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1182: asText, // date[]
};

/** The client as drizzle sees it: each query's own parsers (the ones above) left out. */
function withoutQueryParsers(client: PGlite): PGlite {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query')
        return (query: string, params?: unknown[], queryOptions?: QueryOptions) =>
          target.query(
            query,
            params,
            queryOptions ? { ...queryOptions, parsers: undefined } : queryOptions,
          );
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}

/** Opens the database and applies every pending migration. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const logger = options.onQuery ? { logQuery: options.onQuery } : undefined;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
    });
    // An idle connection the server ends (a restart, a failover, a dropped database) leaves the
    // pool, and the next query opens another; without a listener its error would end the process.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema, logger });
    // Processes starting together on one database (SERVER_PROCESSES, replicas) migrate one at a
    // time: the others wait on this lock (held by a connection of its own, outside the pool the
    // migrations use), then find nothing left to apply.
    const lock = new pg.Client({ connectionString: options.databaseUrl });
    lock.on('error', () => undefined);
    try {
      await lock.connect();
      await lock.query('select pg_advisory_lock($1)', [migrationLockKey]);
      await migratePg(db, { migrationsFolder });
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw error;
    } finally {
      await lock.end().catch(() => undefined);
    }
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      driver: {
        query: (text, params, name) =>
          name ? pool.query({ name, text, values: params ?? [] }) : pool.query(text, params),
      },
      close: () => pool.end(),
    };
  }
  const client = new PGlite({
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : { dataDir: options.dataDir }),
    parsers: drizzleParsers,
  });
  await client.waitReady;
  const db = drizzlePglite(withoutQueryParsers(client), { schema, logger });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    // As drizzle reads (rows as arrays, the types above as text), for the bench's baselines.
    driver: { query: (text, params) => client.query(text, params, { rowMode: 'array' }) },
    close: () => client.close(),
  };
}

/** Opens an in-memory PGlite, migrates it and returns its dump (test fixture and bench helper). */
export async function migratedSnapshot(): Promise<Blob> {
  const client = new PGlite();
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}
