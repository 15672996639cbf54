// The billing meter (docs/decisions.md "Billing"): every change of an instance's billed state —
// status, size, storage, type, price — closes its open interval and opens the next one, in the
// transaction of the change, at whole seconds. Seconds an interval spent in a billed class are added
// to its account's bill for that period (`usage_lines`, `usage_days`) as they are accounted: when the
// interval closes, or when its period closes (`accountOpenIntervals`). `accounted_until` marks what
// is already counted, so no second is counted twice and none is lost across a crash or a restart:
// an open interval simply goes on until the next change.
import { meteredAs, type MeterClass } from '@quiver/contract';
import type { InstanceStatus } from '@quiver/validation';
import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import {
  chargedHourlyMicros,
  costForSecondsMicros,
  runningListHourlyMicros,
  storageListHourlyMicros,
} from '../lib/money.ts';
import {
  dayKey,
  later,
  monthStart,
  nextDayStart,
  nextMonthStart,
  secondsBetween,
  splitAt,
  wholeSecond,
} from '../lib/periods.ts';
import type { Db } from './client.ts';
import { preparedQuery } from './prepared.ts';
import { billSerial, bills, meterIntervals, usageDays, usageLines } from './schema-billing.ts';
import { catalogueSettings, catalogueSizes, instances } from './schema.ts';

export type MeterIntervalRow = typeof meterIntervals.$inferSelect;
export type BillRow = typeof bills.$inferSelect;
type NewInterval = Omit<typeof meterIntervals.$inferInsert, 'startedAt' | 'accountedUntil'>;

/** The fields of an interval that make it a different stretch when they change. */
const billedFields = [
  'status',
  'meterClass',
  'kind',
  'type',
  'edition',
  'sizeKey',
  'storageGb',
  'vendor',
  'region',
  'unitPriceMicros',
  'listUnitPriceMicros',
  'clusterId',
] as const satisfies ReadonlyArray<keyof MeterIntervalRow>;

/**
 * An open interval of a billed class, written literally (not as parameters) so that PostgreSQL
 * matches the partial index `meter_intervals_user_open` in every plan, generic ones included.
 */
export const openAndBilled = sql`${meterIntervals.endedAt} is null and ${meterIntervals.meterClass} <> 'NONE'`;

/** What a status costs, given what the interval before it cost (`PREVIOUS` keeps that). */
export function meterClassOf(status: string, previous: MeterClass | undefined): MeterClass {
  const metered = meteredAs[status as InstanceStatus] ?? 'NONE';
  return metered === 'PREVIOUS' ? (previous ?? 'NONE') : metered;
}

// ---- recording changes --------------------------------------------------------------------------

/**
 * Brings the meter of `instanceIds` in line with their rows as they are now (inside the caller's
 * transaction, after its update), at `at`. Nothing happens for an instance whose billed state did
 * not change; a change closes its open interval (accounting its seconds) and opens the next.
 */
export async function syncMeter(tx: Db, instanceIds: readonly string[], at: Date): Promise<void> {
  if (instanceIds.length === 0) return;
  const ids = [...new Set(instanceIds)];
  // The open intervals first, locked (in id order): a period's close and this change meet here.
  // The bill their seconds go to comes second (a usage line locks its bill's row in key-share
  // mode); a close takes the same two in the same order (`lockOpenIntervals`).
  const open = await tx
    .select()
    .from(meterIntervals)
    .where(and(inArray(meterIntervals.instanceId, ids), isNull(meterIntervals.endedAt)))
    .orderBy(asc(meterIntervals.id))
    .for('update');
  const openByInstance = new Map(open.map((row) => [row.instanceId, row]));
  const rows = await tx
    .select({
      instance: instances,
      sizeHourlyMicros: catalogueSizes.hourlyMicros,
      includedStorageGb: catalogueSizes.defaultStorageGb,
      vcpu: catalogueSizes.vcpu,
      memoryGib: catalogueSizes.memoryGib,
      storageGbHourMicros: catalogueSettings.storageGbHourMicros,
    })
    .from(instances)
    .leftJoin(catalogueSizes, eq(catalogueSizes.key, instances.sizeKey))
    .leftJoin(catalogueSettings, eq(catalogueSettings.id, 1))
    .where(inArray(instances.id, ids));
  const when = wholeSecond(at);
  for (const row of rows) {
    const previous = openByInstance.get(row.instance.id);
    const meterClass = meterClassOf(
      row.instance.status,
      previous?.meterClass as MeterClass | undefined,
    );
    const prices = {
      sizeHourlyMicros: row.sizeHourlyMicros ?? 0,
      includedStorageGb: row.includedStorageGb ?? 0,
      storageGbHourMicros: row.storageGbHourMicros ?? 0,
    };
    const listUnitPriceMicros =
      meterClass === 'COMPUTE'
        ? runningListHourlyMicros(prices, row.instance.storageGb)
        : meterClass === 'STORAGE'
          ? storageListHourlyMicros(prices.storageGbHourMicros, row.instance.storageGb)
          : 0;
    const next: NewInterval = {
      instanceId: row.instance.id,
      userId: row.instance.userId,
      clusterId: row.instance.clusterId,
      status: row.instance.status,
      meterClass,
      kind: row.instance.kind,
      type: row.instance.type,
      edition: row.instance.edition,
      sizeKey: row.instance.sizeKey,
      vcpu: row.vcpu,
      memoryGib: row.memoryGib,
      storageGb: row.instance.storageGb,
      vendor: row.instance.vendor,
      region: row.instance.region,
      unitPriceMicros: chargedHourlyMicros(listUnitPriceMicros, row.instance.type),
      listUnitPriceMicros,
    };
    if (previous && billedFields.every((field) => previous[field] === next[field])) continue;
    // Never before the stretch it ends, nor before what a period's close already counted of it
    // (two processes' clocks, a clock moved back in a test): no second is counted twice.
    const start = previous ? later(when, later(previous.startedAt, previous.accountedUntil)) : when;
    if (previous) await closeInterval(tx, previous, start);
    // The open period of a billed instance has its bill (the running total lists it); the line
    // the new interval adds to may already hold seconds there (a start after a stop this month).
    const lineSeconds =
      meterClass === 'NONE'
        ? 0
        : await lineSecondsOf(tx, (await billCovering(tx, row.instance.userId, start)).id, next);
    await tx
      .insert(meterIntervals)
      .values({ ...next, startedAt: start, accountedUntil: start, lineSeconds });
  }
}

/** A usage line's identity besides its bill (the unique index `usage_lines_key`). */
export const lineKeyFields = [
  'instanceId',
  'meterClass',
  'sizeKey',
  'storageGb',
  'unitPriceMicros',
  'listUnitPriceMicros',
  'type',
  'edition',
  'vendor',
  'region',
] as const satisfies ReadonlyArray<keyof NewInterval & keyof typeof usageLines.$inferSelect>;

/** The seconds the bill's usage line of these facts holds (0 when it has none yet). */
async function lineSecondsOf(tx: Db, billId: string, facts: NewInterval): Promise<number> {
  const [line] = await tx
    .select({ seconds: usageLines.seconds })
    .from(usageLines)
    .where(
      and(
        eq(usageLines.billId, billId),
        ...lineKeyFields.map((field) => eq(usageLines[field], facts[field] ?? 0)),
      ),
    );
  return line?.seconds ?? 0;
}

/**
 * Re-prices every live instance the catalogue change touches (a size's price, the storage price):
 * "a price change applies from that moment" (docs/decisions.md). `sizeKey` undefined: all of them.
 */
export async function repriceMeter(tx: Db, at: Date, sizeKey?: string): Promise<void> {
  const live = await tx
    .select({ id: instances.id })
    .from(instances)
    .where(
      and(
        ne(instances.status, 'TERMINATED'),
        sizeKey === undefined ? undefined : eq(instances.sizeKey, sizeKey),
      ),
    );
  for (let index = 0; index < live.length; index += 500)
    await syncMeter(
      tx,
      live.slice(index, index + 500).map((row) => row.id),
      at,
    );
}

async function closeInterval(tx: Db, interval: MeterIntervalRow, end: Date): Promise<void> {
  await accountInterval(tx, interval, end);
  await tx
    .update(meterIntervals)
    .set({ endedAt: end, accountedUntil: end })
    .where(eq(meterIntervals.id, interval.id));
}

// ---- accounting seconds into bills --------------------------------------------------------------

/**
 * Adds the seconds of `interval` from its `accounted_until` to `until` to the bills of the periods
 * they fall in (split exactly at period ends, and at UTC midnights for the daily chart). The caller
 * moves `accounted_until` in the same transaction.
 */
async function accountInterval(tx: Db, interval: MeterIntervalRow, until: Date): Promise<void> {
  if (interval.meterClass === 'NONE') return;
  let from = interval.accountedUntil;
  while (from < until) {
    const bill = await billCovering(tx, interval.userId, from);
    const to = bill.periodEnd < until ? bill.periodEnd : until;
    const seconds = secondsBetween(from, to);
    if (bill.status !== 'PENDING' && bill.status !== 'CANCELED')
      throw new Error(
        `meter: ${seconds} s of ${interval.instanceId} fall in the closed bill ${bill.serialNumber}`,
      );
    if (seconds > 0) await addUsage(tx, bill.id, interval, from, to, seconds);
    from = to;
  }
}

async function addUsage(
  tx: Db,
  billId: string,
  interval: MeterIntervalRow,
  from: Date,
  to: Date,
  seconds: number,
): Promise<void> {
  await tx
    .insert(usageLines)
    .values({
      billId,
      instanceId: interval.instanceId,
      clusterId: interval.clusterId,
      meterClass: interval.meterClass,
      kind: interval.kind,
      type: interval.type,
      edition: interval.edition,
      sizeKey: interval.sizeKey,
      vcpu: interval.vcpu,
      memoryGib: interval.memoryGib,
      storageGb: interval.storageGb,
      vendor: interval.vendor,
      region: interval.region,
      unitPriceMicros: interval.unitPriceMicros,
      listUnitPriceMicros: interval.listUnitPriceMicros,
      seconds,
      amountMicros: costForSecondsMicros(interval.unitPriceMicros, seconds),
      listAmountMicros: costForSecondsMicros(interval.listUnitPriceMicros, seconds),
      firstAt: from,
      lastAt: to,
    })
    .onConflictDoUpdate({
      target: [usageLines.billId, ...lineKeyFields.map((field) => usageLines[field])],
      set: {
        seconds: sql`${usageLines.seconds} + excluded.seconds`,
        // The line's amounts, rounded once from its seconds (half up, as costForSecondsMicros).
        amountMicros: sql`(${usageLines.unitPriceMicros} * (${usageLines.seconds} + excluded.seconds) + 1800) / 3600`,
        listAmountMicros: sql`(${usageLines.listUnitPriceMicros} * (${usageLines.seconds} + excluded.seconds) + 1800) / 3600`,
        firstAt: sql`least(${usageLines.firstAt}, excluded.first_at)`,
        lastAt: sql`greatest(${usageLines.lastAt}, excluded.last_at)`,
      },
    });
  // The chart's cost per day: each day's piece priced on its own (the bill's total is its lines').
  for (const piece of splitAt(from, to, nextDayStart)) {
    const amount = costForSecondsMicros(
      interval.unitPriceMicros,
      secondsBetween(piece.from, piece.to),
    );
    if (amount === 0) continue;
    await tx
      .insert(usageDays)
      .values({ billId, day: dayKey(piece.from), amountMicros: amount })
      .onConflictDoUpdate({
        target: [usageDays.billId, usageDays.day],
        set: { amountMicros: sql`${usageDays.amountMicros} + excluded.amount_micros` },
      });
  }
}

/**
 * Locks the account's open billed intervals (in id order) for the rest of the transaction. The
 * meter locks an instance's open interval and then writes its seconds to a bill; whatever locks a
 * bill and then accounts open intervals (a period's close) calls this before locking the bill.
 * In the other order a close and a change of one of the account's instances (a stop right after
 * the month's end) each wait for what the other holds, and PostgreSQL ends one of them with
 * "deadlock detected": the change fails, or the month's close does and its bill stays open.
 */
export async function lockOpenIntervals(tx: Db, userId: string): Promise<void> {
  await tx
    .select({ id: meterIntervals.id })
    .from(meterIntervals)
    .where(and(eq(meterIntervals.userId, userId), openAndBilled))
    .orderBy(asc(meterIntervals.id))
    .for('update');
}

/**
 * Accounts the open intervals of an account up to `until` (a period closing): their seconds before
 * it join the bill they belong to, and `accounted_until` moves to it. The caller locked them first
 * (`lockOpenIntervals`) when it holds a bill's lock.
 */
export async function accountOpenIntervals(tx: Db, userId: string, until: Date): Promise<void> {
  const open = await tx
    .select()
    .from(meterIntervals)
    .where(and(eq(meterIntervals.userId, userId), openAndBilled))
    .orderBy(asc(meterIntervals.id))
    .for('update');
  for (const interval of open) {
    if (interval.accountedUntil >= until) continue;
    await accountInterval(tx, interval, until);
    await tx
      .update(meterIntervals)
      // The next period's line of an open interval holds nothing yet: the instance's earlier
      // intervals all ended before this one started, before `until`.
      .set({ accountedUntil: until, lineSeconds: 0 })
      .where(eq(meterIntervals.id, interval.id));
  }
}

// ---- bills of periods ---------------------------------------------------------------------------

/** The bill serial number: `B2026-03-000042` (period month, then a sequence). */
async function nextBillSerial(tx: Db, periodStart: Date): Promise<string> {
  // Both drivers answer raw SQL with `{ rows }`.
  const result = (await tx.execute(sql`select nextval(${billSerial.seqName}) as value`)) as {
    rows: Array<{ value: string | number }>;
  };
  const month = periodStart.toISOString().slice(0, 7);
  return `B${month}-${String(result.rows[0]?.value ?? 0).padStart(6, '0')}`;
}

/**
 * The account's bill whose period holds `at`, created PENDING when there is none: its period runs
 * from the later of the UTC month's start and the end of the account's last earlier bill (a period
 * closed early), to the month's end. Two transactions creating it at once end with one row.
 */
export async function billCovering(tx: Db, userId: string, at: Date): Promise<BillRow> {
  const existing = await findBillCovering(tx, userId, at);
  if (existing) return existing;
  const [before] = await tx
    .select({ periodEnd: bills.periodEnd })
    .from(bills)
    .where(and(eq(bills.userId, userId), lte(bills.periodEnd, at)))
    .orderBy(desc(bills.periodEnd))
    .limit(1);
  const periodStart = later(monthStart(at), before?.periodEnd ?? monthStart(at));
  await tx
    .insert(bills)
    .values({
      userId,
      serialNumber: await nextBillSerial(tx, periodStart),
      periodStart,
      periodEnd: nextMonthStart(at),
      status: 'PENDING',
      createdAt: at,
    })
    .onConflictDoNothing({ target: [bills.userId, bills.periodStart] });
  const created = await findBillCovering(tx, userId, at);
  if (!created) throw new Error(`meter: no bill for ${userId} at ${at.toISOString()}`);
  return created;
}

export async function findBillCovering(
  tx: Db,
  userId: string,
  at: Date,
): Promise<BillRow | undefined> {
  // Prepared: the running total asks it on every visit and poll.
  const query = preparedQuery(tx, 'bill_covering', () => {
    const moment = sql`${sql.placeholder('at')}::timestamptz`;
    return tx
      .select()
      .from(bills)
      .where(
        and(
          eq(bills.userId, sql.placeholder('userId')),
          lte(bills.periodStart, moment),
          gt(bills.periodEnd, moment),
        ),
      )
      .orderBy(asc(bills.periodStart))
      .limit(1)
      .prepare('bill_covering');
  });
  const [row] = await query.execute({ userId, at: at.toISOString() });
  return row;
}
