// The job queue's queries: enqueuing (module services do it inside the transaction that accepts
// an action), claiming, recording steps, and the instance, cluster and backup rows the steps
// write. The runner and the step files hold the rules and the transactions.
import { and, asc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { syncMeter } from '../db/meter.ts';
import { backups, clusters, engineHost, instances, jobs } from '../db/schema.ts';

export type JobRow = typeof jobs.$inferSelect;
export type InstanceRow = typeof instances.$inferSelect;
export type ClusterRow = typeof clusters.$inferSelect;
type InstancePatch = Partial<typeof instances.$inferInsert>;

/** Columns whose change is a change of what an instance is billed as (src/db/meter.ts). */
const meteredColumns = ['status', 'sizeKey', 'storageGb', 'type', 'edition', 'vendor', 'region'];

/**
 * When a patch changes what an instance is billed as: its `updatedAt` (a metered change without
 * one is a programming error, refused so that no change escapes the meter's clock).
 */
function meteredAt(patch: InstancePatch): Date | undefined {
  if (!meteredColumns.some((column) => column in patch)) return undefined;
  if (!patch.updatedAt) throw new Error('a status, size or storage change needs updatedAt');
  return patch.updatedAt instanceof Date ? patch.updatedAt : new Date(patch.updatedAt);
}

/** Applies `patch` to the rows `update` touches and records the meter change with it. */
async function updateMetered(
  db: Db,
  patch: InstancePatch,
  update: (tx: Db) => Promise<string[]>,
): Promise<string[]> {
  const at = meteredAt(patch);
  if (!at) return update(db);
  return db.transaction(async (tx) => {
    const ids = await update(tx);
    await syncMeter(tx, ids, at);
    return ids;
  });
}
type ClusterPatch = Partial<typeof clusters.$inferInsert>;

/** Statuses in which an instance's database is up (or being brought up by its job). */
export const engineUpStatuses = [
  'RUNNING',
  'BACKUPING',
  'RECOVERING',
  'RESTARTING',
  'STARTING',
  'UPDATING',
  'EXTENDING',
];

// ---- enqueuing ----------------------------------------------------------------------------------

/**
 * Stores a pending job on an instance (a cluster's job sits on its first META server); answers
 * its id. The one-active-job index refuses a second unfinished job on the same instance.
 */
export async function enqueueJob(
  db: Db,
  job: { instanceId: string; kind: string; payload: Record<string, unknown> },
): Promise<string> {
  const [row] = await db
    .insert(jobs)
    .values({ ...job, step: 0 })
    .returning({ id: jobs.id });
  return row?.id ?? '';
}

// ---- claiming and recording ---------------------------------------------------------------------

/**
 * Stores a task that belongs to no instance (billing's period close, a bill's overdue day) unless
 * one with its key exists: every server may enqueue it, one row results. Answers whether it was new.
 */
export async function enqueueTask(
  db: Db,
  task: { kind: string; dedupeKey: string; runAt: Date | null; payload: Record<string, unknown> },
): Promise<boolean> {
  const inserted = await db
    .insert(jobs)
    .values({ ...task, instanceId: null, step: 0 })
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  return inserted.length > 0;
}

/**
 * Locks the oldest pending job that is due (no `run_at`, or one passed) and that no other runner
 * holds (skip locked); answers its id.
 */
export async function lockNextPending(tx: Db, now: Date): Promise<string | undefined> {
  const [next] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.status, 'pending'), or(isNull(jobs.runAt), lte(jobs.runAt, now))))
    .orderBy(asc(jobs.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  return next?.id;
}

/** `now() + seconds` on the database's clock (leases are compared there, whatever each process's clock says). */
const leaseEnd = (seconds: number) => sql`now() + ${seconds} * interval '1 second'`;

export async function markClaimed(
  tx: Db,
  jobId: string,
  runnerId: string,
  now: Date,
  leaseSeconds: number,
): Promise<JobRow | undefined> {
  const [claimed] = await tx
    .update(jobs)
    .set({
      status: 'running',
      lockedAt: now,
      lockedBy: runnerId,
      leaseUntil: leaseEnd(leaseSeconds),
      attempts: sql`${jobs.attempts} + 1`,
      updatedAt: now,
    })
    .where(eq(jobs.id, jobId))
    .returning();
  return claimed;
}

/** The runner still works on its running jobs: their leases run `leaseSeconds` from now. */
export async function extendLeases(
  db: Db,
  runnerId: string,
  leaseSeconds: number,
): Promise<number> {
  const extended = await db
    .update(jobs)
    .set({ leaseUntil: leaseEnd(leaseSeconds) })
    .where(and(eq(jobs.status, 'running'), eq(jobs.lockedBy, runnerId)))
    .returning({ id: jobs.id });
  return extended.length;
}

/**
 * Running jobs of other runners go back to pending (their finished steps stay done); answers how
 * many. `expiredOnly`: only those whose lease passed (their process stopped vouching for them);
 * otherwise every one (the one process on a database starts: whoever ran them is gone).
 */
export async function reclaimJobs(db: Db, runnerId: string, expiredOnly = false): Promise<number> {
  const reclaimed = await db
    .update(jobs)
    .set({ status: 'pending', lockedAt: null, lockedBy: null, leaseUntil: null })
    .where(
      and(
        eq(jobs.status, 'running'),
        sql`${jobs.lockedBy} is distinct from ${runnerId}`,
        expiredOnly ? sql`(${jobs.leaseUntil} is null or ${jobs.leaseUntil} < now())` : undefined,
      ),
    )
    .returning({ id: jobs.id });
  return reclaimed.length;
}

/** The job's next step is `step` (the steps before it are done and never run again). */
export async function setJobStep(db: Db, jobId: string, step: number, now: Date): Promise<void> {
  await db.update(jobs).set({ step, updatedAt: now }).where(eq(jobs.id, jobId));
}

export async function finishJob(
  db: Db,
  jobId: string,
  outcome: { status: 'done' | 'failed'; error: string | null; now: Date },
): Promise<void> {
  await db
    .update(jobs)
    .set({
      status: outcome.status,
      error: outcome.error,
      // A root password verifier is needed only while the job runs: an ended job keeps none.
      payload: sql`${jobs.payload} - ${'rootPasswordHash'}::text`,
      lockedAt: null,
      lockedBy: null,
      leaseUntil: null,
      updatedAt: outcome.now,
    })
    .where(eq(jobs.id, jobId));
}

/**
 * A failed task waits for another try at `runAt` (pending again, the error of this try kept); its
 * `attempts` already count this try.
 */
export async function retryJobLater(
  db: Db,
  jobId: string,
  retry: { error: string; runAt: Date; now: Date },
): Promise<void> {
  await db
    .update(jobs)
    .set({
      status: 'pending',
      error: retry.error,
      runAt: retry.runAt,
      lockedAt: null,
      lockedBy: null,
      leaseUntil: null,
      updatedAt: retry.now,
    })
    .where(eq(jobs.id, jobId));
}

export function unfinishedJobs(db: Db, instanceIds: string[]): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(
      and(inArray(jobs.instanceId, instanceIds), inArray(jobs.status, ['pending', 'running'])),
    );
}

// ---- the rows jobs act on -----------------------------------------------------------------------

export async function findInstance(db: Db, id: string): Promise<InstanceRow | undefined> {
  const [row] = await db.select().from(instances).where(eq(instances.id, id));
  return row;
}

export async function updateInstance(db: Db, id: string, patch: InstancePatch): Promise<void> {
  await updateMetered(db, patch, async (tx) => {
    await tx.update(instances).set(patch).where(eq(instances.id, id));
    return [id];
  });
}

export async function findCluster(db: Db, id: string): Promise<ClusterRow | undefined> {
  const [row] = await db.select().from(clusters).where(eq(clusters.id, id));
  return row;
}

export function serversOf(db: Db, clusterId: string): Promise<InstanceRow[]> {
  return db.select().from(instances).where(eq(instances.clusterId, clusterId));
}

export async function updateCluster(db: Db, id: string, patch: ClusterPatch): Promise<void> {
  await db.update(clusters).set(patch).where(eq(clusters.id, id));
}

export async function updateServersOf(
  db: Db,
  clusterId: string,
  patch: InstancePatch,
): Promise<void> {
  await updateMetered(db, patch, async (tx) => {
    const rows = await tx
      .update(instances)
      .set(patch)
      .where(eq(instances.clusterId, clusterId))
      .returning({ id: instances.id });
    return rows.map((row) => row.id);
  });
}

/** Instances in one of `statuses`, with their vendor (engine restarts, metric samples). */
export function instancesIn(db: Db, statuses: string[]) {
  return db
    .select({ id: instances.id, vendor: instances.vendor })
    .from(instances)
    .where(inArray(instances.status, statuses));
}

/** Where every instance not terminated holds capacity (given back to the providers at boot). */
export function livePlacements(db: Db) {
  return db
    .select({ id: instances.id, vendor: instances.vendor, region: instances.region })
    .from(instances)
    .where(ne(instances.status, 'TERMINATED'));
}

// ---- backups ------------------------------------------------------------------------------------

/** The provider deleted an instance's copies with it (DECISIONS.md: backups go with it). */
export async function markBackupsDeleted(db: Db, instanceId: string): Promise<void> {
  await db.update(backups).set({ status: 'DELETED' }).where(eq(backups.instanceId, instanceId));
}

export async function completeBackup(
  db: Db,
  backupId: string,
  copy: { bytes: number; nodes: number; edges: number; completedAt: Date },
): Promise<void> {
  await db
    .update(backups)
    .set({
      status: 'AVAILABLE',
      sizeBytes: copy.bytes,
      nodes: copy.nodes,
      edges: copy.edges,
      completedAt: copy.completedAt,
    })
    .where(eq(backups.id, backupId));
}

export async function failBackup(db: Db, backupId: string): Promise<void> {
  await db.update(backups).set({ status: 'BACKUP_FAILED' }).where(eq(backups.id, backupId));
}

// ---- an engine lost at boot ---------------------------------------------------------------------

/** The cluster an instance is a server of, or null. */
export async function clusterIdOf(db: Db, instanceId: string): Promise<string | null> {
  const [server] = await db
    .select({ clusterId: instances.clusterId })
    .from(instances)
    .where(eq(instances.id, instanceId));
  return server?.clusterId ?? null;
}

/**
 * Whether an unfinished job will act on the instance: its own, or (for a cluster's server) a job
 * on any server of its cluster, since a cluster job resumes for the whole cluster.
 */
export async function hasUnfinishedJob(
  db: Db,
  instanceId: string,
  clusterId: string | null,
): Promise<boolean> {
  const jobOwners = clusterId
    ? db.select({ id: instances.id }).from(instances).where(eq(instances.clusterId, clusterId))
    : [instanceId];
  const [unfinished] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(inArray(jobs.instanceId, jobOwners), inArray(jobs.status, ['pending', 'running'])))
    .limit(1);
  return unfinished !== undefined;
}

/** Sets `patch` on the instance while its database is meant to be up; answers whether it did. */
export async function updateInstanceIfEngineUp(
  db: Db,
  instanceId: string,
  patch: InstancePatch,
): Promise<boolean> {
  const ids = await updateMetered(db, patch, async (tx) => {
    const rows = await tx
      .update(instances)
      .set(patch)
      .where(and(eq(instances.id, instanceId), inArray(instances.status, engineUpStatuses)))
      .returning({ id: instances.id });
    return rows.map((row) => row.id);
  });
  return ids.length > 0;
}

export async function updateClusterIfEngineUp(
  db: Db,
  clusterId: string,
  patch: ClusterPatch,
): Promise<void> {
  await db
    .update(clusters)
    .set(patch)
    .where(and(eq(clusters.id, clusterId), inArray(clusters.status, engineUpStatuses)));
}

// ---- the engine host (several processes on one PostgreSQL, src/engine-host.ts) ----------------

export type EngineHostRow = typeof engineHost.$inferSelect;

/** The process that now runs the engines and the queue writes where its relay endpoint listens. */
export async function recordEngineHost(
  db: Db,
  host: { address: string; runnerId: string; pid: number; since: Date },
): Promise<void> {
  await db
    .insert(engineHost)
    .values({ id: 1, ...host })
    .onConflictDoUpdate({ target: engineHost.id, set: host });
}

export async function findEngineHost(db: Db): Promise<EngineHostRow | undefined> {
  const [row] = await db.select().from(engineHost).where(eq(engineHost.id, 1));
  return row;
}
