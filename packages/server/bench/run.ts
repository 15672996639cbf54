// `npm run bench -w @quiver/server`: request throughput and p99 latency of API endpoints beside a
// bare Fastify route measured in the same run (the ratio is what to watch, not absolute numbers),
// plus PGlite cold-start times. Not a test: it prints numbers.
//
// To add an endpoint (for example `/instance/list` once it exists), append to `targets` below; a
// target's `prepare` may create what it needs through the API and answer extra request headers.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { defaultPasswordHashing } from '../src/lib/secrets.ts';
import { readMailbox } from '../src/modules/mail/mailer.ts';

const seconds = Number(process.env['BENCH_SECONDS'] ?? 10);
const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 10);

interface BenchContext {
  app: FastifyInstance;
  database: Database;
  /** A signed-in account's access token. */
  accessToken: string;
}

interface Target {
  name: string;
  path: string;
  prepare?: (context: BenchContext) => Promise<Record<string, string>>;
}

const targets: Target[] = [
  { name: 'notice/get (open, one query)', path: '/api/dbaas/v1/notice/get' },
  {
    name: 'user/info (bearer JWT + session query)',
    path: '/api/dbaas/v1/user/info',
    prepare: async ({ accessToken }) => ({ authorization: `Bearer ${accessToken}` }),
  },
];

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await work();
  return [value, performance.now() - started];
}

async function signUp(app: FastifyInstance, database: Database): Promise<string> {
  const email = `bench.${Date.now()}@example.com`;
  const password = 'Bench-Password-1';
  await app.inject({
    method: 'POST',
    url: '/api/dbaas/v1/auth/email/captcha',
    payload: { email, purpose: 'register' },
  });
  const [mail] = await readMailbox(database.db, email);
  const response = await app.inject({
    method: 'POST',
    url: '/api/dbaas/v1/auth/register',
    payload: { email, password, emailCode: mail?.code },
  });
  const body = response.json() as { code: number; data?: { accessToken: string } };
  if (body.code !== 200 || !body.data) throw new Error(`bench sign-up failed: ${response.body}`);
  return body.data.accessToken;
}

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function coldStarts(): Promise<Array<[string, number]>> {
  const folder = mkdtempSync(join(tmpdir(), 'quiver-bench-'));
  try {
    const config = testConfig({ passwordHashing: defaultPasswordHashing });
    const start = async (dataDir?: string) => {
      const database = await openDatabase({ dataDir });
      const app = await buildApp({ config, db: database.db, logger: false });
      await app.ready();
      await app.close();
      await database.close();
    };
    const [, memory] = await timed(() => start());
    const [, firstDisk] = await timed(() => start(join(folder, 'pglite')));
    const [, secondDisk] = await timed(() => start(join(folder, 'pglite')));
    return [
      ['in-memory PGlite (initdb + migrations + app)', memory],
      ['data folder, first start (initdb + migrations + app)', firstDisk],
      ['data folder, later start (open + app)', secondDisk],
    ];
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  console.log(
    `Quiver Cloud API bench: ${seconds} s per target, ${connections} connections, Node ${process.version}\n`,
  );
  console.log('Cold start');
  for (const [name, ms] of await coldStarts())
    console.log(`  ${name.padEnd(54)} ${(ms / 1000).toFixed(2)} s`);

  const database = await openDatabase({});
  // Production argon2 cost and rate limits out of the way: this measures the request path.
  const config = testConfig({
    passwordHashing: defaultPasswordHashing,
    rateLimits: { global: 1e9, sensitive: 1e9 },
  });
  const app = await buildApp({ config, db: database.db, logger: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ code: 200, message: 'OK', data: null }));
  const bareBase = await bare.listen({ port: 0, host: '127.0.0.1' });

  try {
    const context: BenchContext = { app, database, accessToken: await signUp(app, database) };
    const baseline = await load(`${bareBase}/bare`);
    const rows: Array<[string, { rps: number; p99: number }]> = [
      ['bare Fastify route (baseline)', baseline],
    ];
    for (const target of targets) {
      const headers = target.prepare ? await target.prepare(context) : {};
      rows.push([target.name, await load(`${base}${target.path}`, headers)]);
    }
    console.log('\nThroughput');
    console.log(
      `  ${'target'.padEnd(42)} ${'req/s'.padStart(9)} ${'p99 ms'.padStart(8)} ${'vs bare'.padStart(8)}`,
    );
    for (const [name, { rps, p99 }] of rows)
      console.log(
        `  ${name.padEnd(42)} ${rps.toFixed(0).padStart(9)} ${p99.toFixed(1).padStart(8)} ${(rps / baseline.rps).toFixed(2).padStart(8)}`,
      );
  } finally {
    await app.close();
    await bare.close();
    await database.close();
  }
}

await main();
