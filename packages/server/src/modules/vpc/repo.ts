// Queries of the VPC module: the regions' networks and the network each instance was created with.
import { and, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { instances } from '../../db/schema.ts';
import { instanceNetworks, vpcNetworks } from '../../db/schema-vpc.ts';

export type VpcNetworkRow = typeof vpcNetworks.$inferSelect;
export type InstanceNetworkRow = typeof instanceNetworks.$inferSelect;
export type NewInstanceNetwork = typeof instanceNetworks.$inferInsert;

export interface NetworkSave {
  vendor: string;
  region: string;
  vpcCidr: string;
  subnetCidr: string;
  publicAccess: boolean;
  updatedAt: Date;
  updatedBy: string;
}

export function allNetworks(db: Db): Promise<VpcNetworkRow[]> {
  return db.select().from(vpcNetworks);
}

export async function findNetwork(
  db: Db,
  vendor: string,
  region: string,
): Promise<VpcNetworkRow | undefined> {
  const [row] = await db
    .select()
    .from(vpcNetworks)
    .where(and(eq(vpcNetworks.vendor, vendor), eq(vpcNetworks.region, region)));
  return row;
}

/**
 * Saves a region's network as revision `from + 1`, only if its revision is still `from` (0: never
 * saved). Answers the saved row, or undefined when someone saved another revision meanwhile.
 */
export async function saveNetwork(
  db: Db,
  from: number,
  save: NetworkSave,
): Promise<VpcNetworkRow | undefined> {
  if (from === 0) {
    const [inserted] = await db
      .insert(vpcNetworks)
      .values({ ...save, revision: 1 })
      .onConflictDoNothing()
      .returning();
    return inserted;
  }
  const { vendor, region, ...settings } = save;
  const [updated] = await db
    .update(vpcNetworks)
    .set({ ...settings, revision: from + 1 })
    .where(
      and(
        eq(vpcNetworks.vendor, vendor),
        eq(vpcNetworks.region, region),
        eq(vpcNetworks.revision, from),
      ),
    )
    .returning();
  return updated;
}

export async function insertInstanceNetwork(tx: Db, values: NewInstanceNetwork): Promise<void> {
  await tx.insert(instanceNetworks).values(values);
}

export async function findInstanceNetwork(
  db: Db,
  instanceId: string,
): Promise<InstanceNetworkRow | undefined> {
  const [row] = await db
    .select()
    .from(instanceNetworks)
    .where(eq(instanceNetworks.instanceId, instanceId));
  return row;
}

/**
 * Live (not cancelled) instances per region and revision they were created on, for the staff's
 * view of who runs on which settings.
 */
export function liveInstancesByRevision(db: Db) {
  return db
    .select({
      vendor: instanceNetworks.vendor,
      region: instanceNetworks.region,
      revision: instanceNetworks.revision,
      n: count(),
    })
    .from(instanceNetworks)
    .innerJoin(instances, eq(instances.id, instanceNetworks.instanceId))
    .where(ne(instances.status, 'TERMINATED'))
    .groupBy(instanceNetworks.vendor, instanceNetworks.region, instanceNetworks.revision);
}
