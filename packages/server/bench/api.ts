// The API part of `npm run bench -w @quiver/server` (issue 16): every endpoint beside a bare Fastify
// route that runs the same SQL through the same driver, in the same run, on PGlite and PostgreSQL.
//
// For each database: the app is built as it runs in production (NODE_ENV=production: no response
// check; log lines at `info`, written synchronously to /dev/null as pino writes to stdout), seeded
// (1,000 instances of the bench account and 9,000 of others, a week of metric samples, a year of
// billing for a second account), and each endpoint is called once with every statement and its
// answer recorded. Its baseline is a bare Fastify route that replays those statements, one after
// another, through the driver under drizzle (the `pg` pool, as named prepared statements, or the
// PGlite client) and then answers the endpoint's own answer (serialised by Fastify as any route's
// would be): what any route must pay to run that SQL and send that answer. The load generator runs in a process of its own (bench/load-generator.ts). Each pair is
// measured `runs` times, alternating, and the medians are printed. The endpoint furthest below its
// baseline is loaded once more under the CPU profiler; the profile is saved and its top frames
// printed.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../src/app.ts';
import { testConfig, packageRoot } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { defaultPasswordHashing } from '../src/lib/secrets.ts';
import { findRegion } from '../src/modules/catalogue/index.ts';
import { createCloudProviders, MetricHistory } from '../src/providers/index.ts';
import {
  loadAverage,
  median,
  ownedInstances,
  postgresBenchDatabase,
  seedInstances,
  seedMetricWeek,
  seedYear,
  signUp,
  userOf,
} from './fixtures.ts';
import type { LoadGenerator, LoadResult } from './load.ts';
import { profiled, type ProfileSummary } from './profile.ts';

export interface ApiBenchOptions {
  seconds: number;
  connections: number;
  runs: number;
  databases: ReadonlyArray<'pglite' | 'postgres'>;
  /** Names (or parts of names) of the targets to measure; all when empty. */
  only: readonly string[];
}

interface Statement {
  text: string;
  params: unknown[];
}

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Which account calls: the one with 1,000 instances, the one with a year of billing, or none. */
  as: 'owner' | 'payer' | 'anonymous';
}

interface Seeded {
  ownerToken: string;
  payerToken: string;
  instanceIds: string[];
  now: number;
}

function targetsOf(seeded: Seeded): Target[] {
  const running = seeded.instanceIds[0] ?? '';
  const weekAgo = new Date(seeded.now - 7 * 24 * 3600 * 1000 + 60_000).toISOString();
  return [
    { name: 'notice/get (open)', method: 'GET', path: '/notice/get', as: 'anonymous' },
    { name: 'user/info', method: 'GET', path: '/user/info', as: 'owner' },
    {
      name: `instance/list (${ownedInstances}, page of 10)`,
      method: 'GET',
      path: '/instance/list?page=1&pageSize=10',
      as: 'owner',
    },
    {
      name: `instance/detail (of ${ownedInstances})`,
      method: 'GET',
      path: `/instance/detail?instanceId=${seeded.instanceIds[1]}`,
      as: 'owner',
    },
    {
      name: 'instance/state (10 ids, the poll)',
      method: 'POST',
      path: '/instance/state',
      body: { instanceIds: seeded.instanceIds.slice(0, 10) },
      as: 'owner',
    },
    {
      name: 'instance/monitor/cpu (7 days)',
      method: 'GET',
      path: `/instance/monitor/cpu?instanceId=${running}&from=${encodeURIComponent(weekAgo)}&to=${encodeURIComponent(new Date(seeded.now).toISOString())}`,
      as: 'owner',
    },
    { name: 'billing/summary (a year)', method: 'GET', path: '/billing/summary', as: 'payer' },
    {
      name: 'billing/bill/list (a year)',
      method: 'GET',
      path: '/billing/bill/list?page=1&pageSize=10',
      as: 'payer',
    },
  ];
}

/**
 * `BENCH_EXPLAIN=1`: each statement of an endpoint with the database's own planning and execution
 * times (medians of 5 `EXPLAIN ANALYZE` runs), to see which one a slow endpoint waits for. An
 * endpoint's statements are planned on every call; the same-SQL baseline's are prepared once.
 */
async function explain(database: Database, name: string, statements: Statement[]) {
  console.log(`  ${name}: planning + execution of each statement (medians of 5, ms)`);
  for (const statement of statements) {
    const planning: number[] = [];
    const times: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      const result = (await database.driver.query(
        `explain (analyze, format json) ${statement.text}`,
        statement.params,
      )) as { rows: unknown[] };
      // One row, one column: an array (PGlite's row mode) or an object (pg's); JSON or its text.
      const row = result.rows[0] ?? [];
      const cell = (Array.isArray(row) ? row : Object.values(row as object))[0];
      const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as Array<{
        'Planning Time': number;
        'Execution Time': number;
      }>;
      planning.push(plan[0]?.['Planning Time'] ?? Number.NaN);
      times.push(plan[0]?.['Execution Time'] ?? Number.NaN);
    }
    console.log(
      `    ${median(planning).toFixed(3)} + ${median(times).toFixed(3)}  ${statement.text.replace(/\s+/g, ' ').slice(0, 110)}`,
    );
  }
}

interface Row {
  target: Target;
  statements: Statement[];
  /** The endpoint's answer, which its baseline sends too. */
  answer: unknown;
  endpoint: Measured[];
  baseline: Measured[];
}

/** A load's result with the CPU time this process (the server) spent per request, in µs. */
interface Measured extends LoadResult {
  cpuUs: number;
}

const v1 = (path: string) => `/api/dbaas/v1${path}`;
const profileFolder = join(packageRoot, '.bench');

export async function apiBench(options: ApiBenchOptions, load: LoadGenerator): Promise<void> {
  console.log(
    `\nAPI beside same-SQL baselines: ${options.connections} connections, ${options.seconds} s per load, median of ${options.runs} runs, load generator in its own process (pid ${load.pid})`,
  );
  for (const kind of options.databases) {
    if (kind === 'postgres') {
      const target = await postgresBenchDatabase();
      if (!target) continue;
      try {
        await benchOn('PostgreSQL 15 (DATABASE_URL, pg pool of 10)', target.url, options, load);
      } finally {
        await target.drop();
      }
    } else {
      await benchOn('PGlite (embedded, in memory)', undefined, options, load);
    }
  }
}

async function benchOn(
  label: string,
  databaseUrl: string | undefined,
  options: ApiBenchOptions,
  load: LoadGenerator,
): Promise<void> {
  let recording: Statement[] | undefined;
  const database = await openDatabase({
    databaseUrl,
    onQuery: (text, params) => recording?.push({ text, params }),
  });
  const history = new MetricHistory();
  const providers = createCloudProviders({
    mode: 'local',
    dataDir: join(profileFolder, 'graphs'),
    regions: findRegion,
    metricHistory: history,
  });
  // As in production, but with rate limits and the argon2 cost out of the way of sign-up.
  const config = testConfig({
    nodeEnv: 'production',
    logLevel: 'info',
    passwordHashing: defaultPasswordHashing,
    rateLimits: { global: 1e9, sensitive: 1e9 },
  });
  const app = await buildApp({
    config,
    db: database.db,
    cloudProviders: providers,
    runJobs: false,
    logStream: pino.destination({ dest: '/dev/null', sync: true }),
  });
  const bare = Fastify({ logger: false });
  try {
    const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    console.log(`\n== ${label} ==  load average before: ${loadAverage()}`);
    const seedStarted = performance.now();
    const seeded = await seed(app, database, history);
    console.log(`  seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

    const wanted = targetsOf(seeded).filter(
      (target) =>
        options.only.length === 0 || options.only.some((part) => target.name.includes(part)),
    );
    const rows: Row[] = [];
    for (const target of wanted) {
      recording = [];
      const answer = await app.inject({
        method: target.method,
        url: v1(target.path),
        headers: headersOf(target, seeded),
        ...(target.body === undefined ? {} : { payload: target.body as object }),
      });
      const statements = recording;
      recording = undefined;
      const code = (answer.json() as { code: number }).code;
      if (code !== 200) throw new Error(`${target.name} answered ${answer.body.slice(0, 300)}`);
      rows.push({ target, statements, answer: answer.json(), endpoint: [], baseline: [] });
      if (process.env['BENCH_SHOW_SQL'])
        console.log(`  ${target.name}:\n${statements.map((s) => `    ${s.text}`).join('\n')}`);
      if (process.env['BENCH_EXPLAIN']) await explain(database, target.name, statements);
    }
    // One baseline route per target: its statements through the raw driver, then its answer.
    bare.get('/bare', async () => ({ code: 200, message: 'OK', data: null }));
    rows.forEach((row, index) => {
      const names = row.statements.map((_, position) => `bench_${index}_${position}`);
      bare.route({
        method: row.target.method,
        url: `/same-sql/${index}`,
        handler: async () => {
          for (const [position, statement] of row.statements.entries())
            await database.driver.query(statement.text, statement.params, names[position]);
          return row.answer;
        },
      });
    });
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

    const constant: Measured[] = [];
    for (let run = 0; run < options.runs; run += 1) {
      constant.push(await measure(load, options, `${bareUrl}/bare`, 'GET', {}));
      for (const [index, row] of rows.entries()) {
        const headers = headersOf(row.target, seeded);
        const body = row.target.body === undefined ? undefined : JSON.stringify(row.target.body);
        row.baseline.push(
          await measure(load, options, `${bareUrl}/same-sql/${index}`, row.target.method, {}, body),
        );
        row.endpoint.push(
          await measure(
            load,
            options,
            `${appUrl}${v1(row.target.path)}`,
            row.target.method,
            headers,
            body,
          ),
        );
      }
    }
    printTable(rows, constant);
    console.log(`  load average after: ${loadAverage()}`);

    const profileOnly = process.env['BENCH_PROFILE'];
    const slowest = profileOnly
      ? rows.find((row) => row.target.name.includes(profileOnly))
      : [...rows].sort((a, b) => ratio(a) - ratio(b))[0];
    if (slowest) {
      mkdirSync(profileFolder, { recursive: true });
      const slug = slowest.target.path.split('?')[0]?.replace(/\W+/g, '-').replace(/^-/, '');
      const file = join(profileFolder, `${databaseUrl ? 'postgres' : 'pglite'}-${slug}.cpuprofile`);
      const headers = headersOf(slowest.target, seeded);
      const body =
        slowest.target.body === undefined ? undefined : JSON.stringify(slowest.target.body);
      const profile = await profiled(file, async () => {
        await measure(
          load,
          options,
          `${appUrl}${v1(slowest.target.path)}`,
          slowest.target.method,
          headers,
          body,
        );
      });
      printProfile(slowest.target.name, file, profile);
    }
  } finally {
    await app.close();
    await bare.close();
    await database.close();
  }
}

async function seed(
  app: FastifyInstance,
  database: Database,
  history: MetricHistory,
): Promise<Seeded> {
  const ownerToken = await signUp(app, database);
  const payerToken = await signUp(app, database);
  const instanceIds = await seedInstances(database, userOf(ownerToken));
  const now = Date.now();
  seedMetricWeek(history, instanceIds[0] ?? '', now);
  await seedYear(database, userOf(payerToken));
  return { ownerToken, payerToken, instanceIds, now };
}

function headersOf(target: Target, seeded: Seeded): Record<string, string> {
  const token =
    target.as === 'owner'
      ? seeded.ownerToken
      : target.as === 'payer'
        ? seeded.payerToken
        : undefined;
  return {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(target.body === undefined ? {} : { 'content-type': 'application/json' }),
  };
}

async function measure(
  load: LoadGenerator,
  options: ApiBenchOptions,
  url: string,
  method: 'GET' | 'POST',
  headers: Record<string, string>,
  body?: string,
): Promise<Measured> {
  const allHeaders = {
    ...headers,
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
  };
  // The server (the app and the baselines' bare routes) runs in this process, the load generator
  // in its own: this process's CPU time per request is what serving one costs, PostgreSQL aside.
  const cpuBefore = process.cpuUsage();
  const result = await load.run({
    url,
    method,
    headers: allHeaders,
    ...(body === undefined ? {} : { body }),
    connections: options.connections,
    seconds: options.seconds,
  });
  const cpu = process.cpuUsage(cpuBefore);
  if (result.failures > 0) throw new Error(`${url}: ${result.failures} failed requests`);
  return { ...result, cpuUs: (cpu.user + cpu.system) / Math.max(1, result.requests) };
}

const pick = (results: Measured[], key: 'rps' | 'p50' | 'p99' | 'cpuUs') =>
  median(results.map((result) => result[key]));

function ratio(row: Row): number {
  return pick(row.endpoint, 'rps') / Math.max(1, pick(row.baseline, 'rps'));
}

function printTable(rows: Row[], constant: Measured[]): void {
  const header = `  ${'endpoint'.padEnd(36)} ${'queries'.padStart(7)} | ${'req/s'.padStart(7)} ${'p50'.padStart(5)} ${'p99'.padStart(5)} ${'cpu'.padStart(5)} | ${'same SQL'.padStart(8)} ${'p50'.padStart(5)} ${'p99'.padStart(5)} ${'cpu'.padStart(5)} | ${'ratio'.padStart(5)}`;
  console.log(`\n${header}\n  ${'-'.repeat(header.length - 2)}`);
  const cells = (results: Measured[], width = 7) =>
    `${pick(results, 'rps').toFixed(0).padStart(width)} ${pick(results, 'p50').toFixed(0).padStart(5)} ${pick(results, 'p99').toFixed(0).padStart(5)} ${pick(results, 'cpuUs').toFixed(0).padStart(5)}`;
  console.log(
    `  ${'bare constant route'.padEnd(36)} ${'0'.padStart(7)} | ${' '.repeat(25)} | ${cells(constant, 8)} |`,
  );
  for (const row of rows)
    console.log(
      `  ${row.target.name.padEnd(36)} ${String(row.statements.length).padStart(7)} | ${cells(row.endpoint)} | ${cells(row.baseline, 8)} | ${ratio(row).toFixed(2).padStart(5)}`,
    );
  console.log(
    "  (req/s; p50 and p99 latency in ms; cpu = the server process's CPU µs per request;\n   ratio = endpoint req/s / same-SQL req/s)",
  );
}

function printProfile(name: string, file: string, profile: ProfileSummary): void {
  console.log(
    `\n  CPU profile of the server while loading ${name} (${(profile.totalMs / 1000).toFixed(1)} s sampled): ${file}`,
  );
  console.log('  by area (self time):');
  for (const area of profile.areas.slice(0, 12))
    console.log(`    ${(area.share * 100).toFixed(1).padStart(5)}%  ${area.name}`);
  console.log('  top functions (self time):');
  for (const frame of profile.frames.slice(0, 25))
    console.log(
      `    ${(frame.share * 100).toFixed(1).padStart(5)}%  ${frame.name}  ${frame.where}`,
    );
}
