import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { totalmem } from 'node:os';
import { join } from 'node:path';
import type { LogLevelNumber } from '@quiver/validation';
import { directorySize } from '../engine/disk-usage.ts';
import { verifyPassword } from '../lib/secrets.ts';
import {
  EngineError,
  type GraphCounts,
  type GraphEngine,
  type GraphEngineFactory,
  type QueryOptions,
  type QueryOutcome,
  type SnapshotManifest,
} from '../engine/graph-engine.ts';
import { processEngineFactory, type ProcessOpenOptions } from '../engine/process-engine.ts';
import { sampleGraph } from '../engine/samples/index.ts';
import {
  ProviderError,
  type CloudProvider,
  type InstanceInspection,
  type InstanceResources,
  type InstanceSettings,
  type InstanceSpec,
  type LogEntry,
  type LogPage,
  type LogsRequest,
  type MemoryFit,
  type MetricSample,
  type MetricSeries,
  type MetricsRequest,
  type ProviderAvailability,
  type ProvisionResult,
  type SnapshotInfo,
  type StockRequest,
  type StockVerdict,
} from './cloud-provider.ts';
import { LogBook, MetricHistory, toMinuteSeries } from './telemetry.ts';

const GiB = 1024 ** 3;
const MiB = 1024 ** 2;
/** Memory the engine needs before any graph is cached (measured: about 90 MiB resident). */
const engineBaselineBytes = 128 * MiB;
/** Page cache of a force start: enough to run, small enough to start in any size. */
const forcedBufferPoolBytes = 64 * MiB;
/** Memory counted per engine for the default engine limit: the baseline plus a small graph's cache. */
const perEngineBudgetBytes = 256 * MiB;
const soldOutMessage =
  'Instance sold out in this region: choose another region or submit a request.';

/**
 * Engines this machine runs at most by default: half its memory at 256 MiB per engine (23.5 GiB gives
 * 47), never fewer than 1. Config `LOCAL_MAX_ENGINES` sets it.
 */
export function defaultMaxEngines(totalBytes = totalmem()): number {
  return Math.max(1, Math.floor(totalBytes / 2 / perEngineBudgetBytes));
}
const idPattern = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export interface LocalProviderOptions {
  /** Root folder: one sub-folder per instance with its database, backups and settings. */
  dataDir: string;
  /** The engine behind each instance; by default one database process per instance. */
  engineFactory?: GraphEngineFactory;
  /** Host written into service addresses. */
  host?: string;
  /** Receives every log line as it is written (the server stores them). */
  onLog?: (entry: LogEntry) => void;
  /**
   * Most memory one instance's engine may hold on this machine whatever its size says (sizes go
   * up to 2 TiB; this machine is shared). Default: a quarter of the machine's memory, at most 4 GiB.
   */
  hostMemoryCapBytes?: number;
  /**
   * Engines (instances and cluster servers) this machine runs at once: creations past it are sold
   * out. Counts running engines and those being started. Default: `defaultMaxEngines()`.
   */
  maxEngines?: number;
  now?: () => number;
  /** Driver name reported in `name` (the simulated clouds reuse this driver under their own name). */
  name?: string;
}

interface InstanceRecord {
  spec: InstanceSpec;
  /** What the service last asked for; a record that should run but does not has crashed. */
  desired: 'running' | 'stopped';
  forced: boolean;
}

interface LiveInstance {
  record: InstanceRecord;
  engine: GraphEngine;
  lastCpu?: { cpuMicros: number; at: number };
}

/**
 * The default provider: every instance is a real embedded graph database in a folder under
 * `dataDir`. Backups are copies of its files, empty deletes them, samples load real data, disk use
 * is the folder's size, and memory and CPU are those of the instance's engine process.
 */
export class LocalProvider implements CloudProvider {
  readonly name: string;
  private readonly live = new Map<string, LiveInstance>();
  private readonly metricHistory = new MetricHistory();
  private readonly logBook: LogBook;
  private readonly engineFactory: GraphEngineFactory;
  private readonly now: () => number;
  private readonly hostMemoryCapBytes: number;
  readonly maxEngines: number;
  /** Instances whose engine is being started (they count against `maxEngines`). */
  private readonly opening = new Set<string>();
  /** One operation at a time per instance: a backup never races a stop. */
  private readonly locks = new Map<string, Promise<unknown>>();
  /** Instances whose current crash is already in the log. */
  private readonly crashesLogged = new Set<string>();

  constructor(private readonly options: LocalProviderOptions) {
    this.name = options.name ?? 'local';
    this.engineFactory = options.engineFactory ?? processEngineFactory;
    this.now = options.now ?? Date.now;
    this.logBook = new LogBook(options.onLog, undefined, this.now);
    this.hostMemoryCapBytes = options.hostMemoryCapBytes ?? Math.min(totalmem() / 4, 4 * GiB);
    this.maxEngines = options.maxEngines ?? defaultMaxEngines();
  }

  /** Engines running or being started on this machine. */
  enginesInUse(): number {
    let running = 0;
    for (const [id, live] of this.live)
      if (live.engine.isOpen && !this.opening.has(id)) running += 1;
    return running + this.opening.size;
  }

  async availability(): Promise<ProviderAvailability> {
    const engine = await this.engineFactory.availability();
    return engine.available
      ? { available: true }
      : {
          available: false,
          reason: `The graph engine (${engine.engine}) is unavailable: ${engine.reason}`,
        };
  }

  /**
   * Every region is this machine: its stock is the engines it may still start (`maxEngines` less
   * those running or starting). At the limit it is occupied while an engine is still starting (a
   * creation in progress holds the last place), else sold out.
   */
  async checkStock(_request: StockRequest): Promise<StockVerdict> {
    const remaining = this.maxEngines - this.enginesInUse();
    if (remaining > 0) return { status: 'available', remaining };
    return this.opening.size > 0 ? { status: 'occupied' } : { status: 'sold-out' };
  }

  provision(spec: InstanceSpec): Promise<ProvisionResult> {
    return this.exclusive(spec.instanceId, async () => {
      checkId(spec.instanceId, 'instance');
      // The stock check and this start are apart (a job in between): creations racing for the
      // last engine get one engine and one refusal, found here.
      const id = spec.instanceId;
      if (!this.live.get(id)?.engine.isOpen && !this.opening.has(id)) {
        if (this.enginesInUse() >= this.maxEngines)
          throw new ProviderError('sold-out', soldOutMessage);
        // Held from the check (no await in between) to the engine's start.
        this.opening.add(id);
      }
      try {
        return await this.provisionHeld(spec);
      } finally {
        this.opening.delete(id);
      }
    });
  }

  private async provisionHeld(spec: InstanceSpec): Promise<ProvisionResult> {
    const existing = await this.readRecord(spec.instanceId);
    // A resumed create job provisions again: keep what the first attempt made.
    const record: InstanceRecord = existing ?? { spec, desired: 'running', forced: false };
    record.desired = 'running';
    await mkdir(this.graphDir(spec.instanceId), { recursive: true });
    await mkdir(this.backupsDir(spec.instanceId), { recursive: true });
    await this.writeRecord(record);
    if (!existing) {
      this.log(
        spec.instanceId,
        3,
        `Instance provisioned in ${spec.vendor} ${spec.region}: ${describeSize(spec)}, version ${spec.version}.`,
      );
    }
    await this.openEngine(record, false);
    return { serviceAddress: this.serviceAddress(record.spec) };
  }

  start(instanceId: string, options: { force?: boolean } = {}): Promise<void> {
    return this.exclusive(instanceId, async () => {
      const record = await this.requireRecord(instanceId);
      record.desired = 'running';
      await this.writeRecord(record);
      await this.openEngine(record, options.force ?? false);
    });
  }

  stop(instanceId: string): Promise<void> {
    return this.exclusive(instanceId, async () => {
      const record = await this.requireRecord(instanceId);
      record.desired = 'stopped';
      await this.writeRecord(record);
      const live = this.live.get(instanceId);
      if (live?.engine.isOpen) {
        await live.engine.close();
        this.log(instanceId, 3, 'Graph database stopped.');
      }
      this.live.delete(instanceId);
    });
  }

  resize(instanceId: string, size: InstanceResources): Promise<void> {
    return this.exclusive(instanceId, async () => {
      const record = await this.requireRecord(instanceId);
      if (this.live.get(instanceId)?.engine.isOpen) {
        throw new ProviderError(
          'invalid-state',
          'The instance must be stopped to change its size.',
        );
      }
      const before = describeSize(record.spec);
      record.spec = { ...record.spec, ...size };
      await this.writeRecord(record);
      this.log(instanceId, 3, `Size changed from ${before} to ${describeSize(record.spec)}.`);
    });
  }

  extendStorage(instanceId: string, storageGb: number): Promise<void> {
    return this.exclusive(instanceId, async () => {
      const record = await this.requireRecord(instanceId);
      const used = await directorySize(this.instanceDir(instanceId));
      if (storageGb * GiB < used || storageGb < record.spec.storageGb) {
        throw new ProviderError(
          'storage-too-small',
          `Storage cannot shrink below ${record.spec.storageGb} GB or the data it holds.`,
        );
      }
      const before = record.spec.storageGb;
      record.spec = { ...record.spec, storageGb };
      await this.writeRecord(record);
      this.log(instanceId, 3, `Storage extended from ${before} GB to ${storageGb} GB.`);
    });
  }

  configure(instanceId: string, settings: InstanceSettings): Promise<ProvisionResult> {
    return this.exclusive(instanceId, async () => {
      const record = await this.requireRecord(instanceId);
      const changed = (Object.keys(settings) as (keyof InstanceSettings)[]).filter(
        (key) =>
          settings[key] !== undefined &&
          JSON.stringify(settings[key]) !== JSON.stringify(record.spec[key]),
      );
      const defined = Object.fromEntries(
        Object.entries(settings).filter(([, value]) => value !== undefined),
      ) as InstanceSettings;
      record.spec = { ...record.spec, ...defined };
      await this.writeRecord(record);
      if (changed.length > 0) this.log(instanceId, 3, `Settings changed: ${changed.join(', ')}.`);
      return { serviceAddress: this.serviceAddress(record.spec) };
    });
  }

  setRootPassword(instanceId: string, passwordHash: string): Promise<void> {
    return this.exclusive(instanceId, async () => {
      if (!/^\$[a-z0-9-]+\$/.test(passwordHash))
        throw new ProviderError('invalid-state', 'A root password must arrive as a PHC hash.');
      const record = await this.requireRecord(instanceId);
      if (record.spec.rootPasswordHash === passwordHash) return;
      record.spec = { ...record.spec, rootPasswordHash: passwordHash };
      await this.writeRecord(record);
      this.log(instanceId, 3, 'The root password was changed.');
    });
  }

  /** Whether `password` is the instance's root password (the graph's login check; tests). */
  async verifyRootPassword(instanceId: string, password: string): Promise<boolean> {
    const record = await this.requireRecord(instanceId);
    const stored = record.spec.rootPasswordHash;
    if (!stored) return false;
    return verifyPassword(stored, password);
  }

  snapshot(instanceId: string, backupId: string): Promise<SnapshotInfo> {
    return this.exclusive(instanceId, async () => {
      checkId(backupId, 'backup');
      const live = this.requireRunning(instanceId);
      const target = join(this.backupsDir(instanceId), backupId);
      // A resumed backup job finds the copy the first attempt finished.
      const finished = await readManifest(target);
      if (finished) return toSnapshotInfo(backupId, finished);
      await rm(target, { recursive: true, force: true });
      this.log(instanceId, 3, `Backup ${backupId} started.`);
      const manifest = await this.engineCall(instanceId, () => live.engine.snapshot(target));
      this.log(
        instanceId,
        3,
        `Backup ${backupId} finished: ${manifest.nodes} nodes, ${manifest.edges} edges, ${manifest.bytes} bytes.`,
      );
      return toSnapshotInfo(backupId, manifest);
    });
  }

  restore(instanceId: string, backupId: string): Promise<SnapshotInfo> {
    return this.exclusive(instanceId, async () => {
      checkId(backupId, 'backup');
      const live = this.requireRunning(instanceId);
      const source = join(this.backupsDir(instanceId), backupId);
      if (!(await readManifest(source))) {
        throw new ProviderError(
          'backup-missing',
          `Backup ${backupId} does not exist for this instance.`,
        );
      }
      this.log(instanceId, 3, `Recovery from backup ${backupId} started.`);
      const manifest = await this.engineCall(instanceId, () => live.engine.restore(source));
      this.log(
        instanceId,
        3,
        `Recovered from backup ${backupId}: ${manifest.nodes} nodes, ${manifest.edges} edges.`,
      );
      return toSnapshotInfo(backupId, manifest);
    });
  }

  deleteSnapshot(instanceId: string, backupId: string): Promise<void> {
    return this.exclusive(instanceId, async () => {
      checkId(backupId, 'backup');
      await rm(join(this.backupsDir(instanceId), backupId), { recursive: true, force: true });
      this.log(instanceId, 3, `Backup ${backupId} deleted.`);
    });
  }

  clean(instanceId: string): Promise<void> {
    return this.exclusive(instanceId, async () => {
      const live = this.requireRunning(instanceId);
      const before = await this.engineCall(instanceId, () => live.engine.counts());
      await this.engineCall(instanceId, () => live.engine.clear());
      this.log(
        instanceId,
        3,
        `Graph emptied: ${before.nodes} nodes and ${before.edges} edges removed.`,
      );
    });
  }

  loadSample(instanceId: string, sampleId: string): Promise<GraphCounts> {
    return this.exclusive(instanceId, async () => {
      const sample = sampleGraph(sampleId);
      if (!sample)
        throw new ProviderError('sample-missing', `There is no sample graph named ${sampleId}.`);
      const live = this.requireRunning(instanceId);
      this.log(instanceId, 3, `Loading sample graph "${sample.name}".`);
      const counts = await this.engineCall(instanceId, () => live.engine.loadSample(sample));
      this.log(
        instanceId,
        3,
        `Sample graph "${sample.name}" loaded: the graph has ${counts.nodes} nodes and ${counts.edges} edges.`,
      );
      return counts;
    });
  }

  terminate(instanceId: string): Promise<void> {
    return this.exclusive(instanceId, async () => {
      checkId(instanceId, 'instance');
      const live = this.live.get(instanceId);
      this.live.delete(instanceId);
      await live?.engine.close().catch(() => undefined);
      await rm(this.instanceDir(instanceId), { recursive: true, force: true });
      this.log(instanceId, 3, 'Instance terminated: its data and backups were deleted.');
      this.metricHistory.forget(instanceId);
    });
  }

  async inspect(instanceId: string): Promise<InstanceInspection> {
    checkId(instanceId, 'instance');
    const record = await this.readRecord(instanceId);
    const diskBytes = await directorySize(this.graphDir(instanceId));
    if (!record)
      return {
        state: 'missing',
        nodes: null,
        edges: null,
        diskBytes,
        storageGb: null,
        forced: false,
        shouldRun: false,
      };
    const live = this.live.get(instanceId);
    const base = {
      diskBytes,
      storageGb: record.spec.storageGb,
      forced: record.forced,
      shouldRun: record.desired === 'running',
    };
    if (live?.engine.isOpen) {
      const counts = await this.exclusive(instanceId, () => live.engine.counts()).catch(() => null);
      return {
        state: 'running',
        nodes: counts?.nodes ?? null,
        edges: counts?.edges ?? null,
        ...base,
      };
    }
    // Only an engine this process started can have crashed; after a server restart nothing runs
    // yet and the service starts what should run (`shouldRun`).
    if (live && record.desired === 'running') {
      const crashReason = crashReasonOf(live?.engine) ?? 'the database process is not running';
      this.noteCrash(instanceId, crashReason);
      return {
        state: 'crashed',
        crashReason,
        nodes: null,
        edges: null,
        ...base,
      };
    }
    return { state: 'stopped', nodes: null, edges: null, ...base };
  }

  async memoryFit(instanceId: string): Promise<MemoryFit> {
    const record = await this.requireRecord(instanceId);
    const graphBytes = await directorySize(this.graphDir(instanceId));
    // The engine caches the whole graph while it runs; the baseline is the engine itself.
    const requiredBytes = engineBaselineBytes + graphBytes;
    const availableBytes = Math.floor(
      (record.spec.memoryGiB * GiB * record.spec.memoryThresholdPercent) / 100,
    );
    return { requiredBytes, availableBytes, fits: requiredBytes <= availableBytes };
  }

  async sample(instanceId: string): Promise<MetricSample> {
    const record = await this.requireRecord(instanceId);
    const at = this.now();
    const diskBytes = await directorySize(this.graphDir(instanceId));
    const diskPercent = percent(diskBytes, record.spec.storageGb * GiB);
    const live = this.live.get(instanceId);
    let cpuPercent = 0;
    let memoryBytes = 0;
    if (live?.engine.isOpen) {
      const usage = await live.engine.resourceUsage().catch(() => undefined);
      if (usage) {
        memoryBytes = usage.rssBytes;
        if (live.lastCpu && usage.sampledAt > live.lastCpu.at) {
          const cpuMs = (usage.cpuMicros - live.lastCpu.cpuMicros) / 1000;
          cpuPercent = percent(cpuMs, (usage.sampledAt - live.lastCpu.at) * record.spec.vcpu);
        }
        live.lastCpu = { cpuMicros: usage.cpuMicros, at: usage.sampledAt };
      }
    }
    const sample: MetricSample = {
      instanceId,
      at,
      cpuPercent,
      memoryPercent: percent(memoryBytes, record.spec.memoryGiB * GiB),
      diskPercent,
      memoryBytes,
      diskBytes,
      memoryCapacityBytes: record.spec.memoryGiB * GiB,
      diskCapacityBytes: record.spec.storageGb * GiB,
    };
    this.metricHistory.record(sample);
    return sample;
  }

  async metrics(instanceId: string, request: MetricsRequest): Promise<MetricSeries> {
    checkId(instanceId, 'instance');
    return toMinuteSeries(
      this.metricHistory.samples(instanceId),
      request.metric,
      request.from,
      request.to,
    );
  }

  async logs(instanceId: string, request: LogsRequest): Promise<LogPage> {
    checkId(instanceId, 'instance');
    return this.logBook.read(instanceId, request);
  }

  async query(
    instanceId: string,
    statement: string,
    options?: QueryOptions,
  ): Promise<QueryOutcome> {
    checkId(instanceId, 'instance');
    const live = this.live.get(instanceId);
    if (!live?.engine.isOpen) {
      return {
        ok: false,
        error: { kind: 'unavailable', message: 'The instance is not running.' },
        elapsedMs: 0,
      };
    }
    const outcome = await live.engine.query(statement, options);
    if (outcome.ok) {
      this.log(
        instanceId,
        4,
        `Query ran in ${outcome.elapsedMs} ms and returned ${outcome.rows.length} rows${outcome.truncated ? ' (cut at the row limit)' : ''}.`,
      );
    } else if (!live.engine.isOpen) {
      this.noteCrash(instanceId, outcome.error.message);
    } else {
      this.log(
        instanceId,
        2,
        `Query failed (${outcome.error.kind}): ${firstLine(outcome.error.message)}`,
      );
    }
    return outcome;
  }

  /** Closes every engine (server shutdown); instances resume with `start` on the next boot. */
  async shutdown(): Promise<void> {
    const engines = [...this.live.values()].map((live) => live.engine);
    this.live.clear();
    await Promise.all(engines.map((engine) => engine.close().catch(() => undefined)));
  }

  // ---- internals -------------------------------------------------------------------------------

  private async openEngine(record: InstanceRecord, force: boolean): Promise<void> {
    const id = record.spec.instanceId;
    const current = this.live.get(id);
    if (current?.engine.isOpen) return;
    const memoryLimit = Math.min(record.spec.memoryGiB * GiB, this.hostMemoryCapBytes);
    const options: ProcessOpenOptions = {
      // A quarter of the memory for the page cache leaves room for the statements themselves.
      bufferPoolBytes: force
        ? forcedBufferPoolBytes
        : Math.max(forcedBufferPoolBytes, Math.floor(memoryLimit / 4)),
      memoryLimitBytes: memoryLimit,
      // The storage size caps the database file (kuzu takes a power of two: 40 GB allows 32 GiB).
      // A storage extension takes effect at the next start.
      maxDatabaseBytes: 2 ** Math.floor(Math.log2(record.spec.storageGb * GiB)),
    };
    const engine = current?.engine ?? this.engineFactory.create();
    this.opening.add(id);
    try {
      await engine.open(this.graphDir(id), options);
    } catch (error) {
      this.log(id, 1, `The graph database failed to start: ${errorText(error)}`);
      throw new ProviderError('engine', `The graph database failed to start: ${errorText(error)}`);
    } finally {
      this.opening.delete(id);
    }
    this.live.set(id, { record, engine });
    this.crashesLogged.delete(id);
    if (record.forced !== force) {
      record.forced = force;
      await this.writeRecord(record);
    }
    this.log(
      id,
      3,
      force
        ? `Graph database force-started: only the default graph is mounted, with a ${forcedBufferPoolBytes / MiB} MiB cache; listening on ${this.serviceAddress(record.spec)}.`
        : `Graph database started, listening on ${this.serviceAddress(record.spec)}.`,
    );
  }

  /** Runs an engine operation and turns engine failures into provider errors (with a log line). */
  private async engineCall<T>(instanceId: string, operation: () => Promise<T>): Promise<T> {
    try {
      return await operation();
    } catch (error) {
      if (error instanceof EngineError && error.reason === 'sample-conflict') {
        throw new ProviderError('sample-conflict', error.message);
      }
      this.log(
        instanceId,
        error instanceof EngineError && error.reason === 'crashed' ? 1 : 2,
        `Operation failed: ${errorText(error)}`,
      );
      throw new ProviderError('engine', errorText(error));
    }
  }

  private requireRunning(instanceId: string): LiveInstance {
    checkId(instanceId, 'instance');
    const live = this.live.get(instanceId);
    if (!live?.engine.isOpen)
      throw new ProviderError('invalid-state', 'The instance is not running.');
    return live;
  }

  private async requireRecord(instanceId: string): Promise<InstanceRecord> {
    checkId(instanceId, 'instance');
    const live = this.live.get(instanceId);
    if (live) return live.record;
    const record = await this.readRecord(instanceId);
    if (!record)
      throw new ProviderError(
        'not-found',
        `Instance ${instanceId} does not exist on ${this.name}.`,
      );
    return record;
  }

  private async readRecord(instanceId: string): Promise<InstanceRecord | undefined> {
    const live = this.live.get(instanceId);
    if (live) return live.record;
    const path = join(this.instanceDir(instanceId), 'instance.json');
    if (!existsSync(path)) return undefined;
    return JSON.parse(await readFile(path, 'utf8')) as InstanceRecord;
  }

  private async writeRecord(record: InstanceRecord): Promise<void> {
    const dir = this.instanceDir(record.spec.instanceId);
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'instance.json'), JSON.stringify(record, null, 2));
  }

  private exclusive<T>(instanceId: string, operation: () => Promise<T>): Promise<T> {
    const previous = this.locks.get(instanceId) ?? Promise.resolve();
    const run = previous.then(operation, operation);
    const settled = run.catch(() => undefined);
    this.locks.set(instanceId, settled);
    void settled.then(() => {
      if (this.locks.get(instanceId) === settled) this.locks.delete(instanceId);
    });
    return run;
  }

  /** Writes one FATAL line per crash, however often the crash is noticed. */
  private noteCrash(instanceId: string, reason: string): void {
    if (this.crashesLogged.has(instanceId)) return;
    this.crashesLogged.add(instanceId);
    this.log(instanceId, 1, `The graph database stopped unexpectedly: ${reason}`);
  }

  private log(instanceId: string, level: LogLevelNumber, message: string): void {
    this.logBook.write(instanceId, level, message);
  }

  private serviceAddress(spec: InstanceSpec): string {
    return `${this.options.host ?? '127.0.0.1'}:${spec.port}`;
  }

  private instanceDir(instanceId: string): string {
    return join(this.options.dataDir, 'instances', instanceId);
  }

  private graphDir(instanceId: string): string {
    return join(this.instanceDir(instanceId), 'graph');
  }

  private backupsDir(instanceId: string): string {
    return join(this.instanceDir(instanceId), 'backups');
  }
}

function checkId(id: string, what: 'instance' | 'backup'): void {
  // Ids become folder names: nothing that could climb out of the data folder.
  if (!idPattern.test(id)) throw new ProviderError('not-found', `Invalid ${what} id.`);
}

async function readManifest(dir: string): Promise<SnapshotManifest | undefined> {
  try {
    return JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as SnapshotManifest;
  } catch {
    return undefined;
  }
}

function toSnapshotInfo(backupId: string, manifest: SnapshotManifest): SnapshotInfo {
  return {
    backupId,
    bytes: manifest.bytes,
    nodes: manifest.nodes,
    edges: manifest.edges,
    createdAt: manifest.createdAt,
  };
}

function describeSize(spec: InstanceResources): string {
  return `${spec.sizeKey} (${spec.vcpu} vCPU, ${spec.memoryGiB} GiB)`;
}

/** A share in percent with 4 decimals: a small graph on a large disk is 0.001%, not 0. */
function percent(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.min(100, Math.round((part / whole) * 1_000_000) / 10_000);
}

function crashReasonOf(engine: GraphEngine | undefined): string | undefined {
  const reason = (engine as { exitReason?: unknown } | undefined)?.exitReason;
  return typeof reason === 'string' ? reason : undefined;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function firstLine(text: string): string {
  return text.split('\n')[0] ?? text;
}
