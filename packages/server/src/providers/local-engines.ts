// The engines of the local driver on this machine: one per running instance (its own database
// process by default), the instance records they run from, one operation at a time per instance,
// the limit on engines running or starting at once, and the instance logs. LocalProvider
// (local-provider.ts) answers the CloudProvider calls on top of it.
import type { LogLevelNumber } from '@quiver/validation';
import { EngineError, type GraphEngine, type GraphEngineFactory } from '../engine/graph-engine.ts';
import { processEngineFactory } from '../engine/process-engine.ts';
import { ProviderError, type InstanceSpec, type LogEntry } from './cloud-provider.ts';
import { checkId, InstanceFolders, type InstanceRecord } from './local-instance-files.ts';
import {
  defaultHostMemoryCap,
  defaultMaxEngines,
  engineOpenOptions,
  forcedBufferPoolBytes,
  MiB,
  percent,
} from './local-resources.ts';
import { LogBook } from './telemetry.ts';

export interface LiveInstance {
  record: InstanceRecord;
  engine: GraphEngine;
  lastCpu?: { cpuMicros: number; at: number };
}

export interface LocalEnginesOptions {
  dataDir: string;
  name: string;
  engineFactory?: GraphEngineFactory | undefined;
  host?: string | undefined;
  onLog?: ((entry: LogEntry) => void) | undefined;
  hostMemoryCapBytes?: number | undefined;
  maxEngines?: number | undefined;
  now: () => number;
}

export class LocalEngines {
  readonly live = new Map<string, LiveInstance>();
  /** Instances whose engine is being started (they count against `maxEngines`). */
  readonly opening = new Set<string>();
  readonly logBook: LogBook;
  readonly maxEngines: number;
  private readonly engineFactory: GraphEngineFactory;
  private readonly hostMemoryCapBytes: number;
  /** One operation at a time per instance: a backup never races a stop. */
  private readonly locks = new Map<string, Promise<unknown>>();
  /** Instances whose current crash is already in the log. */
  private readonly crashesLogged = new Set<string>();
  private readonly folders: InstanceFolders;

  constructor(private readonly options: LocalEnginesOptions) {
    this.engineFactory = options.engineFactory ?? processEngineFactory;
    this.logBook = new LogBook(options.onLog, undefined, options.now);
    this.hostMemoryCapBytes = options.hostMemoryCapBytes ?? defaultHostMemoryCap();
    this.maxEngines = options.maxEngines ?? defaultMaxEngines();
    this.folders = new InstanceFolders(options.dataDir);
  }

  /** Engines running or being started on this machine. */
  enginesInUse(): number {
    let running = 0;
    for (const [id, live] of this.live)
      if (live.engine.isOpen && !this.opening.has(id)) running += 1;
    return running + this.opening.size;
  }

  availability() {
    return this.engineFactory.availability();
  }

  createEngine(): GraphEngine {
    return this.engineFactory.create();
  }

  /**
   * The engine's resident memory and its CPU share since the last reading (of `vcpu` cores);
   * zeros when it is not running or does not answer.
   */
  async usage(
    instanceId: string,
    vcpu: number,
  ): Promise<{ cpuPercent: number; memoryBytes: number }> {
    const live = this.live.get(instanceId);
    if (!live?.engine.isOpen) return { cpuPercent: 0, memoryBytes: 0 };
    const usage = await live.engine.resourceUsage().catch(() => undefined);
    if (!usage) return { cpuPercent: 0, memoryBytes: 0 };
    let cpuPercent = 0;
    if (live.lastCpu && usage.sampledAt > live.lastCpu.at) {
      const cpuMs = (usage.cpuMicros - live.lastCpu.cpuMicros) / 1000;
      cpuPercent = percent(cpuMs, (usage.sampledAt - live.lastCpu.at) * vcpu);
    }
    live.lastCpu = { cpuMicros: usage.cpuMicros, at: usage.sampledAt };
    return { cpuPercent, memoryBytes: usage.rssBytes };
  }

  /** Closes every engine (server shutdown); instances resume with `start` on the next boot. */
  async closeAll(): Promise<void> {
    const engines = [...this.live.values()].map((live) => live.engine);
    this.live.clear();
    await Promise.all(engines.map((engine) => engine.close().catch(() => undefined)));
  }

  async openEngine(record: InstanceRecord, force: boolean): Promise<void> {
    const id = record.spec.instanceId;
    const current = this.live.get(id);
    if (current?.engine.isOpen) return;
    const options = engineOpenOptions(record.spec, force, this.hostMemoryCapBytes);
    const engine = current?.engine ?? this.createEngine();
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
  async engineCall<T>(instanceId: string, operation: () => Promise<T>): Promise<T> {
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

  requireRunning(instanceId: string): LiveInstance {
    checkId(instanceId, 'instance');
    const live = this.live.get(instanceId);
    if (!live?.engine.isOpen)
      throw new ProviderError('invalid-state', 'The instance is not running.');
    return live;
  }

  async requireRecord(instanceId: string): Promise<InstanceRecord> {
    checkId(instanceId, 'instance');
    const live = this.live.get(instanceId);
    if (live) return live.record;
    const record = await this.readRecord(instanceId);
    if (!record)
      throw new ProviderError(
        'not-found',
        `Instance ${instanceId} does not exist on ${this.options.name}.`,
      );
    return record;
  }

  async readRecord(instanceId: string): Promise<InstanceRecord | undefined> {
    return this.live.get(instanceId)?.record ?? this.folders.readRecord(instanceId);
  }

  writeRecord(record: InstanceRecord): Promise<void> {
    return this.folders.writeRecord(record);
  }

  exclusive<T>(instanceId: string, operation: () => Promise<T>): Promise<T> {
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
  noteCrash(instanceId: string, reason: string): void {
    if (this.crashesLogged.has(instanceId)) return;
    this.crashesLogged.add(instanceId);
    this.log(instanceId, 1, `The graph database stopped unexpectedly: ${reason}`);
  }

  log(instanceId: string, level: LogLevelNumber, message: string): void {
    this.logBook.write(instanceId, level, message);
  }

  serviceAddress(spec: InstanceSpec): string {
    return `${this.options.host ?? '127.0.0.1'}:${spec.port}`;
  }

  instanceDir(instanceId: string): string {
    return this.folders.instanceDir(instanceId);
  }

  graphDir(instanceId: string): string {
    return this.folders.graphDir(instanceId);
  }

  backupsDir(instanceId: string): string {
    return this.folders.backupsDir(instanceId);
  }
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
