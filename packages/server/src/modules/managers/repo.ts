// Queries of the managers module: which clusters a Manager instance serves.
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clusters, instances } from '../../db/schema.ts';

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

/**
 * The account's cluster stops being served by `managerId` (nothing happens when another Manager
 * took it over meanwhile). True when it was served by it.
 */
export async function releaseCluster(
  db: Db,
  userId: string,
  clusterId: string,
  managerId: string,
  now: Date,
): Promise<boolean> {
  const released = await db
    .update(clusters)
    .set({ managerId: null, updatedAt: now })
    .where(
      and(
        eq(clusters.id, clusterId),
        eq(clusters.userId, userId),
        eq(clusters.managerId, managerId),
      ),
    )
    .returning({ id: clusters.id });
  return released.length > 0;
}

/**
 * The live Manager of each of the account's clusters among `clusterIds` (a cancelled Manager
 * manages nothing any more).
 */
export async function managersOf(
  db: Db,
  userId: string,
  clusterIds: string[],
): Promise<Map<string, { managerId: string; managerName: string }>> {
  if (clusterIds.length === 0) return new Map();
  const rows = await db
    .select({ clusterId: clusters.id, managerId: instances.id, managerName: instances.name })
    .from(clusters)
    .innerJoin(instances, eq(instances.id, clusters.managerId))
    .where(
      and(
        inArray(clusters.id, clusterIds),
        eq(clusters.userId, userId),
        eq(instances.userId, userId),
        ne(instances.status, 'TERMINATED'),
      ),
    );
  return new Map(rows.map(({ clusterId, ...manager }) => [clusterId, manager]));
}
