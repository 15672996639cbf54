// The cluster wizard's values and rules: one form over its steps, checked with the rules the
// server applies (`@quiver/validation` and the contract's, as the create requests compose them).
// A free cluster asks only for a name, the allowed IPs and the root password (the rest is the
// fixed configuration of `/cluster/free/config`); a Standard one also for its place, its servers
// (a size and a count per role), its version, its port and the engine's settings.
import { z } from 'zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  allowedIpList,
  graphPassword,
  instanceName,
  listeningPort,
  type PowerhouseServerRole,
} from '@quiver/validation';
import { instanceDefaults } from '@quiver/contract';
import type { AllowedIpRow } from '@quiver/ui';
import { confirmationError, stepsBefore, wizardResolver } from '../create-shared/wizard-form.ts';
import {
  engineSettingsDefaults,
  engineSettingsRules,
  type EngineSettingsValues,
} from '../create-shared/engine-settings.tsx';

export const clusterTypes = ['free', 'standard'] as const;
export type ClusterType = (typeof clusterTypes)[number];

/** The roles of a layout, in the order shown: META and SHARD are required, HDC is optional. */
export const layoutRoles = ['meta', 'shard', 'hdc'] as const;
export type LayoutRole = (typeof layoutRoles)[number];

export const roleOf: Record<LayoutRole, PowerhouseServerRole> = {
  meta: 'GRAPH_V5_META_SERVER',
  shard: 'GRAPH_V5_SHARD_SERVER',
  hdc: 'GRAPH_V5_HDC_SERVER',
};

/** The most servers of one role (the contract's line rule). */
export const MAX_SERVERS_PER_ROLE = 64;

/** One role's servers as typed: a size and a count (text, as typed; '0' HDC servers is none). */
export interface LayoutLine {
  sizeId: string;
  count: string;
}

/**
 * What the form holds: text as typed, so nothing typed is lost or reformatted. The engine settings
 * are a Standard cluster's (the free cluster starts with the contract's defaults).
 */
export interface ClusterValues extends EngineSettingsValues {
  type: ClusterType | '';
  vendor: string;
  region: string;
  layout: Record<LayoutRole, LayoutLine>;
  /** The graph image id (`/image/list`, kind POWERHOUSE). */
  version: string;
  name: string;
  port: string;
  allowedIps: AllowedIpRow[];
  rootPassword: string;
  confirmPassword: string;
}

/** A new wizard's values: one META and one SHARD server, no HDC server, the default port. */
export function pristineClusterValues(): ClusterValues {
  return {
    type: '',
    vendor: '',
    region: '',
    layout: {
      meta: { sizeId: '', count: '1' },
      shard: { sizeId: '', count: '1' },
      hdc: { sizeId: '', count: '0' },
    },
    version: '',
    name: '',
    port: String(instanceDefaults.port),
    allowedIps: [],
    ...engineSettingsDefaults(),
    rootPassword: '',
    confirmPassword: '',
  };
}

const chosen = (messageKey: string) => z.string().min(1, { error: messageKey });
/**
 * The message key of a role's count as typed, or undefined when it is one: each mistake is said
 * for what it is, since the field's hint already gives the range ("A whole number from 0 to 64.").
 * A count of digits is taken as the number it reads ('03' is 3: the calls are sent numbers).
 */
export function countError(value: string, min: 0 | 1): string | undefined {
  if (value.trim() === '')
    return min === 0
      ? 'clusters.create.error.count-required-none'
      : 'clusters.create.error.count-required';
  if (!/^[0-9]+$/.test(value)) return 'clusters.create.error.count-whole';
  const count = Number(value);
  if (count > MAX_SERVERS_PER_ROLE) return 'clusters.create.error.count-too-many';
  if (count < min) return 'clusters.create.error.count-too-few';
  return undefined;
}

/** A role's count: text as typed in, the number out (META and SHARD from 1, HDC from 0 = none). */
const countRule = (min: 0 | 1) =>
  z.string().transform((value, context) => {
    const message = countError(value, min);
    if (message === undefined) return Number(value);
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
const requiredCount = countRule(1);
const optionalCount = countRule(0);
const sizeChosen = chosen('clusters.create.error.size-required');

const requiredLine = z.object({ sizeId: sizeChosen, count: requiredCount });
/** HDC servers are optional: a size is needed only for a count above 0. */
const optionalLine = z
  .object({ sizeId: z.string(), count: optionalCount })
  .superRefine((line, context) => {
    if (line.count > 0 && line.sizeId === '')
      context.addIssue({
        code: 'custom',
        path: ['sizeId'],
        message: 'clusters.create.error.size-required',
      });
  });

const typeRule = z.enum(clusterTypes, { error: 'clusters.create.error.type-required' });
const accountRules = { rootPassword: graphPassword, confirmPassword: z.string() };

/** The rules of a free cluster: what the user sets; the rest is fixed. */
const freeSchema = z.object({
  type: z.literal('free'),
  name: instanceName,
  allowedIps: allowedIpList,
  ...accountRules,
});

const standardSchema = z.object({
  type: z.literal('standard'),
  vendor: chosen('clusters.create.error.vendor-required'),
  region: chosen('clusters.create.error.region-required'),
  layout: z.object({ meta: requiredLine, shard: requiredLine, hdc: optionalLine }),
  version: chosen('clusters.create.error.version-required'),
  name: instanceName,
  port: listeningPort,
  allowedIps: allowedIpList,
  ...engineSettingsRules,
  ...accountRules,
});

/** The values once every rule passed (numbers parsed), by type. */
export type ClusterOutput = z.output<typeof freeSchema> | z.output<typeof standardSchema>;
export type StandardClusterOutput = z.output<typeof standardSchema>;

/** The steps of the wizard before its review. */
export const clusterStepIds = ['cluster', 'settings'] as const;
export type ClusterStepId = (typeof clusterStepIds)[number];

/** The fields of each step, validated when the user leaves the step forward. */
export const clusterStepFields = {
  cluster: ['type', 'vendor', 'region', 'layout'],
  settings: [
    'name',
    'version',
    'port',
    'allowedIps',
    'memoryThreshold',
    'logLevel',
    'nodeIdCache',
    'rootPassword',
    'confirmPassword',
  ],
} as const satisfies Record<ClusterStepId, ReadonlyArray<keyof ClusterValues>>;

/** The rules of the chosen type (a wizard with no type chosen only asks for one). */
function schemaOf(values: ClusterValues) {
  if (values.type === 'free') return freeSchema;
  if (values.type === 'standard') return standardSchema;
  return z.object({ type: typeRule });
}

/**
 * The name rule's messages in a cluster's words: `@quiver/validation`'s say "instance" (the same
 * rule, spec section 5). Its "Instance name error." is the spec's own sentence and is kept.
 */
const clusterMessageKeys: Record<string, string> = {
  'validation.instance.name-required': 'clusters.create.error.name-required',
  'validation.instance.name-too-long': 'clusters.create.error.name-too-long',
};

/** The key to show for a message key of the form (a cluster's own words where it has them). */
export function clusterMessageKey(key: string): string {
  return clusterMessageKeys[key] ?? key;
}

/** The fields of `step` that fail their rules now (for a step reached by address). */
function stepFails(values: ClusterValues, step: ClusterStepId): boolean {
  const result = schemaOf(values).safeParse(values);
  const fields = clusterStepFields[step] as readonly string[];
  const failing =
    !result.success && result.error.issues.some((issue) => fields.includes(String(issue.path[0])));
  return failing || (step === 'settings' && confirmationError(values) !== undefined);
}

/**
 * The first step before `step` whose values do not pass (so a step cannot be reached by address
 * with an earlier one unfinished), or undefined. Availability checks are left to the server.
 */
export function firstInvalidStepBefore(
  values: ClusterValues,
  step: ClusterStepId | 'review',
): ClusterStepId | undefined {
  const before = stepsBefore(clusterStepIds, step);
  return before.find((id) => stepFails(values, id));
}

/** What the resolver asks of the checks the server answers (read from what was already asked). */
export interface ClusterChecks {
  /** The name is taken among the account's clusters (`/cluster/name`). */
  isNameTaken: (name: string) => Promise<boolean>;
  /** The free cluster cannot be created now (`/cluster/{brand}v5/free/check`). */
  isFreeRefused: () => Promise<boolean>;
  /** A role whose servers the region has no room for now (`/cluster/{brand}v5/batches/check`). */
  soldOutRoles: (values: ClusterValues) => Promise<LayoutRole[]>;
}

/**
 * The form's resolver: the rules of the chosen type, then the confirmation and what the server's
 * checks already said (a taken name, a free cluster refused, a role without room). Errors are
 * message keys (validation's, the contract's, or this area's `clusters.*`).
 */
export function clusterResolver(
  checks: ClusterChecks,
): Resolver<ClusterValues, unknown, ClusterOutput> {
  return wizardResolver({
    rules: (values) =>
      zodResolver(schemaOf(values)) as unknown as Resolver<ClusterValues, unknown, ClusterOutput>,
    isNameTaken: checks.isNameTaken,
    nameTaken: 'clusters.create.name-taken',
    more: async (values, errors) => {
      const extra: FieldErrors<ClusterValues> = {};
      if (values.type === 'free' && (await checks.isFreeRefused()))
        extra.type = { type: 'custom', message: 'clusters.create.error.free-refused' };
      if (values.type === 'standard' && !errors.layout) {
        const soldOut = await checks.soldOutRoles(values);
        if (soldOut.length > 0)
          extra.layout = Object.fromEntries(
            soldOut.map((role) => [
              role,
              { count: { type: 'custom', message: 'clusters.create.error.no-room' } },
            ]),
          ) as FieldErrors<ClusterValues>['layout'];
      }
      return extra;
    },
  });
}

/** The server lines of a layout (roles with servers only), as the create and check calls take them. */
export function layoutLines(layout: ClusterValues['layout']) {
  return layoutRoles
    .map((role) => ({
      role: roleOf[role],
      sizeId: layout[role].sizeId,
      count: Number(layout[role].count),
    }))
    .filter((line) => Number.isInteger(line.count) && line.count > 0 && line.sizeId !== '');
}

/** Whether the layout is complete enough to ask the stock and the price of. */
export function layoutReady(values: Pick<ClusterValues, 'vendor' | 'region' | 'layout'>): boolean {
  return (
    values.vendor !== '' &&
    values.region !== '' &&
    standardSchema.shape.layout.safeParse(values.layout).success
  );
}
