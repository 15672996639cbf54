// What every graph resource (Blaze and Manager instances, Powerhouse clusters) shares as it is
// created and operated (DECISIONS.md "Instance creation", the action matrix of @quiver/contract):
// whether the account may create, its one free slot, a payment method on file, stock in a region,
// the root password's verifier, newer versions, and the judgement of a lifecycle action on the row
// locked for it. Instances, clusters and managers all take these rules from here.
import {
  accountCapabilities,
  accountRefusalReason,
  canPerform,
  instanceDefaults,
  lifecycleLimits,
  nextStatus,
  type LifecycleAction,
  type LifecycleSubject,
  type MessageKey,
  type TransitionPlan,
} from '@quiver/contract';
import type { AllowedIpList, InstanceStatus, ServiceState, UserStatus } from '@quiver/validation';
import { uniqueViolation } from '../../db/errors.ts';
import { Refusal, RuleViolation } from '../../errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { hashPassword, type PasswordHashing } from '../../lib/secrets.ts';
import type { CloudProviders, StockVerdict } from '../../providers/index.ts';
import {
  compareVersions,
  imagesOf,
  imageView,
  upgradesFrom,
  type Region,
} from '../catalogue/index.ts';
import type { PaymentService } from '../payments/service.ts';

/** The account a resource belongs to, as the rules need it. */
export interface Owner {
  id: string;
  status: UserStatus;
}

/** The spec section 8 message of each stock verdict that refuses a create. */
export const stockReasons = {
  'sold-out': 'soldOut',
  occupied: 'occupied',
  unavailable: 'cannotCreateNow',
} as const;

/** Allowed inbound IPs as the request gave them (description optional); stored with '' for none. */
export const normaliseIps = (entries: AllowedIpList) =>
  entries.map((entry) => ({ ip: entry.ip, description: entry.description ?? '' }));

/** The settings a new instance or cluster starts with: those given, the defaults for the rest. */
export function initialSettings(given: {
  port?: number | undefined;
  allowedIps: AllowedIpList;
  memoryThreshold?: number | undefined;
  logLevel?: number | undefined;
  nodeIdCache?: number | undefined;
}) {
  return {
    port: given.port ?? instanceDefaults.port,
    allowedIps: normaliseIps(given.allowedIps),
    memoryThreshold: given.memoryThreshold ?? instanceDefaults.memoryThreshold,
    logLevel: given.logLevel ?? instanceDefaults.logLevel,
    nodeIdCache: given.nodeIdCache ?? instanceDefaults.nodeIdCache,
  };
}

/** Why the account's status may not create (REVIEW, BANNED, ...), or null when it may. */
export function creatorRefusal(owner: Owner): MessageKey | null {
  return accountCapabilities[owner.status].createInstance
    ? null
    : (accountRefusalReason[owner.status] ?? 'accountLimited');
}

export function requireCreator(owner: Owner): void {
  const reason = creatorRefusal(owner);
  if (reason !== null) throw new RuleViolation(reason);
}

/** Cancelled instances and clusters stay listed until this long after their termination. */
export function listedSince(now: Date): Date {
  return new Date(now.getTime() - lifecycleLimits.cancelledListedDays * 24 * 3600 * 1000);
}

/**
 * The caller's resources among ids a client sent: an id that is no UUID is not the caller's (and
 * must not reach a uuid column), so only UUIDs are looked up.
 */
export async function findByClientIds<T>(
  ids: string[],
  find: (uuids: string[]) => Promise<T[]>,
): Promise<T[]> {
  const uuids = ids.filter(isUuid);
  return uuids.length === 0 ? [] : find(uuids);
}

/** A resource's status for polling (`/instance/state`, `/cluster/state`). */
export function stateOf(row: {
  id: string;
  status: string;
  serviceState: string | null;
  updatedAt: Date;
}) {
  return {
    id: row.id,
    status: row.status as InstanceStatus,
    serviceState: row.serviceState as ServiceState | null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Refuses with the matrix's reason when `action` is not possible now. */
export function requireAllowed(
  subject: LifecycleSubject,
  action: LifecycleAction,
  accountStatus?: UserStatus,
): void {
  const decision = canPerform(
    subject,
    action,
    accountStatus === undefined ? {} : { accountStatus },
  );
  if (!decision.allowed)
    throw new RuleViolation(decision.reasonKey, { params: { ...decision.params } });
}

/** Actions after which a STANDARD resource runs, billed: they need a payment method on file. */
export function needsPayment(action: LifecycleAction): boolean {
  return action === 'start' || action === 'forceStart' || action === 'changeSize';
}

/** What an action's own rules add, judged on the locked row: job data, and the restarting path. */
export interface Prepared<TPayload> {
  payload?: TPayload;
  restart?: boolean;
}

/**
 * Judges an action on the row locked for it, in this order: the action matrix (with the account's
 * status), the payment method, the typed name of a terminate or recover, the action's own rules
 * (`prepare`, which throws to refuse), then the path the action takes from the current status.
 */
export function judgeAction<TPayload>(
  row: { name: string; status: string; type: string },
  subject: LifecycleSubject,
  action: LifecycleAction,
  options: {
    accountStatus: UserStatus;
    /** Whether the account has a payment method (read before the row was locked). */
    paid: boolean;
    confirmName?: string | undefined;
    prepare?: (() => Prepared<TPayload> | void) | undefined;
  },
): { plan: TransitionPlan; prepared: Prepared<TPayload> } {
  requireAllowed(subject, action, options.accountStatus);
  if (needsPayment(action) && row.type === 'STANDARD' && !options.paid)
    throw new RuleViolation('startNoPayment');
  if ((action === 'terminate' || action === 'recover') && options.confirmName !== row.name)
    throw new RuleViolation('confirmNameMismatch', {
      fields: { confirmName: 'api.invalid-value' },
    });
  const prepared = options.prepare?.() ?? {};
  const status = row.status as InstanceStatus;
  const plan = nextStatus(status, action, { restart: prepared.restart ?? false });
  if (!plan) throw new RuleViolation('operationInProgress', { params: { label: status } });
  return { plan, prepared };
}

/**
 * A unique violation while a new instance or cluster was stored: the one-free index (another free
 * one won the race), else the name index. Answers the refusal to throw for it, or the error itself.
 */
export function creationRefusal(error: unknown, nameTaken: () => RuleViolation): unknown {
  const constraint = uniqueViolation(error);
  if (constraint === 'instances_one_free') return new RuleViolation('oneFreePerAccount');
  return constraint !== undefined ? nameTaken() : error;
}

/**
 * A unique violation while an action was being accepted is the one-active-job index: another
 * operation was accepted between the read and the write. Answers the refusal to throw for it, or
 * the error itself.
 */
export function raceRefusal(error: unknown): unknown {
  return uniqueViolation(error) !== undefined
    ? new RuleViolation('operationInProgress', { params: { label: 'busy' } })
    : error;
}

/** The contract's upgrade check for a kind's version (clusters and managers). */
export function upgradeCheckOf(kind: 'POWERHOUSE' | 'MANAGER', currentVersion: string) {
  const newer = upgradesFrom(kind, currentVersion).sort((a, b) =>
    compareVersions(b.version, a.version),
  );
  const latest = imagesOf(kind).reduce(
    (best, image) => (compareVersions(image.version, best) > 0 ? image.version : best),
    currentVersion,
  );
  return {
    currentVersion,
    latestVersion: latest,
    upgradable: newer.length > 0,
    versions: newer.map(imageView),
  };
}

/** Only a newer version can be installed. */
export function requireNewer(current: string, target: string): void {
  const order = compareVersions(target, current);
  if (order === 0)
    throw new RuleViolation('versionUnchanged', { fields: { version: 'api.invalid-value' } });
  if (order < 0)
    throw new Refusal('Only a newer version can be installed: choose one from the upgrade check.', {
      version: 'api.invalid-value',
    });
}

export class LifecycleService {
  constructor(
    private readonly providers: CloudProviders,
    private readonly payments: PaymentService,
    private readonly passwordHashing: PasswordHashing,
  ) {}

  hasPaymentMethod(userId: string): Promise<boolean> {
    return this.payments.hasPaymentMethod(userId);
  }

  /**
   * Whether the payment rule can let `action` through: false only when it needs a payment method
   * (`needsPayment`) and the account has none. Read before the row is locked; `judgeAction` then
   * applies it to STANDARD resources only.
   */
  async paidFor(owner: Owner, action: LifecycleAction): Promise<boolean> {
    return needsPayment(action) ? this.hasPaymentMethod(owner.id) : true;
  }

  /** The verifier of a graph root password (argon2id PHC string); the password is not kept. */
  rootPasswordHash(password: string): Promise<string> {
    return hashPassword(password, this.passwordHashing);
  }

  /**
   * Whether `needed` servers of a size fit in a region now: the region open to new instances, this
   * machine able to run engines, then the vendor's stock (regional capacity may be shared across
   * sizes, so every server of a cluster needs a place).
   */
  async stock(place: Region, sizeKey: string, needed = 1): Promise<StockVerdict> {
    if (!place.usable)
      return { status: 'unavailable', reason: `${place.name} is not accepting new instances.` };
    const availability = await this.providers.availability();
    if (!availability.available) return { status: 'unavailable', reason: availability.reason };
    const { vendor, code: region } = place;
    const verdict = await this.providers.forVendor(vendor).checkStock({ vendor, region, sizeKey });
    if (verdict.status === 'available' && verdict.remaining !== null && verdict.remaining < needed)
      return { status: 'sold-out' };
    return verdict;
  }

  /** Refuses with the spec's stock message unless `stock` says available. */
  async requireStock(place: Region, sizeKey: string, needed = 1): Promise<void> {
    const verdict = await this.stock(place, sizeKey, needed);
    if (verdict.status !== 'available') throw new RuleViolation(stockReasons[verdict.status]);
  }
}
