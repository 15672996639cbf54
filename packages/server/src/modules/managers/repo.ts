// Queries of the managers module: which clusters a Manager instance serves.
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clusters } from '../../db/schema.ts';

/** The account's live clusters among `clusterIds` are served by `managerId` from now on. */
export async function assignManager(
  tx: Db,
  userId: string,
  clusterIds: string[],
  managerId: string,
  now: Date,
): Promise<void> {
  await tx
    .update(clusters)
    .set({ managerId, updatedAt: now })
    .where(
      and(
        inArray(clusters.id, clusterIds),
        eq(clusters.userId, userId),
        ne(clusters.status, 'TERMINATED'),
      ),
    );
}
