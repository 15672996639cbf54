// Closing periods (docs/decisions.md "Billing"): a PENDING bill whose period has ended takes the
// seconds its account's open intervals still owe it, applies credits (soonest-expiring first, only
// to their products), takes balances carried from earlier bills, and becomes UNPAID — or PAID at once
// when nothing is due, or when the amount due is below the provider's minimum charge (carried to the
// next bill). An UNPAID bill becomes OVERDUE 15 days after its period. Both run as durable tasks of
// the job queue; each bill changes under its row lock and only from the status it expects, so two
// servers (or a resumed task) close a bill once and mark it overdue once.
import { BILL_OVERDUE_DAYS, type Credit } from '@quiver/contract';
import type { InstanceKind } from '@quiver/validation';
import type { Db } from '../../db/client.ts';
import { Refusal } from '../../errors.ts';
import { enqueueTask } from '../../jobs/store.ts';
import type { Clock } from '../../lib/clock.ts';
import { addDays, nextMonthStart, monthStart, wholeSecond } from '../../lib/periods.ts';
import type { PaymentService } from '../payments/service.ts';
import * as repo from './repo.ts';
import type { BillRow } from './repo.ts';
import { lineAmounts } from './usage.ts';
import { creditView } from './views.ts';

export const closeTaskKind = 'billing.closePeriods';
export const overdueTaskKind = 'billing.markOverdue';

/** Issues the invoice of a bill that became PAID (numbers without gaps: `INV-2026-000042`). */
export async function issueInvoice(
  tx: Db,
  bill: BillRow,
  totalMicros: number,
  at: Date,
): Promise<void> {
  const number = await repo.nextCounter(tx, 'invoice');
  await repo.insertInvoice(tx, {
    billId: bill.id,
    userId: bill.userId,
    serialNumber: `INV-${at.getUTCFullYear()}-${String(number).padStart(6, '0')}`,
    issuedAt: at,
    totalMicros,
  });
}

/**
 * Shares credits out over a bill's charges by product: each credit, soonest-expiring first, pays
 * what is left of the products it applies to, up to what it has left. Answers what each pays.
 */
export function shareCredits(
  chargesByKind: ReadonlyMap<string, number>,
  available: ReadonlyArray<{ id: string; left: number; products: readonly string[] }>,
): Array<{ creditId: string; amountMicros: number }> {
  const left = new Map(chargesByKind);
  const shares: Array<{ creditId: string; amountMicros: number }> = [];
  for (const credit of available) {
    let remaining = credit.left;
    let paid = 0;
    for (const kind of credit.products) {
      const take = Math.min(remaining, left.get(kind) ?? 0);
      if (take <= 0) continue;
      left.set(kind, (left.get(kind) ?? 0) - take);
      remaining -= take;
      paid += take;
    }
    if (paid > 0) shares.push({ creditId: credit.id, amountMicros: paid });
  }
  return shares;
}

export class BillingPeriodService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly payments: PaymentService,
  ) {}

  private now(): Date {
    return wholeSecond(this.clock.now());
  }

  // ---- scheduling --------------------------------------------------------------------------------

  /**
   * Makes sure the queue holds the close of the month that ended (it runs at once if bills wait)
   * and of the current one. Every server does this at start; the keys make one row of each.
   */
  async scheduleTasks(): Promise<void> {
    const now = this.now();
    for (const runAt of [monthStart(now), nextMonthStart(now)])
      await enqueueTask(this.db, {
        kind: closeTaskKind,
        dedupeKey: `${closeTaskKind}:${runAt.toISOString()}`,
        runAt,
        payload: {},
      });
  }

  /** The tasks the job runner carries out for billing, by kind. */
  tasks(actor: string) {
    return {
      [closeTaskKind]: async () => {
        await this.closeDueBills(actor);
        // The next month's close waits in the queue (a server that starts adds it too).
        const runAt = nextMonthStart(this.now());
        await enqueueTask(this.db, {
          kind: closeTaskKind,
          dedupeKey: `${closeTaskKind}:${runAt.toISOString()}`,
          runAt,
          payload: {},
        });
      },
      [overdueTaskKind]: async (job: { payload: Record<string, unknown> }) => {
        await this.markOverdue(String(job.payload['billId'] ?? ''), actor);
      },
    };
  }

  // ---- closing -----------------------------------------------------------------------------------

  /** Closes every PENDING bill whose period has ended; answers how many it closed. */
  async closeDueBills(actor: string): Promise<number> {
    const now = this.now();
    let closed = 0;
    // Closing a bill opens the next period's; after a long outage that one may have ended too.
    for (;;) {
      let closedNow = 0;
      for (const bill of await repo.pendingBillsEndedBy(this.db, now))
        if (await this.db.transaction((tx) => this.closeLocked(tx, bill, now, actor)))
          closedNow += 1;
      if (closedNow === 0) return closed;
      closed += closedNow;
    }
  }

  /**
   * Closes the account's open period now (the admin command): its bill ends at this second and
   * closes; what runs from now on goes to a new bill. Answers the closed bill, or undefined when the
   * open period has no bill (nothing was billed in it yet).
   */
  async closeEarly(userId: string, actor: string): Promise<BillRow | undefined> {
    return this.db.transaction(async (tx) => {
      // The meter's lock order: the account's open intervals, then its bill (`closeLocked`).
      await repo.lockOpenIntervals(tx, userId);
      // Never before what the meter already counted (a server whose clock runs ahead of this one).
      const counted = await repo.latestMeterMoment(tx, userId);
      const now = counted && counted > this.now() ? counted : this.now();
      const open = await repo.findBillCovering(tx, userId, now);
      if (!open || open.status !== 'PENDING') return undefined;
      const bill = await repo.lockBill(tx, open.id);
      if (!bill || bill.status !== 'PENDING') return undefined;
      if (bill.periodStart.getTime() === now.getTime()) return undefined;
      await repo.updateBill(tx, bill.id, { periodEnd: now });
      await this.closeLocked(tx, bill, now, actor);
      return repo.lockBill(tx, bill.id);
    });
  }

  /** Closes one bill inside `tx` if it is PENDING and its period has ended. */
  private async closeLocked(
    tx: Db,
    which: { id: string; userId: string },
    now: Date,
    actor: string,
  ): Promise<boolean> {
    // Locks in the meter's order (src/db/meter.ts, `lockOpenIntervals`): the account's open
    // intervals, then the bill. A stop or start of one of its instances at the same moment then
    // waits for this close (or this close for it) instead of the two ending in a deadlock.
    await repo.lockOpenIntervals(tx, which.userId);
    const bill = await repo.lockBill(tx, which.id);
    if (!bill || bill.status !== 'PENDING' || bill.periodEnd > now) return false;
    // The seconds the open intervals owe this period join its lines first.
    await repo.accountOpenIntervals(tx, bill.userId, bill.periodEnd);
    const lines = await repo.usageLinesOf(tx, bill.id);
    let subtotal = 0;
    let listSubtotal = 0;
    const chargesByKind = new Map<string, number>();
    for (const { line } of lines) {
      const amounts = lineAmounts(line);
      subtotal += amounts.totalMicros;
      listSubtotal += amounts.listTotalMicros;
      chargesByKind.set(line.kind, (chargesByKind.get(line.kind) ?? 0) + amounts.totalMicros);
    }
    const available = (
      await repo.creditsForPeriod(tx, bill.userId, { start: bill.periodStart, end: bill.periodEnd })
    ).map((credit) => ({
      id: credit.id,
      left: credit.amountMicros - credit.usedMicros,
      products: credit.products,
    }));
    let credit = 0;
    for (const share of shareCredits(chargesByKind, available)) {
      await repo.applyCredit(tx, share.creditId, bill.id, share.amountMicros, now);
      credit += share.amountMicros;
    }
    const carriedIn = await repo.takeCarriedBalances(tx, bill.userId, bill);
    const due = subtotal - credit + carriedIn;
    const belowMinimum = due > 0 && due < this.payments.minimumChargeMicros;
    const settled = due === 0 || belowMinimum;
    const dueAt = addDays(bill.periodEnd, BILL_OVERDUE_DAYS);
    await repo.updateBill(tx, bill.id, {
      status: settled ? 'PAID' : 'UNPAID',
      subtotalMicros: subtotal,
      listSubtotalMicros: listSubtotal,
      creditMicros: credit,
      carriedInMicros: carriedIn,
      amountDueMicros: due,
      carriedOutMicros: belowMinimum ? due : 0,
      closedAt: now,
      dueAt: settled ? null : dueAt,
      paidAt: settled ? now : null,
      paidMicros: settled ? 0 : null,
    });
    await repo.insertBillEvent(tx, bill.id, 'closed', now, actor);
    if (settled) {
      await issueInvoice(tx, bill, 0, now);
      await repo.insertBillEvent(tx, bill.id, belowMinimum ? 'carried' : 'paid', now, actor);
    } else {
      await enqueueTask(tx, {
        kind: overdueTaskKind,
        dedupeKey: `${overdueTaskKind}:${bill.id}`,
        runAt: dueAt,
        payload: { billId: bill.id },
      });
    }
    // What still runs (or a carried balance) goes on in the next period's bill.
    if (belowMinimum || (await repo.hasBilledInterval(tx, bill.userId)))
      await repo.billCovering(tx, bill.userId, bill.periodEnd);
    return true;
  }

  /** An UNPAID bill whose due day has come becomes OVERDUE (once). */
  async markOverdue(billId: string, actor: string): Promise<boolean> {
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const bill = await repo.lockBill(tx, billId);
      if (!bill || bill.status !== 'UNPAID' || !bill.dueAt || bill.dueAt > now) return false;
      await repo.updateBill(tx, bill.id, { status: 'OVERDUE' });
      await repo.insertBillEvent(tx, bill.id, 'overdue', now, actor);
      return true;
    });
  }

  // ---- the admin command -------------------------------------------------------------------------

  /** Voids a bill not yet paid: CANCELED, its credits and carried balances given back. */
  async voidBill(billId: string, actor: string): Promise<BillRow> {
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const bill = await repo.lockBill(tx, billId);
      if (!bill) throw new Refusal(`No bill ${billId}.`);
      if (bill.status === 'PAID')
        throw new Refusal(
          `Bill ${bill.serialNumber} is PAID: refund it with the payment provider instead.`,
        );
      if (bill.status === 'CANCELED')
        throw new Refusal(`Bill ${bill.serialNumber} is already CANCELED.`);
      await repo.releaseCredits(tx, bill.id, now);
      await repo.releaseCarriedBalances(tx, bill.id);
      await repo.updateBill(tx, bill.id, { status: 'CANCELED', canceledAt: now });
      await repo.insertBillEvent(tx, bill.id, 'canceled', now, actor);
      const voided = await repo.lockBill(tx, bill.id);
      if (!voided) throw new Error('bill vanished');
      return voided;
    });
  }

  async grantCredit(input: {
    userId: string;
    name: string;
    amountMicros: number;
    expiresAt: Date;
    products: InstanceKind[];
  }): Promise<Credit> {
    const now = this.now();
    const row = await repo.insertCredit(this.db, {
      userId: input.userId,
      name: input.name,
      amountMicros: input.amountMicros,
      products: input.products,
      receivedAt: now,
      expiresAt: input.expiresAt,
    });
    return creditView(row, now);
  }

  async creditsOf(userId: string): Promise<Credit[]> {
    const now = this.now();
    return (await repo.creditsOf(this.db, userId)).map((row) => creditView(row, now));
  }

  async voidCredit(creditId: string): Promise<Credit> {
    const credit = await repo.findCredit(this.db, creditId);
    if (!credit) throw new Refusal(`No credit ${creditId}.`);
    if (credit.voidedAt) throw new Refusal(`Credit ${creditId} is already void.`);
    const now = this.now();
    await repo.voidCredit(this.db, creditId, now);
    return creditView({ ...credit, voidedAt: now }, now);
  }

  /** The account a command names, by e-mail. */
  async accountByEmail(email: string): Promise<{ id: string; email: string }> {
    const user = await repo.findUserByEmail(this.db, email);
    if (!user) throw new Refusal(`No account with the e-mail address ${email}.`);
    return user;
  }

  async billBySerialOrId(reference: string): Promise<BillRow> {
    const bill = await repo.findBillByReference(this.db, reference);
    if (!bill)
      throw new Refusal(`No bill ${reference}: give its serial number (B2026-03-000042) or id.`);
    return bill;
  }

  billsOf(userId: string) {
    return repo.listBills(this.db, userId, undefined, { page: 1, pageSize: 100 });
  }
}
