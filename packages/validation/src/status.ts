// What the user sees for an instance: a label from its internal status and service state, and the
// tone the label is drawn in. The table is DECISIONS.md "Instance lifecycle", verbatim.
import type { InstanceStatus, ServiceState } from './vocabulary.ts';

/** Every label the interface shows for an instance (spec section 4), in the spec's order. */
export const instanceStatusLabels = [
  'Initializing',
  'Starting',
  'Restarting',
  'Active',
  'Stopping',
  'Stopped',
  'Cancelling',
  'Cancelled',
  'Error',
  'Updating',
  'Backing up',
  'Recovering',
  'Emptying',
] as const;
export type InstanceStatusLabel = (typeof instanceStatusLabels)[number];

/**
 * success: Active; neutral: Stopped; muted: Cancelled; danger: Error; progress: every other label
 * (an operation under way: animated, announced politely to screen readers).
 */
export const instanceStatusTones = ['success', 'neutral', 'muted', 'danger', 'progress'] as const;
export type InstanceStatusTone = (typeof instanceStatusTones)[number];

const labelOfStatus = {
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
} as const satisfies Record<InstanceStatus, InstanceStatusLabel>;

/**
 * The label for an internal status. The service state matters only while RUNNING: CLEANING (empty
 * the graph) shows Emptying and LOADING (load samples) shows Updating; any other service state
 * leaves RUNNING as Active.
 */
export function instanceStatusLabel(
  status: InstanceStatus,
  serviceState?: ServiceState | null,
): InstanceStatusLabel {
  if (status === 'RUNNING') {
    if (serviceState === 'CLEANING') return 'Emptying';
    if (serviceState === 'LOADING') return 'Updating';
  }
  return labelOfStatus[status];
}

const toneOfLabel = {
  Active: 'success',
  Stopped: 'neutral',
  Cancelled: 'muted',
  Error: 'danger',
} as const satisfies Partial<Record<InstanceStatusLabel, InstanceStatusTone>>;

/** The tone of a label: Active success, Stopped neutral, Cancelled muted, Error danger, else progress. */
export function instanceStatusLabelTone(label: InstanceStatusLabel): InstanceStatusTone {
  return Object.hasOwn(toneOfLabel, label)
    ? toneOfLabel[label as keyof typeof toneOfLabel]
    : 'progress';
}

/** The tone of an instance's label, from its internal status and service state. */
export function instanceStatusTone(
  status: InstanceStatus,
  serviceState?: ServiceState | null,
): InstanceStatusTone {
  return instanceStatusLabelTone(instanceStatusLabel(status, serviceState));
}
