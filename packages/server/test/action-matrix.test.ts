// The whole action matrix through the API (issue 6, "Tests and measures"): every internal status
// (and the RUNNING service states that change the label) × every lifecycle action that has an
// endpoint → accepted, or 1216 with the right message. The expected table below is written from
// DECISIONS.md "Instance lifecycle" by hand, not taken from @quiver/contract's lifecycle table, so
// a mistake in either shows up here.
import { instanceStatuses } from '@quiver/validation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backups, instances, jobs, paymentMethods, users } from '../src/db/schema.ts';
import { call, register, skipSuite, startHarness, v1, type Harness } from './helpers.ts';

/** DECISIONS.md: internal status (+ service state while RUNNING) → label. */
function labelOf(status: string, serviceState: string | null): string {
  if (status === 'RUNNING' && serviceState === 'CLEANING') return 'Emptying';
  if (status === 'RUNNING' && serviceState === 'LOADING') return 'Updating';
  const labels: Record<string, string> = {
    CREATING: 'Initializing',
    DEPLOYING: 'Initializing',
    STARTING: 'Starting',
    RESTARTING: 'Restarting',
    RUNNING: 'Active',
    STOPPING: 'Stopping',
    STOPPED: 'Stopped',
    SHUTDOWN: 'Stopped',
    TERMINATING: 'Cancelling',
    TERMINATED: 'Cancelled',
    ERROR: 'Error',
    UNKNOWN: 'Error',
    CHANGING: 'Updating',
    EXTENDING: 'Updating',
    UPDATING: 'Updating',
    BACKUPING: 'Backing up',
    RECOVERING: 'Recovering',
  };
  const label = labels[status];
  if (!label) throw new Error(`no label for ${status}: add it to this table`);
  return label;
}

type Action =
  | 'connect'
  | 'start'
  | 'forceStart'
  | 'stop'
  | 'restart'
  | 'terminate'
  | 'configure'
  | 'overview'
  | 'logs'
  | 'backup'
  | 'recover'
  | 'empty'
  | 'loadSamples'
  | 'clone'
  | 'resetRootPassword'
  | 'changeStorage'
  | 'changeSize';

/** DECISIONS.md matrix: the actions each label allows (a STANDARD Blaze instance). */
const allowedByLabel: Record<string, Action[]> = {
  Active: [
    'connect',
    'stop',
    'restart',
    'terminate',
    'configure',
    'overview',
    'logs',
    'backup',
    'recover',
    'empty',
    'loadSamples',
    'clone',
    'resetRootPassword',
    'changeStorage',
  ],
  Stopped: [
    'start',
    'forceStart',
    'terminate',
    'configure',
    'clone',
    'changeSize',
    'changeStorage',
  ],
  Error: ['terminate'],
  Updating: ['connect', 'overview', 'logs'],
  'Backing up': ['overview', 'logs'],
  Initializing: [],
  Starting: [],
  Restarting: [],
  Stopping: [],
  Recovering: [],
  Emptying: [],
  Cancelling: [],
  Cancelled: [],
};

const inProgressLabels = [
  'Updating',
  'Backing up',
  'Initializing',
  'Starting',
  'Restarting',
  'Stopping',
  'Recovering',
  'Emptying',
  'Cancelling',
];

/** The spec's words for a refusal of `action` in `label`. */
function refusalOf(label: string, action: Action): string {
  if (label === 'Active')
    return action === 'changeSize'
      ? 'Stop the instance before changing its size.'
      : 'The instance is already running.';
  if (label === 'Stopped') {
    if (action === 'stop') return 'The instance is already stopped.';
    if (action === 'restart') return 'The instance is stopped: start it instead.';
    return 'Start the instance first.';
  }
  if (label === 'Error') return 'The instance is in error: terminate it, then create a new one.';
  if (label === 'Cancelled') return 'The instance is cancelled: nothing more can be done with it.';
  if (inProgressLabels.includes(label))
    return `An operation is in progress (${label}): wait until it finishes.`;
  throw new Error(`no refusal for ${label}`);
}

interface Answer {
  code: number;
  message: string;
  data?: unknown;
}

describe.skipIf(skipSuite)('the action matrix over the API: every status × every action', () => {
  let h: Harness;
  let token: string;
  let instanceId: string;
  let backupId: string;
  let sampleId: string;
  const name = 'matrix';

  beforeAll(async () => {
    h = await startHarness();
    const account = await register(h);
    token = account.accessToken;
    const [user] = await h.database.db.select().from(users).where(eq(users.email, account.email));
    await h.database.db.insert(paymentMethods).values({
      userId: user?.id ?? '',
      providerToken: 'pm_sandbox_matrix',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
    });
    // A real STANDARD instance (its database provisioned), so the checks after the matrix work.
    const created = await call<{ id: string }>(h.app, 'POST', v1('/instance/create'), {
      token,
      body: {
        edition: 'standard',
        vendor: 'aws',
        region: 'us-east-1',
        sizeId: 'standard-4c16g',
        version: 'blaze-4.5.2',
        name,
        allowedIps: [{ ip: '10.0.0.0/8', description: 'office' }],
        rootPassword: 'Graph-Root-Pass9',
      },
    });
    instanceId = created.data?.id ?? '';
    await h.app.services.jobs.runUntilIdle();
    const [backup] = await h.database.db
      .insert(backups)
      .values({ instanceId, tag: 'matrix', status: 'AVAILABLE', sizeBytes: 1 })
      .returning();
    backupId = backup?.id ?? '';
    const samples = await call<{ items: { id: string }[] }>(
      h.app,
      'GET',
      v1('/instance/data/sample/list'),
      { token },
    );
    sampleId = samples.data?.items[0]?.id ?? '';
  });

  afterAll(async () => {
    if (instanceId) {
      await h.database.db.delete(jobs).where(eq(jobs.instanceId, instanceId));
      await h.database.db
        .update(instances)
        .set({ status: 'RUNNING', serviceState: null })
        .where(eq(instances.id, instanceId));
      await h.app.services.providers.local.terminate(instanceId);
    }
    await h?.close();
  });

  /** One request per action: the endpoint that performs it. */
  const requests: Record<Action, () => Promise<Answer>> = {
    connect: () =>
      call(h.app, 'GET', v1('/instance/connect/manager'), { token, query: { instanceId } }),
    start: () => call(h.app, 'POST', v1('/instance/start'), { token, body: { instanceId } }),
    forceStart: () =>
      call(h.app, 'POST', v1('/instance/start/force'), { token, body: { instanceId } }),
    stop: () => call(h.app, 'POST', v1('/instance/stop'), { token, body: { instanceId } }),
    restart: () => call(h.app, 'POST', v1('/instance/restart'), { token, body: { instanceId } }),
    terminate: () =>
      call(h.app, 'POST', v1('/instance/terminate'), {
        token,
        body: { instanceId, confirmName: name },
      }),
    configure: () =>
      call(h.app, 'POST', v1('/instance/update/server'), {
        token,
        body: { instanceId, logLevel: 2 },
      }),
    overview: () =>
      call(h.app, 'GET', v1('/instance/monitor/cpu'), { token, query: { instanceId } }),
    logs: () => call(h.app, 'GET', v1('/instance/monitor/log'), { token, query: { instanceId } }),
    backup: () =>
      call(h.app, 'POST', v1('/instance/data/backup/create'), {
        token,
        body: { instanceId, tag: 'matrix-run' },
      }),
    recover: () =>
      call(h.app, 'POST', v1('/instance/data/recover'), {
        token,
        body: { instanceId, backupId, confirmName: name },
      }),
    empty: () => call(h.app, 'POST', v1('/instance/data/clean'), { token, body: { instanceId } }),
    loadSamples: () =>
      call(h.app, 'POST', v1('/instance/data/sample/load'), {
        token,
        body: { instanceId, sampleId },
      }),
    clone: () => call(h.app, 'GET', v1('/instance/detail/clone'), { token, query: { instanceId } }),
    // Allowed by the matrix, the reset still needs the e-mailed code: a wrong one is refused for
    // the code, after the state was judged.
    resetRootPassword: () =>
      call(h.app, 'POST', v1('/instance/reset/password'), {
        token,
        body: { instanceId, emailCode: '000000', password: 'Graph-Root-Pass8' },
      }),
    changeStorage: () =>
      call(h.app, 'POST', v1('/instance/extend'), { token, body: { instanceId, storageGb: 200 } }),
    changeSize: () =>
      call(h.app, 'POST', v1('/instance/change'), {
        token,
        body: { instanceId, sizeId: 'standard-8c32g' },
      }),
  };
  const actions = Object.keys(requests) as Action[];

  /** Puts the instance in `status` with no job under way. */
  async function place(status: string, serviceState: string | null) {
    await h.database.db.delete(jobs).where(eq(jobs.instanceId, instanceId));
    await h.database.db
      .update(instances)
      .set({
        status,
        serviceState,
        failureReason: null,
        storageGb: 100,
        storageChangedAt: null,
        logLevel: 3,
        terminatedAt: status === 'TERMINATED' ? h.clock.now() : null,
      })
      .where(eq(instances.id, instanceId));
  }

  const subjects: Array<[string, string | null]> = [
    ...instanceStatuses.map((status): [string, string | null] => [status, null]),
    ['RUNNING', 'CLEANING'],
    ['RUNNING', 'LOADING'],
  ];

  it('covers every label of DECISIONS.md and every action of the contract', async () => {
    const { lifecycleActions } = await import('@quiver/contract');
    const labels = new Set(subjects.map(([status, state]) => labelOf(status, state)));
    expect([...labels].sort()).toEqual(Object.keys(allowedByLabel).sort());
    // `upgrade` is for clusters and managers (a Blaze instance has no call for it).
    expect(lifecycleActions.filter((action) => !actions.includes(action as Action))).toEqual([
      'upgrade',
    ]);
  });

  it.each(subjects)(
    'status %s (service state %s): each action allowed or refused',
    async (status, serviceState) => {
      const label = labelOf(status, serviceState);
      const failures: string[] = [];
      for (const action of actions) {
        await place(status, serviceState);
        const answer = await requests[action]();
        const allowed = allowedByLabel[label]?.includes(action) ?? false;
        if (action === 'resetRootPassword' && allowed) {
          // Judged allowed: refused only for the code.
          if (
            answer.code !== 1216 ||
            answer.message === refusalOf(label, action) ||
            /operation|running|stopped|error|cancelled/i.test(answer.message)
          )
            failures.push(
              `${action}: expected a refusal of the code, got ${JSON.stringify(answer)}`,
            );
          continue;
        }
        if (allowed) {
          if (answer.code !== 200)
            failures.push(`${action}: expected accepted, got ${answer.code} ${answer.message}`);
        } else if (answer.code !== 1216 || answer.message !== refusalOf(label, action)) {
          failures.push(
            `${action}: expected 1216 '${refusalOf(label, action)}', got ${answer.code} '${answer.message}'`,
          );
        }
      }
      expect(failures, `${status}/${serviceState ?? '-'} (${label})`).toEqual([]);
    },
  );
});
