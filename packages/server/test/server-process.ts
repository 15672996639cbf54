// Real server processes for tests (src/main.ts as a child process on a data folder or a
// PostgreSQL database): start, call over HTTP, stop gracefully or SIGKILL, and look at their
// engine processes. Used by the crash-resume, billing-crash and two-process suites, each through a
// `ServerFleet`.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { expect } from 'vitest';
import { packageRoot } from '../src/config.ts';

export const v1 = (path: string) => `/api/dbaas/v1${path}`;

export interface Envelope<T> {
  code: number;
  message: string;
  data?: T;
}
export interface InstanceView {
  id: string;
  name: string;
  status: string;
  serviceState: string | null;
  failureReason: string | null;
}

/** Process ids whose parent is `pid` (Linux /proc). */
export function childrenOf(pid: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid ...: comm may hold spaces, so read after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) found.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return found;
}

/** The graph-engine processes among the children of `pid`. */
export function enginesOf(pid: number): number[] {
  return childrenOf(pid).filter((child) => {
    try {
      return readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('engine-worker');
    } catch {
      return false;
    }
  });
}

export function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 180_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

export class ServerProcess {
  private constructor(
    readonly child: ChildProcess,
    readonly url: string,
    private readonly output: () => string,
  ) {}

  get pid(): number {
    return this.child.pid ?? -1;
  }

  static async start(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
    const environment: NodeJS.ProcessEnv = { ...process.env };
    delete environment['DATABASE_URL'];
    delete environment['JOB_HOLD'];
    delete environment['CLOCK_START'];
    delete environment['CLOCK_RATE'];
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: packageRoot,
      env: {
        ...environment,
        NODE_ENV: 'development',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const url = await until(
      'the server to listen',
      () => {
        if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
        return /listening on (http:\/\/\S+)/.exec(output)?.[1];
      },
      120_000,
    );
    return new ServerProcess(child, url, () => output);
  }

  async call<T>(method: 'GET' | 'POST', path: string, token?: string, body?: unknown) {
    const response = await fetch(`${this.url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    return (await response.json()) as Envelope<T>;
  }

  async detail(token: string, instanceId: string): Promise<InstanceView | undefined> {
    const answer = await this.call<InstanceView>(
      'GET',
      `${v1('/instance/detail')}?instanceId=${instanceId}`,
      token,
    );
    return answer.data;
  }

  /** Waits until the instance is in `status` with no service state (its job is over). */
  settled(token: string, instanceId: string, status: string): Promise<InstanceView> {
    return until(`${instanceId} ${status}`, async () => {
      const view = await this.detail(token, instanceId);
      if (view?.failureReason) throw new Error(`failed: ${view.failureReason}`);
      return view?.status === status && view.serviceState === null ? view : undefined;
    });
  }

  async register(email: string): Promise<string> {
    const sent = await this.call('POST', v1('/auth/email/captcha'), undefined, {
      email,
      purpose: 'register',
    });
    expect(sent.code).toBe(200);
    const mailbox = await this.call<Array<{ code: string | null }>>(
      'GET',
      `/api/dev/mailbox?to=${encodeURIComponent(email)}`,
    );
    const emailCode = mailbox.data?.[0]?.code;
    const done = await this.call<{ accessToken: string }>('POST', v1('/auth/register'), undefined, {
      email,
      password: 'Correct-Horse-9',
      emailCode,
    });
    if (!done.data) throw new Error(`register refused: ${JSON.stringify(done)}`);
    return done.data.accessToken;
  }

  async query(token: string, instanceId: string, statement: string) {
    return this.call<{ ok: boolean; rows?: unknown[][] }>('POST', v1('/instance/query'), token, {
      instanceId,
      statement,
      readOnly: true,
    });
  }

  /** Graceful stop (SIGTERM): the server closes its engines and the database. */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGTERM');
    await exited;
  }

  async kill(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGKILL');
    await exited;
  }

  log(): string {
    return this.output();
  }
}

const postgresAdmin =
  process.env['QUIVER_TEST_POSTGRES'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A fresh database on the local PostgreSQL, or undefined (with a loud message naming `suite`) when
 * unreachable.
 */
export async function postgresDatabase(
  suite = 'server-crash',
): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const name = `quiver_proc_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: postgresAdmin, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query(`create database ${name}`);
  } catch (error) {
    console.warn(
      `\n!!! ${suite}: PostgreSQL at ${postgresAdmin} is unreachable (${String(error)}): the PostgreSQL case is SKIPPED.\n`,
    );
    await client.end().catch(() => undefined);
    return undefined;
  }
  const url = new URL(postgresAdmin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * The server processes one suite starts, on one data folder of its own and, once `usePostgres`
 * found the local PostgreSQL, one database of its own. `close()` (the suite's afterAll) kills what
 * still runs and removes the folder and the database.
 */
export class ServerFleet {
  readonly dataDir: string;
  private readonly started: ServerProcess[] = [];
  private database: { url: string; drop(): Promise<void> } | undefined;

  constructor(name: string) {
    this.dataDir = mkdtempSync(join(tmpdir(), `quiver-${name}-`));
  }

  /** A fresh PostgreSQL database for every server of the fleet; its URL, or undefined (said loudly). */
  async usePostgres(suite?: string): Promise<string | undefined> {
    this.database = await postgresDatabase(suite);
    return this.database?.url;
  }

  /** The PostgreSQL database's URL, when the fleet runs on one. */
  get postgresUrl(): string | undefined {
    return this.database?.url;
  }

  /** Starts a server on the fleet's folder (and database), `env` over the defaults. */
  async start(env: Record<string, string> = {}, dataDir = this.dataDir): Promise<ServerProcess> {
    const server = await ServerProcess.start(dataDir, {
      ...(this.database ? { DATABASE_URL: this.database.url } : {}),
      ...env,
    });
    this.started.push(server);
    return server;
  }

  async close(): Promise<void> {
    for (const server of this.started) await server.kill().catch(() => undefined);
    rmSync(this.dataDir, { recursive: true, force: true });
    await this.database?.drop();
  }
}
