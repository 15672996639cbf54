import { describe, expect, it } from 'vitest';
import {
  instanceStatuses,
  serviceStates,
  userStatuses,
  type InstanceStatus,
  type ServiceState,
} from '@quiver/validation';
import {
  allowedActions,
  canPerform,
  creationPlan,
  lifecycleActions,
  messages,
  nextStatus,
  type LifecycleAction,
} from '../src/index.ts';

// DECISIONS.md "Instance lifecycle", written out again here (not imported) so the test can fail.
const labelOf = (status: InstanceStatus, service?: ServiceState): string => {
  if (status === 'RUNNING' && service === 'CLEANING') return 'Emptying';
  if (status === 'RUNNING' && service === 'LOADING') return 'Updating';
  const table: Record<InstanceStatus, string> = {
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
  return table[status];
};

// The matrix: columns connect | start/force start | stop | restart | terminate | configure |
// overview & logs | other. `upgrade` (clusters, managers) is our reading: it follows configure.
const matrix: Record<string, string> = {
  Active:
    'connect stop restart terminate configure overview logs backup recover empty loadSamples clone resetRootPassword changeStorage upgrade',
  Stopped: 'start forceStart terminate configure clone changeSize changeStorage upgrade',
  Error: 'terminate',
  Updating: 'connect overview logs',
  'Backing up': 'overview logs',
  Initializing: '',
  Starting: '',
  Restarting: '',
  Stopping: '',
  Recovering: '',
  Emptying: '',
  Cancelling: '',
  Cancelled: '',
};
const allowedIn = (label: string): Set<string> =>
  new Set((matrix[label] ?? 'missing-label').split(' ').filter(Boolean));

const combinations = instanceStatuses.flatMap((status) =>
  [undefined, ...serviceStates].map((service) => ({ status, service })),
);

describe('the action matrix', () => {
  it('covers all 18 actions', () => {
    expect([...lifecycleActions].sort()).toEqual(
      'backup changeSize changeStorage clone configure connect empty forceStart loadSamples logs overview recover resetRootPassword restart start stop terminate upgrade'.split(
        ' ',
      ),
    );
  });

  it.each(combinations)(
    '$status with service $service allows what its label allows',
    ({ status, service }) => {
      const expected = allowedIn(labelOf(status, service));
      for (const action of lifecycleActions) {
        const decision = canPerform({ status, serviceState: service, type: 'STANDARD' }, action);
        expect(decision.allowed, `${status}/${service}/${action}`).toBe(expected.has(action));
      }
      expect(new Set(allowedActions({ status, serviceState: service }))).toEqual(expected);
    },
  );

  it('never lets a Shared instance change size or storage, whatever its state', () => {
    for (const { status, service } of combinations)
      for (const subject of [
        { status, serviceState: service, type: 'FREE' as const },
        { status, serviceState: service, type: 'STANDARD' as const, edition: 'shared' as const },
      ]) {
        const expected = allowedIn(labelOf(status, service));
        expected.delete('changeSize');
        expected.delete('changeStorage');
        expect(new Set(allowedActions(subject))).toEqual(expected);
        for (const action of ['changeSize', 'changeStorage'] as const)
          expect(canPerform(subject, action)).toMatchObject({
            allowed: false,
            reasonKey: 'sharedNoResize',
            message: 'Shared instances cannot change size or storage.',
          });
      }
  });

  it('explains every refusal with a specific message', () => {
    const stopped = { status: 'STOPPED' as const };
    const active = { status: 'RUNNING' as const };
    expect(canPerform(active, 'changeSize')).toMatchObject({
      allowed: false,
      message: 'Stop the instance before changing its size.',
    });
    expect(canPerform(active, 'start')).toMatchObject({
      message: 'The instance is already running.',
    });
    expect(canPerform(stopped, 'stop')).toMatchObject({
      message: 'The instance is already stopped.',
    });
    expect(canPerform(stopped, 'restart')).toMatchObject({
      message: 'The instance is stopped: start it instead.',
    });
    expect(canPerform(stopped, 'backup')).toMatchObject({ message: 'Start the instance first.' });
    expect(canPerform({ status: 'STARTING' }, 'stop')).toMatchObject({
      reasonKey: 'operationInProgress',
      params: { label: 'Starting' },
      message: 'An operation is in progress (Starting): wait until it finishes.',
    });
    expect(canPerform({ status: 'RUNNING', serviceState: 'CLEANING' }, 'connect')).toMatchObject({
      message: 'An operation is in progress (Emptying): wait until it finishes.',
    });
    expect(canPerform({ status: 'ERROR' }, 'connect')).toMatchObject({
      message: 'The instance is in error: terminate it, then create a new one.',
    });
    expect(canPerform({ status: 'TERMINATED' }, 'terminate')).toMatchObject({
      message: 'The instance is cancelled: nothing more can be done with it.',
    });
    const unclear: string[] = [];
    for (const { status, service } of combinations)
      for (const action of lifecycleActions) {
        const decision = canPerform({ status, serviceState: service }, action);
        if (!decision.allowed && (/[{}]/.test(decision.message) || decision.message.length < 10))
          unclear.push(`${status}/${service}/${action}: ${decision.message}`);
      }
    expect(unclear).toEqual([]);
  });

  it('refuses what a kind has no call for, whatever the state', () => {
    // Our reading (docs/decisions.md), written out again here.
    const missing: Record<string, string> = {
      BLAZE: 'upgrade',
      POWERHOUSE: 'forceStart empty loadSamples clone changeSize changeStorage',
      MANAGER: 'backup recover empty loadSamples',
    };
    for (const [kind, actions] of Object.entries(missing)) {
      const excluded = new Set(actions.split(' '));
      for (const { status, service } of combinations) {
        const expected = allowedIn(labelOf(status, service));
        for (const action of excluded) expected.delete(action);
        const subject = { status, serviceState: service, kind: kind as 'BLAZE' };
        expect(new Set(allowedActions(subject)), `${kind} ${status}`).toEqual(expected);
      }
    }
    expect(canPerform({ status: 'RUNNING', kind: 'BLAZE' }, 'upgrade')).toMatchObject({
      allowed: false,
      reasonKey: 'notForKind',
      message: 'Blaze instances do not offer this action.',
    });
  });

  it('refuses starting and creating to accounts that may not, after the state rules', () => {
    const stopped = { status: 'STOPPED' as const };
    for (const accountStatus of userStatuses) {
      const mayStart = accountStatus === 'NORMAL';
      for (const action of ['start', 'forceStart', 'changeSize', 'clone'] as const)
        expect(
          canPerform(stopped, action, { accountStatus }).allowed,
          `${accountStatus} ${action}`,
        ).toBe(mayStart);
      // Other actions are the state's business only.
      expect(canPerform(stopped, 'terminate', { accountStatus }).allowed).toBe(true);
    }
    expect(canPerform(stopped, 'start', { accountStatus: 'LIMITED' })).toMatchObject({
      message: messages.accountLimited,
    });
    expect(canPerform(stopped, 'start', { accountStatus: 'REVIEW' })).toMatchObject({
      message: messages.accountInReview,
    });
    // The state speaks first: an Active instance is "already running" for everyone.
    expect(canPerform({ status: 'RUNNING' }, 'start', { accountStatus: 'LIMITED' })).toMatchObject({
      reasonKey: 'alreadyRunning',
    });
  });
});

describe('transitions', () => {
  // action, from, path after acceptance, failure status, failure message key
  const table: Array<[LifecycleAction, InstanceStatus, string, string | null, string | null]> = [
    ['stop', 'RUNNING', 'STOPPING STOPPED', 'RUNNING', 'providerFailed'],
    ['start', 'STOPPED', 'STARTING RUNNING', 'STOPPED', 'startNoMemory'],
    ['start', 'SHUTDOWN', 'STARTING RUNNING', 'STOPPED', 'startNoMemory'],
    ['forceStart', 'STOPPED', 'STARTING RUNNING', 'STOPPED', 'providerFailed'],
    ['restart', 'RUNNING', 'RESTARTING RUNNING', 'RUNNING', 'providerFailed'],
    ['changeSize', 'STOPPED', 'CHANGING STARTING RUNNING', 'STOPPED', 'providerFailed'],
    ['changeStorage', 'RUNNING', 'EXTENDING RUNNING', 'RUNNING', 'providerFailed'],
    ['changeStorage', 'STOPPED', 'EXTENDING STOPPED', 'STOPPED', 'providerFailed'],
    ['configure', 'RUNNING', 'UPDATING RUNNING', 'RUNNING', 'providerFailed'],
    ['configure', 'STOPPED', 'UPDATING STOPPED', 'STOPPED', 'providerFailed'],
    ['backup', 'RUNNING', 'BACKUPING RUNNING', 'RUNNING', 'providerFailed'],
    ['recover', 'RUNNING', 'RECOVERING STARTING RUNNING', 'ERROR', 'providerFailed'],
    ['empty', 'RUNNING', '', 'RUNNING', 'providerFailed'],
    ['loadSamples', 'RUNNING', '', 'RUNNING', 'providerFailed'],
    ['resetRootPassword', 'RUNNING', 'RESTARTING RUNNING', 'RUNNING', 'providerFailed'],
    ['upgrade', 'RUNNING', 'UPDATING RUNNING', 'RUNNING', 'providerFailed'],
    ['upgrade', 'STOPPED', 'UPDATING STOPPED', 'STOPPED', 'providerFailed'],
    ['terminate', 'RUNNING', 'TERMINATING TERMINATED', 'ERROR', 'providerFailed'],
    ['terminate', 'STOPPED', 'TERMINATING TERMINATED', 'ERROR', 'providerFailed'],
    ['terminate', 'ERROR', 'TERMINATING TERMINATED', 'ERROR', 'providerFailed'],
    ['terminate', 'UNKNOWN', 'TERMINATING TERMINATED', 'ERROR', 'providerFailed'],
    ['connect', 'RUNNING', '', null, null],
    ['overview', 'RUNNING', '', null, null],
    ['logs', 'RUNNING', '', null, null],
    ['clone', 'STOPPED', '', null, null],
  ];

  it.each(table)('%s from %s goes %s', (action, from, path, failStatus, failReason) => {
    const plan = nextStatus(from, action);
    const steps = path.split(' ').filter(Boolean);
    expect(plan).not.toBeNull();
    expect(plan?.path).toEqual(steps);
    expect(plan?.next).toBe(steps[0] ?? from);
    expect(plan?.final).toBe(steps.at(-1) ?? from);
    expect(plan?.onFailure).toEqual(failStatus ? { status: failStatus, reason: failReason } : null);
  });

  it('runs empty and load samples as service states of a RUNNING instance', () => {
    expect(nextStatus('RUNNING', 'empty')?.serviceDuring).toBe('CLEANING');
    expect(nextStatus('RUNNING', 'loadSamples')?.serviceDuring).toBe('LOADING');
    expect(nextStatus('RUNNING', 'backup')?.serviceDuring).toBe('BACKUP');
  });

  it('restarts a running instance whose port changes', () => {
    expect(nextStatus('RUNNING', 'configure', { restart: true })?.path).toEqual([
      'UPDATING',
      'RESTARTING',
      'RUNNING',
    ]);
    expect(nextStatus('STOPPED', 'configure', { restart: true })?.path).toEqual([
      'UPDATING',
      'STOPPED',
    ]);
  });

  it('creates through CREATING, DEPLOYING, STARTING to RUNNING, or ERROR with the spec message', () => {
    const plan = creationPlan();
    expect(plan.from).toBeNull();
    expect(plan.path).toEqual(['CREATING', 'DEPLOYING', 'STARTING', 'RUNNING']);
    expect(plan.next).toBe('CREATING');
    expect(plan.onFailure).toEqual({ status: 'ERROR', reason: 'providerInitFailed' });
    expect(messages.providerInitFailed).toBe(
      'Initialization failed due to a cloud provider issue: terminate and retry later or change region.',
    );
  });

  it('has a plan exactly when the matrix allows the action in that status', () => {
    const wrong = instanceStatuses.flatMap((status) =>
      lifecycleActions
        .filter(
          (action) =>
            (nextStatus(status, action) !== null) !== allowedIn(labelOf(status)).has(action),
        )
        .map((action) => `${status} ${action}`),
    );
    expect(wrong).toEqual([]);
  });
});
