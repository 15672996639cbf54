import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  EngineError,
  type GraphCounts,
  type GraphEngine,
  type GraphEngineFactory,
  type GraphSchema,
  type OpenOptions,
  type QueryOptions,
  type QueryOutcome,
  type ResourceUsage,
  type SampleGraph,
  type SnapshotManifest,
} from './graph-engine.ts';
import { kuzuEngineFactory } from './kuzu-engine.ts';
import { bundleWorker } from './worker-build.ts';
import type { WorkerReply, WorkerRequest } from './worker-protocol.ts';

export interface ProcessOpenOptions extends OpenOptions {
  /**
   * Resident memory the engine process may hold, in bytes. Past it the process is stopped (the
   * instance crashes, as a real server would under its memory limit) instead of exhausting the
   * machine. Watched on Linux through /proc; elsewhere it is not enforced.
   */
  memoryLimitBytes?: number;
}

/**
 * How often memory is checked while a call is running. kuzu allocates in native code, so a cap on
 * the address space (ulimit -v) cannot work: Node and kuzu reserve tens of GiB they never touch.
 */
const memoryWatchIntervalMs = 100;
const memoryKillPrefix = 'memory above the limit';
const silenceKillPrefix = 'no answer within';
/** Longest a maintenance call (snapshot, restore, sample load, clear) may take before the process is stopped. */
const operationTimeoutMs = 10 * 60_000;
/** Longest a quick call (counts, schema, disk size, resource use) may take. */
const quickCallTimeoutMs = 60_000;
/** Beyond the statement's own time limit, how long the process may stay silent before it is killed. */
const defaultQueryGraceMs = 5_000;
const startTimeoutMs = 30_000;
const closeTimeoutMs = 10_000;

const workerPath = fileURLToPath(new URL('./engine-worker.ts', import.meta.url));
/** Where the JavaScript build of the worker goes: under node_modules, so Node finds kuzu from it. */
const workerCacheDir = fileURLToPath(
  new URL('../../node_modules/.cache/quiver-engine-worker/', import.meta.url),
);

/** How engine processes are started: Node arguments, and whether the worker runs as JavaScript. */
export interface EngineWorkerLaunch {
  mode: 'javascript' | 'tsx';
  args: string[];
  /** Why the JavaScript build is not used (mode 'tsx'). */
  reason?: string;
}

let launch: Promise<EngineWorkerLaunch> | undefined;

/**
 * Builds the worker to JavaScript once per server process (reused across restarts while its sources
 * are unchanged: worker-build.ts), so engines start without the tsx loader. Called at boot and by the
 * first engine start; when the build fails the worker runs through tsx, as before.
 */
export function prepareEngineWorker(): Promise<EngineWorkerLaunch> {
  launch ??= bundleWorker(workerPath, workerCacheDir).then(
    (bundle): EngineWorkerLaunch => ({ mode: 'javascript', args: [bundle.file] }),
    (error: unknown) => tsxLaunch(error instanceof Error ? error.message : String(error)),
  );
  return launch;
}

/** The worker run from its TypeScript source through tsx, like the rest of the server. */
function tsxLaunch(reason: string): EngineWorkerLaunch {
  const loader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { mode: 'tsx', args: ['--import', loader, workerPath], reason };
}

export const processEngineFactory: GraphEngineFactory = {
  name: 'kuzu-process',
  availability: () => kuzuEngineFactory.availability(),
  create: () => new ProcessGraphEngine(),
};

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  /** Called when the process starts running the call (its time limit starts then). */
  started: () => void;
}

/**
 * A `GraphEngine` whose database lives in a child process (one per instance). The interface is the
 * same as the in-process engine; what changes is that a crash or out-of-memory in the engine ends
 * only that child: pending calls fail with `EngineError('crashed')`, a pending query comes back as
 * an 'unavailable' failure, and `exitReason` says what happened.
 */
export class ProcessGraphEngine implements GraphEngine {
  private child: ChildProcess | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private opened = false;
  private killReason: string | undefined;
  private memoryLimitBytes: number | undefined;
  private memoryWatch: NodeJS.Timeout | undefined;
  /** Why the process ended when nobody asked it to (signal or exit code), until the next open. */
  exitReason: string | undefined;
  private readonly queryGraceMs: number;

  private readonly worker: 'auto' | 'tsx';
  /** How the running process was started (diagnostics, tests). */
  launchMode: EngineWorkerLaunch['mode'] | undefined;

  /** `worker: 'tsx'` runs the worker from source through tsx (the fallback; benches compare). */
  constructor(options: { queryGraceMs?: number; worker?: 'auto' | 'tsx' } = {}) {
    this.queryGraceMs = options.queryGraceMs ?? defaultQueryGraceMs;
    this.worker = options.worker ?? 'auto';
  }

  get isOpen(): boolean {
    return this.opened && this.child !== undefined;
  }

  /** Process id of the engine, for diagnostics. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  async open(dir: string, options: ProcessOpenOptions = {}): Promise<void> {
    if (this.child) throw new EngineError('The database is already open.', 'already-open');
    this.exitReason = undefined;
    this.killReason = undefined;
    const { memoryLimitBytes, ...openOptions } = options;
    this.memoryLimitBytes = memoryLimitBytes;
    const { mode, args } =
      this.worker === 'tsx' ? tsxLaunch('asked for') : await prepareEngineWorker();
    if (this.child) throw new EngineError('The database is already open.', 'already-open');
    this.launchMode = mode;
    const child = this.spawnWorker(args);
    this.child = child;
    try {
      await this.call({ id: 0, method: 'open', args: [dir, openOptions] }, startTimeoutMs);
      this.opened = true;
    } catch (error) {
      await this.stopChild();
      throw error;
    }
  }

  async close(): Promise<void> {
    if (!this.child) return;
    try {
      if (this.opened) await this.call({ id: 0, method: 'close', args: [] }, closeTimeoutMs);
    } finally {
      await this.stopChild();
    }
  }

  async query(statement: string, options: QueryOptions = {}): Promise<QueryOutcome> {
    const started = performance.now();
    if (!this.child || !this.opened) {
      return {
        ok: false,
        error: { kind: 'unavailable', message: 'The instance is not running.' },
        elapsedMs: 0,
      };
    }
    const limit = (options.timeLimitMs ?? 30_000) + this.queryGraceMs;
    try {
      return (await this.call(
        { id: 0, method: 'query', args: [statement, options] },
        limit,
      )) as QueryOutcome;
    } catch (error) {
      const elapsedMs = Math.round(performance.now() - started);
      if (this.exitReason?.startsWith(silenceKillPrefix)) {
        const message = `The statement did not stop at its time limit; the database process was stopped and the instance must be started again.`;
        return { ok: false, error: { kind: 'timeout', message }, elapsedMs };
      }
      if (this.exitReason?.startsWith(memoryKillPrefix)) {
        const message = `The statement needed more memory than the instance has (${this.exitReason}); the database process was stopped and the instance must be started again.`;
        return { ok: false, error: { kind: 'out-of-memory', message }, elapsedMs };
      }
      const message =
        error instanceof EngineError && error.reason === 'crashed'
          ? `The database process stopped while running the statement (${this.exitReason ?? 'no answer'}); the instance must be started again.`
          : (error as Error).message;
      return { ok: false, error: { kind: 'unavailable', message }, elapsedMs };
    }
  }

  counts(): Promise<GraphCounts> {
    return this.call(
      { id: 0, method: 'counts', args: [] },
      quickCallTimeoutMs,
    ) as Promise<GraphCounts>;
  }

  schema(): Promise<GraphSchema> {
    return this.call(
      { id: 0, method: 'schema', args: [] },
      quickCallTimeoutMs,
    ) as Promise<GraphSchema>;
  }

  diskSize(): Promise<number> {
    return this.call(
      { id: 0, method: 'diskSize', args: [] },
      quickCallTimeoutMs,
    ) as Promise<number>;
  }

  clear(): Promise<void> {
    return this.call({ id: 0, method: 'clear', args: [] }, operationTimeoutMs) as Promise<void>;
  }

  snapshot(targetDir: string): Promise<SnapshotManifest> {
    return this.call(
      { id: 0, method: 'snapshot', args: [targetDir] },
      operationTimeoutMs,
    ) as Promise<SnapshotManifest>;
  }

  restore(sourceDir: string): Promise<SnapshotManifest> {
    return this.call(
      { id: 0, method: 'restore', args: [sourceDir] },
      operationTimeoutMs,
    ) as Promise<SnapshotManifest>;
  }

  loadSample(sample: SampleGraph): Promise<GraphCounts> {
    return this.call(
      { id: 0, method: 'loadSample', args: [sample] },
      operationTimeoutMs,
    ) as Promise<GraphCounts>;
  }

  resourceUsage(): Promise<ResourceUsage> {
    return this.call(
      { id: 0, method: 'resourceUsage', args: [] },
      quickCallTimeoutMs,
    ) as Promise<ResourceUsage>;
  }

  // ---- internals -------------------------------------------------------------------------------

  private spawnWorker(args: string[]): ChildProcess {
    const child = spawn(process.execPath, args, {
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'advanced',
      env: workerEnvironment(),
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2_000);
    });
    child.on('message', (message: WorkerReply) => {
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      if ('started' in message) {
        waiting.started();
        return;
      }
      this.pending.delete(message.id);
      if (message.ok) waiting.resolve(message.value);
      else waiting.reject(new EngineError(message.message, message.reason));
    });
    child.on('exit', (code, signal) => {
      if (this.child === child) {
        this.child = undefined;
        this.opened = false;
        this.exitReason = this.killReason ?? (signal ? `signal ${signal}` : `exit code ${code}`);
        if (stderr.trim()) this.exitReason += `: ${stderr.trim().split('\n').slice(-3).join(' ')}`;
      }
      this.stopMemoryWatch();
      for (const [id, waiting] of this.pending) {
        this.pending.delete(id);
        waiting.reject(
          new EngineError(`The database process ended (${this.exitReason}).`, 'crashed'),
        );
      }
    });
    return child;
  }

  /** Sends one request and waits for its reply; a silent process past `timeoutMs` is killed. */
  private call(request: WorkerRequest, timeoutMs?: number): Promise<unknown> {
    const child = this.child;
    if (!child || (!this.opened && request.method !== 'open')) {
      return Promise.reject(new EngineError('The database is not open.', 'not-open'));
    }
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const started = () => {
        if (timeoutMs === undefined || timer) return;
        timer = setTimeout(() => {
          this.killReason = `${silenceKillPrefix} ${timeoutMs} ms`;
          child.kill('SIGKILL');
        }, timeoutMs);
      };
      const settle =
        <T>(fn: (value: T) => void) =>
        (value: T) => {
          if (timer) clearTimeout(timer);
          if (this.pending.size === 0) this.stopMemoryWatch();
          fn(value);
        };
      this.pending.set(id, { resolve: settle(resolve), reject: settle(reject), started });
      // A process that never gets as far as answering must not hang the start.
      if (request.method === 'open') started();
      this.watchMemory(child);
      child.send({ ...request, id }, (error) => {
        if (!error) return;
        this.pending.delete(id);
        if (timer) clearTimeout(timer);
        reject(
          new EngineError(`The database process cannot be reached: ${error.message}`, 'crashed'),
        );
      });
    });
  }

  /** While calls are running, stops the process when its resident memory passes the limit. */
  private watchMemory(child: ChildProcess): void {
    const limit = this.memoryLimitBytes;
    if (limit === undefined || this.memoryWatch || process.platform !== 'linux' || !child.pid)
      return;
    const pid = child.pid;
    this.memoryWatch = setInterval(() => {
      residentBytes(pid).then(
        (rss) => {
          if (rss === undefined || rss <= limit || this.child !== child) return;
          this.killReason = `${memoryKillPrefix} of ${Math.round(limit / 1024 ** 2)} MiB`;
          child.kill('SIGKILL');
        },
        () => undefined,
      );
    }, memoryWatchIntervalMs);
    this.memoryWatch.unref();
  }

  private stopMemoryWatch(): void {
    clearInterval(this.memoryWatch);
    this.memoryWatch = undefined;
  }

  private async stopChild(): Promise<void> {
    const child = this.child;
    this.opened = false;
    if (!child) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    if (child.exitCode === null && child.signalCode === null) {
      child.disconnect?.();
      const timer = setTimeout(() => child.kill('SIGKILL'), closeTimeoutMs);
      await exited;
      clearTimeout(timer);
    }
    this.child = undefined;
    this.exitReason = undefined;
  }
}

/** Resident memory of a process from /proc (Linux), or undefined when it cannot be read. */
async function residentBytes(pid: number): Promise<number | undefined> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => undefined);
  const match = status?.match(/^VmRSS:\s+(\d+)\s+kB/m);
  return match ? Number(match[1]) * 1024 : undefined;
}

/**
 * The engine process gets only what Node needs to run: never the server's secrets (database URL,
 * signing keys, SMTP password), since it executes customers' statements.
 */
function workerEnvironment(): NodeJS.ProcessEnv {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'TMP', 'TEMP', 'LANG', 'TZ', 'SYSTEMROOT', 'NODE_ENV'];
  const env: NodeJS.ProcessEnv = {};
  for (const key of keep) if (process.env[key] !== undefined) env[key] = process.env[key];
  return env;
}
