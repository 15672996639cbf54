// The local driver: every instance is a real embedded graph database on this machine (the engines
// of local-engines.ts, the folders of local-instance-files.ts). It serves every vendor and region
// in local mode, and runs the databases of the simulated clouds.
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { directorySize } from '../engine/disk-usage.ts';
import { verifyPassword } from '../lib/secrets.ts';
import {
  type GraphCounts,
  type GraphEngine,
  type GraphEngineFactory,
  type GraphSchema,
  type QueryOptions,
  type QueryOutcome,
} from '../engine/graph-engine.ts';
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
import {
  checkId,
  readManifest,
  toSnapshotInfo,
  type InstanceRecord,
} from './local-instance-files.ts';
import { GiB, memoryFitOf, percent } from './local-resources.ts';
import { LocalEngines } from './local-engines.ts';
import { MetricHistory, toMinuteSeries } from './telemetry.ts';

const soldOutMessage =
  'Instance sold out in this region: choose another region or submit a request.';

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
  /**
   * The samples `metrics` answers from (a week per instance); the bench hands in a week it made
   * up, since a real one takes a week to gather.
   */
  metricHistory?: MetricHistory;
  /** Driver name reported in `name` (the simulated clouds reuse this driver under their own name). */
  name?: string;
}

/**
 * The default provider: every instance is a real embedded graph database in a folder under
 * `dataDir`. Backups are copies of its files, empty deletes them, samples load real data, disk use
 * is the folder's size, and memory and CPU are those of the instance's engine process.
 */
export class LocalProvider implements CloudProvider {
  readonly name: string;
  private readonly metricHistory: MetricHistory;
  private readonly now: () => number;
  private readonly engines: LocalEngines;

  constructor(options: LocalProviderOptions) {
    this.name = options.name ?? 'local';
    this.metricHistory = options.metricHistory ?? new MetricHistory();
    this.now = options.now ?? Date.now;
    this.engines = new LocalEngines({ ...options, name: this.name, now: this.now });
  }

  /** Engines this machine runs at once (LOCAL_MAX_ENGINES). */
  get maxEngines(): number {
    return this.engines.maxEngines;
  }

  /** Engines running or being started on this machine. */
  enginesInUse(): number {
    return this.engines.enginesInUse();
  }

  async availability(): Promise<ProviderAvailability> {
    const engine = await this.engines.availability();
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
    const remaining = this.engines.maxEngines - this.engines.enginesInUse();
    if (remaining > 0) return { status: 'available', remaining };
    return this.engines.opening.size > 0 ? { status: 'occupied' } : { status: 'sold-out' };
  }

  provision(spec: InstanceSpec): Promise<ProvisionResult> {
    return this.engines.exclusive(spec.instanceId, async () => {
      checkId(spec.instanceId, 'instance');
      // The stock check and this start are apart (a job in between): creations racing for the
      // last engine get one engine and one refusal, found here.
      const id = spec.instanceId;
      if (!this.engines.live.get(id)?.engine.isOpen && !this.engines.opening.has(id)) {
        if (this.enginesInUse() >= this.maxEngines)
          throw new ProviderError('sold-out', soldOutMessage);
        // Held from the check (no await in between) to the engine's start.
        this.engines.opening.add(id);
      }
      try {
        return await this.provisionHeld(spec);
      } finally {
        this.engines.opening.delete(id);
      }
    });
  }

  private async provisionHeld(spec: InstanceSpec): Promise<ProvisionResult> {
    const existing = await this.engines.readRecord(spec.instanceId);
    // A resumed create job provisions again: keep what the first attempt made.
    const record: InstanceRecord = existing ?? { spec, desired: 'running', forced: false };
    record.desired = 'running';
    await mkdir(this.engines.graphDir(spec.instanceId), { recursive: true });
    await mkdir(this.engines.backupsDir(spec.instanceId), { recursive: true });
    await this.engines.writeRecord(record);
    if (!existing) {
      this.engines.log(
        spec.instanceId,
        3,
        `Instance provisioned in ${spec.vendor} ${spec.region}: ${describeSize(spec)}, version ${spec.version}.`,
      );
    }
    await this.engines.openEngine(record, false);
    return { serviceAddress: this.engines.serviceAddress(record.spec) };
  }

  start(instanceId: string, options: { force?: boolean } = {}): Promise<void> {
    return this.engines.exclusive(instanceId, async () => {
      const record = await this.engines.requireRecord(instanceId);
      record.desired = 'running';
      await this.engines.writeRecord(record);
      await this.engines.openEngine(record, options.force ?? false);
    });
  }

  stop(instanceId: string): Promise<void> {
    return this.engines.exclusive(instanceId, async () => {
      const record = await this.engines.requireRecord(instanceId);
      record.desired = 'stopped';
      await this.engines.writeRecord(record);
      const live = this.engines.live.get(instanceId);
      if (live?.engine.isOpen) {
        await live.engine.close();
        this.engines.log(instanceId, 3, 'Graph database stopped.');
      }
      this.engines.live.delete(instanceId);
    });
  }

  resize(instanceId: string, size: InstanceResources): Promise<void> {
    return this.engines.exclusive(instanceId, async () => {
      const record = await this.engines.requireRecord(instanceId);
      if (this.engines.live.get(instanceId)?.engine.isOpen) {
        throw new ProviderError(
          'invalid-state',
          'The instance must be stopped to change its size.',
        );
      }
      const before = describeSize(record.spec);
      record.spec = { ...record.spec, ...size };
      await this.engines.writeRecord(record);
      this.engines.log(
        instanceId,
        3,
        `Size changed from ${before} to ${describeSize(record.spec)}.`,
      );
    });
  }

  extendStorage(instanceId: string, storageGb: number): Promise<void> {
    return this.engines.exclusive(instanceId, async () => {
      const record = await this.engines.requireRecord(instanceId);
      const used = await directorySize(this.engines.instanceDir(instanceId));
      if (storageGb * GiB < used || storageGb < record.spec.storageGb) {
        throw new ProviderError(
          'storage-too-small',
          `Storage cannot shrink below ${record.spec.storageGb} GB or the data it holds.`,
        );
      }
      const before = record.spec.storageGb;
      record.spec = { ...record.spec, storageGb };
      await this.engines.writeRecord(record);
      this.engines.log(instanceId, 3, `Storage extended from ${before} GB to ${storageGb} GB.`);
    });
  }

  configure(instanceId: string, settings: InstanceSettings): Promise<ProvisionResult> {
    return this.engines.exclusive(instanceId, async () => {
      const record = await this.engines.requireRecord(instanceId);
      const changed = (Object.keys(settings) as (keyof InstanceSettings)[]).filter(
        (key) =>
          settings[key] !== undefined &&
          JSON.stringify(settings[key]) !== JSON.stringify(record.spec[key]),
      );
      const defined = Object.fromEntries(
        Object.entries(settings).filter(([, value]) => value !== undefined),
      ) as InstanceSettings;
      record.spec = { ...record.spec, ...defined };
      await this.engines.writeRecord(record);
      if (changed.length > 0)
        this.engines.log(instanceId, 3, `Settings changed: ${changed.join(', ')}.`);
      return { serviceAddress: this.engines.serviceAddress(record.spec) };
    });
  }

  setRootPassword(instanceId: string, passwordHash: string): Promise<void> {
    return this.engines.exclusive(instanceId, async () => {
      if (!/^\$[a-z0-9-]+\$/.test(passwordHash))
        throw new ProviderError('invalid-state', 'A root password must arrive as a PHC hash.');
      const record = await this.engines.requireRecord(instanceId);
      if (record.spec.rootPasswordHash === passwordHash) return;
      record.spec = { ...record.spec, rootPasswordHash: passwordHash };
      await this.engines.writeRecord(record);
      this.engines.log(instanceId, 3, 'The root password was changed.');
    });
  }

  /** Whether `password` is the instance's root password (the graph's login check; tests). */
  async verifyRootPassword(instanceId: string, password: string): Promise<boolean> {
    const record = await this.engines.requireRecord(instanceId);
    const stored = record.spec.rootPasswordHash;
    if (!stored) return false;
    return verifyPassword(stored, password);
  }

  snapshot(instanceId: string, backupId: string): Promise<SnapshotInfo> {
    return this.engines.exclusive(instanceId, async () => {
      checkId(backupId, 'backup');
      const live = this.engines.requireRunning(instanceId);
      const target = join(this.engines.backupsDir(instanceId), backupId);
      // A resumed backup job finds the copy the first attempt finished.
      const finished = await readManifest(target);
      if (finished) return toSnapshotInfo(backupId, finished);
      await rm(target, { recursive: true, force: true });
      this.engines.log(instanceId, 3, `Backup ${backupId} started.`);
      const manifest = await this.engines.engineCall(instanceId, () =>
        live.engine.snapshot(target),
      );
      this.engines.log(
        instanceId,
        3,
        `Backup ${backupId} finished: ${manifest.nodes} nodes, ${manifest.edges} edges, ${manifest.bytes} bytes.`,
      );
      return toSnapshotInfo(backupId, manifest);
    });
  }

  restore(instanceId: string, backupId: string): Promise<SnapshotInfo> {
    return this.engines.exclusive(instanceId, async () => {
      checkId(backupId, 'backup');
      const live = this.engines.requireRunning(instanceId);
      const source = join(this.engines.backupsDir(instanceId), backupId);
      if (!(await readManifest(source))) {
        throw new ProviderError(
          'backup-missing',
          `Backup ${backupId} does not exist for this instance.`,
        );
      }
      this.engines.log(instanceId, 3, `Recovery from backup ${backupId} started.`);
      const manifest = await this.engines.engineCall(instanceId, () => live.engine.restore(source));
      this.engines.log(
        instanceId,
        3,
        `Recovered from backup ${backupId}: ${manifest.nodes} nodes, ${manifest.edges} edges.`,
      );
      return toSnapshotInfo(backupId, manifest);
    });
  }

  deleteSnapshot(instanceId: string, backupId: string): Promise<void> {
    return this.engines.exclusive(instanceId, async () => {
      checkId(backupId, 'backup');
      await rm(join(this.engines.backupsDir(instanceId), backupId), {
        recursive: true,
        force: true,
      });
      this.engines.log(instanceId, 3, `Backup ${backupId} deleted.`);
    });
  }

  clean(instanceId: string): Promise<void> {
    return this.engines.exclusive(instanceId, async () => {
      const live = this.engines.requireRunning(instanceId);
      const before = await this.engines.engineCall(instanceId, () => live.engine.counts());
      await this.engines.engineCall(instanceId, () => live.engine.clear());
      this.engines.log(
        instanceId,
        3,
        `Graph emptied: ${before.nodes} nodes and ${before.edges} edges removed.`,
      );
    });
  }

  loadSample(instanceId: string, sampleId: string): Promise<GraphCounts> {
    return this.engines.exclusive(instanceId, async () => {
      const sample = sampleGraph(sampleId);
      if (!sample)
        throw new ProviderError('sample-missing', `There is no sample graph named ${sampleId}.`);
      const live = this.engines.requireRunning(instanceId);
      this.engines.log(instanceId, 3, `Loading sample graph "${sample.name}".`);
      const counts = await this.engines.engineCall(instanceId, () =>
        live.engine.loadSample(sample),
      );
      this.engines.log(
        instanceId,
        3,
        `Sample graph "${sample.name}" loaded: the graph has ${counts.nodes} nodes and ${counts.edges} edges.`,
      );
      return counts;
    });
  }

  terminate(instanceId: string): Promise<void> {
    return this.engines.exclusive(instanceId, async () => {
      checkId(instanceId, 'instance');
      const live = this.engines.live.get(instanceId);
      this.engines.live.delete(instanceId);
      await live?.engine.close().catch(() => undefined);
      await rm(this.engines.instanceDir(instanceId), { recursive: true, force: true });
      this.engines.log(instanceId, 3, 'Instance terminated: its data and backups were deleted.');
      this.metricHistory.forget(instanceId);
    });
  }

  async inspect(instanceId: string): Promise<InstanceInspection> {
    checkId(instanceId, 'instance');
    const record = await this.engines.readRecord(instanceId);
    const diskBytes = await directorySize(this.engines.graphDir(instanceId));
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
    const live = this.engines.live.get(instanceId);
    const base = {
      diskBytes,
      storageGb: record.spec.storageGb,
      forced: record.forced,
      shouldRun: record.desired === 'running',
    };
    if (live?.engine.isOpen) {
      const counts = await this.engines
        .exclusive(instanceId, () => live.engine.counts())
        .catch(() => null);
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
      this.engines.noteCrash(instanceId, crashReason);
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
    const record = await this.engines.requireRecord(instanceId);
    return memoryFitOf(record.spec, await directorySize(this.engines.graphDir(instanceId)));
  }

  async sample(instanceId: string): Promise<MetricSample> {
    const record = await this.engines.requireRecord(instanceId);
    const at = this.now();
    const diskBytes = await directorySize(this.engines.graphDir(instanceId));
    const diskPercent = percent(diskBytes, record.spec.storageGb * GiB);
    const { cpuPercent, memoryBytes } = await this.engines.usage(instanceId, record.spec.vcpu);
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
    return this.engines.logBook.read(instanceId, request);
  }

  async query(
    instanceId: string,
    statement: string,
    options?: QueryOptions,
  ): Promise<QueryOutcome> {
    checkId(instanceId, 'instance');
    const live = this.engines.live.get(instanceId);
    if (!live?.engine.isOpen) {
      return {
        ok: false,
        error: { kind: 'unavailable', message: 'The instance is not running.' },
        elapsedMs: 0,
      };
    }
    const outcome = await live.engine.query(statement, options);
    if (outcome.ok) {
      this.engines.log(
        instanceId,
        4,
        `Query ran in ${outcome.elapsedMs} ms and returned ${outcome.rows.length} rows${outcome.truncated ? ' (cut at the row limit)' : ''}.`,
      );
    } else if (!live.engine.isOpen) {
      this.engines.noteCrash(instanceId, outcome.error.message);
    } else {
      this.engines.log(
        instanceId,
        2,
        `Query failed (${outcome.error.kind}): ${firstLine(outcome.error.message)}`,
      );
    }
    return outcome;
  }

  /** Read with the service's own statements: no log line, since the customer did not run them. */
  async schema(instanceId: string): Promise<GraphSchema> {
    checkId(instanceId, 'instance');
    const live = this.engines.live.get(instanceId);
    if (!live?.engine.isOpen)
      throw new ProviderError('invalid-state', 'The instance is not running.');
    return live.engine.schema();
  }

  /** Closes every engine (server shutdown); instances resume with `start` on the next boot. */
  shutdown(): Promise<void> {
    return this.engines.closeAll();
  }
}

function describeSize(spec: InstanceResources): string {
  return `${spec.sizeKey} (${spec.vcpu} vCPU, ${spec.memoryGiB} GiB)`;
}

function crashReasonOf(engine: GraphEngine | undefined): string | undefined {
  const reason = (engine as { exitReason?: unknown } | undefined)?.exitReason;
  return typeof reason === 'string' ? reason : undefined;
}

function firstLine(text: string): string {
  return text.split('\n')[0] ?? text;
}
