// The instance lifecycle of DECISIONS.md as data: which actions each label allows, why the others
// are refused, and the statuses an accepted action passes through. The server enforces these
// tables and the console disables and explains with them, so both follow one set of rules.
import {
  instanceKindInfo,
  instanceStatusLabel,
  type EditionKey,
  type InstanceKind,
  type InstanceStatus,
  type InstanceStatusLabel,
  type InstanceType,
  type ServiceState,
  type UserStatus,
} from '@quiver/validation';
import {
  accountCapabilities,
  accountRefusalReason,
  type AccountCapability,
} from './account-status.ts';
import { formatMessage, type MessageKey } from './messages.ts';

/** Everything a user can do to an existing instance (or cluster). */
export const lifecycleActions = [
  'connect',
  'start',
  'forceStart',
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
  'changeSize',
  'upgrade',
] as const;
export type LifecycleAction = (typeof lifecycleActions)[number];

/**
 * The action matrix (DECISIONS.md "Instance lifecycle"): the actions each label allows. `upgrade`
 * (clusters and managers, not in the original matrix) follows `configure`.
 */
export const actionMatrix = {
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
    'upgrade',
  ],
  Stopped: [
    'start',
    'forceStart',
    'terminate',
    'configure',
    'clone',
    'changeSize',
    'changeStorage',
    'upgrade',
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
} as const satisfies Record<InstanceStatusLabel, readonly LifecycleAction[]>;

/**
 * Why a label refuses an action: `byAction` for the refusals that deserve their own words,
 * `otherwise` for the rest. `{label}` in a message is filled with the label.
 */
export const refusalReasons = {
  Active: { otherwise: 'alreadyRunning', byAction: { changeSize: 'stopBeforeResize' } },
  Stopped: {
    otherwise: 'startFirst',
    byAction: { stop: 'alreadyStopped', restart: 'restartStopped' },
  },
  Error: { otherwise: 'instanceInError', byAction: {} },
  Updating: { otherwise: 'operationInProgress', byAction: {} },
  'Backing up': { otherwise: 'operationInProgress', byAction: {} },
  Initializing: { otherwise: 'operationInProgress', byAction: {} },
  Starting: { otherwise: 'operationInProgress', byAction: {} },
  Restarting: { otherwise: 'operationInProgress', byAction: {} },
  Stopping: { otherwise: 'operationInProgress', byAction: {} },
  Recovering: { otherwise: 'operationInProgress', byAction: {} },
  Emptying: { otherwise: 'operationInProgress', byAction: {} },
  Cancelling: { otherwise: 'operationInProgress', byAction: {} },
  Cancelled: { otherwise: 'instanceCancelled', byAction: {} },
} as const satisfies Record<
  InstanceStatusLabel,
  { otherwise: MessageKey; byAction: Partial<Record<LifecycleAction, MessageKey>> }
>;

/** Shared (FREE-sized) instances never change size or storage, whatever their state. */
export const sharedRestrictedActions = [
  'changeSize',
  'changeStorage',
] as const satisfies readonly LifecycleAction[];
/** Settings of a Shared instance fixed at creation (the configuration screen shows them read-only). */
export const sharedFixedSettings = ['region', 'size', 'port'] as const;

/**
 * Actions a kind has no call for: Blaze instances are not upgraded in place (a new version is a new
 * instance); Powerhouse clusters have no force start, size, storage, empty, sample or clone calls;
 * Manager instances hold no graph data to back up, recover, empty or fill with samples.
 */
export const kindExcludedActions = {
  BLAZE: ['upgrade'],
  POWERHOUSE: ['forceStart', 'empty', 'loadSamples', 'clone', 'changeSize', 'changeStorage'],
  MANAGER: ['backup', 'recover', 'empty', 'loadSamples'],
} as const satisfies Record<InstanceKind, readonly LifecycleAction[]>;

/**
 * Actions an account status may forbid: starting (start, force start, and a size change, which
 * restarts by itself) and creating (a clone creates a new instance).
 */
export const actionCapabilities = {
  start: 'startInstance',
  forceStart: 'startInstance',
  changeSize: 'startInstance',
  clone: 'createInstance',
} as const satisfies Partial<Record<LifecycleAction, AccountCapability>>;

/** What the rules need to know about an instance. */
export interface LifecycleSubject {
  readonly status: InstanceStatus;
  readonly serviceState?: ServiceState | null;
  /** When given, actions the kind has no call for are refused. */
  readonly kind?: InstanceKind | null;
  readonly type?: InstanceType | null;
  readonly edition?: EditionKey | null;
}

/** Who acts: their account status, when the caller knows it. */
export interface LifecycleContext {
  readonly accountStatus?: UserStatus;
}

export type ActionDecision =
  | { readonly allowed: true }
  | {
      readonly allowed: false;
      readonly reasonKey: MessageKey;
      readonly params: Readonly<Record<string, string>>;
      /** English text, ready to show. */
      readonly message: string;
    };

/** True for a Shared instance (FREE type or the shared edition). */
export function isShared(instance: Pick<LifecycleSubject, 'type' | 'edition'>): boolean {
  return instance.type === 'FREE' || instance.edition === 'shared';
}

function refused(reasonKey: MessageKey, params: Record<string, string> = {}): ActionDecision {
  return { allowed: false, reasonKey, params, message: formatMessage(reasonKey, params) };
}

/**
 * Whether `action` is possible now, and if not, why. Checked in this order: what the kind offers and
 * the Shared restriction (both permanent), the state matrix, then the account status.
 */
export function canPerform(
  instance: LifecycleSubject,
  action: LifecycleAction,
  context: LifecycleContext = {},
): ActionDecision {
  if (
    instance.kind &&
    (kindExcludedActions[instance.kind] as readonly LifecycleAction[]).includes(action)
  )
    return refused('notForKind', { kind: instanceKindInfo[instance.kind].displayName });
  if (isShared(instance) && (sharedRestrictedActions as readonly string[]).includes(action))
    return refused('sharedNoResize');

  const label = instanceStatusLabel(instance.status, instance.serviceState);
  if (!(actionMatrix[label] as readonly LifecycleAction[]).includes(action)) {
    const reasons: {
      otherwise: MessageKey;
      byAction: Partial<Record<LifecycleAction, MessageKey>>;
    } = refusalReasons[label];
    return refused(reasons.byAction[action] ?? reasons.otherwise, { label });
  }

  if (context.accountStatus !== undefined && Object.hasOwn(actionCapabilities, action)) {
    const capability = actionCapabilities[action as keyof typeof actionCapabilities];
    if (!accountCapabilities[context.accountStatus][capability])
      return refused(accountRefusalReason[context.accountStatus] ?? 'accountLimited');
  }
  return { allowed: true };
}

/** The actions possible now, in the order of `lifecycleActions`. */
export function allowedActions(
  instance: LifecycleSubject,
  context: LifecycleContext = {},
): LifecycleAction[] {
  return lifecycleActions.filter((action) => canPerform(instance, action, context).allowed);
}

// ---- transitions --------------------------------------------------------------------------------

/** In a path: back to the status the action started from. */
export const PREVIOUS = 'previous';
type Step = InstanceStatus | typeof PREVIOUS;

export interface TransitionRule {
  /** Statuses passed through after the action is accepted; the last is the final status. */
  readonly path: readonly Step[];
  /** The path instead, when a RUNNING instance must restart (a port change while configuring). */
  readonly pathWhenRestarting?: readonly Step[];
  /** The service state while the action runs (RUNNING stays RUNNING for empty and load samples). */
  readonly serviceDuring: ServiceState | null;
  /** Where a failure leaves the instance and what the user is told; null when nothing can fail. */
  readonly onFailure: { readonly status: Step; readonly reason: MessageKey } | null;
}

const providerFailure = { status: PREVIOUS, reason: 'providerFailed' } as const;

/**
 * DECISIONS.md transitions. Where it is silent, a failure returns to the starting status with
 * 'providerFailed', except recover and terminate, which leave ERROR (data may be half-restored or
 * half-deleted; Error allows terminate, so the user can always retry).
 */
export const transitionRules = {
  create: {
    path: ['CREATING', 'DEPLOYING', 'STARTING', 'RUNNING'],
    serviceDuring: null,
    onFailure: { status: 'ERROR', reason: 'providerInitFailed' },
  },
  start: {
    path: ['STARTING', 'RUNNING'],
    serviceDuring: null,
    onFailure: { status: 'STOPPED', reason: 'startNoMemory' },
  },
  forceStart: {
    path: ['STARTING', 'RUNNING'],
    serviceDuring: null,
    onFailure: { status: 'STOPPED', reason: 'providerFailed' },
  },
  stop: { path: ['STOPPING', 'STOPPED'], serviceDuring: null, onFailure: providerFailure },
  restart: { path: ['RESTARTING', 'RUNNING'], serviceDuring: null, onFailure: providerFailure },
  terminate: {
    path: ['TERMINATING', 'TERMINATED'],
    serviceDuring: null,
    onFailure: { status: 'ERROR', reason: 'providerFailed' },
  },
  configure: {
    path: ['UPDATING', PREVIOUS],
    pathWhenRestarting: ['UPDATING', 'RESTARTING', 'RUNNING'],
    serviceDuring: null,
    onFailure: providerFailure,
  },
  changeSize: {
    path: ['CHANGING', 'STARTING', 'RUNNING'],
    serviceDuring: null,
    onFailure: providerFailure,
  },
  changeStorage: { path: ['EXTENDING', PREVIOUS], serviceDuring: null, onFailure: providerFailure },
  backup: { path: ['BACKUPING', 'RUNNING'], serviceDuring: 'BACKUP', onFailure: providerFailure },
  recover: {
    path: ['RECOVERING', 'STARTING', 'RUNNING'],
    serviceDuring: 'RECOVERING',
    onFailure: { status: 'ERROR', reason: 'providerFailed' },
  },
  empty: { path: [], serviceDuring: 'CLEANING', onFailure: providerFailure },
  loadSamples: { path: [], serviceDuring: 'LOADING', onFailure: providerFailure },
  resetRootPassword: {
    path: ['RESTARTING', 'RUNNING'],
    serviceDuring: null,
    onFailure: providerFailure,
  },
  upgrade: { path: ['UPDATING', PREVIOUS], serviceDuring: null, onFailure: providerFailure },
  connect: { path: [], serviceDuring: null, onFailure: null },
  overview: { path: [], serviceDuring: null, onFailure: null },
  logs: { path: [], serviceDuring: null, onFailure: null },
  clone: { path: [], serviceDuring: null, onFailure: null },
} as const satisfies Record<LifecycleAction | 'create', TransitionRule>;

export interface TransitionPlan {
  readonly action: LifecycleAction | 'create';
  /** The status before the action; null for create. */
  readonly from: InstanceStatus | null;
  /** The status the instance takes as soon as the action is accepted. */
  readonly next: InstanceStatus;
  /** Every status after acceptance, in order (empty when the status does not change). */
  readonly path: readonly InstanceStatus[];
  readonly final: InstanceStatus;
  readonly serviceDuring: ServiceState | null;
  readonly onFailure: { readonly status: InstanceStatus; readonly reason: MessageKey } | null;
}

function resolve(step: Step, from: InstanceStatus): InstanceStatus {
  return step === PREVIOUS ? from : step;
}

function plan(
  action: LifecycleAction | 'create',
  from: InstanceStatus | null,
  steps: readonly Step[],
): TransitionPlan {
  const rule: TransitionRule = transitionRules[action];
  const origin = from ?? 'CREATING';
  const path = steps.map((step) => resolve(step, origin));
  const final = path.at(-1) ?? origin;
  return {
    action,
    from,
    next: path[0] ?? origin,
    path,
    final,
    serviceDuring: rule.serviceDuring,
    onFailure: rule.onFailure && {
      status: resolve(rule.onFailure.status, origin),
      reason: rule.onFailure.reason,
    },
  };
}

/**
 * The statuses an action moves an instance in `status` through, or null when the matrix refuses
 * the action in that status (judged without a service state; use `canPerform` for the full check).
 * `restart: true` asks for the restarting path of `configure` (a port change on a RUNNING instance).
 */
export function nextStatus(
  status: InstanceStatus,
  action: LifecycleAction,
  options: { restart?: boolean } = {},
): TransitionPlan | null {
  const label = instanceStatusLabel(status);
  if (!(actionMatrix[label] as readonly LifecycleAction[]).includes(action)) return null;
  const rule: TransitionRule = transitionRules[action];
  const steps =
    options.restart && status === 'RUNNING' && rule.pathWhenRestarting
      ? rule.pathWhenRestarting
      : rule.path;
  return plan(action, status, steps);
}

/** The statuses a new instance passes through: CREATING, DEPLOYING, STARTING, RUNNING. */
export function creationPlan(): TransitionPlan {
  return plan('create', null, transitionRules.create.path);
}

/** Statuses no operation is under way in; any other status belongs to a running operation. */
export const settledStatuses = [
  'RUNNING',
  'STOPPED',
  'SHUTDOWN',
  'TERMINATED',
  'ERROR',
  'UNKNOWN',
] as const satisfies readonly InstanceStatus[];

export function isSettled(status: InstanceStatus): boolean {
  return (settledStatuses as readonly InstanceStatus[]).includes(status);
}

/** Time and size rules of spec sections 4 and 9 and DECISIONS.md. */
export const lifecycleLimits = {
  /** Storage can change again only after 6 hours. */
  storageChangeCooldownMs: 6 * 60 * 60 * 1000,
  /** A size change needs memory and disk use below 80% of the new size. */
  sizeChangeMaxUsagePercent: 80,
  /** A cancelled instance stays listed (as Cancelled) for 7 days. */
  cancelledListedDays: 7,
} as const;
