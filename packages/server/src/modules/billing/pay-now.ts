// Pay now (docs/decisions.md "Billing"): an UNPAID or OVERDUE bill is charged through the payment
// provider in three steps, each durable: an attempt is recorded (one PENDING attempt per bill, under
// the bill's row lock, so a double click or two tabs make one), the provider is called with the
// attempt's idempotency key (a retry charges once), and the outcome is recorded: PAID with its
// invoice, or still unpaid with the provider's reason. An attempt left PENDING by a crash is
// finished by the next request with the same key, never charged twice.
import { randomUUID } from 'node:crypto';
import type { Bill } from '@quiver/contract';
import type { Db } from '../../db/client.ts';
import { NotFound, RuleViolation } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUuid } from '../../lib/ids.ts';
import type { ChargeResult } from '../../providers/index.ts';
import type { PaymentService } from '../payments/service.ts';
import { issueInvoice } from './period-close.ts';
import * as repo from './repo.ts';
import type { BillRow, PaymentRow } from './repo.ts';
import { billView } from './views.ts';

/** An attempt older than this with no outcome was cut off (a crash): it is finished, not doubled. */
const STALE_ATTEMPT_MS = 60_000;
const payable = ['UNPAID', 'OVERDUE'];

export interface PayRequest {
  billId: string;
  paymentMethodId?: string | undefined;
  idempotencyKey?: string | undefined;
}

export class PayNowService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly payments: PaymentService,
  ) {}

  async pay(userId: string, request: PayRequest): Promise<Bill> {
    if (!isUuid(request.billId)) throw new NotFound('billNotFound');
    const bill = await repo.findBill(this.db, userId, request.billId);
    if (!bill) throw new NotFound('billNotFound');
    if (request.idempotencyKey) {
      const earlier = await repo.findPaymentByClientKey(this.db, bill.id, request.idempotencyKey);
      // The same request again: the first outcome, whatever the bill's status is now.
      if (earlier && (earlier.status === 'SUCCEEDED' || earlier.status === 'DECLINED'))
        return this.outcome(userId, earlier);
    }
    const attempt = await this.begin(userId, bill, request);
    let result: ChargeResult;
    try {
      result = await this.payments.charge(userId, attempt.paymentMethodId ?? undefined, {
        amountMicros: attempt.amountMicros,
        description: `Quiver Cloud bill ${bill.serialNumber}`,
        idempotencyKey: attempt.providerKey,
      });
    } catch (error) {
      await repo.updatePayment(this.db, attempt.id, {
        status: 'FAILED',
        failureMessage: error instanceof Error ? error.message : String(error),
        updatedAt: this.clock.now(),
      });
      throw error;
    }
    await this.record(attempt, result);
    return this.outcome(userId, {
      ...attempt,
      status: result.status === 'succeeded' ? 'SUCCEEDED' : 'DECLINED',
      failureMessage: result.status === 'declined' ? result.message : null,
    });
  }

  /**
   * Records an attempt under the bill's lock, or takes over one a crash left behind. A bill with an
   * attempt under way refuses a second; a bill not waiting for payment refuses any.
   */
  private async begin(userId: string, bill: BillRow, request: PayRequest): Promise<PaymentRow> {
    // The method is checked before anything is written (404 for another account's card).
    const method = await this.payments.methodFor(userId, request.paymentMethodId);
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const locked = await repo.lockBill(tx, bill.id, userId);
      if (!locked) throw new NotFound('billNotFound');
      // The same request after the provider could not be reached: the same attempt, tried again.
      const failed = request.idempotencyKey
        ? await repo.findPaymentByClientKey(tx, locked.id, request.idempotencyKey)
        : undefined;
      if (failed?.status === 'FAILED' && payable.includes(locked.status)) {
        await repo.updatePayment(tx, failed.id, { status: 'PENDING', updatedAt: now });
        return failed;
      }
      const pending = await repo.findPendingPayment(tx, locked.id);
      if (pending) {
        const sameRequest =
          request.idempotencyKey !== undefined && pending.clientKey === request.idempotencyKey;
        if (sameRequest || now.getTime() - pending.updatedAt.getTime() > STALE_ATTEMPT_MS) {
          await repo.updatePayment(tx, pending.id, { updatedAt: now });
          return pending;
        }
        throw new RuleViolation('billPaymentInProgress');
      }
      if (!payable.includes(locked.status))
        throw new RuleViolation('billNotPayable', { params: { status: locked.status } });
      const id = randomUUID();
      return repo.insertPayment(tx, {
        id,
        billId: locked.id,
        userId,
        clientKey: request.idempotencyKey ?? null,
        providerKey: `bill-${locked.id}-${id}`,
        paymentMethodId: method.id,
        status: 'PENDING',
        amountMicros: locked.amountDueMicros,
        createdAt: now,
        updatedAt: now,
      });
    });
  }

  private async record(attempt: PaymentRow, result: ChargeResult): Promise<void> {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const bill = await repo.lockBill(tx, attempt.billId);
      if (!bill) return;
      if (result.status === 'declined') {
        await repo.updatePayment(tx, attempt.id, {
          status: 'DECLINED',
          failureCode: result.code,
          failureMessage: result.message,
          updatedAt: now,
        });
        await repo.updateBill(tx, bill.id, {
          lastPaymentError: result.message,
          lastPaymentErrorAt: now,
        });
        await repo.insertBillEvent(tx, bill.id, 'declined', now, attempt.id);
        return;
      }
      await repo.updatePayment(tx, attempt.id, {
        status: 'SUCCEEDED',
        chargedMicros: result.amountMicros,
        providerChargeId: result.chargeId,
        updatedAt: now,
      });
      // Paid while it was payable: a voided bill keeps its status (the charge is on record).
      if (!payable.includes(bill.status)) return;
      await repo.updateBill(tx, bill.id, {
        status: 'PAID',
        paidAt: now,
        paidMicros: result.amountMicros,
        lastPaymentError: null,
        lastPaymentErrorAt: null,
      });
      await issueInvoice(tx, bill, result.amountMicros, now);
      await repo.insertBillEvent(tx, bill.id, 'paid', now, attempt.id);
    });
  }

  /** The bill as it stands; a declined attempt is a refusal carrying the provider's reason. */
  private async outcome(
    userId: string,
    attempt: Pick<PaymentRow, 'billId' | 'status' | 'failureMessage'>,
  ): Promise<Bill> {
    if (attempt.status === 'DECLINED')
      throw new RuleViolation('paymentDeclinedBecause', {
        params: { reason: attempt.failureMessage ?? 'no reason given' },
      });
    const bill = await repo.findBill(this.db, userId, attempt.billId);
    if (!bill) throw new NotFound('billNotFound');
    const invoice = await repo.invoiceOfBill(this.db, bill.id);
    return billView(bill, invoice?.id ?? null);
  }
}
