// Billing's queries. Every function that reads for a customer takes the account it acts for; the
// period close and the overdue marking (jobs, the admin command) act on a bill by id inside a
// transaction that locks it. The meter's own writes are src/db/meter.ts.
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lte,
  ne,
  sql,
  sum,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectPage, selectPreparedPage, type Page, type PageRequest } from '../../db/listing.ts';
import { preparedQuery } from '../../db/prepared.ts';
import {
  accountOpenIntervals,
  billCovering,
  findBillCovering,
  lockOpenIntervals,
  openAndBilled,
  type BillRow,
} from '../../db/meter.ts';
import {
  billEvents,
  billPayments,
  billingCounters,
  bills,
  creditApplications,
  credits,
  invoices,
  meterIntervals,
  usageDays,
  usageLines,
} from '../../db/schema-billing.ts';
import { clusters, instances, users } from '../../db/schema.ts';

export type { BillRow } from '../../db/meter.ts';
export type CreditRow = typeof credits.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type PaymentRow = typeof billPayments.$inferSelect;
type BillPatch = Partial<typeof bills.$inferInsert>;

export { accountOpenIntervals, billCovering, findBillCovering, lockOpenIntervals };

// ---- bills --------------------------------------------------------------------------------------

export async function findBill(db: Db, userId: string, billId: string) {
  const [row] = await db
    .select()
    .from(bills)
    .where(and(eq(bills.id, billId), eq(bills.userId, userId)));
  return row;
}

/** A bill locked for the rest of the transaction (of its account when `userId` is given). */
export async function lockBill(tx: Db, billId: string, userId?: string) {
  const [row] = await tx
    .select()
    .from(bills)
    .where(and(eq(bills.id, billId), userId ? eq(bills.userId, userId) : undefined))
    .for('update');
  return row;
}

/** A page of the account's bills, newest period first (prepared: the billing page reads it). */
export function listBills(
  db: Db,
  userId: string,
  status: string | undefined,
  page: PageRequest,
): Promise<Page<BillRow>> {
  return selectPreparedPage(
    db,
    bills,
    'bills',
    {
      key: status ? 'of_status' : 'all',
      where: () =>
        and(
          eq(bills.userId, sql.placeholder('userId')),
          status ? eq(bills.status, sql.placeholder('status')) : undefined,
        ),
      values: status ? { userId, status } : { userId },
    },
    [desc(bills.periodStart)],
    page,
  );
}

export async function updateBill(tx: Db, billId: string, patch: BillPatch): Promise<void> {
  await tx.update(bills).set(patch).where(eq(bills.id, billId));
}

/** PENDING bills whose period has ended (of every account), oldest period first. */
export function pendingBillsEndedBy(db: Db, now: Date) {
  return db
    .select({ id: bills.id, userId: bills.userId })
    .from(bills)
    .where(and(eq(bills.status, 'PENDING'), lte(bills.periodEnd, now)))
    .orderBy(asc(bills.periodStart));
}

/** The account's bills waiting for payment: how many, and their amount due (prepared: see above). */
export async function unpaidTotals(db: Db, userId: string) {
  const query = preparedQuery(db, 'unpaid_totals', () =>
    db
      .select({ n: count(), due: sum(bills.amountDueMicros).mapWith(Number) })
      .from(bills)
      .where(
        and(
          eq(bills.userId, sql.placeholder('userId')),
          inArray(bills.status, ['UNPAID', 'OVERDUE']),
        ),
      )
      .prepare('unpaid_totals'),
  );
  const [row] = await query.execute({ userId });
  return { count: row?.n ?? 0, dueMicros: row?.due ?? 0 };
}

/**
 * Earlier bills of the account whose amount below the minimum charge waits for a later bill; they
 * are marked as carried into `billId`. Answers their sum.
 */
export async function takeCarriedBalances(tx: Db, userId: string, bill: BillRow): Promise<number> {
  const taken = await tx
    .update(bills)
    .set({ carriedIntoBillId: bill.id })
    .where(
      and(
        eq(bills.userId, userId),
        gt(bills.carriedOutMicros, 0),
        isNull(bills.carriedIntoBillId),
        lte(bills.periodEnd, bill.periodStart),
        ne(bills.id, bill.id),
      ),
    )
    .returning({ micros: bills.carriedOutMicros });
  return taken.reduce((total, row) => total + row.micros, 0);
}

/** A voided bill gives back the balances carried into it: the next bill takes them. */
export async function releaseCarriedBalances(tx: Db, billId: string): Promise<void> {
  await tx
    .update(bills)
    .set({ carriedIntoBillId: null })
    .where(eq(bills.carriedIntoBillId, billId));
}

export async function insertBillEvent(
  tx: Db,
  billId: string,
  event: string,
  at: Date,
  actor: string,
): Promise<void> {
  await tx.insert(billEvents).values({ billId, event, at, actor });
}

export function billEventsOf(db: Db, billIds: string[]) {
  return db.select().from(billEvents).where(inArray(billEvents.billId, billIds));
}

// ---- usage --------------------------------------------------------------------------------------

/** A bill's accounted usage lines, with the names of their instances and clusters. */
export function usageLinesOf(db: Db, billId: string) {
  return db
    .select({
      line: usageLines,
      instanceName: instances.name,
      clusterName: clusters.name,
    })
    .from(usageLines)
    .innerJoin(instances, eq(instances.id, usageLines.instanceId))
    .leftJoin(clusters, eq(clusters.id, usageLines.clusterId))
    .where(eq(usageLines.billId, billId));
}

/** The account's open intervals of a billed class, with the names of their instances and clusters. */
export function openIntervalsOf(db: Db, userId: string) {
  return db
    .select({
      interval: meterIntervals,
      instanceName: instances.name,
      clusterName: clusters.name,
    })
    .from(meterIntervals)
    .innerJoin(instances, eq(instances.id, meterIntervals.instanceId))
    .leftJoin(clusters, eq(clusters.id, meterIntervals.clusterId))
    .where(and(eq(meterIntervals.userId, userId), openAndBilled));
}

/** The open interval of one of the account's instances. */
export async function openIntervalOf(db: Db, userId: string, instanceId: string) {
  const [row] = await db
    .select()
    .from(meterIntervals)
    .where(
      and(
        eq(meterIntervals.userId, userId),
        eq(meterIntervals.instanceId, instanceId),
        isNull(meterIntervals.endedAt),
      ),
    );
  return row;
}

export function usageDaysOf(db: Db, billId: string) {
  return db
    .select({ day: usageDays.day, amountMicros: usageDays.amountMicros })
    .from(usageDays)
    .where(eq(usageDays.billId, billId));
}

/** Whether the account has an open interval of a billed class (something runs or is stored). */
export async function hasBilledInterval(tx: Db, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: meterIntervals.id })
    .from(meterIntervals)
    .where(and(eq(meterIntervals.userId, userId), openAndBilled))
    .limit(1);
  return row !== undefined;
}

// ---- credits ------------------------------------------------------------------------------------

export function listCredits(db: Db, userId: string, now: Date, page: PageRequest) {
  // Active ones first (soonest-expiring first), then the rest, newest first.
  const active = sql`(${credits.voidedAt} is null and ${credits.usedMicros} < ${credits.amountMicros} and ${credits.expiresAt} > ${now})`;
  return selectPage(
    db,
    credits,
    eq(credits.userId, userId),
    [
      sql`${active} desc`,
      sql`case when ${active} then ${credits.expiresAt} end asc`,
      desc(credits.receivedAt),
    ],
    page,
  );
}

/** What is left of the account's active credits. */
export async function activeCreditMicros(db: Db, userId: string, now: Date): Promise<number> {
  // Prepared: the running total asks it on every visit and poll.
  const query = preparedQuery(db, 'active_credit', () =>
    db
      .select({ left: sum(sql`${credits.amountMicros} - ${credits.usedMicros}`).mapWith(Number) })
      .from(credits)
      .where(
        and(
          eq(credits.userId, sql.placeholder('userId')),
          isNull(credits.voidedAt),
          gt(credits.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
        ),
      )
      .prepare('active_credit'),
  );
  const [row] = await query.execute({ userId, now: now.toISOString() });
  return row?.left ?? 0;
}

/**
 * The credits that may pay a bill of `period`, locked: not voided, something left, received before
 * the period ended and not expired before it began; soonest-expiring first.
 */
export function creditsForPeriod(tx: Db, userId: string, period: { start: Date; end: Date }) {
  return tx
    .select()
    .from(credits)
    .where(
      and(
        eq(credits.userId, userId),
        isNull(credits.voidedAt),
        sql`${credits.usedMicros} < ${credits.amountMicros}`,
        sql`${credits.receivedAt} < ${period.end}`,
        gt(credits.expiresAt, period.start),
      ),
    )
    .orderBy(asc(credits.expiresAt), asc(credits.receivedAt), asc(credits.id))
    .for('update');
}

export async function applyCredit(
  tx: Db,
  creditId: string,
  billId: string,
  amountMicros: number,
  at: Date,
): Promise<void> {
  await tx
    .update(credits)
    .set({ usedMicros: sql`${credits.usedMicros} + ${amountMicros}` })
    .where(eq(credits.id, creditId));
  await tx.insert(creditApplications).values({ creditId, billId, amountMicros, appliedAt: at });
}

/** A voided bill gives its credits back. */
export async function releaseCredits(tx: Db, billId: string, at: Date): Promise<void> {
  const applied = await tx
    .update(creditApplications)
    .set({ releasedAt: at })
    .where(and(eq(creditApplications.billId, billId), isNull(creditApplications.releasedAt)))
    .returning();
  for (const application of applied)
    await tx
      .update(credits)
      .set({ usedMicros: sql`${credits.usedMicros} - ${application.amountMicros}` })
      .where(eq(credits.id, application.creditId));
}

/** The credits a bill took, in the order they were applied. */
export function creditApplicationsOf(db: Db, billId: string) {
  return db
    .select({
      creditId: credits.id,
      name: credits.name,
      amountMicros: creditApplications.amountMicros,
    })
    .from(creditApplications)
    .innerJoin(credits, eq(credits.id, creditApplications.creditId))
    .where(and(eq(creditApplications.billId, billId), isNull(creditApplications.releasedAt)))
    .orderBy(asc(credits.expiresAt), asc(credits.receivedAt), asc(credits.id));
}

export async function insertCredit(
  db: Db,
  values: typeof credits.$inferInsert,
): Promise<CreditRow> {
  const [row] = await db.insert(credits).values(values).returning();
  if (!row) throw new Error('credit not stored');
  return row;
}

export async function findCredit(db: Db, creditId: string): Promise<CreditRow | undefined> {
  const [row] = await db.select().from(credits).where(eq(credits.id, creditId));
  return row;
}

export function creditsOf(db: Db, userId: string) {
  return db
    .select()
    .from(credits)
    .where(eq(credits.userId, userId))
    .orderBy(asc(credits.expiresAt));
}

export async function voidCredit(db: Db, creditId: string, at: Date): Promise<void> {
  await db.update(credits).set({ voidedAt: at }).where(eq(credits.id, creditId));
}

// ---- invoices -----------------------------------------------------------------------------------

/** The next number of a gapless counter (its row stays locked until the transaction ends). */
export async function nextCounter(tx: Db, name: string): Promise<number> {
  const [row] = await tx
    .insert(billingCounters)
    .values({ name, value: 1 })
    .onConflictDoUpdate({
      target: billingCounters.name,
      set: { value: sql`${billingCounters.value} + 1` },
    })
    .returning({ value: billingCounters.value });
  return row?.value ?? 1;
}

export async function insertInvoice(
  tx: Db,
  values: typeof invoices.$inferInsert,
): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(values).returning();
  if (!row) throw new Error('invoice not stored');
  return row;
}

export async function invoiceOfBill(db: Db, billId: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.billId, billId));
  return row;
}

export async function invoiceIdsOf(db: Db, billIds: string[]) {
  if (billIds.length === 0) return [];
  const query = preparedQuery(db, 'invoices_of_bills', () =>
    db
      .select({ id: invoices.id, billId: invoices.billId })
      .from(invoices)
      .where(sql`${invoices.billId} = any(${sql.placeholder('billIds')}::uuid[])`)
      .prepare('invoices_of_bills'),
  );
  return query.execute({ billIds });
}

export async function listInvoices(db: Db, userId: string, page: PageRequest) {
  const where = eq(invoices.userId, userId);
  const [total] = await db.select({ n: count() }).from(invoices).where(where);
  const items = await db
    .select({ invoice: invoices, bill: bills })
    .from(invoices)
    .innerJoin(bills, eq(bills.id, invoices.billId))
    .where(where)
    .orderBy(desc(invoices.issuedAt), desc(invoices.serialNumber))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return { items, total: total?.n ?? 0, page: page.page, pageSize: page.pageSize };
}

export async function findInvoice(db: Db, userId: string, invoiceId: string) {
  const [row] = await db
    .select({ invoice: invoices, bill: bills })
    .from(invoices)
    .innerJoin(bills, eq(bills.id, invoices.billId))
    .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)));
  return row;
}

/** Who an invoice is addressed to: the account's profile. */
export async function billedAccount(db: Db, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      name: users.name,
      phone: users.phone,
      address: users.address,
      city: users.city,
      postalCode: users.postalCode,
      country: users.country,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  return row;
}

// ---- payments -----------------------------------------------------------------------------------

export async function findPaymentByClientKey(db: Db, billId: string, clientKey: string) {
  const [row] = await db
    .select()
    .from(billPayments)
    .where(and(eq(billPayments.billId, billId), eq(billPayments.clientKey, clientKey)));
  return row;
}

export async function findPendingPayment(tx: Db, billId: string) {
  const [row] = await tx
    .select()
    .from(billPayments)
    .where(and(eq(billPayments.billId, billId), eq(billPayments.status, 'PENDING')));
  return row;
}

export async function insertPayment(
  tx: Db,
  values: typeof billPayments.$inferInsert,
): Promise<PaymentRow> {
  const [row] = await tx.insert(billPayments).values(values).returning();
  if (!row) throw new Error('payment not stored');
  return row;
}

export async function updatePayment(
  tx: Db,
  paymentId: string,
  patch: Partial<typeof billPayments.$inferInsert>,
): Promise<void> {
  await tx.update(billPayments).set(patch).where(eq(billPayments.id, paymentId));
}

export function paymentsOf(db: Db, billId: string) {
  return db.select().from(billPayments).where(eq(billPayments.billId, billId));
}

/** A bill by its serial number or id, of any account (the admin command). */
export async function findBillByReference(db: Db, reference: string) {
  const byId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(reference);
  const [row] = await db
    .select()
    .from(bills)
    .where(byId ? eq(bills.id, reference) : eq(bills.serialNumber, reference));
  return row;
}

/** The latest moment the account's open intervals are accounted to (or started at). */
export async function latestMeterMoment(tx: Db, userId: string): Promise<Date | undefined> {
  const [row] = await tx
    .select({ at: sql<string | null>`max(${meterIntervals.accountedUntil})` })
    .from(meterIntervals)
    .where(and(eq(meterIntervals.userId, userId), isNull(meterIntervals.endedAt)));
  return row?.at ? new Date(row.at) : undefined;
}

/**
 * A period's totals computed in the database (the running total and the forecast are read on every
 * visit of the billing page and the dashboard, and poll while it is open): the bill's lines' amounts
 * as accounted, plus what each open interval's unaccounted seconds, up to `now` and up to the
 * period's end, add to its line's amount. A line is rounded once, half up (as `usage.ts` does for
 * the lines it shows), so an interval adds the difference of its line's rounded amounts, from the
 * seconds the line held when the interval was last accounted (`line_seconds`): one pass over the
 * bill's lines and one over the open intervals, no grouping.
 */
export async function periodTotals(
  db: Db,
  userId: string,
  billId: string | null,
  period: { start: Date; end: Date },
  now: Date,
) {
  const query = preparedQuery(db, 'period_totals', () => {
    const start = sql`${sql.placeholder('start')}::timestamptz`;
    const end = sql`${sql.placeholder('end')}::timestamptz`;
    // Whole seconds from the interval's unaccounted start (in this period) to `to`, as a double
    // (extract() answers numeric, several times slower over a thousand rows).
    const seconds = (to: SQL) =>
      sql`greatest(0, floor(date_part('epoch', ${to} - greatest(${meterIntervals.accountedUntil}, ${start}))))::bigint`;
    // What `more` seconds add to a line that held `before`, at `hourly` (each rounded half up).
    const added = (hourly: string, more: string) =>
      sql.raw(
        `sum((${hourly} * (before + ${more}) + 1800) / 3600 - (${hourly} * before + 1800) / 3600)`,
      );
    return db
      .select({
        running: sql<string>`(accounted.charged + open.running)::text`,
        listRunning: sql<string>`(accounted.listed + open.list_running)::text`,
        forecast: sql<string>`(accounted.charged + open.forecast)::text`,
        hourly: sql<string>`open.hourly::text`,
      })
      .from(
        sql`(
          select coalesce(sum(${usageLines.amountMicros}), 0) as charged,
            coalesce(sum(${usageLines.listAmountMicros}), 0) as listed
          from ${usageLines} where ${usageLines.billId} = ${sql.placeholder('billId')}::uuid
        ) accounted cross join (
          select coalesce(${added('unit', 'so_far')}, 0) as running,
            coalesce(${added('list', 'so_far')}, 0) as list_running,
            coalesce(${added('unit', 'to_end')}, 0) as forecast,
            coalesce(sum(unit), 0) as hourly
          from (
            select ${meterIntervals.unitPriceMicros} as unit,
              ${meterIntervals.listUnitPriceMicros} as list,
              -- the line's seconds count only in the bill they were read from (the one covering
              -- accounted_until); in a later period its line starts empty
              case when ${sql.placeholder('billId')}::uuid is not null
                and ${meterIntervals.accountedUntil} >= ${start}
                and ${meterIntervals.accountedUntil} < ${end}
                then ${meterIntervals.lineSeconds} else 0 end as before,
              ${seconds(sql`${sql.placeholder('until')}::timestamptz`)} as so_far,
              ${seconds(end)} as to_end
            from ${meterIntervals}
            where ${meterIntervals.userId} = ${sql.placeholder('userId')} and ${openAndBilled}
          ) open_intervals
        ) open`,
      )
      .prepare('period_totals');
  });
  const [row] = await query.execute({
    userId,
    billId,
    start: period.start.toISOString(),
    end: period.end.toISOString(),
    until: (now < period.end ? now : period.end).toISOString(),
  });
  return {
    runningMicros: Number(row?.running ?? 0),
    listRunningMicros: Number(row?.listRunning ?? 0),
    forecastMicros: Number(row?.forecast ?? 0),
    hourlyMicros: Number(row?.hourly ?? 0),
  };
}
