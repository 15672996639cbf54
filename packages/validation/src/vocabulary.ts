// The domain's closed value sets (spec sections 3 and 4), each as a readonly option list, a zod
// enum built from it and the TS type. Wire values are spelled exactly as the spec gives them.
import { z } from 'zod';
import { integerField } from './lib/rules.ts';

const invalidOption = { error: 'validation.invalid-option' } as const;

/** Internal instance statuses (spec section 4). What users see is `instanceStatusLabel`. */
export const instanceStatuses = [
  'UNKNOWN',
  'CREATING',
  'DEPLOYING',
  'STARTING',
  'RESTARTING',
  'RUNNING',
  'STOPPING',
  'STOPPED',
  'SHUTDOWN',
  'TERMINATING',
  'TERMINATED',
  'ERROR',
  'CHANGING',
  'EXTENDING',
  'UPDATING',
  'BACKUPING',
  'RECOVERING',
] as const;
export const instanceStatus = z.enum(instanceStatuses, invalidOption);
export type InstanceStatus = z.infer<typeof instanceStatus>;

/** The graph service's own state inside a running instance. */
export const serviceStates = [
  'AVAILABLE',
  'BACKUP',
  'RECOVERING',
  'CLEANING',
  'LOADING',
  'CRASH',
  'UNKNOWN',
] as const;
export const serviceState = z.enum(serviceStates, invalidOption);
export type ServiceState = z.infer<typeof serviceState>;

export const backupStatuses = [
  'CREATING',
  'AVAILABLE',
  'DELETING',
  'DELETED',
  'DELETE_FAILED',
  'BACKUP_FAILED',
] as const;
export const backupStatus = z.enum(backupStatuses, invalidOption);
export type BackupStatus = z.infer<typeof backupStatus>;

/** Bill statuses; the lifecycle is in DECISIONS.md "Money". */
export const billStatuses = ['PENDING', 'UNPAID', 'PAID', 'OVERDUE', 'CANCELED'] as const;
export const billStatus = z.enum(billStatuses, invalidOption);
export type BillStatus = z.infer<typeof billStatus>;
/** How the interface writes each bill status (spec section 4). */
export const billStatusLabels = {
  PENDING: 'Pending',
  UNPAID: 'Unpaid',
  PAID: 'Paid',
  OVERDUE: 'Overdue',
  CANCELED: 'Canceled',
} as const satisfies Record<BillStatus, string>;

export const creditStatuses = ['ACTIVE', 'USED', 'EXPIRED'] as const;
export const creditStatus = z.enum(creditStatuses, invalidOption);
export type CreditStatus = z.infer<typeof creditStatus>;
export const creditStatusLabels = {
  ACTIVE: 'Active',
  USED: 'Used',
  EXPIRED: 'Expired',
} as const satisfies Record<CreditStatus, string>;

/** Account statuses; their effects are in DECISIONS.md "Accounts and sessions". */
export const userStatuses = ['NORMAL', 'LIMITED', 'BANNED', 'REVIEW'] as const;
export const userStatus = z.enum(userStatuses, invalidOption);
export type UserStatus = z.infer<typeof userStatus>;

/** Site notice priorities, most urgent first. */
export const noticePriorities = ['CRITICAL', 'IMPORTANT', 'COMMON'] as const;
export const noticePriority = z.enum(noticePriorities, invalidOption);
export type NoticePriority = z.infer<typeof noticePriority>;

/** Graph log levels by name, most severe first; the interface numbers them 1 to 4. */
export const logLevels = ['FATAL', 'WARNING', 'INFO', 'DEBUG'] as const;
export const logLevel = z.enum(logLevels, invalidOption);
export type LogLevel = z.infer<typeof logLevel>;
export const logLevelNumbers = {
  FATAL: 1,
  WARNING: 2,
  INFO: 3,
  DEBUG: 4,
} as const satisfies Record<LogLevel, number>;
export type LogLevelNumber = (typeof logLevelNumbers)[LogLevel];
/** The Blaze wizard's default log level: 3 (INFO). */
export const LOG_LEVEL_DEFAULT: LogLevelNumber = logLevelNumbers.INFO;

/** The number of a log level: FATAL 1, WARNING 2, INFO 3, DEBUG 4. */
export function logLevelToNumber(level: LogLevel): LogLevelNumber {
  return logLevelNumbers[level];
}

/** The log level numbered `value`, or undefined when `value` is not 1, 2, 3 or 4. */
export function logLevelFromNumber(value: number): LogLevel | undefined {
  return logLevels.find((level) => logLevelNumbers[level] === value);
}

/**
 * The instance setting "log level" as the interface numbers it: a whole number from 1 to 4, number or
 * decimal text in, number out.
 */
export const logLevelNumber = integerField(
  1,
  4,
  'validation.instance.log-level-required',
  'validation.instance.log-level-invalid',
)
  // Narrows the output type to 1 | 2 | 3 | 4 without a transform (keeps it JSON-Schema friendly).
  .pipe(
    z.literal(Object.values(logLevelNumbers), { error: 'validation.instance.log-level-invalid' }),
  );

/** How the user signed up and signs in. */
export const identityTypes = ['email', 'google', 'github'] as const;
export const identityType = z.enum(identityTypes, invalidOption);
export type IdentityType = z.infer<typeof identityType>;

/** The state of a run switch in the interface. */
export const runToggles = ['stop', 'run', 'disabled'] as const;
export const runToggle = z.enum(runToggles, invalidOption);
export type RunToggle = z.infer<typeof runToggle>;
