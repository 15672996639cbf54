// Queries on payment methods on file (the provider keeps the card itself). An account may have
// several; one of them is the default (a partial unique index keeps it one).
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentMethods, users } from '../../db/schema.ts';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type NewPaymentMethod = typeof paymentMethods.$inferInsert;

export async function hasPaymentMethod(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId));
  return (row?.n ?? 0) > 0;
}

/** The account's methods, the default first, then newest first. */
export function listPaymentMethods(db: Db, userId: string): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId))
    .orderBy(
      desc(paymentMethods.isDefault),
      desc(paymentMethods.createdAt),
      asc(paymentMethods.id),
    );
}

export async function findPaymentMethod(
  db: Db,
  userId: string,
  methodId: string,
): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.id, methodId)));
  return row;
}

export async function findDefaultPaymentMethod(
  db: Db,
  userId: string,
): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.isDefault, true)));
  return row;
}

/** The customer id the provider knows the account by (from any of its methods). */
export async function findCustomerId(
  db: Db,
  userId: string,
  provider: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ customerId: paymentMethods.customerId })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.provider, provider)))
    .limit(1);
  return row?.customerId ?? undefined;
}

/** Locks the account row for the rest of the transaction (serialises its payment changes). */
export async function lockAccount(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function clearDefault(tx: Db, userId: string): Promise<void> {
  await tx
    .update(paymentMethods)
    .set({ isDefault: false })
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.isDefault, true)));
}

export async function makeDefault(tx: Db, userId: string, methodId: string) {
  const [row] = await tx
    .update(paymentMethods)
    .set({ isDefault: true })
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.id, methodId)))
    .returning();
  return row;
}

export async function deletePaymentMethod(tx: Db, userId: string, methodId: string) {
  const [row] = await tx
    .delete(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.id, methodId)))
    .returning();
  return row;
}

export async function insertPaymentMethod(
  db: Db,
  values: NewPaymentMethod,
): Promise<PaymentMethodRow | undefined> {
  const [row] = await db.insert(paymentMethods).values(values).returning();
  return row;
}
