// Builds the console once, then starts the real API server (which serves it) as child processes on
// 127.0.0.1 with free ports and in-memory databases (DATABASE=memory): the main one for every spec
// (QUIVER_E2E_URL), one whose access tokens expire after 2 s for the session-refresh spec
// (QUIVER_E2E_SHORT_TTL_URL), and one on the simulated clouds with a sold-out region for the
// create wizard's capacity request (QUIVER_E2E_SIMULATED_URL), one with the beta gate on, where new
// accounts wait in review (QUIVER_E2E_BETA_URL), and one for billing on a fresh
// database of the local PostgreSQL with a test clock running ten times as fast
// (QUIVER_E2E_BILLING_URL; billing.spec.ts closes its period with the admin command, which reaches
// the same database). Returns the teardown.
import { spawn, spawnSync, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
/** initdb of a fresh PGlite folder takes 10 s on an idle machine, far longer on a loaded one. */
const startTimeoutMs = 240_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

type ServerProcess = ChildProcessByStdio<null, Readable, null>;

/** Starts one server and resolves with it and its address once it listens. */
async function startServer(
  name: string,
  env: Record<string, string>,
): Promise<{ server: ServerProcess; url: string }> {
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, PORT: String(port), ...env },
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(new Error(`The ${name} server did not start within ${startTimeoutMs / 1000} s.`)),
      startTimeoutMs,
    );
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => {
      output += String(chunk);
      const address = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (address) {
        clearTimeout(timer);
        resolve(address);
      }
    });
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The ${name} server exited (code ${code}) before listening:\n${output}`));
    });
  });
  return { server, url };
}

async function stop(server: ServerProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

/** Where PostgreSQL is administered from: the machine's local server (TOOLCHAIN.md). */
const postgresAdmin =
  process.env.QUIVER_TEST_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The billing server's test clock (docs/decisions.md "Test clock"): a fixed start early in a month,
 * so no run crosses a month's end (at ten times real time, a month is three real days), running
 * ten times as fast, so an instance bills a minute's worth in six seconds. Access tokens follow
 * that clock: 10 hours of it are one real hour.
 */
export const billingClock = { start: '2026-03-02T00:00:00.000Z', rate: 10, accessTokenTtl: 36_000 };

/**
 * A fresh database on the local PostgreSQL for the billing server (dropped by the teardown), or
 * null when PostgreSQL cannot be reached (billing.spec.ts then skips, saying why).
 */
async function createBillingDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const name = `quiver_e2e_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: postgresAdmin, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query(`create database ${name}`);
  } catch (error) {
    console.warn(
      `\n!!! e2e: PostgreSQL at ${postgresAdmin} is unreachable (${String(error)}): billing.spec.ts is SKIPPED.\n`,
    );
    await client.end().catch(() => undefined);
    return null;
  }
  const url = new URL(postgresAdmin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** The region the simulated server has no room in (SIMULATED_CAPACITY, vendor/region=count). */
const simulatedSoldOut = 'gcp/europe-west1=0';

export default async function globalSetup(): Promise<() => Promise<void>> {
  // A server already running (set QUIVER_E2E_URL while working on a test) is used as it is; the
  // session-refresh spec then needs QUIVER_E2E_SHORT_TTL_URL too (ACCESS_TOKEN_TTL=2), and the
  // sold-out flow QUIVER_E2E_SIMULATED_URL (the settings above), or they skip.
  if (process.env.QUIVER_E2E_URL) return async () => {};
  // A private build and data folders: a rebuild of packages/console/dist by anyone else during the
  // run cannot pull files from under the servers, and reruns start clean.
  const runDir = mkdtempSync(join(tmpdir(), 'quiver-e2e-'));
  const consoleDir = join(runDir, 'console');
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', consoleDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: join(repoRoot, 'packages/console'), stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (build.status !== 0) throw new Error('The console build failed.');

  const common = {
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    // The database lives in memory; the folder keeps only the JWT secret, lock and graph files.
    DATABASE: 'memory',
    CONSOLE_DIR: consoleDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
    STAFF_EMAIL_DOMAIN: 'quiver.dev',
    // Each test sends its own X-Forwarded-For, so each has its own sign-in rate limit.
    TRUST_PROXY: 'on',
    // A test's page loads, retries and polls of the dev mailbox stay well inside these.
    RATE_LIMIT: '5000',
  };
  const billingDatabase = await createBillingDatabase();
  const billingEnv = billingDatabase && {
    ...common,
    DATA_DIR: join(runDir, 'data-billing'),
    DATABASE: 'file',
    DATABASE_URL: billingDatabase.url,
    CLOCK_START: billingClock.start,
    CLOCK_RATE: String(billingClock.rate),
    ACCESS_TOKEN_TTL: String(billingClock.accessTokenTtl),
  };
  const started = await Promise.allSettled([
    startServer('main', { ...common, DATA_DIR: join(runDir, 'data') }),
    // Access tokens that expire mid-test: the console must refresh once and carry on.
    startServer('short-token', {
      ...common,
      DATA_DIR: join(runDir, 'data-short-ttl'),
      ACCESS_TOKEN_TTL: '2',
    }),
    // The simulated clouds, without their delays, with no room left in Google Cloud's Belgium
    // region: the stock check answers the spec's sold-out message there (blaze-create.spec.ts).
    startServer('simulated', {
      ...common,
      DATA_DIR: join(runDir, 'data-simulated'),
      CLOUD_PROVIDERS: 'simulated',
      SIMULATED_DELAY_FACTOR: '0',
      SIMULATED_CAPACITY: simulatedSoldOut,
    }),
    // Beta-gated: new accounts wait in REVIEW until approved (beta.spec.ts).
    startServer('beta', { ...common, DATA_DIR: join(runDir, 'data-beta'), BETA_GATE: 'on' }),
    ...(billingEnv ? [startServer('billing', billingEnv)] : []),
  ]);
  const servers = started.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value.server] : [],
  );
  const teardown = async () => {
    await Promise.all(servers.map(stop));
    await billingDatabase?.drop();
    rmSync(runDir, { recursive: true, force: true });
  };
  const [main, shortTtl, simulated, beta, billingServer] = started;
  if (
    main?.status !== 'fulfilled' ||
    shortTtl?.status !== 'fulfilled' ||
    simulated?.status !== 'fulfilled' ||
    beta?.status !== 'fulfilled' ||
    (billingEnv !== null && billingServer?.status !== 'fulfilled')
  ) {
    await teardown();
    const failure = started.find((result) => result.status === 'rejected');
    throw failure?.reason instanceof Error ? failure.reason : new Error('A server did not start.');
  }
  process.env.QUIVER_E2E_URL = main.value.url;
  process.env.QUIVER_E2E_SHORT_TTL_URL = shortTtl.value.url;
  process.env.QUIVER_E2E_SIMULATED_URL = simulated.value.url;
  process.env.QUIVER_E2E_BETA_URL = beta.value.url;
  if (billingEnv !== null && billingServer?.status === 'fulfilled') {
    process.env.QUIVER_E2E_BILLING_URL = billingServer.value.url;
    // What the admin command needs to reach the same database with the same clock settings.
    process.env.QUIVER_E2E_BILLING_ADMIN_ENV = JSON.stringify({
      NODE_ENV: 'development',
      DATABASE_URL: billingEnv.DATABASE_URL,
      DATA_DIR: billingEnv.DATA_DIR,
      CLOCK_RATE: billingEnv.CLOCK_RATE,
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
    });
  }
  return teardown;
}
