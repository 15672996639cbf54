// `npm run bench -w @quiver/server`: the API's speed beside same-SQL baselines measured in the same
// run (bench/api.ts: every endpoint on PGlite and PostgreSQL, the load generator in its own
// process, medians of several runs, a CPU profile of the slowest), where a request's time goes
// (bench/breakdown.ts: each piece of the request path alone), PGlite cold starts, the plan of
// the instance list, and the time from create to RUNNING with real graph engines. Not a test: it
// prints numbers; the ratios are what to watch on a shared machine, not the absolute figures.
//
// Settings: BENCH_ONLY (comma list of api, breakdown, start, plan, create; default all), BENCH_SECONDS (5 per
// load), BENCH_CONNECTIONS (10), BENCH_RUNS (3), BENCH_DATABASES (pglite,postgres), BENCH_TARGETS
// (parts of endpoint names, comma-separated), BENCH_CREATES (5).
// To add an endpoint, append to `targetsOf` in bench/api.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { defaultPasswordHashing } from '../src/lib/secrets.ts';
import { apiBench } from './api.ts';
import { breakdown } from './breakdown.ts';
import { loadAverage, median, seedInstances, signUp, userOf } from './fixtures.ts';
import { LoadGenerator } from './load.ts';

const setting = (name: string, fallback: string) => process.env[name] ?? fallback;
const list = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
const only = list(setting('BENCH_ONLY', 'api,breakdown,start,plan,create'));
const creates = Number(setting('BENCH_CREATES', '5'));

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await work();
  return [value, performance.now() - started];
}

/** The plan PostgreSQL (PGlite) picks for the list page and its count, at 1,000 instances. */
async function explainList(): Promise<string[]> {
  const database = await openDatabase({});
  const config = testConfig({ passwordHashing: defaultPasswordHashing });
  const app = await buildApp({ config, db: database.db, logger: false });
  try {
    const owner = userOf(await signUp(app, database));
    await seedInstances(database, owner);
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
  } finally {
    await app.close();
    await database.close();
  }
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
  console.log(`Quiver Cloud API bench, Node ${process.version}, load average ${loadAverage()}`);
  if (only.includes('api')) {
    const load = LoadGenerator.start();
    try {
      await apiBench(
        {
          seconds: Number(setting('BENCH_SECONDS', '5')),
          connections: Number(setting('BENCH_CONNECTIONS', '10')),
          runs: Number(setting('BENCH_RUNS', '3')),
          databases: list(setting('BENCH_DATABASES', 'pglite,postgres')) as Array<
            'pglite' | 'postgres'
          >,
          only: list(setting('BENCH_TARGETS', '')),
        },
        load,
      );
    } finally {
      load.stop();
    }
  }
  if (only.includes('breakdown')) await breakdown();
  if (only.includes('start')) {
    console.log('\nCold start');
    for (const [name, ms] of await coldStarts())
      console.log(`  ${name.padEnd(54)} ${(ms / 1000).toFixed(2)} s`);
  }
  if (only.includes('plan')) {
    console.log('\nPlan of the instance list (page, then count)');
    for (const plan of await explainList()) console.log(plan.replace(/^/gm, '  '));
  }
  if (only.includes('create')) {
    const times = await createToRunning();
    console.log(`\nCreate → RUNNING, local provider, real engine (${times.length} runs)`);
    console.log(
      `  median ${(median(times) / 1000).toFixed(2)} s   min ${(Math.min(...times) / 1000).toFixed(2)} s   max ${(Math.max(...times) / 1000).toFixed(2)} s`,
    );
  }
  console.log(`\nLoad average after: ${loadAverage()}`);
}

await main();
