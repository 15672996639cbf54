/**
 * The graph database behind one instance, as the cloud providers see it. The local provider runs one
 * per instance on this machine; another engine (or a remote one) can be swapped in behind the same
 * interface.
 *
 * Every method except `query` may throw an `EngineError` (the caller turns it into a job failure);
 * `query` never throws for a problem in the statement or its execution: errors come back as data so
 * the command-line screen can show them.
 */
export interface GraphEngine {
  /** Opens (creating when missing) the database kept in `dir`. */
  open(dir: string, options?: OpenOptions): Promise<void>;
  /** Closes the database; it stays on disk. Safe to call when already closed. */
  close(): Promise<void>;
  /** Whether `open` succeeded and `close` has not been called since. */
  readonly isOpen: boolean;
  /** Runs one Cypher statement with limits. */
  query(statement: string, options?: QueryOptions): Promise<QueryOutcome>;
  /** Number of nodes and edges in the whole graph. */
  counts(): Promise<GraphCounts>;
  /** The graph's tables: node tables and relationship tables with their properties. */
  schema(): Promise<GraphSchema>;
  /** Real bytes used on disk by the database folder. */
  diskSize(): Promise<number>;
  /** Empties the graph: data and schema. */
  clear(): Promise<void>;
  /** Copies the database into `targetDir` (created; must not exist) and returns what it holds. */
  snapshot(targetDir: string): Promise<SnapshotManifest>;
  /** Replaces the database with the copy in `sourceDir` (made by `snapshot`). */
  restore(sourceDir: string): Promise<SnapshotManifest>;
  /** Creates a sample graph's tables and loads its data. */
  loadSample(sample: SampleGraph): Promise<GraphCounts>;
  /** Sampled resource use of the process holding the database. */
  resourceUsage(): Promise<ResourceUsage>;
}

export interface OpenOptions {
  /** Memory the engine may use for its page cache, in bytes. */
  bufferPoolBytes?: number;
  /** Largest size the database may grow to on disk, in bytes (kuzu needs a power of two). */
  maxDatabaseBytes?: number;
  /** Open without write access (every write statement is refused by the engine itself). */
  readOnly?: boolean;
}

export interface QueryOptions {
  /** Named parameters (`$name` in the statement). */
  params?: Record<string, QueryParamValue>;
  /** Time limit in milliseconds; the statement is interrupted when it runs longer. */
  timeLimitMs?: number;
  /** Rows returned at most; the outcome says when more existed. */
  rowLimit?: number;
  /** Refuse any statement that would change the graph. */
  readOnly?: boolean;
}

export type QueryParamValue =
  string | number | boolean | null | QueryParamValue[] | { [key: string]: QueryParamValue };

/** Values in result rows, made safe for JSON (nodes and edges are plain objects with `_label`). */
export type QueryValue =
  string | number | boolean | null | QueryValue[] | { [key: string]: QueryValue };

export type QueryOutcome = QuerySuccess | QueryFailure;

export interface QuerySuccess {
  ok: true;
  columns: QueryColumn[];
  rows: Record<string, QueryValue>[];
  /** True when the statement produced more rows than `rowLimit`. */
  truncated: boolean;
  elapsedMs: number;
}

export interface QueryColumn {
  name: string;
  /** The engine's type name (INT64, STRING, NODE, REL, ...). */
  type: string;
}

export interface QueryFailure {
  ok: false;
  error: QueryError;
  elapsedMs: number;
}

export type QueryErrorKind =
  /** The statement does not parse or names something that does not exist. */
  | 'syntax'
  /** The statement would write while read-only was asked. */
  | 'read-only'
  /** The statement uses something the service does not allow (files, extensions, transactions). */
  | 'not-allowed'
  /** The time limit was reached. */
  | 'timeout'
  /** The engine ran out of memory for this statement. */
  | 'out-of-memory'
  /** The database is not open (instance not running). */
  | 'unavailable'
  /** Any other engine error (constraint violation, type mismatch...). */
  | 'execution';

export interface QueryError {
  kind: QueryErrorKind;
  message: string;
}

/** The schema of a graph: what a customer must create before data (kuzu is schema-first). */
export interface GraphSchema {
  /** Node tables, in the order they were created. */
  nodeTables: NodeTableSchema[];
  /** Relationship tables, in the order they were created. */
  relTables: RelTableSchema[];
}

export interface NodeTableSchema {
  name: string;
  properties: PropertySchema[];
}

export interface RelTableSchema {
  name: string;
  properties: PropertySchema[];
  /** The node tables it joins; a relationship table may join several pairs. */
  connections: { from: string; to: string }[];
}

export interface PropertySchema {
  name: string;
  /** The engine's type name (STRING, INT64, STRING[], ...). */
  type: string;
  primaryKey: boolean;
}

export interface GraphCounts {
  nodes: number;
  edges: number;
}

export interface SnapshotManifest {
  /** Engine name and version that wrote the copy; restore refuses copies of another storage format. */
  engine: string;
  engineVersion: string;
  storageVersion: string;
  createdAt: string;
  nodes: number;
  edges: number;
  /** Bytes of the copied database files. */
  bytes: number;
}

export interface ResourceUsage {
  /** Resident memory of the process holding the database, in bytes. */
  rssBytes: number;
  /** CPU time used since the process started, in microseconds (user + system). */
  cpuMicros: number;
  /** When the sample was taken (ms since epoch). */
  sampledAt: number;
}

/** A sample graph: its tables and deterministic data, loaded by `GraphEngine.loadSample`. */
export interface SampleGraph {
  id: string;
  name: string;
  description: string;
  nodeTables: SampleNodeTable[];
  edgeTables: SampleEdgeTable[];
}

export type SamplePropertyType = 'INT64' | 'DOUBLE' | 'STRING' | 'BOOL';

export interface SampleProperty {
  name: string;
  type: SamplePropertyType;
}

export interface SampleNodeTable {
  label: string;
  /** Properties; the first one is the primary key. */
  properties: SampleProperty[];
  rows: Record<string, string | number | boolean>[];
}

export interface SampleEdgeTable {
  label: string;
  from: string;
  to: string;
  properties: SampleProperty[];
  /** `from` and `to` hold the primary keys of the two ends. */
  rows: ({ from: string | number; to: string | number } & Record<
    string,
    string | number | boolean
  >)[];
}

/** A failure of an engine operation other than a user's query. */
export class EngineError extends Error {
  constructor(
    message: string,
    readonly reason:
      | 'unavailable'
      | 'not-open'
      | 'already-open'
      | 'snapshot-exists'
      | 'snapshot-invalid'
      | 'sample-conflict'
      | 'crashed'
      | 'engine',
  ) {
    super(message);
    this.name = 'EngineError';
  }
}

/** Whether an engine can run on this machine, and why not. */
export type EngineAvailability =
  | { available: true; engine: string; version: string }
  | { available: false; engine: string; reason: string };

/** Creates engines of one kind; `availability` is checked once when the server starts. */
export interface GraphEngineFactory {
  readonly name: string;
  availability(): Promise<EngineAvailability>;
  create(): GraphEngine;
}
