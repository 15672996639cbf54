// Queries on payment methods on file (one per account; the provider keeps the card itself).
import { count, eq } from 'drizzle-orm';
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

export async function findPaymentMethod(
  db: Db,
  userId: string,
): Promise<PaymentMethodRow | undefined> {
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.userId, userId));
  return row;
}

/** Locks the account row for the rest of the transaction (serialises its payment changes). */
export async function lockAccount(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Deletes the account's methods; answers their provider tokens. */
export function deletePaymentMethods(db: Db, userId: string) {
  return db
    .delete(paymentMethods)
    .where(eq(paymentMethods.userId, userId))
    .returning({ token: paymentMethods.providerToken, provider: paymentMethods.provider });
}

export async function insertPaymentMethod(
  db: Db,
  values: NewPaymentMethod,
): Promise<PaymentMethodRow | undefined> {
  const [row] = await db.insert(paymentMethods).values(values).returning();
  return row;
}
