// The billing part of `npm run bench -w @quiver/server` (issue 14, "Measures"): the running total
// (`/billing/summary`) and the bill list for an account with 1,000 instances and a year of
// transitions (each instance runs 16 hours and is stopped 8, every day: 730,000 meter intervals, a
// closed bill a month with its lines), on PostgreSQL, beside a bare query baseline in the same run
// (a Fastify route answering one indexed query on the same database). Target: p99 under 20 ms.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';

type Load = (
  url: string,
  headers: Record<string, string>,
  connections?: number,
) => Promise<{ rps: number; p99: number }>;
type SignUp = (app: FastifyInstance, database: Database) => Promise<string>;

const admin = process.env['QUIVER_TEST_POSTGRES'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh database on the local PostgreSQL (dropped afterwards), or undefined when unreachable. */
async function benchDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const name = `quiver_bench_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query(`create database ${name}`);
  } catch (error) {
    console.log(`\nBilling: PostgreSQL at ${admin} is unreachable (${String(error)}): SKIPPED.`);
    await client.end().catch(() => undefined);
    return undefined;
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A year of the account's meter, bills and lines, written with set-based SQL (seconds, not hours). */
async function seedYear(database: Database, userId: string): Promise<void> {
  const db = database.db;
  await db.execute(sql`
    insert into instances (user_id, name, status, type, edition, size_key, storage_gb, created_at, updated_at)
    select ${userId}, 'bench-' || n, 'RUNNING', 'STANDARD', 'standard', 'standard-4c16g', 50,
      date_trunc('day', now()) - interval '366 days', date_trunc('day', now())
    from generate_series(1, 1000) n`);
  // Every day of the year before today: 16 h running, 8 h stopped; today: running since midnight.
  await db.execute(sql`
    insert into meter_intervals (instance_id, user_id, status, meter_class, kind, type, edition,
      size_key, vcpu, memory_gib, storage_gb, vendor, region, unit_price_micros,
      list_unit_price_micros, started_at, ended_at, accounted_until)
    select i.id, i.user_id, s.status, s.class, 'BLAZE', 'STANDARD', 'standard', 'standard-4c16g',
      4, 16, 50, 'aws', 'us-east-1', s.price, s.price, d + s.from_h, d + s.to_h, d + s.to_h
    from instances i
    cross join generate_series(date_trunc('day', now()) - interval '365 days',
      date_trunc('day', now()) - interval '1 day', interval '1 day') d
    cross join (values ('RUNNING', 'COMPUTE', 1140000, interval '0 h', interval '16 h'),
      ('STOPPED', 'STORAGE', 6850, interval '16 h', interval '24 h'))
      as s(status, class, price, from_h, to_h)
    where i.user_id = ${userId}`);
  await db.execute(sql`
    insert into meter_intervals (instance_id, user_id, status, meter_class, kind, type, edition,
      size_key, vcpu, memory_gib, storage_gb, vendor, region, unit_price_micros,
      list_unit_price_micros, started_at, accounted_until)
    select id, user_id, 'RUNNING', 'COMPUTE', 'BLAZE', 'STANDARD', 'standard', 'standard-4c16g',
      4, 16, 50, 'aws', 'us-east-1', 1140000, 1140000, date_trunc('day', now()),
      date_trunc('day', now())
    from instances where user_id = ${userId}`);
  // A bill a month: closed ones PAID, the current one PENDING.
  await db.execute(sql`
    insert into bills (user_id, serial_number, period_start, period_end, status, created_at)
    select ${userId}, 'BENCH-' || to_char(m, 'YYYY-MM'), m, m + interval '1 month',
      case when m = date_trunc('month', now()) then 'PENDING' else 'PAID' end, m
    from generate_series(date_trunc('month', now() - interval '366 days'),
      date_trunc('month', now()), interval '1 month') m`);
  await db.execute(sql`
    insert into usage_lines (bill_id, instance_id, meter_class, kind, type, edition, size_key, vcpu,
      memory_gib, storage_gb, vendor, region, unit_price_micros, list_unit_price_micros, seconds,
      first_at, last_at)
    select b.id, m.instance_id, m.meter_class, 'BLAZE', 'STANDARD', 'standard', 'standard-4c16g', 4,
      16, 50, 'aws', 'us-east-1', m.unit_price_micros, m.unit_price_micros,
      sum(extract(epoch from m.ended_at - m.started_at))::bigint, min(m.started_at), max(m.ended_at)
    from meter_intervals m
    join bills b on b.user_id = m.user_id and m.started_at >= b.period_start and m.started_at < b.period_end
    where m.user_id = ${userId} and m.ended_at is not null
    group by b.id, m.instance_id, m.meter_class, m.unit_price_micros`);
  await db.execute(sql`
    update bills b set subtotal_micros = t.total, list_subtotal_micros = t.total,
      amount_due_micros = t.total
    from (select bill_id, sum((unit_price_micros * seconds + 1800) / 3600) as total
      from usage_lines group by bill_id) t
    where t.bill_id = b.id and b.status <> 'PENDING'`);
  await db.execute(sql`
    insert into usage_days (bill_id, day, amount_micros)
    select b.id, m.started_at::date, sum((m.unit_price_micros * extract(epoch from m.ended_at - m.started_at)::bigint + 1800) / 3600)
    from meter_intervals m
    join bills b on b.user_id = m.user_id and m.started_at >= b.period_start and m.started_at < b.period_end
    where m.user_id = ${userId} and m.ended_at is not null
    group by b.id, m.started_at::date`);
  await db.execute(sql`analyze`);
}

export async function billingBench(options: {
  load: Load;
  signUp: SignUp;
  userOf: (accessToken: string) => string;
}): Promise<void> {
  const target = await benchDatabase();
  if (!target) return;
  const database = await openDatabase({ databaseUrl: target.url });
  const config = testConfig({ rateLimits: { global: 1e9, sensitive: 1e9 } });
  const app = await buildApp({ config, db: database.db, logger: false, runJobs: false });
  const pool = new pg.Pool({ connectionString: target.url, max: 10 });
  const bare = Fastify({ logger: false });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const token = await options.signUp(app, database);
    const userId = options.userOf(token);
    const started = performance.now();
    await seedYear(database, userId);
    const counted = (await database.db.execute(
      sql`select (select count(*) from meter_intervals) as intervals, (select count(*) from usage_lines) as lines`,
    )) as unknown as { rows: Array<{ intervals: string; lines: string }> };
    console.log(
      `\nBilling on PostgreSQL: 1,000 instances, a year of transitions (${counted.rows[0]?.intervals} intervals, ${counted.rows[0]?.lines} usage lines), seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    // The baseline: one indexed query on the same database, answered as an envelope.
    bare.get('/bare-query', async () => {
      const result = await pool.query('select id from bills where user_id = $1 limit 1', [userId]);
      return { code: 200, message: 'OK', data: result.rows[0] ?? null };
    });
    const bareBase = await bare.listen({ port: 0, host: '127.0.0.1' });
    const headers = { authorization: `Bearer ${token}` };
    for (const connections of [1, 10]) {
      const rows: Array<[string, { rps: number; p99: number }]> = [
        [
          'bare query route (baseline)',
          await options.load(`${bareBase}/bare-query`, {}, connections),
        ],
        [
          'billing/summary (running total, forecast)',
          await options.load(`${base}/api/dbaas/v1/billing/summary`, headers, connections),
        ],
        [
          'billing/bill/list (page of 10)',
          await options.load(`${base}/api/dbaas/v1/billing/bill/list`, headers, connections),
        ],
      ];
      console.log(`  ${connections} connection(s)`);
      console.log(`  ${'target'.padEnd(44)} ${'req/s'.padStart(9)} ${'p99 ms'.padStart(8)}`);
      for (const [name, { rps, p99 }] of rows)
        console.log(
          `  ${name.padEnd(44)} ${rps.toFixed(0).padStart(9)} ${p99.toFixed(1).padStart(8)}`,
        );
    }
  } finally {
    await app.close();
    await bare.close();
    await pool.end();
    await database.close();
    await target.drop();
  }
}
