import { instanceDefaults } from '@quiver/contract';

/**
 * Product options (v1 `/product/options`): the defaults and bounds of the create wizard's settings.
 * The bounds are the validation package's rules; these are the starting values the wizard shows.
 */
export const productOptions = {
  /** Listening port preselected in the wizard; Shared instances always use it. */
  defaultPort: instanceDefaults.port,
  portRange: { min: 60000, max: 65535 },
  memoryThreshold: { default: instanceDefaults.memoryThreshold, min: 80, max: 90 },
  /** FATAL=1, WARNING=2, INFO=3, DEBUG=4. */
  logLevel: { default: instanceDefaults.logLevel, min: 1, max: 4 },
  nodeIdCache: { default: instanceDefaults.nodeIdCache, min: 0, max: 999_000_000 },
  shortUuid: { default: instanceDefaults.shortUuid },
  /** Storage changes: at most once per this many hours (spec section 4). */
  storageChangeIntervalHours: 6,
  /** A size change needs memory and disk use below this share of the new size (spec section 4). */
  sizeChangeUsageLimitPercent: 80,
  /** Cancelled instances stay listed this many days (DECISIONS.md "Instance lifecycle"). */
  cancelledListedDays: 7,
} as const;
