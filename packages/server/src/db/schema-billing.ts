// Billing (issue 14): the meter's durable record of every instance's billed state, the usage it
// adds up per bill, bills, credits, payments and invoices. Money is integer micro-dollars
// (DECISIONS.md "Money"); times are whole seconds, UTC. docs/decisions.md "Billing" says why.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { instances, users } from './schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * The meter: one row per stretch of time an instance spent in one status with one size, storage
 * and price, written in the transaction of every change (src/db/meter.ts). The open row of an
 * instance has no `ended_at`; `accounted_until` says up to when its seconds are already added to a
 * bill's usage lines, so a period's close and a later change never count a second twice.
 */
export const meterIntervals = pgTable(
  'meter_intervals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => instances.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The Powerhouse cluster of a server (its bill lines group under the cluster). */
    clusterId: uuid('cluster_id'),
    status: text('status').notNull(),
    /** COMPUTE, STORAGE or NONE (@quiver/contract `meteredAs`). */
    meterClass: text('meter_class').notNull(),
    kind: text('kind').notNull(),
    type: text('type').notNull(),
    edition: text('edition').notNull(),
    sizeKey: text('size_key').notNull(),
    vcpu: integer('vcpu'),
    memoryGib: integer('memory_gib'),
    storageGb: integer('storage_gb').notNull(),
    vendor: text('vendor').notNull(),
    region: text('region').notNull(),
    /** Charged per hour in this stretch (0 for NONE and for the free tier). */
    unitPriceMicros: money('unit_price_micros'),
    /** The list price per hour (what the free tier would cost). */
    listUnitPriceMicros: money('list_unit_price_micros'),
    startedAt: at('started_at').notNull(),
    endedAt: at('ended_at'),
    accountedUntil: at('accounted_until').notNull(),
    /**
     * The seconds its usage line in the bill covering `accounted_until` already held when
     * `accounted_until` was last set. Only the open interval of an instance adds to its line from
     * then on, so what the open interval adds to the running total is the difference of its line's
     * rounded amounts, read here without reading the line (src/modules/billing/repo.ts).
     */
    lineSeconds: bigint('line_seconds', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('meter_intervals_one_open')
      .on(t.instanceId)
      .where(sql`${t.endedAt} is null`),
    index('meter_intervals_instance').on(t.instanceId, t.startedAt),
    index('meter_intervals_user_open')
      .on(t.userId)
      .where(sql`${t.endedAt} is null and ${t.meterClass} <> 'NONE'`),
  ],
);

/** Bill serial numbers (gaps allowed: a bill is a statement, not a tax document). */
export const billSerial = pgSequence('bill_serial_seq', { startWith: 1 });

/** One bill per account and period (spec §3 "Bill"); PENDING while the period is open. */
export const bills = pgTable(
  'bills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serialNumber: text('serial_number').notNull().unique(),
    periodStart: at('period_start').notNull(),
    /** Excluded; the end of the UTC month, or earlier when the period was closed early. */
    periodEnd: at('period_end').notNull(),
    /** PENDING, UNPAID, PAID, OVERDUE, CANCELED. */
    status: text('status').notNull().default('PENDING'),
    subtotalMicros: money('subtotal_micros'),
    listSubtotalMicros: money('list_subtotal_micros'),
    creditMicros: money('credit_micros'),
    carriedInMicros: money('carried_in_micros'),
    amountDueMicros: money('amount_due_micros'),
    carriedOutMicros: money('carried_out_micros'),
    /** The bill whose amount due took this one's carried-out amount. */
    carriedIntoBillId: uuid('carried_into_bill_id').references((): AnyPgColumn => bills.id),
    paidMicros: bigint('paid_micros', { mode: 'number' }),
    closedAt: at('closed_at'),
    dueAt: at('due_at'),
    paidAt: at('paid_at'),
    canceledAt: at('canceled_at'),
    lastPaymentError: text('last_payment_error'),
    lastPaymentErrorAt: at('last_payment_error_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('bills_user_period').on(t.userId, t.periodStart),
    index('bills_status_period_end').on(t.status, t.periodEnd),
    check('bills_period', sql`${t.periodStart} < ${t.periodEnd}`),
  ],
);

/**
 * A bill's usage lines, added up as the meter accounts seconds (src/db/meter.ts): one row per
 * instance, charge type, configuration and price. Amounts are computed from `seconds` once, half up.
 */
export const usageLines = pgTable(
  'usage_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    billId: uuid('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => instances.id, { onDelete: 'cascade' }),
    clusterId: uuid('cluster_id'),
    /** COMPUTE or STORAGE. */
    meterClass: text('meter_class').notNull(),
    kind: text('kind').notNull(),
    type: text('type').notNull(),
    edition: text('edition').notNull(),
    sizeKey: text('size_key').notNull(),
    vcpu: integer('vcpu'),
    memoryGib: integer('memory_gib'),
    storageGb: integer('storage_gb').notNull(),
    vendor: text('vendor').notNull(),
    region: text('region').notNull(),
    unitPriceMicros: money('unit_price_micros'),
    listUnitPriceMicros: money('list_unit_price_micros'),
    seconds: bigint('seconds', { mode: 'number' }).notNull().default(0),
    /** `seconds` at the unit price, rounded once (half up); kept as seconds are added. */
    amountMicros: money('amount_micros'),
    /** The same at the list price. */
    listAmountMicros: money('list_amount_micros'),
    firstAt: at('first_at').notNull(),
    lastAt: at('last_at').notNull(),
  },
  (t) => [
    uniqueIndex('usage_lines_key').on(
      t.billId,
      t.instanceId,
      t.meterClass,
      t.sizeKey,
      t.storageGb,
      t.unitPriceMicros,
      t.listUnitPriceMicros,
      t.type,
      t.edition,
      t.vendor,
      t.region,
    ),
  ],
);

/** A bill's cost per UTC day (the chart), added up with its lines. */
export const usageDays = pgTable(
  'usage_days',
  {
    billId: uuid('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    amountMicros: money('amount_micros'),
  },
  (t) => [primaryKey({ columns: [t.billId, t.day] })],
);

/** Credits (spec §3): granted by the admin command, applied to bills when they close. */
export const credits = pgTable(
  'credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    amountMicros: bigint('amount_micros', { mode: 'number' }).notNull(),
    usedMicros: money('used_micros'),
    /** The products (instance kinds) it pays for. */
    products: jsonb('products').$type<string[]>().notNull(),
    receivedAt: at('received_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** Voided by the admin command: never applied again (shown as EXPIRED). */
    voidedAt: at('voided_at'),
  },
  (t) => [
    index('credits_user').on(t.userId, t.expiresAt),
    check('credits_used', sql`${t.usedMicros} >= 0 and ${t.usedMicros} <= ${t.amountMicros}`),
  ],
);

/** What each credit paid of each bill (released when the bill is voided). */
export const creditApplications = pgTable(
  'credit_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creditId: uuid('credit_id')
      .notNull()
      .references(() => credits.id, { onDelete: 'cascade' }),
    billId: uuid('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    amountMicros: bigint('amount_micros', { mode: 'number' }).notNull(),
    appliedAt: at('applied_at').notNull(),
    releasedAt: at('released_at'),
  },
  (t) => [index('credit_applications_bill').on(t.billId)],
);

/**
 * Pay-now attempts. The provider is called with `provider_key`, so a retry of an attempt charges
 * once; one PENDING attempt per bill (a second click waits for the first).
 */
export const billPayments = pgTable(
  'bill_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    billId: uuid('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The client's idempotency key, when it sent one. */
    clientKey: text('client_key'),
    providerKey: text('provider_key').notNull().unique(),
    paymentMethodId: uuid('payment_method_id'),
    /** PENDING, SUCCEEDED, DECLINED, FAILED. */
    status: text('status').notNull(),
    amountMicros: bigint('amount_micros', { mode: 'number' }).notNull(),
    chargedMicros: bigint('charged_micros', { mode: 'number' }),
    providerChargeId: text('provider_charge_id'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('bill_payments_one_pending')
      .on(t.billId)
      .where(sql`${t.status} = 'PENDING'`),
    uniqueIndex('bill_payments_client_key')
      .on(t.billId, t.clientKey)
      .where(sql`${t.clientKey} is not null`),
  ],
);

/** Invoices (spec §3 "Invoice"): one per PAID bill, numbered without gaps. */
export const invoices = pgTable('invoices', {
  id: uuid('id').primaryKey().defaultRandom(),
  billId: uuid('bill_id')
    .notNull()
    .unique()
    .references(() => bills.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  serialNumber: text('serial_number').notNull().unique(),
  issuedAt: at('issued_at').notNull(),
  totalMicros: bigint('total_micros', { mode: 'number' }).notNull(),
});

/** Gapless counters (invoice numbers): one row per name, incremented under its row lock. */
export const billingCounters = pgTable('billing_counters', {
  name: text('name').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull(),
});

/** What happened to a bill, once each (closed, paid, overdue, carried, canceled): the audit trail. */
export const billEvents = pgTable(
  'bill_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    billId: uuid('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    at: at('at').notNull(),
    /** Which process did it (the job runner's id), for the two-process test and operators. */
    actor: text('actor'),
  },
  (t) => [index('bill_events_bill').on(t.billId)],
);
