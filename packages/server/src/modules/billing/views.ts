// Billing rows in the contract's shapes (`bill`, `credit`, `invoice`). Pure.
import type { Bill, Credit, Invoice } from '@quiver/contract';
import type { BillStatus, CreditStatus, InstanceKind } from '@quiver/validation';
import type { BillRow, CreditRow, InvoiceRow } from './repo.ts';

const iso = (at: Date | null) => at?.toISOString() ?? null;

/**
 * A bill as the customer sees it. A PENDING bill's amounts are its running total (`live`), before
 * credits and carried balances, which are settled when it closes.
 */
export function billView(
  row: BillRow,
  invoiceId: string | null,
  live?: { totalMicros: number; listTotalMicros: number },
): Bill {
  const subtotal = live?.totalMicros ?? row.subtotalMicros;
  return {
    id: row.id,
    serialNumber: row.serialNumber,
    period: { start: row.periodStart.toISOString(), end: row.periodEnd.toISOString() },
    status: row.status as BillStatus,
    subtotalMicros: subtotal,
    listSubtotalMicros: live?.listTotalMicros ?? row.listSubtotalMicros,
    creditMicros: row.creditMicros,
    carriedInMicros: row.carriedInMicros,
    amountDueMicros: live ? subtotal : row.amountDueMicros,
    carriedOutMicros: row.carriedOutMicros,
    paidMicros: row.paidMicros,
    currency: 'USD',
    closedAt: iso(row.closedAt),
    dueAt: iso(row.dueAt),
    paidAt: iso(row.paidAt),
    canceledAt: iso(row.canceledAt),
    lastPaymentFailure:
      row.lastPaymentError && row.lastPaymentErrorAt
        ? { message: row.lastPaymentError, at: row.lastPaymentErrorAt.toISOString() }
        : null,
    invoiceId,
  };
}

export function creditStatusOf(row: CreditRow, now: Date): CreditStatus {
  if (row.voidedAt) return 'EXPIRED';
  if (row.usedMicros >= row.amountMicros) return 'USED';
  return row.expiresAt <= now ? 'EXPIRED' : 'ACTIVE';
}

export function creditView(row: CreditRow, now: Date): Credit {
  return {
    id: row.id,
    name: row.name,
    status: creditStatusOf(row, now),
    amountMicros: row.amountMicros,
    usedMicros: row.usedMicros,
    // A voided credit has nothing left to give.
    remainsMicros: row.voidedAt ? 0 : row.amountMicros - row.usedMicros,
    expiresAt: row.expiresAt.toISOString(),
    receivedAt: row.receivedAt.toISOString(),
    products: row.products as InstanceKind[],
  };
}

export function invoiceView(invoice: InvoiceRow, bill: BillRow): Invoice {
  return {
    id: invoice.id,
    serialNumber: invoice.serialNumber,
    billId: bill.id,
    billSerialNumber: bill.serialNumber,
    period: { start: bill.periodStart.toISOString(), end: bill.periodEnd.toISOString() },
    issuedAt: invoice.issuedAt.toISOString(),
    totalMicros: invoice.totalMicros,
    currency: 'USD',
  };
}
