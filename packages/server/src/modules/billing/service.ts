// Billing as the customer reads it (docs/decisions.md "Billing"): the running total and forecast of
// the open period, cost per day, bills with their usage lines, credits, invoices, payment methods,
// and what a lifecycle change would do to the forecast. Amounts come from the meter
// (src/db/meter.ts): lines accounted so far plus what the open intervals add, merged before each
// line is rounded once. Every query is scoped to the caller: another account's bill is 404.
import type {
  BillDetail,
  BillingSummary,
  DailyCosts,
  EndpointParams,
  ForecastChange,
  ForecastChangeRequest,
  PaymentMethodInput,
  billingEndpoints,
} from '@quiver/contract';
import type { Db } from '../../db/client.ts';
import { NotFound, RuleViolation } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUuid } from '../../lib/ids.ts';
import type { DownloadFile } from '../files/service.ts';
import { chargedHourlyMicros, costForSecondsMicros } from '../../lib/money.ts';
import {
  dayKey,
  later,
  monthStart,
  nextDayStart,
  nextMonthStart,
  secondsBetween,
  splitAt,
  wholeSecond,
} from '../../lib/periods.ts';
import {
  findSize,
  instanceHourlyMicros,
  storageHourlyMicros,
  type InstanceSize,
} from '../catalogue/index.ts';
import { requireRegion, requireSize, requireStorage } from '../catalogue/service.ts';
import type { InstanceService } from '../instances/service.ts';
import type { PaymentService } from '../payments/service.ts';
import { renderBillCsv } from './bill-csv.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import * as repo from './repo.ts';
import type { BillRow } from './repo.ts';
import {
  groupLines,
  mergePieces,
  openPiece,
  totalsOf,
  type OpenInterval,
  type Period,
  type UsagePiece,
} from './usage.ts';
import { billView, creditView, invoiceView } from './views.ts';

type Params<K extends keyof typeof billingEndpoints> = EndpointParams<(typeof billingEndpoints)[K]>;

/** The open period of an account: its PENDING bill's, or the one a bill would get now. */
interface OpenPeriod extends Period {
  bill: BillRow | undefined;
}

export class BillingService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly payments: PaymentService,
    private readonly instances: InstanceService,
  ) {}

  private now(): Date {
    return wholeSecond(this.clock.now());
  }

  // ---- the open period ---------------------------------------------------------------------------

  private async openPeriod(userId: string, now: Date): Promise<OpenPeriod> {
    const bill = await repo.findBillCovering(this.db, userId, now);
    if (bill) return { start: bill.periodStart, end: bill.periodEnd, bill };
    // No bill yet: the period a bill would get (after an early close, from that close).
    const last = await this.lastBillEndBefore(userId, now);
    return {
      start: later(monthStart(now), last ?? monthStart(now)),
      end: nextMonthStart(now),
      bill,
    };
  }

  private async lastBillEndBefore(userId: string, now: Date): Promise<Date | undefined> {
    const page = await repo.listBills(this.db, userId, undefined, { page: 1, pageSize: 1 });
    const latest = page.items[0];
    return latest && latest.periodEnd <= now ? latest.periodEnd : undefined;
  }

  private async openIntervals(userId: string): Promise<OpenInterval[]> {
    return (await repo.openIntervalsOf(this.db, userId)).map((row) => ({
      ...row.interval,
      instanceName: row.instanceName,
      clusterName: row.clusterName,
    }));
  }

  private async accountedLines(billId: string): Promise<UsagePiece[]> {
    return (await repo.usageLinesOf(this.db, billId)).map((row) => ({
      ...row.line,
      instanceName: row.instanceName,
      clusterName: row.clusterName,
    }));
  }

  /** A period's lines: accounted ones plus the open intervals' seconds up to `until`. */
  private linesUntil(
    accounted: UsagePiece[],
    open: OpenInterval[],
    period: Period,
    until: Date,
  ): UsagePiece[] {
    const pieces = open.flatMap((interval) => openPiece(interval, period, until) ?? []);
    return mergePieces([...accounted, ...pieces]);
  }

  /** Whether a bill's lines still grow (its period has not been closed). */
  private static isOpen(bill: BillRow): boolean {
    return bill.status === 'PENDING' || (bill.status === 'CANCELED' && bill.closedAt === null);
  }

  // ---- reading -----------------------------------------------------------------------------------

  async summary(userId: string): Promise<BillingSummary> {
    const now = this.now();
    const period = await this.openPeriod(userId, now);
    const [totals, credit, unpaid] = await Promise.all([
      repo.periodTotals(this.db, userId, period.bill?.id ?? null, period, now),
      repo.activeCreditMicros(this.db, userId, now),
      repo.unpaidTotals(this.db, userId),
    ]);
    return {
      period: { start: period.start.toISOString(), end: period.end.toISOString() },
      billId: period.bill?.id ?? null,
      runningTotalMicros: totals.runningMicros,
      listRunningTotalMicros: totals.listRunningMicros,
      forecastMicros: totals.forecastMicros,
      currentHourlyMicros: totals.hourlyMicros,
      activeCreditMicros: credit,
      unpaidBills: unpaid.count,
      unpaidMicros: unpaid.dueMicros,
      asOf: now.toISOString(),
      currency: 'USD',
    };
  }

  /** Cost per UTC day of the open period: days so far as run, later days at today's rate. */
  async daily(userId: string): Promise<DailyCosts> {
    const now = this.now();
    const period = await this.openPeriod(userId, now);
    const [days, open] = await Promise.all([
      period.bill ? repo.usageDaysOf(this.db, period.bill.id) : Promise.resolve([]),
      this.openIntervals(userId),
    ]);
    const amounts = new Map(days.map((day) => [day.day, day.amountMicros]));
    for (const interval of open) {
      const piece = openPiece(interval, period, now);
      if (!piece) continue;
      for (const part of splitAt(piece.firstAt, piece.lastAt, nextDayStart)) {
        const key = dayKey(part.from);
        amounts.set(
          key,
          (amounts.get(key) ?? 0) +
            costForSecondsMicros(interval.unitPriceMicros, secondsBetween(part.from, part.to)),
        );
      }
    }
    const hourly = open.reduce((sum, interval) => sum + interval.unitPriceMicros, 0);
    const today = dayKey(now);
    return {
      period: { start: period.start.toISOString(), end: period.end.toISOString() },
      days: splitAt(period.start, period.end, nextDayStart).map((day) => {
        const key = dayKey(day.from);
        const projected = key > today;
        return {
          date: key,
          amountMicros: projected
            ? costForSecondsMicros(hourly, secondsBetween(day.from, day.to))
            : (amounts.get(key) ?? 0),
          projected,
        };
      }),
      asOf: now.toISOString(),
    };
  }

  async bills(userId: string, query: Params<'bills'>) {
    const page = await repo.listBills(this.db, userId, query.status, query);
    const invoiceIds = new Map(
      (
        await repo.invoiceIdsOf(
          this.db,
          page.items.map((bill) => bill.id),
        )
      ).map((row) => [row.billId, row.id]),
    );
    const now = this.now();
    const items = [];
    for (const bill of page.items)
      items.push(
        billView(
          bill,
          invoiceIds.get(bill.id) ?? null,
          BillingService.isOpen(bill) ? await this.openTotals(bill, now) : undefined,
        ),
      );
    return { ...page, items };
  }

  /** An open bill's running amounts, summed in the database. */
  private async openTotals(bill: BillRow, now: Date) {
    const period = { start: bill.periodStart, end: bill.periodEnd };
    const totals = await repo.periodTotals(this.db, bill.userId, bill.id, period, now);
    return { totalMicros: totals.runningMicros, listTotalMicros: totals.listRunningMicros };
  }

  /** A bill's lines: as accounted when closed; while open, with what runs up to now. */
  private async billLines(bill: BillRow, now: Date): Promise<UsagePiece[]> {
    const accounted = await this.accountedLines(bill.id);
    if (!BillingService.isOpen(bill)) return accounted;
    const period = { start: bill.periodStart, end: bill.periodEnd };
    return this.linesUntil(accounted, await this.openIntervals(bill.userId), period, now);
  }

  private async ownBill(userId: string, billId: string): Promise<BillRow> {
    const bill = isUuid(billId) ? await repo.findBill(this.db, userId, billId) : undefined;
    if (!bill) throw new NotFound('billNotFound');
    return bill;
  }

  async billDetail(userId: string, billId: string): Promise<BillDetail> {
    const bill = await this.ownBill(userId, billId);
    const now = this.now();
    const lines = await this.billLines(bill, now);
    const invoice = await repo.invoiceOfBill(this.db, bill.id);
    return {
      ...billView(
        bill,
        invoice?.id ?? null,
        BillingService.isOpen(bill) ? totalsOf(lines) : undefined,
      ),
      groups: groupLines(lines),
      credits: await repo.creditApplicationsOf(this.db, bill.id),
      asOf: now.toISOString(),
    };
  }

  async credits(userId: string, query: Params<'credits'>) {
    const now = this.now();
    const page = await repo.listCredits(this.db, userId, now, query);
    return { ...page, items: page.items.map((row) => creditView(row, now)) };
  }

  async invoices(userId: string, query: Params<'invoices'>) {
    const page = await repo.listInvoices(this.db, userId, query);
    return { ...page, items: page.items.map((row) => invoiceView(row.invoice, row.bill)) };
  }

  // ---- files -------------------------------------------------------------------------------------

  /** The caller's invoice and its bill (404 for anyone else's). */
  private async ownInvoice(userId: string, invoiceId: string) {
    const found = isUuid(invoiceId)
      ? await repo.findInvoice(this.db, userId, invoiceId)
      : undefined;
    if (!found) throw new NotFound('invoiceNotFound');
    return found;
  }

  /** Whether the caller may download this invoice (asked when a file ticket is issued). */
  async checkInvoicePdf(userId: string, invoiceId: string): Promise<void> {
    await this.ownInvoice(userId, invoiceId);
  }

  /** An invoice of the caller's as a PDF (404 for anyone else's). */
  async invoicePdf(userId: string, invoiceId: string): Promise<DownloadFile> {
    const found = await this.ownInvoice(userId, invoiceId);
    const [lines, account, credits] = await Promise.all([
      this.accountedLines(found.bill.id),
      repo.billedAccount(this.db, userId),
      repo.creditApplicationsOf(this.db, found.bill.id),
    ]);
    const body = await renderInvoicePdf({
      invoice: invoiceView(found.invoice, found.bill),
      bill: billView(found.bill, found.invoice.id),
      groups: groupLines(lines),
      credits,
      account: account ?? {
        email: '',
        name: null,
        phone: null,
        address: null,
        city: null,
        postalCode: null,
        country: null,
      },
    });
    return { fileName: `${found.invoice.serialNumber}.pdf`, contentType: 'application/pdf', body };
  }

  /** Whether the caller may download this bill (asked when a file ticket is issued). */
  async checkBillCsv(userId: string, billId: string): Promise<void> {
    await this.ownBill(userId, billId);
  }

  /** A bill of the caller's with its usage lines as CSV (404 for anyone else's). */
  async billCsv(userId: string, billId: string): Promise<DownloadFile> {
    const bill = await this.ownBill(userId, billId);
    const lines = await this.billLines(bill, this.now());
    const view = billView(bill, null, BillingService.isOpen(bill) ? totalsOf(lines) : undefined);
    return {
      fileName: `${bill.serialNumber}.csv`,
      contentType: 'text/csv; charset=utf-8',
      body: Buffer.from(renderBillCsv(view, groupLines(lines)), 'utf8'),
    };
  }

  // ---- payment methods ---------------------------------------------------------------------------

  paymentMethods(userId: string) {
    return this.payments.list(userId);
  }

  addPaymentMethod(
    user: { id: string; email: string },
    input: PaymentMethodInput,
    makeDefault: boolean,
  ) {
    return this.payments.add(user, input, makeDefault);
  }

  setDefaultPaymentMethod(userId: string, methodId: string) {
    return this.payments.setDefault(userId, methodId);
  }

  /** The last card stays while something is billed (a paid instance exists) or owed. */
  async removePaymentMethod(userId: string, methodId: string): Promise<null> {
    const [owed, billed] = await Promise.all([
      repo.unpaidTotals(this.db, userId),
      this.hasPaidUsage(userId),
    ]);
    await this.payments.remove(userId, methodId, owed.count === 0 && !billed);
    return null;
  }

  private async hasPaidUsage(userId: string): Promise<boolean> {
    return (await this.openIntervals(userId)).some((interval) => interval.unitPriceMicros > 0);
  }

  // ---- the forecast of a change ------------------------------------------------------------------

  /**
   * What a change made now does to this period's forecast: the affected hourly price before and
   * after, for the seconds left in the period. Prices are those the meter would charge (the free
   * tier is $0), from the catalogue as it stands.
   */
  async forecastChange(userId: string, change: ForecastChangeRequest): Promise<ForecastChange> {
    const summary = await this.summary(userId);
    const now = new Date(summary.asOf);
    const end = new Date(summary.period.end);
    const { before, after } = await this.hourlyBeforeAfter(userId, change);
    const remainingSeconds = secondsBetween(now, end);
    const current = costForSecondsMicros(before, remainingSeconds);
    const next = costForSecondsMicros(after, remainingSeconds);
    return {
      period: summary.period,
      remainingSeconds,
      currentHourlyMicros: summary.currentHourlyMicros,
      newHourlyMicros: summary.currentHourlyMicros - before + after,
      currentForecastMicros: summary.forecastMicros,
      newForecastMicros: summary.forecastMicros - current + next,
      deltaMicros: next - current,
    };
  }

  private async hourlyBeforeAfter(
    userId: string,
    change: ForecastChangeRequest,
  ): Promise<{ before: number; after: number }> {
    if (change.action === 'create') {
      requireRegion(change.vendor, change.region);
      const size = requireSize(change.sizeId, change.edition);
      const storageGb = requireStorage(size, change.storageGb);
      const type = change.edition === 'shared' ? 'FREE' : 'STANDARD';
      return {
        before: 0,
        after: chargedHourlyMicros(instanceHourlyMicros(size, storageGb), type) * change.count,
      };
    }
    const instance = await this.instances.row(userId, change.instanceId);
    const interval = await repo.openIntervalOf(this.db, userId, instance.id);
    const before = interval?.unitPriceMicros ?? 0;
    const size = findSize(instance.sizeKey);
    if (!size) throw new RuleViolation('productNotFound');
    const running = (target: InstanceSize, storageGb: number) =>
      chargedHourlyMicros(instanceHourlyMicros(target, storageGb), instance.type);
    const stopped = (storageGb: number) =>
      chargedHourlyMicros(storageHourlyMicros(storageGb), instance.type);
    switch (change.action) {
      case 'start':
        return { before, after: running(size, instance.storageGb) };
      case 'stop':
        return { before, after: stopped(instance.storageGb) };
      case 'terminate':
        return { before, after: 0 };
      case 'changeSize': {
        // A size change starts the instance on its new size.
        const target = requireSize(change.sizeId, instance.edition);
        return {
          before,
          after: running(target, Math.max(instance.storageGb, target.defaultStorageGb)),
        };
      }
      case 'changeStorage': {
        if (change.storageGb > size.maxStorageGb)
          throw new RuleViolation('storageMax', { fields: { storageGb: 'api.storage-invalid' } });
        const runningNow = interval?.meterClass === 'COMPUTE';
        return {
          before,
          after: runningNow ? running(size, change.storageGb) : stopped(change.storageGb),
        };
      }
    }
  }
}
