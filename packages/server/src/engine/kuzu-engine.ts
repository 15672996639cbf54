import { cp, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type * as Kuzu from 'kuzu';
import {
  EngineError,
  type EngineAvailability,
  type GraphCounts,
  type GraphEngine,
  type GraphEngineFactory,
  type GraphSchema,
  type OpenOptions,
  type QueryErrorKind,
  type QueryOptions,
  type QueryOutcome,
  type QueryValue,
  type ResourceUsage,
  type SampleGraph,
  type SnapshotManifest,
} from './graph-engine.ts';
import { guardStatement } from './statement-guard.ts';
import { directorySize } from './disk-usage.ts';
import { classify, errorMessage, tidy, toQueryRow } from './kuzu-values.ts';
import { readKuzuSchema } from './kuzu-schema.ts';

/** The module's default export: the classes plus VERSION and STORAGE_VERSION. */
type KuzuModule = typeof Kuzu.default;

/** The database file inside an instance's folder (kuzu 0.11 keeps one file plus a write-ahead log). */
export const databaseFileName = 'graph.kz';
const walSuffix = '.wal';
const manifestFileName = 'manifest.json';
const engineName = 'kuzu';

export const defaultBufferPoolBytes = 256 * 1024 * 1024;
export const defaultMaxDatabaseBytes = 2 ** 33; // 8 GiB of address space for the database file
/** Rows per batch when loading samples: large enough to be quick, small enough for the buffer pool. */
const loadBatchRows = 20_000;
const internalTimeLimitMs = 24 * 3600 * 1000;

let loaded: Promise<{ module: KuzuModule } | { error: string }> | undefined;

/** Loads the native module once; a platform without a prebuilt binary gets the reason, not a crash. */
export function loadKuzu(): Promise<{ module: KuzuModule } | { error: string }> {
  loaded ??= import('kuzu').then(
    (imported) => {
      const module = imported.default;
      return typeof module?.Database === 'function'
        ? { module }
        : { error: 'the kuzu package loaded without its native binding' };
    },
    (error: unknown) => ({
      error: `the kuzu native module cannot load on ${process.platform}-${process.arch}: ${errorMessage(error)}`,
    }),
  );
  return loaded;
}

/**
 * Engines backed by kuzu. `load` is replaceable so a platform without the native module can be
 * exercised: the factory then reports 'unavailable' with the loader's reason.
 */
export function createKuzuEngineFactory(
  load: () => Promise<{ module: KuzuModule } | { error: string }> = loadKuzu,
): GraphEngineFactory {
  return {
    name: engineName,
    async availability(): Promise<EngineAvailability> {
      const result = await load();
      if ('error' in result) return { available: false, engine: engineName, reason: result.error };
      return { available: true, engine: engineName, version: result.module.VERSION };
    },
    create: () => new KuzuEngine(),
  };
}

export const kuzuEngineFactory: GraphEngineFactory = createKuzuEngineFactory();

/**
 * One embedded kuzu database in this process. Operations on one engine run one at a time (kuzu's
 * connection runs one statement at a time, and the read-only wrapper must not interleave).
 */
export class KuzuEngine implements GraphEngine {
  private kuzu: KuzuModule | undefined;
  private database: Kuzu.Database | undefined;
  private connection: Kuzu.Connection | undefined;
  private dir: string | undefined;
  private options: OpenOptions = {};
  private queue: Promise<unknown> = Promise.resolve();

  get isOpen(): boolean {
    return this.connection !== undefined;
  }

  open(dir: string, options: OpenOptions = {}): Promise<void> {
    return this.exclusive(async () => {
      if (this.connection) throw new EngineError('The database is already open.', 'already-open');
      await mkdir(dir, { recursive: true });
      this.dir = dir;
      this.options = options;
      await this.openFiles();
    });
  }

  close(): Promise<void> {
    return this.exclusive(() => this.closeFiles());
  }

  query(statement: string, options: QueryOptions = {}): Promise<QueryOutcome> {
    return this.exclusive(() => this.runQuery(statement, options));
  }

  counts(): Promise<GraphCounts> {
    return this.exclusive(() => this.countGraph());
  }

  schema(): Promise<GraphSchema> {
    return this.exclusive(() => readKuzuSchema((statement) => this.execInternal(statement)));
  }

  diskSize(): Promise<number> {
    return this.exclusive(() => directorySize(this.requireDir()));
  }

  clear(): Promise<void> {
    return this.exclusive(async () => {
      this.requireOpen();
      await this.closeFiles();
      await this.removeDatabaseFiles();
      await this.openFiles();
    });
  }

  snapshot(targetDir: string): Promise<SnapshotManifest> {
    return this.exclusive(async () => {
      const dir = this.requireDir();
      this.requireOpen();
      if (existsSync(targetDir)) {
        throw new EngineError(
          `The snapshot folder ${targetDir} already exists.`,
          'snapshot-exists',
        );
      }
      const counts = await this.countGraph();
      // A checkpoint moves the write-ahead log into the database file, so the copy is one file.
      await this.execInternal('CHECKPOINT');
      await this.closeFiles();
      try {
        await mkdir(targetDir, { recursive: true });
        await cp(join(dir, databaseFileName), join(targetDir, databaseFileName));
        const wal = join(dir, databaseFileName + walSuffix);
        if (existsSync(wal)) await cp(wal, join(targetDir, databaseFileName + walSuffix));
        const manifest: SnapshotManifest = {
          engine: engineName,
          engineVersion: this.requireModule().VERSION,
          storageVersion: String(this.requireModule().STORAGE_VERSION),
          createdAt: new Date().toISOString(),
          ...counts,
          bytes: await directorySize(targetDir),
        };
        await writeFile(join(targetDir, manifestFileName), JSON.stringify(manifest, null, 2));
        return manifest;
      } catch (error) {
        await rm(targetDir, { recursive: true, force: true });
        throw error;
      } finally {
        await this.openFiles();
      }
    });
  }

  restore(sourceDir: string): Promise<SnapshotManifest> {
    return this.exclusive(async () => {
      this.requireOpen();
      const manifest = await readManifest(sourceDir);
      const kuzu = this.requireModule();
      if (
        manifest.engine !== engineName ||
        manifest.storageVersion !== String(kuzu.STORAGE_VERSION)
      ) {
        throw new EngineError(
          `The backup was written by ${manifest.engine} storage version ${manifest.storageVersion}; this engine reads ${engineName} storage version ${String(kuzu.STORAGE_VERSION)}.`,
          'snapshot-invalid',
        );
      }
      // Copy beside the live files first, so a failed copy leaves the current graph untouched.
      const dir = this.requireDir();
      const staging = join(dir, '.restore-staging');
      await rm(staging, { recursive: true, force: true });
      await mkdir(staging);
      await cp(join(sourceDir, databaseFileName), join(staging, databaseFileName));
      const wal = join(sourceDir, databaseFileName + walSuffix);
      if (existsSync(wal)) await cp(wal, join(staging, databaseFileName + walSuffix));
      await this.closeFiles();
      try {
        await this.removeDatabaseFiles();
        await rename(join(staging, databaseFileName), join(dir, databaseFileName));
        if (existsSync(join(staging, databaseFileName + walSuffix))) {
          await rename(
            join(staging, databaseFileName + walSuffix),
            join(dir, databaseFileName + walSuffix),
          );
        }
      } finally {
        await rm(staging, { recursive: true, force: true });
        await this.openFiles();
      }
      const counts = await this.countGraph();
      if (counts.nodes !== manifest.nodes || counts.edges !== manifest.edges) {
        throw new EngineError(
          `The restored graph has ${counts.nodes} nodes and ${counts.edges} edges; the backup recorded ${manifest.nodes} and ${manifest.edges}.`,
          'snapshot-invalid',
        );
      }
      return manifest;
    });
  }

  loadSample(sample: SampleGraph): Promise<GraphCounts> {
    return this.exclusive(async () => {
      this.requireOpen();
      const existing = new Set((await this.tableNames()).map((name) => name.toLowerCase()));
      const clash = [...sample.nodeTables, ...sample.edgeTables].find((table) =>
        existing.has(table.label.toLowerCase()),
      );
      if (clash) {
        throw new EngineError(
          `The graph already has a table named ${clash.label}: empty the instance first or choose another sample.`,
          'sample-conflict',
        );
      }
      const created: string[] = [];
      try {
        for (const table of sample.nodeTables) {
          const [key, ...rest] = table.properties;
          if (!key) throw new EngineError(`Node table ${table.label} has no key.`, 'engine');
          const columns = [
            `${key.name} ${key.type} PRIMARY KEY`,
            ...rest.map((p) => `${p.name} ${p.type}`),
          ];
          await this.execInternal(`CREATE NODE TABLE ${table.label}(${columns.join(', ')})`);
          created.push(table.label);
        }
        for (const table of sample.edgeTables) {
          const columns = [
            `FROM ${table.from} TO ${table.to}`,
            ...table.properties.map((p) => `${p.name} ${p.type}`),
          ];
          await this.execInternal(`CREATE REL TABLE ${table.label}(${columns.join(', ')})`);
          created.unshift(table.label); // edge tables are dropped before the node tables they join
        }
        // COPY from a parameterised subquery is kuzu's bulk path; columns go in table order, and an
        // edge whose end is missing fails the load instead of being skipped.
        for (const table of sample.nodeTables) {
          const columns = table.properties.map((p) => `r.${p.name}`).join(', ');
          await this.loadBatches(
            `COPY ${table.label} FROM (UNWIND $rows AS r RETURN ${columns})`,
            table.rows,
          );
        }
        for (const table of sample.edgeTables) {
          const columns = ['r.from', 'r.to', ...table.properties.map((p) => `r.${p.name}`)].join(
            ', ',
          );
          await this.loadBatches(
            `COPY ${table.label} FROM (UNWIND $rows AS r RETURN ${columns})`,
            table.rows,
          );
        }
      } catch (error) {
        for (const label of created)
          await this.execInternal(`DROP TABLE ${label}`).catch(() => undefined);
        throw error instanceof EngineError
          ? error
          : new EngineError(`Loading ${sample.name} failed: ${errorMessage(error)}`, 'engine');
      }
      return this.countGraph();
    });
  }

  async resourceUsage(): Promise<ResourceUsage> {
    const cpu = process.cpuUsage();
    return {
      rssBytes: process.memoryUsage().rss,
      cpuMicros: cpu.user + cpu.system,
      sampledAt: Date.now(),
    };
  }

  // ---- internals -------------------------------------------------------------------------------

  private exclusive<T>(operation: () => Promise<T>): Promise<T> {
    const run = this.queue.then(operation, operation);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async openFiles(): Promise<void> {
    const loadedModule = await loadKuzu();
    if ('error' in loadedModule) throw new EngineError(loadedModule.error, 'unavailable');
    const kuzu = loadedModule.module;
    this.kuzu = kuzu;
    const path = join(this.requireDir(), databaseFileName);
    const database = new kuzu.Database(
      path,
      this.options.bufferPoolBytes ?? defaultBufferPoolBytes,
      true,
      this.options.readOnly ?? false,
      this.options.maxDatabaseBytes ?? defaultMaxDatabaseBytes,
    );
    try {
      await database.init();
      const connection = new kuzu.Connection(database);
      await connection.init();
      this.database = database;
      this.connection = connection;
    } catch (error) {
      await database.close().catch(() => undefined);
      throw new EngineError(
        `The database in ${this.dir} cannot open: ${errorMessage(error)}`,
        'engine',
      );
    }
  }

  private async closeFiles(): Promise<void> {
    const { connection, database } = this;
    this.connection = undefined;
    this.database = undefined;
    // Every QueryResult is closed where it is read: kuzu 0.11 crashes at exit otherwise.
    await connection?.close();
    await database?.close();
  }

  private async removeDatabaseFiles(): Promise<void> {
    const dir = this.requireDir();
    await rm(join(dir, databaseFileName), { force: true });
    await rm(join(dir, databaseFileName + walSuffix), { force: true });
  }

  private async runQuery(statement: string, options: QueryOptions): Promise<QueryOutcome> {
    const started = performance.now();
    const fail = (kind: QueryErrorKind, message: string): QueryOutcome => ({
      ok: false,
      error: { kind, message },
      elapsedMs: Math.round(performance.now() - started),
    });
    const connection = this.connection;
    if (!connection) return fail('unavailable', 'The instance is not running.');
    const verdict = guardStatement(statement);
    if (!verdict.allowed) return fail('not-allowed', verdict.message);

    const rowLimit = Math.max(0, options.rowLimit ?? 1_000);
    const readOnly = options.readOnly ?? false;
    connection.setQueryTimeout(Math.max(1, options.timeLimitMs ?? 30_000));
    let inTransaction = false;
    let result: Kuzu.QueryResult | undefined;
    try {
      if (readOnly) {
        await this.execInternal('BEGIN TRANSACTION READ ONLY');
        inTransaction = true;
      }
      const prepared = await connection.prepare(statement);
      if (!prepared.isSuccess()) {
        const message = prepared.getErrorMessage();
        return fail(classify(message, readOnly), tidy(message));
      }
      const executed = await connection.execute(prepared, options.params ?? {});
      result = Array.isArray(executed) ? executed[0] : executed;
      if (!result) return fail('execution', 'The statement returned no result.');
      const names = result.getColumnNamesSync();
      const types = result.getColumnDataTypesSync();
      const rows: Record<string, QueryValue>[] = [];
      let truncated = false;
      while (result.hasNext()) {
        if (rows.length >= rowLimit) {
          truncated = true;
          break;
        }
        const row = result.getNextSync();
        if (!row) break;
        rows.push(toQueryRow(row));
      }
      return {
        ok: true,
        columns: names.map((name, index) => ({ name, type: types[index] ?? 'ANY' })),
        rows,
        truncated,
        elapsedMs: Math.round(performance.now() - started),
      };
    } catch (error) {
      const message = errorMessage(error);
      return fail(classify(message, readOnly), tidy(message));
    } finally {
      result?.close();
      // kuzu has no "no limit": the service's own statements get a day.
      connection.setQueryTimeout(internalTimeLimitMs);
      if (inTransaction) await this.execInternal('ROLLBACK').catch(() => undefined);
    }
  }

  /** Runs a statement of the service itself (not a customer's): no guard, errors thrown. */
  private async execInternal(
    statement: string,
    params?: Record<string, Kuzu.KuzuValue>,
  ): Promise<Record<string, Kuzu.KuzuValue>[]> {
    const connection = this.requireOpen();
    const prepared = await connection.prepare(statement);
    if (!prepared.isSuccess()) throw new EngineError(prepared.getErrorMessage(), 'engine');
    const executed = await connection.execute(prepared, params ?? {});
    const results = Array.isArray(executed) ? executed : [executed];
    try {
      return results[0]?.getAllSync() ?? [];
    } finally {
      for (const result of results) result.close();
    }
  }

  private async loadBatches(
    statement: string,
    rows: Record<string, Kuzu.KuzuValue>[],
  ): Promise<void> {
    for (let start = 0; start < rows.length; start += loadBatchRows) {
      await this.execInternal(statement, { rows: rows.slice(start, start + loadBatchRows) });
    }
  }

  private async tableNames(): Promise<string[]> {
    const rows = await this.execInternal('CALL show_tables() RETURN name, type');
    return rows.map((row) => String(row.name));
  }

  private async countGraph(): Promise<GraphCounts> {
    const rows = await this.execInternal('CALL show_tables() RETURN name, type');
    const hasNodes = rows.some((row) => row.type === 'NODE');
    const hasEdges = rows.some((row) => row.type === 'REL');
    const nodes = hasNodes ? await this.execInternal('MATCH (n) RETURN count(n) AS c') : [];
    const edges = hasEdges ? await this.execInternal('MATCH ()-[e]->() RETURN count(e) AS c') : [];
    return { nodes: Number(nodes[0]?.c ?? 0), edges: Number(edges[0]?.c ?? 0) };
  }

  private requireModule(): KuzuModule {
    if (!this.kuzu) throw new EngineError('The engine has not loaded.', 'not-open');
    return this.kuzu;
  }

  private requireDir(): string {
    if (!this.dir) throw new EngineError('The database has not been opened.', 'not-open');
    return this.dir;
  }

  private requireOpen(): Kuzu.Connection {
    if (!this.connection) throw new EngineError('The database is not open.', 'not-open');
    return this.connection;
  }
}

async function readManifest(sourceDir: string): Promise<SnapshotManifest> {
  try {
    const manifest = JSON.parse(
      await readFile(join(sourceDir, manifestFileName), 'utf8'),
    ) as SnapshotManifest;
    await stat(join(sourceDir, databaseFileName));
    return manifest;
  } catch (error) {
    throw new EngineError(
      `The backup in ${sourceDir} is unreadable: ${errorMessage(error)}`,
      'snapshot-invalid',
    );
  }
}
