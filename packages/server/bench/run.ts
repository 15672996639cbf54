// `npm run bench -w @quiver/server`: request throughput and p99 latency of API endpoints beside a
// bare Fastify route measured in the same run (the ratio is what to watch, not absolute numbers),
// plus PGlite cold-start times. Not a test: it prints numbers.
//
// To add an endpoint, append to `targets` below; a target's `prepare` may create what it needs (through
// the API or straight into the database) and answer extra request headers.
//
// Also measured: the plan of the instance list query (EXPLAIN) and the time from create to RUNNING
// (Active) on the local provider with real graph engines (BENCH_CREATES, default 5; the median).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { instances, users } from '../src/db/schema.ts';
import { defaultPasswordHashing } from '../src/lib/secrets.ts';
import { readMailbox } from '../src/modules/mail/mailer.ts';
import { billingBench } from './billing.ts';

const seconds = Number(process.env['BENCH_SECONDS'] ?? 10);
const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 10);
const creates = Number(process.env['BENCH_CREATES'] ?? 5);
/** Instances of the bench account listed by `/instance/list`, and of other accounts beside them. */
const ownedInstances = 1_000;
const otherAccounts = 9;

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
  {
    name: `instance/list (${ownedInstances} owned, page of 10)`,
    path: '/api/dbaas/v1/instance/list?page=1&pageSize=10',
    prepare: async ({ database, accessToken }) => {
      await seedInstances(database, accessToken);
      return { authorization: `Bearer ${accessToken}` };
    },
  },
];

/** The account an access token belongs to (its `sub`). */
function userOf(accessToken: string): string {
  const payload = JSON.parse(
    Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8'),
  ) as { sub?: string };
  if (!payload.sub) throw new Error('bench: the access token names no account');
  return payload.sub;
}

/**
 * 1,000 instances of the bench account, in every status, and as many for each of nine other
 * accounts, written straight into the table (the API would take minutes to create them).
 */
async function seedInstances(database: Database, accessToken: string): Promise<void> {
  const owner = userOf(accessToken);
  const others = await database.db
    .insert(users)
    .values(
      Array.from({ length: otherAccounts }, (_, index) => ({
        email: `bench.other.${Date.now()}.${index}@example.com`,
        identityType: 'email' as const,
      })),
    )
    .returning({ id: users.id });
  const statuses = ['RUNNING', 'STOPPED', 'ERROR', 'TERMINATED', 'BACKUPING'];
  const started = Date.now();
  for (const userId of [owner, ...others.map((row) => row.id)]) {
    const rows = Array.from({ length: ownedInstances }, (_, index) => {
      const status = statuses[index % statuses.length] ?? 'RUNNING';
      return {
        userId,
        name: `bench-${index}`,
        status,
        type: 'STANDARD',
        edition: 'standard',
        sizeKey: 'standard-4c16g',
        createdAt: new Date(started - index * 60_000),
        terminatedAt: status === 'TERMINATED' ? new Date(started - index * 60_000) : null,
      };
    });
    for (let from = 0; from < rows.length; from += 250)
      await database.db.insert(instances).values(rows.slice(from, from + 250));
  }
  await database.db.execute(sql`analyze instances`);
}

/** The plan PostgreSQL (PGlite) picks for the list page and its count. */
async function explainList(database: Database, accessToken: string): Promise<string[]> {
  const owner = userOf(accessToken);
  const since = new Date(Date.now() - 7 * 24 * 3600 * 1000).toISOString();
  const where = sql`user_id = ${owner} and (status <> 'TERMINATED' or terminated_at > ${since}) and kind in ('BLAZE', 'MANAGER')`;
  const plans: string[] = [];
  for (const statement of [
    sql`explain analyze select * from instances where ${where} order by created_at desc, id desc limit 10 offset 0`,
    sql`explain analyze select count(*) from instances where ${where}`,
  ]) {
    const result = (await database.db.execute(statement)) as unknown as {
      rows: Array<Record<string, string>>;
    };
    plans.push(result.rows.map((row) => Object.values(row)[0]).join('\n'));
  }
  return plans;
}

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

async function load(url: string, headers: Record<string, string> = {}, parallel = connections) {
  // The API answers refusals with HTTP 200 too: look at the envelope once before loading.
  const probe = (await (await fetch(url, { headers })).json()) as { code: number };
  if (probe.code !== 200) throw new Error(`${url}: answered ${JSON.stringify(probe)}`);
  const result = await autocannon({ url, connections: parallel, duration: seconds, headers });
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

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/**
 * Create → RUNNING (Active) on the local provider, as a user sees it: the API accepts the create,
 * the job runner polls, provisions a real graph database process and starts it. Each run uses a new
 * account (one Shared instance per account) and terminates its instance afterwards.
 */
async function createToRunning(): Promise<number[]> {
  const folder = mkdtempSync(join(tmpdir(), 'quiver-bench-create-'));
  const database = await openDatabase({});
  const config = testConfig({
    dataRoot: folder,
    passwordHashing: defaultPasswordHashing,
    rateLimits: { global: 1e9, sensitive: 1e9 },
  });
  const app = await buildApp({ config, db: database.db, logger: false, runJobs: true });
  await app.ready();
  const call = async (method: 'GET' | 'POST', url: string, token: string, payload?: object) => {
    const response = await app.inject({
      method,
      url: `/api/dbaas/v1${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
    return response.json() as { code: number; data?: { id?: string; status?: string } };
  };
  const waitFor = async (token: string, id: string, status: string) => {
    for (;;) {
      const detail = await call('GET', `/instance/detail?instanceId=${id}`, token);
      if (detail.data?.status === status) return;
      if (detail.data?.status === 'ERROR')
        throw new Error(`bench: instance failed: ${JSON.stringify(detail)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const times: number[] = [];
  try {
    for (let run = 0; run < creates; run += 1) {
      const token = await signUp(app, database);
      const name = `bench-${run}`;
      const started = performance.now();
      const created = await call('POST', '/instance/create', token, {
        edition: 'shared',
        vendor: 'aws',
        region: 'us-east-1',
        sizeId: 'shared-2c8g',
        version: 'blaze-4.5.2',
        name,
        allowedIps: [{ ip: '10.0.0.0/8', description: 'bench' }],
        rootPassword: 'Graph-Root-Pass9',
      });
      const id = created.data?.id;
      if (created.code !== 200 || !id)
        throw new Error(`bench: create refused: ${JSON.stringify(created)}`);
      await waitFor(token, id, 'RUNNING');
      times.push(performance.now() - started);
      await call('POST', '/instance/terminate', token, { instanceId: id, confirmName: name });
      await waitFor(token, id, 'TERMINATED');
    }
  } finally {
    await app.close();
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  }
  return times;
}

async function main(): Promise<void> {
  console.log(
    `Quiver Cloud API bench: ${seconds} s per target, ${connections} connections, Node ${process.version}`,
  );
  console.log(`Load before: ${loadAverage()}\n`);
  if (process.env['BENCH_ONLY'] === 'billing') {
    await billingBench({ load, signUp, userOf });
    console.log(`\nLoad after: ${loadAverage()}`);
    return;
  }
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
    console.log('\nPlan of the instance list (page, then count)');
    for (const plan of await explainList(database, context.accessToken))
      console.log(plan.replace(/^/gm, '  '));
  } finally {
    await app.close();
    await bare.close();
    await database.close();
  }

  await billingBench({ load, signUp, userOf });

  const times = await createToRunning();
  console.log(`\nCreate → RUNNING, local provider, real engine (${times.length} runs)`);
  console.log(
    `  median ${(median(times) / 1000).toFixed(2)} s   min ${(Math.min(...times) / 1000).toFixed(2)} s   max ${(Math.max(...times) / 1000).toFixed(2)} s`,
  );
  console.log(`\nLoad after: ${loadAverage()}`);
}

function loadAverage(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
}

await main();
