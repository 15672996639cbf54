// Billing (spec §2 "Billings", §3 "Bill", "Credit", "Invoice", "Usage line", §9 "billed per
// second"): payment methods, what a status is billed as, bills, usage lines, credits, invoices, pay
// now, the running total, the month-end forecast and what a lifecycle change does to it. Every call
// beyond `/instance/pay` is an extension (the spec names the screens, not the calls). Money is integer
// micro-dollars (DECISIONS.md "Money"); times are ISO 8601 UTC.
import { z } from 'zod';
import {
  billStatus,
  creditStatus,
  editionKey,
  instanceKind,
  instanceType,
  type InstanceStatus,
} from '@quiver/validation';
import { defineEndpoint, v1 } from './endpoint.ts';
import {
  catalogueKey,
  integerRule,
  micros,
  noData,
  pageOf,
  pagingQuery,
  plainText,
  resourceId,
  storageGb,
  textRule,
} from './fields.ts';

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card number as typed (spaces or dashes between groups allowed); out: digits only. */
export const cardNumber = textRule('api.card-number-invalid', (value) => {
  const digits = value.replace(/[ -]/g, '');
  return /^[0-9]{12,19}$/.test(digits) && passesLuhn(digits)
    ? undefined
    : 'api.card-number-invalid';
}).transform((value) => value.replace(/[ -]/g, ''));

const cardExpiry = {
  expMonth: integerRule(1, 12, 'api.card-expiry-invalid'),
  expYear: integerRule(2000, 2100, 'api.card-expiry-invalid'),
};

/**
 * A payment method for STANDARD instances: card details (handed to the payment provider, which
 * keeps them and returns a token; card numbers are never stored) or a token the provider's own
 * client-side form produced.
 */
export const paymentMethodInput = z.discriminatedUnion(
  'type',
  [
    z.strictObject({
      type: z.literal('card'),
      number: cardNumber,
      ...cardExpiry,
      cvc: textRule('api.card-cvc-invalid', (value) =>
        /^[0-9]{3,4}$/.test(value) ? undefined : 'api.card-cvc-invalid',
      ),
      holderName: plainText(1, 100, 'api.card-holder-invalid', 'api.card-holder-invalid'),
    }),
    z.strictObject({
      type: z.literal('token'),
      token: textRule('api.token-required', (value) =>
        /^[\x21-\x7e]{1,255}$/.test(value) ? undefined : 'api.token-invalid',
      ),
    }),
  ],
  { error: 'validation.invalid-option' },
);

export const paymentMethod = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string().regex(/^[0-9]{4}$/),
  expMonth: z.int().min(1).max(12),
  expYear: z.int(),
});
export type PaymentMethod = z.infer<typeof paymentMethod>;

/** A payment method as the server's billing service receives it (after parsing). */
export type PaymentMethodInput = z.output<typeof paymentMethodInput>;

/** A payment method as the billing screen lists it: which one pays by default, and since when. */
export const paymentMethodOnFile = paymentMethod.extend({
  isDefault: z.boolean(),
  addedAt: z.iso.datetime(),
});
export type PaymentMethodOnFile = z.infer<typeof paymentMethodOnFile>;

// ---- what a status is billed as ------------------------------------------------------------------

/**
 * What an instance costs while in a status (docs/decisions.md "Billing"): `COMPUTE` is the size's
 * hourly price (its included storage with it, plus storage beyond it); `STORAGE` is the storage
 * alone (a stopped instance, DECISIONS.md); `NONE` costs nothing (not yet delivered, failed or
 * gone); `PREVIOUS` keeps what the status before it cost (a settings or storage change returns to
 * the status it left, running or stopped).
 */
export const meteredAs = {
  UNKNOWN: 'NONE',
  CREATING: 'NONE',
  DEPLOYING: 'NONE',
  STARTING: 'STORAGE',
  RESTARTING: 'COMPUTE',
  RUNNING: 'COMPUTE',
  STOPPING: 'STORAGE',
  STOPPED: 'STORAGE',
  SHUTDOWN: 'STORAGE',
  TERMINATING: 'NONE',
  TERMINATED: 'NONE',
  ERROR: 'NONE',
  CHANGING: 'STORAGE',
  EXTENDING: 'PREVIOUS',
  UPDATING: 'PREVIOUS',
  BACKUPING: 'COMPUTE',
  RECOVERING: 'COMPUTE',
} as const satisfies Record<InstanceStatus, 'COMPUTE' | 'STORAGE' | 'NONE' | 'PREVIOUS'>;

/** What a usage line charges for: a running instance (compute with storage) or storage alone. */
export const chargeTypes = ['COMPUTE', 'STORAGE'] as const;
export const chargeType = z.enum(chargeTypes);
export type ChargeType = z.infer<typeof chargeType>;
/** A charge class of the meter: a charge type, or nothing. */
export type MeterClass = ChargeType | 'NONE';

/** Days after its period ends that an unpaid bill becomes OVERDUE (DECISIONS.md "Money"). */
export const BILL_OVERDUE_DAYS = 15;

// ---- what the API answers ------------------------------------------------------------------------

const isoOrNull = z.iso.datetime().nullable();

/** A billing period: from `start` (included) to `end` (excluded), UTC. */
export const billingPeriod = z.object({ start: z.iso.datetime(), end: z.iso.datetime() });
export type BillingPeriod = z.infer<typeof billingPeriod>;

/**
 * A bill (spec §3): one per account and period. PENDING while the period is open (its amounts are
 * the running total), UNPAID when it closes, PAID, OVERDUE 15 days after its period unpaid,
 * CANCELED when voided. `amountDueMicros` = subtotal - credit + carried in; a due amount below the
 * payment provider's minimum charge is carried to the next bill (`carriedOutMicros`) and the bill
 * is settled without a charge.
 */
export const bill = z.object({
  id: z.string(),
  serialNumber: z.string(),
  period: billingPeriod,
  status: billStatus,
  /** The sum of the usage lines. */
  subtotalMicros: micros,
  /** What the lines would cost at list price (the free tier is charged nothing). */
  listSubtotalMicros: micros,
  /** Credits applied (set when the bill closes; 0 while PENDING). */
  creditMicros: micros,
  /** Brought in from an earlier bill below the minimum charge. */
  carriedInMicros: micros,
  amountDueMicros: micros,
  /** Carried to the next bill, because it was below the minimum charge. */
  carriedOutMicros: micros,
  /** What the card was charged (cents), once PAID by card; null otherwise. */
  paidMicros: micros.nullable(),
  currency: z.literal('USD'),
  closedAt: isoOrNull,
  /** When an UNPAID bill becomes OVERDUE. */
  dueAt: isoOrNull,
  /** The payment date (spec §3). */
  paidAt: isoOrNull,
  canceledAt: isoOrNull,
  /** The last declined payment: the provider's reason, in its words. */
  lastPaymentFailure: z.object({ message: z.string(), at: z.iso.datetime() }).nullable(),
  /** The invoice of a PAID bill. */
  invoiceId: z.string().nullable(),
});
export type Bill = z.infer<typeof bill>;

/** What a usage line was billed as: the instance's configuration at the time. */
export const usageConfiguration = z.object({
  edition: editionKey,
  type: instanceType,
  sizeId: z.string(),
  vcpu: z.int().positive().nullable(),
  memoryGb: z.number().positive().nullable(),
  storageGb: z.int().nonnegative(),
  vendor: z.string(),
  region: z.string(),
});
export type UsageConfiguration = z.infer<typeof usageConfiguration>;

/**
 * A usage line (spec §3): one instance, one charge type, one configuration and price, in one period.
 * A resize, a storage change or a price change starts a new line. Quantity is whole seconds;
 * `totalMicros` = unit price x seconds / 3600, rounded once, half up.
 */
export const usageLine = z.object({
  /** Stable within the bill. */
  id: z.string(),
  chargeType,
  instanceId: z.string(),
  instanceName: z.string(),
  /** What the line belongs to on screen: the instance, or the Powerhouse cluster of a server. */
  resourceId: z.string(),
  resourceName: z.string(),
  kind: instanceKind,
  seconds: z.int().nonnegative(),
  /** seconds / 3600 (display only: sums are of seconds and micro-dollars). */
  quantityHours: z.number().nonnegative(),
  unitPriceMicros: micros,
  /** The list price per hour; above `unitPriceMicros` for the free tier. */
  listUnitPriceMicros: micros,
  totalMicros: micros,
  listTotalMicros: micros,
  /** True when the line is the free tier (charged nothing; the list price shows its value). */
  freeTier: z.boolean(),
  /** One line for people: `Standard 4 vCPU, 16 GB memory, 100 GB storage, aws us-east-1`. */
  configuration: z.string(),
  details: usageConfiguration,
  from: z.iso.datetime(),
  to: z.iso.datetime(),
});
export type UsageLine = z.infer<typeof usageLine>;

/** The lines of one instance or cluster, with their totals. */
export const usageGroup = z.object({
  resourceId: z.string(),
  resourceName: z.string(),
  kind: instanceKind,
  lines: z.array(usageLine),
  totalMicros: micros,
  listTotalMicros: micros,
});
export type UsageGroup = z.infer<typeof usageGroup>;

export const billDetail = bill.extend({
  groups: z.array(usageGroup),
  /** Credits applied to this bill, soonest-expiring first. */
  credits: z.array(z.object({ creditId: z.string(), name: z.string(), amountMicros: micros })),
  /** For a PENDING bill: when its running amounts were computed. */
  asOf: z.iso.datetime(),
});
export type BillDetail = z.infer<typeof billDetail>;

/** A credit (spec §3). ACTIVE while it has something left and has not expired. */
export const credit = z.object({
  id: z.string(),
  name: z.string(),
  status: creditStatus,
  amountMicros: micros,
  usedMicros: micros,
  remainsMicros: micros,
  expiresAt: z.iso.datetime(),
  receivedAt: z.iso.datetime(),
  /** The products it pays for. */
  products: z.array(instanceKind),
});
export type Credit = z.infer<typeof credit>;

/** An invoice (spec §3): issued when a bill is PAID; its PDF is a file download. */
export const invoice = z.object({
  id: z.string(),
  serialNumber: z.string(),
  billId: z.string(),
  billSerialNumber: z.string(),
  period: billingPeriod,
  issuedAt: z.iso.datetime(),
  /** What was paid (the card charge, or 0 when nothing was due). */
  totalMicros: micros,
  currency: z.literal('USD'),
});
export type Invoice = z.infer<typeof invoice>;

/**
 * The open period at a glance (the top of /billings and the dashboard): usage so far and the
 * month-end forecast (so far, plus what runs now until the period ends), before credits.
 */
export const billingSummary = z.object({
  period: billingPeriod,
  /** The PENDING bill of the period, once it has usage. */
  billId: z.string().nullable(),
  runningTotalMicros: micros,
  listRunningTotalMicros: micros,
  forecastMicros: micros,
  /** What everything costs per hour right now. */
  currentHourlyMicros: micros,
  /** Unused active credits (applied when the period closes, to their products). */
  activeCreditMicros: micros,
  /** Bills waiting for payment (UNPAID and OVERDUE) and their amount due. */
  unpaidBills: z.int().nonnegative(),
  unpaidMicros: micros,
  asOf: z.iso.datetime(),
  currency: z.literal('USD'),
});
export type BillingSummary = z.infer<typeof billingSummary>;

/** Cost per UTC day of the open period: days so far as run, later days as forecast. */
export const dailyCosts = z.object({
  period: billingPeriod,
  days: z.array(
    z.object({
      /** YYYY-MM-DD (UTC). */
      date: z.string(),
      amountMicros: micros,
      /** True for a day after now: what runs now, priced until the day ends. */
      projected: z.boolean(),
    }),
  ),
  asOf: z.iso.datetime(),
});
export type DailyCosts = z.infer<typeof dailyCosts>;

/** What a lifecycle change does to the hourly cost and the month-end forecast, if made now. */
export const forecastChange = z.object({
  period: billingPeriod,
  remainingSeconds: z.int().nonnegative(),
  currentHourlyMicros: micros,
  newHourlyMicros: micros,
  currentForecastMicros: micros,
  newForecastMicros: micros,
  /** newForecast - currentForecast (negative when the change saves money). */
  deltaMicros: z.int(),
});
export type ForecastChange = z.infer<typeof forecastChange>;

// ---- requests ------------------------------------------------------------------------------------

/** A client's key for one payment: the same key answers the first outcome again. */
const idempotencyKey = textRule('validation.required', (value) =>
  /^[A-Za-z0-9_-]{8,64}$/.test(value) ? undefined : 'api.idempotency-key-invalid',
);

const ofInstance = { instanceId: resourceId };

/** A change as a lifecycle dialog describes it, before it is made. */
export const forecastChangeRequest = z.discriminatedUnion(
  'action',
  [
    z.strictObject({
      action: z.literal('create'),
      edition: editionKey,
      vendor: catalogueKey,
      region: catalogueKey,
      sizeId: catalogueKey,
      storageGb: storageGb.optional(),
      /** Servers of that size (a cluster's line); 1 for an instance. */
      count: integerRule(1, 64, 'api.count-invalid').default(1),
    }),
    z.strictObject({ action: z.literal('changeSize'), ...ofInstance, sizeId: catalogueKey }),
    z.strictObject({ action: z.literal('changeStorage'), ...ofInstance, storageGb }),
    z.strictObject({ action: z.literal('start'), ...ofInstance }),
    z.strictObject({ action: z.literal('stop'), ...ofInstance }),
    z.strictObject({ action: z.literal('terminate'), ...ofInstance }),
  ],
  { error: 'validation.invalid-option' },
);
export type ForecastChangeRequest = z.output<typeof forecastChangeRequest>;

export const billingEndpoints = {
  summary: defineEndpoint({
    id: 'billing.summary',
    method: 'GET',
    path: v1('/billing/summary'),
    auth: 'user',
    extension: true,
    summary:
      "The open period's running total, month-end forecast, hourly rate, active credits and unpaid bills.",
    request: z.object({}),
    response: billingSummary,
  }),
  daily: defineEndpoint({
    id: 'billing.daily',
    method: 'GET',
    path: v1('/billing/daily'),
    auth: 'user',
    extension: true,
    summary:
      'Cost per UTC day of the open period (the chart): so far as run, the rest as forecast.',
    request: z.object({}),
    response: dailyCosts,
  }),
  bills: defineEndpoint({
    id: 'billing.bills',
    method: 'GET',
    path: v1('/billing/bill/list'),
    auth: 'user',
    extension: true,
    summary: "The caller's bills, newest period first, optionally of one status.",
    request: z.object({ ...pagingQuery, status: billStatus.optional() }),
    response: pageOf(bill),
  }),
  billDetail: defineEndpoint({
    id: 'billing.billDetail',
    method: 'GET',
    path: v1('/billing/bill/detail'),
    auth: 'user',
    extension: true,
    summary:
      "One of the caller's bills with its usage lines grouped by instance (404 for others').",
    request: z.object({ billId: resourceId }),
    response: billDetail,
  }),
  pay: defineEndpoint({
    id: 'billing.pay',
    method: 'POST',
    path: v1('/billing/bill/pay'),
    auth: 'user',
    extension: true,
    summary:
      'Pay an UNPAID or OVERDUE bill now with the default (or a chosen) payment method; the same idempotency key pays once.',
    request: z.strictObject({
      billId: resourceId,
      paymentMethodId: resourceId.optional(),
      idempotencyKey: idempotencyKey.optional(),
    }),
    response: bill,
  }),
  credits: defineEndpoint({
    id: 'billing.credits',
    method: 'GET',
    path: v1('/billing/credit/list'),
    auth: 'user',
    extension: true,
    summary: "The caller's credits, active ones first (soonest-expiring first), then the rest.",
    request: z.object({ ...pagingQuery }),
    response: pageOf(credit),
  }),
  invoices: defineEndpoint({
    id: 'billing.invoices',
    method: 'GET',
    path: v1('/billing/invoice/list'),
    auth: 'user',
    extension: true,
    summary: "The caller's invoices (one per PAID bill), newest first.",
    request: z.object({ ...pagingQuery }),
    response: pageOf(invoice),
  }),
  paymentMethods: defineEndpoint({
    id: 'billing.paymentMethods',
    method: 'GET',
    path: v1('/billing/paymentMethod/list'),
    auth: 'user',
    extension: true,
    summary: "The caller's payment methods, the default first.",
    request: z.object({}),
    response: z.object({ items: z.array(paymentMethodOnFile) }),
  }),
  addPaymentMethod: defineEndpoint({
    id: 'billing.addPaymentMethod',
    method: 'POST',
    path: v1('/billing/paymentMethod/add'),
    auth: 'user',
    extension: true,
    summary:
      'Add a card (verified by the payment provider); the first card, or one added with makeDefault, pays by default.',
    request: z.strictObject({
      paymentMethod: paymentMethodInput,
      makeDefault: z.boolean({ error: 'api.boolean-invalid' }).default(false),
    }),
    response: z.object({ paymentMethod: paymentMethodOnFile }),
  }),
  removePaymentMethod: defineEndpoint({
    id: 'billing.removePaymentMethod',
    method: 'POST',
    path: v1('/billing/paymentMethod/remove'),
    auth: 'user',
    extension: true,
    summary:
      'Remove a card: not the default while another exists, not the last while paid instances run or bills are unpaid.',
    request: z.strictObject({ paymentMethodId: resourceId }),
    response: noData,
  }),
  setDefaultPaymentMethod: defineEndpoint({
    id: 'billing.setDefaultPaymentMethod',
    method: 'POST',
    path: v1('/billing/paymentMethod/default'),
    auth: 'user',
    extension: true,
    summary: 'Choose the card that pays by default.',
    request: z.strictObject({ paymentMethodId: resourceId }),
    response: z.object({ paymentMethod: paymentMethodOnFile }),
  }),
  forecastChange: defineEndpoint({
    id: 'billing.forecastChange',
    method: 'POST',
    path: v1('/billing/forecast/change'),
    auth: 'user',
    extension: true,
    summary:
      "What a change made now (create, change size or storage, start, stop, terminate) does to the hourly cost and this month's forecast.",
    request: forecastChangeRequest,
    response: forecastChange,
  }),
} as const;
