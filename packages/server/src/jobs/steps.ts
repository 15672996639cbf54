// What each lifecycle job does at each status of its path (DECISIONS.md transitions; the provider
// calls of src/providers/README.md). Every call is safe to repeat: a resumed job may run the step
// it crashed in again.
import type { MessageKey, TransitionPlan } from '@quiver/contract';
import type { InstanceStatus, LogLevelNumber, ServiceState } from '@quiver/validation';
import type { Db } from '../db/client.ts';
import { ProviderError, type CloudProvider } from '../providers/index.ts';
import * as store from './store.ts';
import type { InstanceRow } from './store.ts';

/** The machine of a catalogue size, as provisioning and resizing need it. */
export interface MachineSize {
  key: string;
  vcpu: number;
  memoryGiB: number;
}

/**
 * The catalogue's sizes (src/modules/catalogue `findSize`), handed to the job runner by the
 * composition root so that jobs do not reach up into the modules.
 */
export type SizeLookup = (key: string) => MachineSize | undefined;

/** What the service stores with a job: the plan of the accepted action. */
export interface JobPayload {
  path: InstanceStatus[];
  serviceDuring: ServiceState | null;
  onFailure: { status: InstanceStatus; reason: MessageKey } | null;
  /** The backup a backup job writes or a recover job restores. */
  backupId?: string;
  /** The sample graph a loadSamples job loads. */
  sampleId?: string;
  /** The new size of a changeSize job. */
  sizeKey?: string;
  /** The storage a changeSize or changeStorage job leaves the instance with. */
  storageGb?: number;
  /** The settings a configure job writes (instance column names); left-out ones stay. */
  settings?: ConfigureSettings;
  /**
   * Verifier (argon2id PHC string) of the root password a create or resetRootPassword job hands to
   * the provider. The plain password is never stored.
   */
  rootPasswordHash?: string;
}

/** What `/instance/update/network` and `/instance/update/server` change. */
export interface ConfigureSettings {
  port?: number;
  allowedIps?: { ip: string; description: string }[];
  memoryThreshold?: number;
  logLevel?: number;
  nodeIdCache?: number;
}

export function payloadOf(plan: TransitionPlan): JobPayload {
  return {
    path: [...plan.path],
    serviceDuring: plan.serviceDuring,
    onFailure: plan.onFailure ? { ...plan.onFailure } : null,
  };
}

/** A step refused for a reason the user is told (instead of the action's default failure). */
export class StepFailure extends Error {
  constructor(readonly reason: MessageKey) {
    super(reason);
  }
}

interface StepInput {
  db: Db;
  clock: { now(): Date };
  sizes: SizeLookup;
  provider: CloudProvider;
  instance: InstanceRow;
  payload: JobPayload;
}
type Work = (input: StepInput) => Promise<Partial<InstanceRow> | undefined>;

const provision: Work = async ({ sizes, provider, instance, payload }) => {
  const size = sizes(instance.sizeKey);
  if (!size) throw new StepFailure('productNotFound');
  try {
    const result = await provider.provision({
      instanceId: instance.id,
      vendor: instance.vendor,
      region: instance.region,
      sizeKey: size.key,
      vcpu: size.vcpu,
      memoryGiB: size.memoryGiB,
      storageGb: instance.storageGb,
      version: instance.version,
      port: instance.port,
      memoryThresholdPercent: instance.memoryThreshold,
      logLevel: instance.logLevel as LogLevelNumber,
      nodeIdCache: instance.nodeIdCache,
      shortUuid: instance.shortUuid,
      allowedIps: instance.allowedIps.map((entry) => entry.ip),
      ...(payload.rootPasswordHash ? { rootPasswordHash: payload.rootPasswordHash } : {}),
    });
    return { serviceAddress: result.serviceAddress };
  } catch (error) {
    if (error instanceof ProviderError && error.code === 'sold-out')
      throw new StepFailure('soldOut');
    if (error instanceof ProviderError && error.code === 'occupied')
      throw new StepFailure('occupied');
    throw error;
  }
};

const startChecked: Work = async ({ provider, instance }) => {
  const fit = await provider.memoryFit(instance.id);
  if (!fit.fits) throw new StepFailure('startNoMemory');
  await provider.start(instance.id);
  return undefined;
};

const restartEngine: Work = async ({ provider, instance }) => {
  await provider.stop(instance.id);
  await provider.start(instance.id);
  return undefined;
};

/** CHANGING: the new vCPU and memory (and the new size's included storage, when it is larger). */
const resize: Work = async ({ sizes, provider, instance, payload }) => {
  const size = sizes(payload.sizeKey ?? '');
  if (!size) throw new StepFailure('productNotFound');
  // Never below the storage on record: it may have grown after the size change was accepted.
  const storageGb = Math.max(payload.storageGb ?? 0, instance.storageGb);
  await provider.resize(instance.id, {
    sizeKey: size.key,
    vcpu: size.vcpu,
    memoryGiB: size.memoryGiB,
  });
  if (storageGb > instance.storageGb) await provider.extendStorage(instance.id, storageGb);
  return { sizeKey: size.key, storageGb };
};

/** EXTENDING: grow the storage; the 6-hour wait starts when the change is done. */
const extend: Work = async ({ clock, provider, instance, payload }) => {
  const storageGb = payload.storageGb ?? instance.storageGb;
  try {
    await provider.extendStorage(instance.id, storageGb);
  } catch (error) {
    if (error instanceof ProviderError && error.code === 'storage-too-small')
      throw new StepFailure('storageNotLarger');
    throw error;
  }
  return { storageGb, storageChangedAt: clock.now() };
};

/** UPDATING: hand the new settings to the provider and keep them on the row. */
const configure: Work = async ({ provider, instance, payload }) => {
  const settings = payload.settings ?? {};
  const result = await provider.configure(instance.id, {
    ...(settings.port !== undefined ? { port: settings.port } : {}),
    ...(settings.memoryThreshold !== undefined
      ? { memoryThresholdPercent: settings.memoryThreshold }
      : {}),
    ...(settings.logLevel !== undefined ? { logLevel: settings.logLevel as LogLevelNumber } : {}),
    ...(settings.nodeIdCache !== undefined ? { nodeIdCache: settings.nodeIdCache } : {}),
    ...(settings.allowedIps !== undefined
      ? { allowedIps: settings.allowedIps.map((entry) => entry.ip) }
      : {}),
  });
  return {
    ...settings,
    // A stopped or still-creating instance has no address yet; the new port shows at its start.
    ...(instance.serviceAddress !== null ? { serviceAddress: result.serviceAddress } : {}),
  };
};

const work: Record<string, Partial<Record<InstanceStatus, Work>>> = {
  create: { DEPLOYING: provision },
  start: { STARTING: startChecked },
  forceStart: {
    STARTING: async ({ provider, instance }) => {
      await provider.start(instance.id, { force: true });
      return undefined;
    },
  },
  stop: {
    STOPPING: async ({ provider, instance }) => {
      await provider.stop(instance.id);
      return undefined;
    },
  },
  restart: { RESTARTING: restartEngine },
  changeSize: { CHANGING: resize, STARTING: startChecked },
  changeStorage: { EXTENDING: extend },
  configure: { UPDATING: configure, RESTARTING: restartEngine },
  resetRootPassword: {
    RESTARTING: async (input) => {
      await input.provider.setRootPassword(input.instance.id, input.payload.rootPasswordHash ?? '');
      return restartEngine(input);
    },
  },
  terminate: {
    TERMINATING: async ({ db, provider, instance }) => {
      await provider.terminate(instance.id);
      await store.markBackupsDeleted(db, instance.id);
      return { serviceAddress: null };
    },
  },
  backup: {
    BACKUPING: async ({ db, clock, provider, instance, payload }) => {
      const backupId = payload.backupId ?? '';
      const copy = await provider.snapshot(instance.id, backupId);
      await store.completeBackup(db, backupId, { ...copy, completedAt: clock.now() });
      return undefined;
    },
  },
};

/** Work of the actions that keep RUNNING (empty, load samples): done while the service state shows it. */
const whileRunning: Record<string, Work> = {
  empty: async ({ provider, instance }) => {
    await provider.clean(instance.id);
    return undefined;
  },
  loadSamples: async ({ provider, instance, payload }) => {
    try {
      await provider.loadSample(instance.id, payload.sampleId ?? '');
    } catch (error) {
      if (error instanceof ProviderError && error.code === 'sample-missing')
        throw new StepFailure('sampleNotFound');
      throw error;
    }
    return undefined;
  },
};
work.empty = { RUNNING: whileRunning.empty };
work.loadSamples = { RUNNING: whileRunning.loadSamples };
work.recover = {
  RECOVERING: async ({ provider, instance, payload }) => {
    try {
      await provider.restore(instance.id, payload.backupId ?? '');
    } catch (error) {
      if (error instanceof ProviderError && error.code === 'backup-missing')
        throw new StepFailure('backupNotFound');
      throw error;
    }
    return undefined;
  },
};

/** Leaves the records a failed job was writing in their failed state. */
export async function recordFailure(db: Db, kind: string, payload: JobPayload): Promise<void> {
  if (kind === 'backup' && payload.backupId) await store.failBackup(db, payload.backupId);
}

/** The work of `kind` while the instance is in `status`; undefined when the status is only passed. */
export function stepWork(kind: string, status: InstanceStatus): Work | undefined {
  return work[kind]?.[status];
}
