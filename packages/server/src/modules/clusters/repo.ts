// Queries on Powerhouse clusters and their servers (instance rows with the cluster's id). Every
// function takes the account it acts for (or runs inside a transaction on a cluster the service
// already found for it). "Visible" clusters are the live ones, and Cancelled ones until
// `listedSince` (the service's rule: 7 days after termination).
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectListed, selectListedPage, type Page, type PageRequest } from '../../db/listing.ts';
import { syncMeter } from '../../db/meter.ts';
import { clusters, instances } from '../../db/schema.ts';

export type ClusterRow = typeof clusters.$inferSelect;
export type NewCluster = typeof clusters.$inferInsert;
export type ServerRow = typeof instances.$inferSelect;
export type NewServer = typeof instances.$inferInsert;

/** The account's visible clusters among `ids`. */
export function findVisible(
  db: Db,
  userId: string,
  ids: string[],
  listedSince: Date,
): Promise<ClusterRow[]> {
  return selectListed(db, clusters, { userId, ids, listedSince });
}

/** A page of the account's visible clusters, newest first. */
export function listVisible(
  db: Db,
  userId: string,
  filter: { status?: string | undefined; name?: string | undefined },
  listedSince: Date,
  page: PageRequest,
): Promise<Page<ClusterRow>> {
  const where = filter.status
    ? {
        key: 'status',
        where: () => eq(clusters.status, sql.placeholder('status')),
        values: { status: filter.status },
      }
    : undefined;
  const order = [desc(clusters.createdAt), desc(clusters.id)];
  return selectListedPage(
    db,
    clusters,
    { userId, listedSince, where, name: filter.name, order },
    page,
  );
}

/** The servers of clusters the service already found for the caller. */
export function serversOf(db: Db, clusterIds: string[]): Promise<ServerRow[]> {
  return db.select().from(instances).where(inArray(instances.clusterId, clusterIds));
}

/** Whether a live cluster of the account has this name (names are unique among them). */
export async function liveNameTaken(db: Db, userId: string, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: clusters.id })
    .from(clusters)
    .where(
      and(eq(clusters.userId, userId), eq(clusters.name, name), ne(clusters.status, 'TERMINATED')),
    )
    .limit(1);
  return row !== undefined;
}

export async function renameCluster(
  db: Db,
  userId: string,
  id: string,
  name: string,
  now: Date,
): Promise<void> {
  await db
    .update(clusters)
    .set({ name, updatedAt: now })
    .where(and(eq(clusters.id, id), eq(clusters.userId, userId)));
}

/** A Manager instance of the account (the one serving a cluster). */
export async function findManager(
  db: Db,
  userId: string,
  managerId: string,
): Promise<ServerRow | undefined> {
  const [manager] = await db
    .select()
    .from(instances)
    .where(and(eq(instances.id, managerId), eq(instances.userId, userId)));
  return manager;
}

export async function insertCluster(tx: Db, values: NewCluster): Promise<void> {
  await tx.insert(clusters).values(values);
}

/** Inserts a cluster's servers (in the caller's transaction) and opens their meter records. */
export async function insertServers(tx: Db, values: NewServer[]): Promise<ServerRow[]> {
  const servers = await tx.insert(instances).values(values).returning();
  for (const server of servers) await syncMeter(tx, [server.id], server.createdAt);
  return servers;
}

/** The account's cluster, locked for the rest of the transaction. */
export async function lockCluster(
  tx: Db,
  userId: string,
  id: string,
): Promise<ClusterRow | undefined> {
  const [row] = await tx
    .select()
    .from(clusters)
    .where(and(eq(clusters.id, id), eq(clusters.userId, userId)))
    .for('update');
  return row;
}

/** The servers of a locked cluster, by name. */
export function serversByName(tx: Db, clusterId: string): Promise<ServerRow[]> {
  return tx
    .select()
    .from(instances)
    .where(eq(instances.clusterId, clusterId))
    .orderBy(asc(instances.name));
}

/** The status an accepted action moves the cluster and its servers to (its job does the rest). */
export async function moveCluster(
  tx: Db,
  clusterId: string,
  move: { status: string; serviceState: string | null; updatedAt: Date },
): Promise<void> {
  await tx
    .update(clusters)
    .set({ ...move, failureReason: null })
    .where(eq(clusters.id, clusterId));
  const servers = await tx
    .update(instances)
    .set(move)
    .where(eq(instances.clusterId, clusterId))
    .returning({ id: instances.id });
  await syncMeter(
    tx,
    servers.map((server) => server.id),
    move.updatedAt,
  );
}
