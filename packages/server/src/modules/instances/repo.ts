// Queries on instances. Every function takes the account it acts for: no query reaches another
// account's instance by accident.
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { instances } from '../../db/schema.ts';

/** Every instance row of the account, whatever its kind and status. */
export async function countInstancesOf(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(instances).where(eq(instances.userId, userId));
  return row?.n ?? 0;
}
