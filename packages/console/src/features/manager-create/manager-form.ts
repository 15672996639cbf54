// The Manager create wizard's values and rules: one form over two steps, checked with the rules the
// server applies to `/manager/create` (`@quiver/validation`), plus the confirmation of the root
// password and a name already taken (the Blaze wizard's name check, `/instance/name`: a Manager's
// name is unique among the account's instances).
import { z } from 'zod';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { allowedIpList, graphPassword, instanceName, listeningPort } from '@quiver/validation';
import { instanceDefaults } from '@quiver/contract';
import { allowedIpRowsToEntries, type AllowedIpRow } from '@quiver/ui';
import type { ManagerCreateInput } from '../../data/managers/manager-create-mutation.ts';
import type { ManagerStepId } from './manager-steps.ts';
import { confirmationError, stepsBefore, wizardResolver } from '../create-shared/wizard-form.ts';

/** What the form holds: text as typed (the port too), so nothing typed is lost or reformatted. */
export interface ManagerValues {
  vendor: string;
  region: string;
  sizeId: string;
  /** The Manager image id (`/image/list?kind=MANAGER`). */
  version: string;
  name: string;
  port: string;
  allowedIps: AllowedIpRow[];
  /** The account's clusters this Manager manages from the start (optional). */
  clusterIds: string[];
  rootPassword: string;
  confirmPassword: string;
}

/** A new wizard's values: the contract's default port, nothing chosen yet. */
export function pristineManagerValues(): ManagerValues {
  return {
    vendor: '',
    region: '',
    sizeId: '',
    version: '',
    name: '',
    port: String(instanceDefaults.port),
    allowedIps: [],
    clusterIds: [],
    rootPassword: '',
    confirmPassword: '',
  };
}

const chosen = (messageKey: string) => z.string().min(1, { error: messageKey });

const stepSchemas = {
  instance: z.object({
    vendor: chosen('blaze-create.error.vendor-required'),
    region: chosen('blaze-create.error.region-required'),
    sizeId: chosen('blaze-create.error.size-required'),
  }),
  settings: z.object({
    name: instanceName,
    version: chosen('blaze-create.error.version-required'),
    port: listeningPort,
    allowedIps: allowedIpList,
    clusterIds: z.array(z.string()),
    rootPassword: graphPassword,
    confirmPassword: z.string(),
  }),
} as const;

const managerSchema = stepSchemas.instance.extend(stepSchemas.settings.shape);

/** The values once every rule passed (the port parsed). */
export type ManagerOutput = z.output<typeof managerSchema>;

/** The fields of each step, validated when the user leaves the step forward. */
export const managerStepFields = {
  instance: Object.keys(stepSchemas.instance.shape),
  settings: Object.keys(stepSchemas.settings.shape),
} as { [K in keyof typeof stepSchemas]: Array<keyof ManagerValues> };

/**
 * The first step before `step` whose values do not pass (a step reached by address with an earlier
 * one unfinished sends the user there), or undefined.
 */
export function firstInvalidManagerStepBefore(
  values: ManagerValues,
  step: ManagerStepId,
): ManagerStepId | undefined {
  const before = stepsBefore(['instance', 'settings'] as const, step);
  return before.find(
    (id) =>
      !stepSchemas[id].safeParse(values).success ||
      (id === 'settings' && confirmationError(values) !== undefined),
  );
}

/**
 * The form's resolver: the zod rules, then the confirmation and the name's availability
 * (`isNameTaken` answers from the check already made, or waits for one in flight).
 */
export function managerResolver(
  isNameTaken: (name: string) => Promise<boolean>,
): Resolver<ManagerValues, unknown, ManagerOutput> {
  const rules = zodResolver(managerSchema) as unknown as Resolver<
    ManagerValues,
    unknown,
    ManagerOutput
  >;
  return wizardResolver({
    rules: () => rules,
    isNameTaken,
    nameTaken: 'blaze-create.settings.name-taken',
  });
}

/** The create call's body from the checked values; empty descriptions and no clusters are left out. */
export function toManagerCreateRequest(
  output: ManagerOutput,
  typed: Pick<ManagerValues, 'allowedIps'>,
): ManagerCreateInput {
  return {
    name: output.name,
    vendor: output.vendor,
    region: output.region,
    sizeId: output.sizeId,
    version: output.version,
    port: output.port,
    allowedIps: allowedIpRowsToEntries(typed.allowedIps),
    rootPassword: output.rootPassword,
    ...(output.clusterIds.length === 0 ? {} : { clusterIds: output.clusterIds }),
  };
}
