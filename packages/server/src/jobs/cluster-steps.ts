// Jobs that act on a group of servers: every lifecycle operation of a Powerhouse cluster (each step
// done on every server of the cluster through its provider) and the upgrade of a Manager instance.
// The job row sits on the cluster's first META server (jobs.instance_id), so the one-active-job
// index allows one operation per cluster. Like src/jobs/steps.ts, every step is safe to repeat:
// a resumed job runs the step it crashed in again (provision, start, stop and terminate are
// idempotent in every provider).
import type { MessageKey } from '@quiver/contract';
import type { InstanceStatus, LogLevelNumber, ServiceState } from '@quiver/validation';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import { ProviderError, type CloudProviders } from '../providers/index.ts';
import { StepFailure, type JobPayload, type SizeLookup } from './steps.ts';
import * as store from './store.ts';
import type { ClusterRow, InstanceRow as ServerRow, JobRow } from './store.ts';

/** Settings a configure job writes (update/config and update/network). */
export interface ClusterSettings {
  memoryThreshold?: number;
  logLevel?: number;
  nodeIdCache?: number;
  port?: number;
  allowedIps?: { ip: string; description: string }[];
}

/** What the cluster service stores with a group job, beside the plan. */
export interface GroupPayload extends JobPayload {
  /** The cluster acted on; absent for a Manager upgrade (the job's instance is the target). */
  clusterId?: string;
  /** upgrade: the version to run. */
  version?: string;
  /** configure: the new settings. */
  settings?: ClusterSettings;
  /** create and resetRootPassword: the root password's verifier (never the password). */
  rootPasswordHash?: string;
}

/** Job kinds this file carries out: `cluster.<action>` and `manager.upgrade`. */
export function isGroupJob(kind: string): boolean {
  return kind.startsWith('cluster.') || kind === 'manager.upgrade';
}

export interface GroupJobContext {
  db: Db;
  clock: Clock;
  sizes: SizeLookup;
  log: FastifyBaseLogger;
  providers: CloudProviders;
}

interface Group {
  cluster: ClusterRow | undefined;
  servers: ServerRow[];
}

interface StepInput extends GroupJobContext {
  group: Group;
  payload: GroupPayload;
}
type Work = (input: StepInput) => Promise<void>;

const provider = (context: GroupJobContext, server: ServerRow) =>
  context.providers.forVendor(server.vendor);

/**
 * The address clients use: the first META server's by name (it routes statements to the shards;
 * the cluster's queries run there too, `ClusterService.entryServer`).
 */
function clusterAddress(servers: ServerRow[]): string | null {
  const byName = [...servers].sort((a, b) => a.name.localeCompare(b.name));
  const meta = byName.find((server) => server.role === 'GRAPH_V5_META_SERVER');
  return (meta ?? byName[0])?.serviceAddress ?? null;
}

async function reload(context: GroupJobContext, group: Group, jobInstanceId: string) {
  const fresh = await loadGroup(context.db, group.cluster?.id, jobInstanceId);
  group.cluster = fresh.cluster;
  group.servers = fresh.servers;
}

async function loadGroup(
  db: Db,
  clusterId: string | undefined,
  instanceId: string,
): Promise<Group> {
  if (!clusterId) {
    const server = await store.findInstance(db, instanceId);
    return { cluster: undefined, servers: server ? [server] : [] };
  }
  const cluster = await store.findCluster(db, clusterId);
  const servers = await store.serversOf(db, clusterId);
  return { cluster, servers };
}

const provisionAll: Work = async (input) => {
  const { db, clock, group } = input;
  for (const server of group.servers) {
    const size = input.sizes(server.sizeKey);
    if (!size) throw new StepFailure('productNotFound');
    try {
      const result = await provider(input, server).provision({
        instanceId: server.id,
        vendor: server.vendor,
        region: server.region,
        sizeKey: size.key,
        vcpu: size.vcpu,
        memoryGiB: size.memoryGiB,
        storageGb: server.storageGb,
        version: server.version,
        port: server.port,
        memoryThresholdPercent: server.memoryThreshold,
        logLevel: server.logLevel as LogLevelNumber,
        nodeIdCache: server.nodeIdCache,
        allowedIps: server.allowedIps.map((entry) => entry.ip),
        // The verifier travels in the create job only (the runner drops it when the job ends).
        ...(input.payload.rootPasswordHash
          ? { rootPasswordHash: input.payload.rootPasswordHash }
          : {}),
      });
      server.serviceAddress = result.serviceAddress;
      await store.updateInstance(db, server.id, {
        serviceAddress: result.serviceAddress,
        updatedAt: clock.now(),
      });
    } catch (error) {
      if (error instanceof ProviderError && error.code === 'sold-out')
        throw new StepFailure('soldOut');
      if (error instanceof ProviderError && error.code === 'occupied')
        throw new StepFailure('occupied');
      throw error;
    }
  }
  if (group.cluster)
    await store.updateCluster(db, group.cluster.id, {
      serviceAddress: clusterAddress(group.servers),
    });
};

/** Every server must fit before any starts: a cluster starts whole or not at all. */
const startAll: Work = async (input) => {
  for (const server of input.group.servers) {
    const fit = await provider(input, server).memoryFit(server.id);
    if (!fit.fits) throw new StepFailure('startNoMemory');
  }
  for (const server of input.group.servers) await provider(input, server).start(server.id);
};

const stopAll: Work = async (input) => {
  for (const server of input.group.servers) await provider(input, server).stop(server.id);
};

/** One server after another, so the rest of the cluster keeps serving. */
const restartAll: Work = async (input) => {
  for (const server of input.group.servers) {
    await provider(input, server).stop(server.id);
    await provider(input, server).start(server.id);
  }
};

const terminateAll: Work = async (input) => {
  const { db, group } = input;
  for (const server of group.servers) {
    await provider(input, server).terminate(server.id);
    await store.updateInstance(db, server.id, { serviceAddress: null });
    // The cluster's backups (their rows sit on its first server) go with it.
    await store.markBackupsDeleted(db, server.id);
  }
  if (group.cluster) await store.updateCluster(db, group.cluster.id, { serviceAddress: null });
};

/**
 * Hands the new settings to every server's provider and keeps them on the cluster and the server
 * rows (a new port or memory threshold takes effect at the next start: a port change restarts).
 */
const writeSettings: Work = async (input) => {
  const { db, clock, group, payload } = input;
  const settings = payload.settings ?? {};
  const { allowedIps, port, memoryThreshold, logLevel, nodeIdCache } = settings;
  const common = {
    ...(memoryThreshold !== undefined ? { memoryThreshold } : {}),
    ...(logLevel !== undefined ? { logLevel } : {}),
    ...(nodeIdCache !== undefined ? { nodeIdCache } : {}),
    ...(allowedIps !== undefined ? { allowedIps } : {}),
    ...(port !== undefined ? { port } : {}),
    updatedAt: clock.now(),
  };
  for (const server of group.servers) {
    const result = await provider(input, server).configure(server.id, {
      ...(port !== undefined ? { port } : {}),
      ...(memoryThreshold !== undefined ? { memoryThresholdPercent: memoryThreshold } : {}),
      ...(logLevel !== undefined ? { logLevel: logLevel as LogLevelNumber } : {}),
      ...(nodeIdCache !== undefined ? { nodeIdCache } : {}),
      ...(allowedIps !== undefined ? { allowedIps: allowedIps.map((entry) => entry.ip) } : {}),
    });
    // A server still being created has no address yet; the new port shows at its start.
    if (server.serviceAddress !== null) server.serviceAddress = result.serviceAddress;
    await store.updateInstance(db, server.id, { ...common, serviceAddress: server.serviceAddress });
  }
  if (group.cluster)
    await store.updateCluster(db, group.cluster.id, {
      ...common,
      serviceAddress: clusterAddress(group.servers),
    });
};

/**
 * A new version: running servers restart one after another on it, stopped ones take it at their
 * next start. The local driver runs one engine build for every version, so there the upgrade is
 * the rolling restart and the recorded version.
 */
const upgradeAll: Work = async (input) => {
  const { db, clock, group, payload } = input;
  const version = payload.version;
  if (!version) throw new StepFailure('productNotFound');
  for (const server of group.servers) {
    const cloud = provider(input, server);
    if ((await cloud.inspect(server.id)).state === 'running') {
      await cloud.stop(server.id);
      await cloud.start(server.id);
    }
    await store.updateInstance(db, server.id, { version, updatedAt: clock.now() });
  }
  if (group.cluster)
    await store.updateCluster(db, group.cluster.id, { version, updatedAt: clock.now() });
};

/** Every server gets the new password's verifier (never the password), then restarts on it. */
const resetPassword: Work = async (input) => {
  const { group, payload } = input;
  const hash = payload.rootPasswordHash;
  if (!group.cluster || !hash) throw new StepFailure('providerFailed');
  for (const server of group.servers)
    await provider(input, server).setRootPassword(server.id, hash);
  await restartAll(input);
};

/** One backup of the cluster: a copy of every server under the same backup id. */
const backupAll: Work = async (input) => {
  const { db, clock, group, payload } = input;
  const backupId = payload.backupId ?? '';
  const total = { bytes: 0, nodes: 0, edges: 0 };
  for (const server of group.servers) {
    const copy = await provider(input, server).snapshot(server.id, backupId);
    total.bytes += copy.bytes;
    total.nodes += copy.nodes;
    total.edges += copy.edges;
  }
  await store.completeBackup(db, backupId, { ...total, completedAt: clock.now() });
};

/** Every server back to its copy in the backup (the cluster then starts again: STARTING). */
const recoverAll: Work = async (input) => {
  const backupId = input.payload.backupId ?? '';
  for (const server of input.group.servers) {
    try {
      await provider(input, server).restore(server.id, backupId);
    } catch (error) {
      if (error instanceof ProviderError && error.code === 'backup-missing')
        throw new StepFailure('backupNotFound');
      throw error;
    }
  }
};

const work: Record<string, Partial<Record<InstanceStatus, Work>>> = {
  'cluster.create': { DEPLOYING: provisionAll },
  'cluster.start': { STARTING: startAll },
  'cluster.stop': { STOPPING: stopAll },
  'cluster.restart': { RESTARTING: restartAll },
  'cluster.terminate': { TERMINATING: terminateAll },
  'cluster.configure': { UPDATING: writeSettings, RESTARTING: restartAll },
  'cluster.upgrade': { UPDATING: upgradeAll },
  'cluster.resetRootPassword': { RESTARTING: resetPassword },
  'cluster.backup': { BACKUPING: backupAll },
  'cluster.recover': { RECOVERING: recoverAll },
  'manager.upgrade': { UPDATING: upgradeAll },
};

async function setStatus(
  context: GroupJobContext,
  group: Group,
  jobInstanceId: string,
  patch: {
    status: InstanceStatus;
    serviceState: ServiceState | null;
    failureReason?: string | null;
    terminatedAt?: Date;
  },
): Promise<void> {
  const { db, clock } = context;
  const values = { ...patch, updatedAt: clock.now() };
  await db.transaction(async (tx) => {
    if (group.cluster) {
      await store.updateCluster(tx, group.cluster.id, values);
      const { failureReason: _reason, ...serverValues } = values;
      await store.updateServersOf(tx, group.cluster.id, serverValues);
    } else {
      await store.updateInstance(tx, jobInstanceId, values);
    }
  });
}

/** After a failure, bring every server to the status the group falls back to (best effort). */
async function settle(context: GroupJobContext, group: Group, status: InstanceStatus) {
  for (const server of group.servers) {
    const cloud = provider(context, server);
    try {
      const state = (await cloud.inspect(server.id)).state;
      if (status === 'STOPPED' && state === 'running') await cloud.stop(server.id);
      if (status === 'RUNNING' && state !== 'running' && state !== 'missing')
        await cloud.start(server.id);
    } catch (error) {
      context.log.warn({ err: error, instanceId: server.id }, 'server not settled after failure');
    }
  }
}

export type GroupJobOutcome = { status: 'done' | 'failed'; error: string | null } | undefined;

/**
 * Runs a group job from its recorded step. Answers how it ended, or undefined when it stopped
 * after `maxSteps` steps (left `running`, as a crashed process would leave it).
 */
export async function runGroupJob(
  context: GroupJobContext,
  job: JobRow,
  maxSteps = Number.POSITIVE_INFINITY,
): Promise<GroupJobOutcome> {
  const { db, clock, log } = context;
  const payload = job.payload as unknown as GroupPayload;
  // A group job always sits on a server (tasks without an instance never come here).
  const jobInstanceId = job.instanceId ?? '';
  const group = await loadGroup(db, payload.clusterId, jobInstanceId);
  if ((payload.clusterId && !group.cluster) || group.servers.length === 0)
    return { status: 'failed', error: 'cluster gone' };
  const origin = (group.cluster?.status ?? group.servers[0]?.status) as InstanceStatus;
  const path = payload.path.length > 0 ? payload.path : [origin];
  let step = job.step;
  try {
    for (let taken = 0; step < path.length; step += 1, taken += 1) {
      if (taken >= maxSteps) return undefined;
      const status = path[step] as InstanceStatus;
      await setStatus(context, group, jobInstanceId, {
        status,
        serviceState: payload.serviceDuring,
      });
      const stepWork = work[job.kind]?.[status];
      if (stepWork) {
        await stepWork({ ...context, group, payload });
        await reload(context, group, jobInstanceId);
      }
      // The step is done: a resume starts after it.
      await store.setJobStep(db, job.id, step + 1, clock.now());
    }
    const final = path.at(-1) as InstanceStatus;
    await setStatus(context, group, jobInstanceId, {
      status: final,
      serviceState: null,
      failureReason: null,
      ...(final === 'TERMINATED' ? { terminatedAt: clock.now() } : {}),
    });
    return { status: 'done', error: null };
  } catch (error) {
    const reason: MessageKey =
      error instanceof StepFailure ? error.reason : (payload.onFailure?.reason ?? 'providerFailed');
    const fallback = payload.onFailure?.status ?? origin;
    log.warn({ err: error, jobId: job.id, kind: job.kind, step }, 'group job failed');
    if (job.kind === 'cluster.backup' && payload.backupId)
      await store.failBackup(db, payload.backupId);
    await settle(context, group, fallback);
    await setStatus(context, group, jobInstanceId, {
      status: fallback,
      serviceState: null,
      failureReason: reason,
    });
    return { status: 'failed', error: error instanceof Error ? error.message : String(error) };
  }
}
