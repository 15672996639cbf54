// The job runner: carries out lifecycle operations stored in the `jobs` table, one step at a time,
// recording each finished step so a restarted server resumes where the last one stopped (DECISIONS.md
// "Operations are durable"). The instance service only accepts actions and enqueues jobs.
import { randomUUID } from 'node:crypto';
import type { MessageKey } from '@quiver/contract';
import type { InstanceStatus } from '@quiver/validation';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import type { CloudProviders } from '../providers/index.ts';
import { isGroupJob, runGroupJob } from './cluster-steps.ts';
import { markEngineLost, restartEngine } from './engine-lost.ts';
import { recordFailure, stepWork, StepFailure, type JobPayload, type SizeLookup } from './steps.ts';
import * as store from './store.ts';
import { engineUpStatuses, type JobRow } from './store.ts';

export type { JobRow } from './store.ts';

export interface JobRunnerOptions {
  db: Db;
  providers: CloudProviders;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The catalogue's sizes (what provisioning and resizing give a machine). */
  sizes: SizeLookup;
  /** How often an idle runner looks for new jobs. */
  pollMs?: number;
  /** Jobs carried out at the same time (each on its own instance). */
  concurrency?: number;
  /**
   * Tasks that belong to no instance, by job kind (billing's period close and overdue marking),
   * given by the composition root: the queue carries them out like any job, once, durably.
   */
  tasks?: Readonly<Record<string, (job: JobRow) => Promise<void>>>;
  /**
   * How long a running job stays this runner's without word from it (default 10 s); the runner
   * renews its leases every third of that. Another process takes a job over once its lease passed.
   */
  leaseSeconds?: number;
  /**
   * Test hook (config `JOB_HOLD`): a job of `kind` that reaches the step of `status` writes the
   * status, then waits there until the runner stops, leaving the job `running` as a crash would.
   */
  holdAt?: ReadonlyArray<{ kind: string; status: string }>;
}

/** Tries of a task before it is recorded failed. */
export const taskAttempts = 8;
/** The wait before a failed task's second try; each later wait doubles, up to `taskRetryMaxMs`. */
const taskRetryFirstMs = 60_000;
const taskRetryMaxMs = 3_600_000;

/**
 * When a task that failed on its `attempts`-th try runs again (1 min, 2, 4, ... up to an hour), or
 * undefined when it has had all its tries.
 */
export function taskRetryAt(attempts: number, now: Date): Date | undefined {
  if (attempts >= taskAttempts) return undefined;
  const wait = Math.min(taskRetryFirstMs * 2 ** Math.max(0, attempts - 1), taskRetryMaxMs);
  return new Date(now.getTime() + wait);
}

/** A held job gave way to `stop()`: it stays `running` for the next process to reclaim. */
class Held extends Error {}

export class JobRunner {
  readonly id = `runner-${randomUUID()}`;
  private timer: NodeJS.Timeout | undefined;
  private sampler: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  /** Several processes share the database: others' jobs are taken over only once their lease passed. */
  private shared = false;
  private lastReclaim = 0;
  private readonly running = new Set<Promise<void>>();
  private stopped = true;
  /** Resolved by `stop()`: held jobs wait on it. */
  private release: () => void = () => undefined;
  private readonly released = new Promise<void>((resolve) => {
    this.release = resolve;
  });

  constructor(private readonly options: JobRunnerOptions) {}

  private get leaseSeconds(): number {
    return this.options.leaseSeconds ?? 10;
  }

  /**
   * Brings back the engines that should run, takes back the jobs a process that is gone left half
   * done, then polls for new ones. `shared` (several server processes on one PostgreSQL; this one
   * runs the engines, docs/scale-out.md): a running job is taken over only once its lease passed,
   * at start and whenever the runner polls. Otherwise (one server per database: the lock file of
   * main.ts) every running job is taken back at once.
   */
  async start(options: { shared?: boolean } = {}): Promise<void> {
    this.stopped = false;
    this.shared = options.shared ?? false;
    await this.restartEngines();
    if (this.shared) await this.reclaimExpired();
    else await this.reclaimUnfinished();
    this.heartbeat = setInterval(
      () =>
        void store
          .extendLeases(this.options.db, this.id, this.leaseSeconds)
          .catch((error: unknown) =>
            this.options.log.warn({ err: error }, 'job leases not extended'),
          ),
      (this.leaseSeconds * 1000) / 3,
    );
    this.heartbeat.unref();
    this.timer = setInterval(() => void this.poll(), this.options.pollMs ?? 250);
    this.timer.unref();
    // Monitoring charts have a point a minute for every running instance.
    this.sampler = setInterval(() => void this.sampleRunning(), 60_000);
    this.sampler.unref();
  }

  /** Records one metric sample of every running instance (the provider keeps a week of them). */
  async sampleRunning(): Promise<void> {
    const rows = await store.instancesIn(this.options.db, ['RUNNING']);
    for (const row of rows) {
      await this.options.providers
        .forVendor(row.vendor)
        .sample(row.id)
        .catch((error: unknown) =>
          this.options.log.debug({ err: error, instanceId: row.id }, 'no metric sample'),
        );
    }
  }

  /** Stops polling and waits for the steps under way (a step is never cut in half here). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.release();
    if (this.timer) clearInterval(this.timer);
    if (this.sampler) clearInterval(this.sampler);
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.timer = undefined;
    this.sampler = undefined;
    this.heartbeat = undefined;
    await Promise.allSettled([...this.running]);
  }

  /**
   * Engine processes end with the server: bring back the databases that should be running
   * (src/providers/README.md, "On boot"), before resumed jobs act on them.
   */
  async restartEngines(): Promise<void> {
    const rows = await store.instancesIn(this.options.db, engineUpStatuses);
    for (const row of rows) {
      try {
        await restartEngine(this.options.providers.forVendor(row.vendor), row.id);
      } catch (error) {
        // Not left saying its database is up while nothing runs (engine-lost.ts).
        const { db, clock, log } = this.options;
        await markEngineLost(db, clock, log, row.id, error).catch((failure: unknown) =>
          log.warn({ err: failure, instanceId: row.id }, 'engine not restarted'),
        );
      }
    }
  }

  /** Running jobs of a process that is gone go back to pending; their finished steps stay done. */
  async reclaimUnfinished(): Promise<number> {
    return store.reclaimJobs(this.options.db, this.id);
  }

  /** Running jobs of other runners whose lease passed go back to pending (several processes). */
  async reclaimExpired(): Promise<number> {
    this.lastReclaim = Date.now();
    const reclaimed = await store.reclaimJobs(this.options.db, this.id, true);
    if (reclaimed > 0)
      this.options.log.info({ reclaimed }, 'jobs taken over from a process that is gone');
    return reclaimed;
  }

  /** Carries out every pending job to its end, one after another (tests and the admin command). */
  async runUntilIdle(): Promise<number> {
    let done = 0;
    for (;;) {
      const job = await this.claim();
      if (!job) return done;
      await this.execute(job);
      done += 1;
    }
  }

  /**
   * Claims one job and runs at most `steps` of its steps, leaving it `running` as a crashed process
   * would (tests of the resume path).
   */
  async runPartially(steps: number): Promise<JobRow | undefined> {
    const job = await this.claim();
    if (job) await this.execute(job, steps);
    return job;
  }

  private async poll(): Promise<void> {
    const limit = this.options.concurrency ?? 4;
    if (this.shared && Date.now() - this.lastReclaim > (this.leaseSeconds * 1000) / 2)
      await this.reclaimExpired().catch((error: unknown) =>
        this.options.log.warn({ err: error }, 'jobs not reclaimed'),
      );
    while (!this.stopped && this.running.size < limit) {
      const job = await this.claim();
      if (!job) return;
      const work = this.execute(job).finally(() => this.running.delete(work));
      this.running.add(work);
    }
  }

  private async claim(): Promise<JobRow | undefined> {
    const now = this.options.clock.now();
    return this.options.db.transaction(async (tx) => {
      const next = await store.lockNextPending(tx, now);
      return next === undefined
        ? undefined
        : store.markClaimed(tx, next, this.id, now, this.leaseSeconds);
    });
  }

  private async execute(job: JobRow, maxSteps = Number.POSITIVE_INFINITY): Promise<void> {
    const { db, clock, log } = this.options;
    if (job.instanceId === null) {
      await this.runTask(job);
      return;
    }
    // Cluster operations and Manager upgrades act on a group of servers (cluster-steps.ts).
    if (isGroupJob(job.kind)) {
      const outcome = await runGroupJob({ ...this.options, log }, job, maxSteps);
      if (outcome) await this.finish(job.id, outcome.status, outcome.error);
      return;
    }
    const payload = job.payload as unknown as JobPayload;
    const instance = await store.findInstance(db, job.instanceId);
    if (!instance) {
      await this.finish(job.id, 'failed', 'instance gone');
      return;
    }
    const provider = this.options.providers.forVendor(instance.vendor);
    let step = job.step;
    // Empty and load samples keep the status: one step in it, with the service state showing.
    const path = payload.path.length > 0 ? payload.path : [instance.status as InstanceStatus];
    try {
      for (let taken = 0; step < path.length; step += 1, taken += 1) {
        if (taken >= maxSteps) return;
        const status = path[step] as InstanceStatus;
        await store.updateInstance(db, instance.id, {
          status,
          serviceState: payload.serviceDuring,
          updatedAt: clock.now(),
        });
        if (this.options.holdAt?.some((hold) => hold.kind === job.kind && hold.status === status)) {
          log.warn({ jobId: job.id, kind: job.kind, status }, 'job held (JOB_HOLD)');
          await this.released;
          throw new Held();
        }
        const work = stepWork(job.kind, status);
        const patch = work
          ? await work({ db, clock, sizes: this.options.sizes, provider, instance, payload })
          : undefined;
        // The step is done: a resume starts after it.
        await db.transaction(async (tx) => {
          if (patch)
            await store.updateInstance(tx, instance.id, { ...patch, updatedAt: clock.now() });
          await store.setJobStep(tx, job.id, step + 1, clock.now());
        });
      }
      await store.updateInstance(db, instance.id, {
        serviceState: null,
        failureReason: null,
        updatedAt: clock.now(),
        ...(path.at(-1) === 'TERMINATED' ? { terminatedAt: clock.now() } : {}),
      });
      await this.finish(job.id, 'done', null);
    } catch (error) {
      if (error instanceof Held) return;
      const reason: MessageKey =
        error instanceof StepFailure
          ? error.reason
          : (payload.onFailure?.reason ?? 'providerFailed');
      log.warn({ err: error, jobId: job.id, kind: job.kind, step }, 'job failed');
      await recordFailure(db, job.kind, payload);
      await store.updateInstance(db, instance.id, {
        status: payload.onFailure?.status ?? instance.status,
        serviceState: null,
        failureReason: reason,
        updatedAt: clock.now(),
      });
      await this.finish(job.id, 'failed', error instanceof Error ? error.message : String(error));
    }
  }

  /**
   * A task (no instance): its handler runs whole. A failure is logged and the task tried again
   * later, waiting twice as long each time (a month's close must not stay undone because the
   * database was briefly away); after `taskAttempts` tries it is recorded failed. Tasks are written
   * to be run again: each bill changes only from the status it expects.
   */
  private async runTask(job: JobRow): Promise<void> {
    const task = this.options.tasks?.[job.kind];
    if (!task) {
      await this.finish(job.id, 'failed', `no task handler for ${job.kind}`);
      return;
    }
    try {
      await task(job);
      await this.finish(job.id, 'done', null);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const now = this.options.clock.now();
      const retryAt = taskRetryAt(job.attempts, now);
      this.options.log.error(
        { err: error, jobId: job.id, kind: job.kind, attempts: job.attempts, retryAt },
        retryAt ? 'task failed; tried again later' : 'task failed for good',
      );
      if (retryAt)
        await store.retryJobLater(this.options.db, job.id, {
          error: message,
          runAt: retryAt,
          now,
        });
      else await this.finish(job.id, 'failed', message);
    }
  }

  private async finish(jobId: string, status: 'done' | 'failed', error: string | null) {
    await store.finishJob(this.options.db, jobId, {
      status,
      error,
      now: this.options.clock.now(),
    });
  }

  /** Unfinished jobs of some instances (tests and diagnostics). */
  async unfinished(instanceIds: string[]): Promise<JobRow[]> {
    if (instanceIds.length === 0) return [];
    return store.unfinishedJobs(this.options.db, instanceIds);
  }
}
