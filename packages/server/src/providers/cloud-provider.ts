import type {
  GraphCounts,
  GraphSchema,
  QueryOptions,
  QueryOutcome,
} from '../engine/graph-engine.ts';
import type { LogLevelNumber } from '@quiver/validation';

/**
 * Where instances run. The instance service owns the lifecycle (statuses, jobs, rules, messages);
 * a provider only does the work on the infrastructure and reports facts. Every method is
 * idempotent where a resumed job may call it twice (provision, start, stop, terminate,
 * deleteSnapshot), so a job interrupted by a server crash can simply run its step again.
 *
 * Failures are `ProviderError`s with a `code` the service maps to the spec's messages.
 */
export interface CloudProvider {
  /** Driver name: 'local', 'aws', 'gcp', 'azure', 'alibaba' (simulated) or a real driver's name. */
  readonly name: string;
  /** Whether the driver can provision on this machine, and why not (checked at server start). */
  availability(): Promise<ProviderAvailability>;

  /** Whether `size` can be created in `region` now (checked before create). */
  checkStock(request: StockRequest): Promise<StockVerdict>;
  /** Creates the instance's machine and database and starts it. Afterwards it is running. */
  provision(spec: InstanceSpec): Promise<ProvisionResult>;
  /** Starts a stopped instance. `force` mounts only the default graph with a minimal cache. */
  start(instanceId: string, options?: { force?: boolean }): Promise<void>;
  stop(instanceId: string): Promise<void>;
  /** Changes vCPU/memory (the instance is stopped; the service starts it afterwards). */
  resize(instanceId: string, size: InstanceResources): Promise<void>;
  /** Grows the storage to `storageGb`. */
  extendStorage(instanceId: string, storageGb: number): Promise<void>;
  /**
   * Changes settings chosen at creation (configure). A new port or memory threshold takes effect at
   * the next start (the service restarts a running instance for a port change). Answers the address
   * customers connect to with the new settings.
   */
  configure(instanceId: string, settings: InstanceSettings): Promise<ProvisionResult>;
  /**
   * Replaces the verifier of the graph's `root` password (a PHC string such as `$argon2id$...`;
   * the plain password never reaches a provider). Takes effect at the next start.
   */
  setRootPassword(instanceId: string, passwordHash: string): Promise<void>;
  /** Copies the running instance's graph into a backup named `backupId`. */
  snapshot(instanceId: string, backupId: string): Promise<SnapshotInfo>;
  /** Replaces the graph with backup `backupId`. */
  restore(instanceId: string, backupId: string): Promise<SnapshotInfo>;
  deleteSnapshot(instanceId: string, backupId: string): Promise<void>;
  /** Empties the graph (data and schema). */
  clean(instanceId: string): Promise<void>;
  loadSample(instanceId: string, sampleId: string): Promise<GraphCounts>;
  /** Stops the instance and deletes its data and backups. */
  terminate(instanceId: string): Promise<void>;

  /** What the provider sees now: running or not, why it stopped, graph size. */
  inspect(instanceId: string): Promise<InstanceInspection>;
  /** Memory needed to mount the graph versus memory the size offers (start refused when it does not fit). */
  memoryFit(instanceId: string): Promise<MemoryFit>;
  /** Takes one resource sample now (the service stores it; the provider also keeps recent ones). */
  sample(instanceId: string): Promise<MetricSample>;
  /** 1-minute series of one metric over a range, from the samples the provider kept. */
  metrics(instanceId: string, request: MetricsRequest): Promise<MetricSeries>;
  /** Log lines the provider wrote for the instance, newest first. */
  logs(instanceId: string, request: LogsRequest): Promise<LogPage>;
  /** Runs one Cypher statement on a running instance; problems come back as data. */
  query(instanceId: string, statement: string, options?: QueryOptions): Promise<QueryOutcome>;
  /** The running instance's node and relationship tables ('invalid-state' when it is not running). */
  schema(instanceId: string): Promise<GraphSchema>;
}

export type ProviderAvailability = { available: true } | { available: false; reason: string };

export interface InstanceResources {
  sizeKey: string;
  vcpu: number;
  memoryGiB: number;
}

export interface InstanceSpec extends InstanceResources {
  /** The service's id of the instance; the provider keys everything by it. */
  instanceId: string;
  vendor: string;
  region: string;
  storageGb: number;
  version: string;
  port: number;
  /** Share of memory the graph may use before a start is refused (80 to 90). */
  memoryThresholdPercent: number;
  logLevel?: LogLevelNumber;
  /** Node ids kept in cache (0 to 999,000,000). */
  nodeIdCache?: number;
  /** 32-bit ids: at most 4 billion nodes and edges. */
  shortUuid?: boolean;
  /** Allowed inbound addresses (entries as validated: address, range or CIDR). */
  allowedIps?: string[];
  /** Verifier of the graph's `root` password (PHC string); never the password itself. */
  rootPasswordHash?: string;
}

/** The settings `configure` may change; left-out ones stay as they are. */
export type InstanceSettings = Partial<
  Pick<InstanceSpec, 'port' | 'memoryThresholdPercent' | 'logLevel' | 'nodeIdCache' | 'allowedIps'>
>;

export interface ProvisionResult {
  /** Host and port customers connect to. */
  serviceAddress: string;
}

export interface StockRequest {
  vendor: string;
  region: string;
  sizeKey: string;
}

export type StockVerdict =
  | { status: 'available'; remaining: number | null }
  /** No capacity left in the region: 'Instance sold out in this region...' (offer a request). */
  | { status: 'sold-out' }
  /** Capacity is held by creations still in progress: 'Instance occupied in this region.' */
  | { status: 'occupied' }
  /** The region or provider cannot create now: 'The selected instance cannot be created now.' */
  | { status: 'unavailable'; reason: string };

export interface SnapshotInfo {
  backupId: string;
  bytes: number;
  nodes: number;
  edges: number;
  createdAt: string;
}

export type InstanceRunState = 'running' | 'stopped' | 'crashed' | 'missing';

export interface InstanceInspection {
  state: InstanceRunState;
  /** Why a crashed instance stopped (signal, memory limit...). */
  crashReason?: string;
  nodes: number | null;
  edges: number | null;
  diskBytes: number;
  storageGb: number | null;
  /** Whether the last start was a force start (only the default graph mounted). */
  forced: boolean;
  /** Whether the service last asked for it to run (after a server restart: start those that should). */
  shouldRun: boolean;
}

export interface MemoryFit {
  /** Estimated memory to mount the graph, in bytes. */
  requiredBytes: number;
  /** Memory the size offers within the memory threshold, in bytes. */
  availableBytes: number;
  fits: boolean;
}

export interface MetricSample {
  instanceId: string;
  /** ms since epoch. */
  at: number;
  /** CPU used since the previous sample, as a share of the size's vCPUs (0 to 100). */
  cpuPercent: number;
  /** Resident memory as a share of the size's memory. */
  memoryPercent: number;
  /** Database bytes as a share of the storage size. */
  diskPercent: number;
  memoryBytes: number;
  diskBytes: number;
  /** The size's memory, in bytes (what memoryPercent is a share of). */
  memoryCapacityBytes: number;
  /** The storage size, in bytes. */
  diskCapacityBytes: number;
}

export const metricNames = ['cpu', 'memory', 'disk'] as const;
export type MetricName = (typeof metricNames)[number];

export interface MetricsRequest {
  metric: MetricName;
  /** ms since epoch, inclusive. */
  from: number;
  /** ms since epoch, exclusive. */
  to: number;
}

export interface MetricPoint {
  /** Start of the minute, ms since epoch. */
  at: number;
  /** Mean over the minute, in the series' unit. */
  value: number;
}

/**
 * One point a minute (the contract's `metricSeries`): cpu in percent; memory and disk in bytes
 * used, with the capacity beside them. Minutes without a sample (instance not running) have no
 * point, so charts show a gap rather than a false zero.
 */
export interface MetricSeries {
  metric: MetricName;
  unit: 'percent' | 'bytes';
  /** Bytes of memory or storage (latest sample in the range); null for cpu or with no samples. */
  capacity: number | null;
  intervalSeconds: 60;
  from: number;
  to: number;
  points: MetricPoint[];
}

export interface LogEntry {
  instanceId: string;
  at: number;
  /** 1 FATAL, 2 WARNING, 3 INFO, 4 DEBUG. */
  level: LogLevelNumber;
  message: string;
}

export interface LogsRequest {
  /** Lines at this level and more severe (1 shows FATAL only, 4 shows everything). */
  level: LogLevelNumber;
  from: number;
  to: number;
  /** Lines whose message contains this text, in any letter case; none or '' keeps every line. */
  search?: string | undefined;
  page: number;
  pageSize: number;
}

export interface LogPage {
  items: LogEntry[];
  total: number;
  page: number;
  pageSize: number;
}

export type ProviderErrorCode =
  | 'sold-out'
  | 'occupied'
  | 'unavailable'
  /** The cloud failed while provisioning: 'Initialization failed due to a cloud provider issue...'. */
  | 'provider-failure'
  | 'not-found'
  | 'invalid-state'
  | 'backup-missing'
  | 'sample-missing'
  | 'sample-conflict'
  | 'storage-too-small'
  | 'engine';

export class ProviderError extends Error {
  constructor(
    readonly code: ProviderErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
