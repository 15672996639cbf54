// Boot consistency (local and simulated mode): an instance whose row says its database is up but
// whose engine cannot be started again is not left saying so.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import type { CloudProvider } from '../providers/cloud-provider.ts';
import * as store from './store.ts';

/** Starts an engine that should run; a failed start is tried once more (a busy machine, a slow disk). */
export async function restartEngine(provider: CloudProvider, instanceId: string): Promise<boolean> {
  const inspection = await provider.inspect(instanceId);
  if (!inspection.shouldRun || inspection.state === 'running') return false;
  try {
    await provider.start(instanceId);
  } catch {
    await provider.start(instanceId);
  }
  return true;
}

/**
 * The engine of an instance that should be up did not start at boot (twice): the database died with
 * the last server and cannot come back. Unless a job of the instance resumes (it acts on the engine
 * and records its own failure), the row becomes ERROR with service state CRASH and 'providerFailed'
 * (DECISIONS.md: Error allows only terminate; the data stays on disk). A Powerhouse server's cluster
 * row follows it to ERROR (a job of any server of the cluster counts). Answers whether it was marked.
 */
export async function markEngineLost(
  db: Db,
  clock: Clock,
  log: FastifyBaseLogger,
  instanceId: string,
  error: unknown,
): Promise<boolean> {
  const clusterId = await store.clusterIdOf(db, instanceId);
  if (await store.hasUnfinishedJob(db, instanceId, clusterId)) {
    log.warn({ err: error, instanceId }, 'engine not restarted; its unfinished job resumes');
    return false;
  }
  const lost = {
    status: 'ERROR',
    serviceState: 'CRASH',
    failureReason: 'providerFailed',
    updatedAt: clock.now(),
  };
  const marked = await db.transaction(async (tx) => {
    const changed = await store.updateInstanceIfEngineUp(tx, instanceId, lost);
    // A Powerhouse cluster with a dead server is not RUNNING either: it follows (ERROR: only terminate).
    if (changed && clusterId) await store.updateClusterIfEngineUp(tx, clusterId, lost);
    return changed;
  });
  if (!marked) {
    log.warn({ err: error, instanceId }, 'engine not restarted');
    return false;
  }
  log.error(
    { err: error, instanceId },
    'engine lost: it did not start again, the instance is ERROR',
  );
  return true;
}
