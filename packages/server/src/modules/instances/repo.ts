// Queries on instances and capacity requests. Every function takes the account it acts for (or
// runs inside a transaction on a row the service already found for it): no query reaches another
// account's instance by accident. "Visible" rows are the live ones, and Cancelled ones until
// `listedSince` (the service's rule: 7 days after termination); Powerhouse servers are reached
// through their cluster only.
import { and, count, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectListed, selectListedPage, type Page, type PageRequest } from '../../db/listing.ts';
import { syncMeter } from '../../db/meter.ts';
import { capacityRequests, instances } from '../../db/schema.ts';

export type InstanceRow = typeof instances.$inferSelect;
export type NewInstance = typeof instances.$inferInsert;
export type CapacityRequestRow = typeof capacityRequests.$inferSelect;

/** Powerhouse servers are listed in their cluster, not as instances. */
const notAServer = () => isNull(instances.clusterId);

/** The account's visible instances among `ids` (a detail, the status poll). */
export function findVisible(
  db: Db,
  userId: string,
  ids: string[],
  listedSince: Date,
): Promise<InstanceRow[]> {
  return selectListed(db, instances, {
    userId,
    ids,
    listedSince,
    also: { key: 'instances', where: notAServer },
  });
}

/**
 * The account's visible instances among `ids`, Powerhouse servers included (what a server alone
 * is asked for: its monitoring and its log).
 */
export function findVisibleWithServers(
  db: Db,
  userId: string,
  ids: string[],
  listedSince: Date,
): Promise<InstanceRow[]> {
  return selectListed(db, instances, { userId, ids, listedSince });
}

/** A page of the account's visible instances of `kinds`, newest first. */
export function listVisible(
  db: Db,
  userId: string,
  filter: { kinds: string[]; status?: string | undefined; name?: string | undefined },
  listedSince: Date,
  page: PageRequest,
): Promise<Page<InstanceRow>> {
  const byStatus = Boolean(filter.status);
  const where = {
    key: byStatus ? 'instances_status' : 'instances',
    where: () =>
      and(
        notAServer(),
        sql`${instances.kind} = any(${sql.placeholder('kinds')}::text[])`,
        byStatus ? eq(instances.status, sql.placeholder('status')) : undefined,
      ),
    values: { kinds: filter.kinds, ...(byStatus ? { status: filter.status } : {}) },
  };
  const order = [desc(instances.createdAt), desc(instances.id)];
  return selectListedPage(
    db,
    instances,
    { userId, listedSince, where, name: filter.name, order },
    page,
  );
}

/** Live instances of the account by kind; a Powerhouse cluster counts once, however many servers. */
export async function countLiveByKind(db: Db, userId: string) {
  return db
    .select({
      kind: instances.kind,
      n: sql<number>`count(distinct coalesce(${instances.clusterId}, ${instances.id}))`.mapWith(
        Number,
      ),
    })
    .from(instances)
    .where(and(eq(instances.userId, userId), ne(instances.status, 'TERMINATED')))
    .groupBy(instances.kind);
}

/** Every instance row of the account, whatever its kind and status. */
export async function countInstancesOf(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(instances).where(eq(instances.userId, userId));
  return row?.n ?? 0;
}

/** How many live (not terminated) instance rows of the account match `where`. */
async function countLive(db: Db, userId: string, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(instances)
    .where(and(eq(instances.userId, userId), ne(instances.status, 'TERMINATED'), where));
  return row?.n ?? 0;
}

/** Whether a live instance of the account has this name (names are unique among them). */
export async function liveNameTaken(db: Db, userId: string, name: string): Promise<boolean> {
  return (await countLive(db, userId, eq(instances.name, name))) > 0;
}

/**
 * Whether the account holds its one FREE slot: a live FREE Blaze instance, or a free cluster (whose
 * META server is a FREE instance row). The unique index `instances_one_free` is the final word.
 */
export async function holdsFreeSlot(db: Db, userId: string): Promise<boolean> {
  return (await countLive(db, userId, eq(instances.type, 'FREE'))) > 0;
}

export async function renameInstance(
  db: Db,
  userId: string,
  id: string,
  name: string,
  now: Date,
): Promise<InstanceRow | undefined> {
  const [updated] = await db
    .update(instances)
    .set({ name, updatedAt: now })
    .where(and(eq(instances.id, id), eq(instances.userId, userId)))
    .returning();
  return updated;
}

/** Inserts an instance (in the caller's transaction) and opens its meter record at its creation. */
export async function insertInstance(tx: Db, values: NewInstance): Promise<InstanceRow> {
  const [created] = await tx.insert(instances).values(values).returning();
  if (!created) throw new Error('insert returned no row');
  await syncMeter(tx, [created.id], created.createdAt);
  return created;
}

/**
 * The account's instance, locked for the rest of the transaction: a second action on it waits.
 * FOR NO KEY UPDATE, the lock an UPDATE of the row takes: it still lets other transactions insert
 * rows that reference the instance (their foreign key check takes a key-share lock). A period's
 * close, holding the account's open meter intervals, writes usage lines for the instance; with
 * FOR UPDATE here it waited for this action while the action's meter change waited for those
 * intervals, and PostgreSQL ended one of them as a deadlock.
 */
export async function lockInstance(
  tx: Db,
  userId: string,
  id: string,
): Promise<InstanceRow | undefined> {
  const [row] = await tx
    .select()
    .from(instances)
    .where(and(eq(instances.id, id), eq(instances.userId, userId)))
    .for('no key update');
  return row;
}

/** The status an accepted action moves the instance to (its job does the rest). */
export async function moveInstance(
  tx: Db,
  id: string,
  move: { status: string; serviceState: string | null; updatedAt: Date },
): Promise<void> {
  await tx
    .update(instances)
    .set({ ...move, failureReason: null })
    .where(eq(instances.id, id));
  await syncMeter(tx, [id], move.updatedAt);
}

/** Stores a capacity request unless the same one is open (then nothing happens). */
export async function insertCapacityRequest(
  db: Db,
  values: typeof capacityRequests.$inferInsert,
): Promise<void> {
  await db.insert(capacityRequests).values(values).onConflictDoNothing();
}

export async function findOpenCapacityRequest(
  db: Db,
  userId: string,
  place: { vendor: string; region: string; sizeKey: string },
): Promise<CapacityRequestRow | undefined> {
  const [open] = await db
    .select()
    .from(capacityRequests)
    .where(
      and(
        eq(capacityRequests.userId, userId),
        eq(capacityRequests.vendor, place.vendor),
        eq(capacityRequests.region, place.region),
        eq(capacityRequests.sizeKey, place.sizeKey),
        eq(capacityRequests.status, 'OPEN'),
      ),
    );
  return open;
}
