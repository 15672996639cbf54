// Which server process runs the engines and the job queue (docs/scale-out.md). With the embedded
// PGlite there is one process and it does. With PostgreSQL several processes may share the database
// (SERVER_PROCESSES, or replicas an orchestrator starts): the local and simulated drivers run each
// instance's engine as a child of one process, so one process, the engine host, is elected through
// a PostgreSQL advisory lock. It runs the job queue (leased jobs, src/jobs/runner.ts) and the
// engines, and answers the provider calls the others relay to it over an internal HTTP endpoint
// (src/providers/relay.ts). When it ends, PostgreSQL releases its lock, another process takes the
// lock within a second, brings the engines back and takes over the jobs once their leases pass.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { takeEngines } from './boot.ts';
import { AdvisoryLock } from './db/advisory-lock.ts';
import { findEngineHost, recordEngineHost } from './jobs/store.ts';
import {
  answerOf,
  answerRelayedCall,
  decodeCall,
  encodeRelay,
  ProviderError,
  resultOf,
  type ProviderCall,
  type ProviderRelay,
} from './providers/index.ts';
import type { Services } from './services.ts';

/** The advisory lock's number: "quiver-h" in ASCII. */
const engineHostLockKey = 0x7175697665722d68n;
const signatureHeader = 'x-quiver-relay';
/** A relayed call older than this is refused (the signature covers its time). */
const maxCallAgeMs = 60_000;

export interface EngineHostOptions {
  services: Services;
  log: FastifyBaseLogger;
  /** Absent: PGlite, one process, which hosts the engines at once. */
  databaseUrl: string | undefined;
  /** Where the relay endpoint listens (INTERNAL_HOST). */
  internalHost: string;
  /** Signs relayed calls: the JWT secret, which every process sharing the database has. */
  secret: Uint8Array;
  /**
   * The lock's connection was lost while this process hosted: another process may take over now,
   * so this one must stop running engines and jobs (main.ts ends the process).
   */
  onLost: (error: unknown) => void;
  /** How often a process that is not the host tries the lock (default 1 s). */
  electionMs?: number;
}

export class EngineHost {
  private lock: AdvisoryLock | undefined;
  private server: Server | undefined;
  private address = '';
  private election: NodeJS.Timeout | undefined;
  private hosting = false;
  private stopped = false;

  constructor(private readonly options: EngineHostOptions) {}

  /** Whether this process runs the engines and the job queue now. */
  get isHost(): boolean {
    return this.hosting;
  }

  async start(): Promise<void> {
    const { services, databaseUrl } = this.options;
    if (!databaseUrl) {
      await this.becomeHost(false);
      return;
    }
    this.address = await this.listen();
    services.engineRole.relay = new HttpRelay(services, this.options.secret);
    this.lock = new AdvisoryLock(
      databaseUrl,
      engineHostLockKey,
      `quiver engine host ${this.address}`,
    );
    await this.elect();
    if (!this.hosting) {
      this.options.log.info('another server process hosts the engines: provider calls are relayed');
      this.election = setInterval(() => void this.elect(), this.options.electionMs ?? 1000);
      this.election.unref();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.election) clearInterval(this.election);
    this.election = undefined;
    if (this.hosting) await this.options.services.jobs.stop();
    this.hosting = false;
    await this.lock?.release();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }

  private async elect(): Promise<void> {
    if (this.hosting || this.stopped || !this.lock) return;
    try {
      if (!(await this.lock.tryAcquire())) return;
    } catch (error) {
      this.options.log.warn({ err: error }, 'engine host election: PostgreSQL unreachable');
      return;
    }
    if (this.election) clearInterval(this.election);
    this.election = undefined;
    this.lock.watchHeld(2000, (error) => {
      this.options.log.error(
        { err: error },
        'engine host: lost the lock; another process may take over',
      );
      this.options.onLost(error);
    });
    try {
      await this.becomeHost(true);
    } catch (error) {
      // Holding the lock without running the queue would stall every job: end, as a crash would.
      this.options.log.error({ err: error }, 'engine host: could not take the engines over');
      this.options.onLost(error);
    }
  }

  private async becomeHost(shared: boolean): Promise<void> {
    const { services, log } = this.options;
    this.hosting = true;
    services.engineRole.relay = undefined;
    if (shared) {
      await recordEngineHost(services.db, {
        address: this.address,
        runnerId: services.jobs.id,
        pid: process.pid,
        since: services.clock.now(),
      });
      await takeEngines(services, log, { restartEngines: true });
    }
    await services.jobs.start({ shared });
    if (shared)
      log.info(
        { relay: this.address, runner: services.jobs.id },
        'engine host: this process runs the engines and the job queue',
      );
  }

  /** The relay endpoint: answers provider calls while this process is the host. */
  private listen(): Promise<string> {
    const server = createServer((request, response) => {
      void (async () => {
        const body = await readBody(request);
        if (request.method !== 'POST' || request.url !== '/provider-call') {
          response.writeHead(404).end();
          return;
        }
        if (!verified(this.options.secret, request.headers[signatureHeader], body)) {
          response.writeHead(401).end();
          return;
        }
        if (!this.hosting) {
          // Elsewhere now: the caller looks the host up again.
          response.writeHead(409).end();
          return;
        }
        const [outcome] = await Promise.allSettled([
          Promise.resolve().then(() =>
            answerRelayedCall(this.options.services.providers, decodeCall(body)),
          ),
        ]);
        response
          .writeHead(200, { 'content-type': 'application/octet-stream' })
          .end(answerOf(outcome as PromiseSettledResult<unknown>));
      })().catch(() => {
        if (!response.headersSent) response.writeHead(500);
        response.end();
      });
    });
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      // Exclusive: in a SERVER_PROCESSES worker a plain listen(0) is handed to the cluster primary,
      // which shares one port among every worker and deals connections round-robin, so a relayed
      // call reached whichever worker came next (a non-host answered 409, and after the one retry
      // the call failed as 'changing hands'). Each process's relay endpoint is its own port.
      server.listen({ port: 0, host: this.options.internalHost, exclusive: true }, () => {
        const { address, port } = server.address() as AddressInfo;
        resolve(`http://${address.includes(':') ? `[${address}]` : address}:${port}`);
      });
    });
  }
}

/** Relays provider calls to the engine host named in the database. */
class HttpRelay implements ProviderRelay {
  private hostAddress: string | undefined;

  constructor(
    private readonly services: Services,
    private readonly secret: Uint8Array,
  ) {}

  async call(request: ProviderCall): Promise<unknown> {
    const body = encodeRelay(request);
    // A second try after looking the host up again (it changed, or it just ended).
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const address = this.hostAddress ?? (await findEngineHost(this.services.db))?.address;
      if (address) {
        this.hostAddress = address;
        const response = await fetch(`${address}/provider-call`, {
          method: 'POST',
          headers: { [signatureHeader]: sign(this.secret, body) },
          body,
          signal: AbortSignal.timeout(120_000),
        }).catch(() => undefined);
        if (response?.status === 200) return resultOf(Buffer.from(await response.arrayBuffer()));
        this.hostAddress = undefined;
      }
    }
    throw new ProviderError(
      'unavailable',
      'The instance service is changing hands between server processes: try again in a few seconds.',
    );
  }
}

function sign(secret: Uint8Array, body: Buffer, at = Date.now()): string {
  const mac = createHmac('sha256', secret)
    .update(String(at))
    .update('.')
    .update(body)
    .digest('hex');
  return `${at}.${mac}`;
}

function verified(
  secret: Uint8Array,
  header: string | string[] | undefined,
  body: Buffer,
): boolean {
  if (typeof header !== 'string') return false;
  const [at, mac] = header.split('.');
  const time = Number(at);
  if (!mac || !Number.isFinite(time) || Math.abs(Date.now() - time) > maxCallAgeMs) return false;
  const expected = Buffer.from(sign(secret, body, time).split('.')[1] ?? '', 'hex');
  const given = Buffer.from(mac, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      // Provider calls are small (ids, a statement, a range).
      if (size > 1024 * 1024) request.destroy(new Error('relayed call too large'));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}
