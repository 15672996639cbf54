// What the bench's parts share: a signed-up account, a database on the local PostgreSQL, the data
// each endpoint is measured on (1,000 instances, a week of metric samples, a year of billing), and
// small statistics.
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Database } from '../src/db/client.ts';
import { instances, users } from '../src/db/schema.ts';
import { readMailbox } from '../src/modules/mail/mailer.ts';
import type { MetricHistory } from '../src/providers/index.ts';

/** Instances of the bench account, and of each of `otherAccounts` accounts beside it. */
export const ownedInstances = 1_000;
export const otherAccounts = 9;

const admin = process.env['QUIVER_TEST_POSTGRES'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh database on the local PostgreSQL (dropped afterwards), or undefined when unreachable. */
export async function postgresBenchDatabase(): Promise<
  { url: string; drop(): Promise<void> } | undefined
> {
  const name = `quiver_bench_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query(`create database ${name}`);
  } catch (error) {
    console.log(`\nPostgreSQL at ${admin} is unreachable (${String(error)}): SKIPPED.`);
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

/** Signs up a new account through the API (e-mail code from the dev mailbox); its access token. */
export async function signUp(app: FastifyInstance, database: Database): Promise<string> {
  const email = `bench.${Date.now()}.${randomBytes(3).toString('hex')}@example.com`;
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

/** The account an access token belongs to (its `sub`). */
export function userOf(accessToken: string): string {
  const payload = JSON.parse(
    Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8'),
  ) as { sub?: string };
  if (!payload.sub) throw new Error('bench: the access token names no account');
  return payload.sub;
}

/**
 * 1,000 instances of the bench account, in every status, and as many for each of nine other
 * accounts, written straight into the table (the API would take minutes to create them). Answers
 * the bench account's instance ids, newest first (the first is RUNNING).
 */
export async function seedInstances(database: Database, owner: string): Promise<string[]> {
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
  const ownIds: string[] = [];
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
        vendor: 'aws',
        region: 'us-east-1',
        createdAt: new Date(started - index * 60_000),
        terminatedAt: status === 'TERMINATED' ? new Date(started - index * 60_000) : null,
      };
    });
    for (let from = 0; from < rows.length; from += 250) {
      const inserted = await database.db
        .insert(instances)
        .values(rows.slice(from, from + 250))
        .returning({ id: instances.id });
      if (userId === owner) ownIds.push(...inserted.map((row) => row.id));
    }
  }
  await database.db.execute(sql`analyze instances`);
  return ownIds;
}

/** A week of one-minute samples of an instance, as the job runner's sampler would have taken. */
export function seedMetricWeek(history: MetricHistory, instanceId: string, now: number): void {
  const minute = 60_000;
  const gib = 1024 ** 3;
  for (let at = now - 7 * 24 * 60 * minute + minute; at <= now; at += minute) {
    const wave = (Math.sin(at / (3600 * 1000)) + 1) / 2;
    history.record({
      instanceId,
      at,
      cpuPercent: 5 + 60 * wave,
      memoryPercent: 40 + 20 * wave,
      diskPercent: 12,
      memoryBytes: Math.round((6 + 3 * wave) * gib),
      diskBytes: 6 * gib,
      memoryCapacityBytes: 16 * gib,
      diskCapacityBytes: 50 * gib,
    });
  }
}

/**
 * A year of an account's meter, bills and lines (1,000 instances running 16 hours and stopped 8
 * every day: 731,000 meter intervals, a bill a month with its lines), written with set-based SQL.
 */
export async function seedYear(database: Database, userId: string): Promise<void> {
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
      amount_micros, list_amount_micros, first_at, last_at)
    select b.id, m.instance_id, m.meter_class, 'BLAZE', 'STANDARD', 'standard', 'standard-4c16g', 4,
      16, 50, 'aws', 'us-east-1', m.unit_price_micros, m.unit_price_micros,
      sum(extract(epoch from m.ended_at - m.started_at))::bigint,
      (m.unit_price_micros * sum(extract(epoch from m.ended_at - m.started_at))::bigint + 1800) / 3600,
      (m.unit_price_micros * sum(extract(epoch from m.ended_at - m.started_at))::bigint + 1800) / 3600,
      min(m.started_at), max(m.ended_at)
    from meter_intervals m
    join bills b on b.user_id = m.user_id and m.started_at >= b.period_start and m.started_at < b.period_end
    where m.user_id = ${userId} and m.ended_at is not null
    group by b.id, m.instance_id, m.meter_class, m.unit_price_micros`);
  // Today's open intervals add to the current bill's COMPUTE lines of the days before.
  await db.execute(sql`
    update meter_intervals m set line_seconds = l.seconds
    from usage_lines l join bills b on b.id = l.bill_id
    where m.user_id = ${userId} and m.ended_at is null and b.status = 'PENDING'
      and l.instance_id = m.instance_id and l.meter_class = m.meter_class`);
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

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export function loadAverage(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
}
