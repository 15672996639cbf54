// The instance guide (DECISIONS.md): true while the account has no instance. Counts every instance
// row of the account; the instance engine (issue 6) owns the rest of the instances module.
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { instances } from '../../db/schema.ts';

export async function instanceGuideDue(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(instances).where(eq(instances.userId, userId));
  return (row?.n ?? 0) === 0;
}
