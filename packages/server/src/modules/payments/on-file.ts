// Whether an account has a payment method on file (DECISIONS.md "Instance creation"): the one check
// instances, clusters and managers make before anything that is billed.
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentMethods } from '../../db/schema.ts';

export async function hasPaymentMethod(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId));
  return (row?.n ?? 0) > 0;
}
