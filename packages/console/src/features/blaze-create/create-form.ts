// The create wizard's values and rules: one form over the four steps, checked with the rules the
// server applies (`@quiver/validation`, as the contract's create request composes them), plus the
// two checks no single field rule makes (the confirmation, a name already taken).
import { z } from 'zod';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { allowedIpList, graphPassword, instanceName, listeningPort } from '@quiver/validation';
import { instanceDefaults } from '@quiver/contract';
import type { AllowedIpRow } from '@quiver/ui';
import type { CreateStepId } from './create-steps.ts';
import { confirmationError, stepsBefore, wizardResolver } from '../create-shared/wizard-form.ts';
import {
  engineSettingsDefaults,
  engineSettingsRules,
  type EngineSettingsValues,
} from '../create-shared/engine-settings.tsx';

/** The editions this wizard creates; Enterprise is contact-only. */
export const creatableEditions = ['shared', 'standard'] as const;
export type CreatableEdition = (typeof creatableEditions)[number];
/** The editions placed by provider, region and size: this wizard's, and the Manager's. */
export type PlacedEdition = CreatableEdition | 'manager-standard';

/** What the form holds: text as typed (numbers too), so nothing typed is lost or reformatted. */
export interface CreateValues extends EngineSettingsValues {
  edition: CreatableEdition | '';
  vendor: string;
  region: string;
  sizeId: string;
  /** The graph image id (`/image/list`). */
  version: string;
  name: string;
  port: string;
  allowedIps: AllowedIpRow[];
  shortUuid: boolean;
  rootPassword: string;
  confirmPassword: string;
}

/** A new wizard's values: the contract's instance defaults, nothing chosen yet. */
export function pristineValues(): CreateValues {
  return {
    edition: '',
    vendor: '',
    region: '',
    sizeId: '',
    version: '',
    name: '',
    port: String(instanceDefaults.port),
    allowedIps: [],
    ...engineSettingsDefaults(),
    shortUuid: instanceDefaults.shortUuid,
    rootPassword: '',
    confirmPassword: '',
  };
}

const chosen = (messageKey: string) => z.string().min(1, { error: messageKey });

const stepSchemas = {
  instance: z.object({
    edition: z.enum(creatableEditions, { error: 'blaze-create.error.edition-required' }),
    vendor: chosen('blaze-create.error.vendor-required'),
    region: chosen('blaze-create.error.region-required'),
    sizeId: chosen('blaze-create.error.size-required'),
  }),
  settings: z.object({
    name: instanceName,
    version: chosen('blaze-create.error.version-required'),
    port: listeningPort,
    allowedIps: allowedIpList,
    ...engineSettingsRules,
    shortUuid: z.boolean(),
  }),
  account: z.object({
    rootPassword: graphPassword,
    confirmPassword: z.string(),
  }),
} as const;

const createSchema = stepSchemas.instance
  .extend(stepSchemas.settings.shape)
  .extend(stepSchemas.account.shape);

/** The values once every rule passed (numbers parsed). */
export type CreateOutput = z.output<typeof createSchema>;

/** The fields of each step, validated when the user leaves the step forward. */
export const stepFields = {
  instance: Object.keys(stepSchemas.instance.shape),
  settings: Object.keys(stepSchemas.settings.shape),
  account: Object.keys(stepSchemas.account.shape),
} as { [K in keyof typeof stepSchemas]: Array<keyof CreateValues> };

/**
 * The first step, before `step`, whose values do not pass (so a step cannot be reached by address
 * with an earlier one unfinished), or undefined. The name's availability is left to the server.
 */
export function firstInvalidStepBefore(
  values: CreateValues,
  step: CreateStepId,
): CreateStepId | undefined {
  const before = stepsBefore(['instance', 'settings', 'account'] as const, step);
  return before.find(
    (id) =>
      !stepSchemas[id].safeParse(values).success ||
      (id === 'account' && confirmationError(values) !== undefined),
  );
}

/** What the server's checks already said, for the resolver. */
export interface CreateChecks {
  /** The name is taken among the account's instances (`/instance/name`). */
  isNameTaken: (name: string) => Promise<boolean>;
  /**
   * Why the account's one free slot cannot be used now, in the server's words
   * (`/cluster/{brand}v5/free/check`), or null when it can or is not known yet.
   */
  freeRefusal: () => Promise<string | null>;
}

/**
 * The form's resolver: the zod rules, then the confirmation, the name's availability
 * (`isNameTaken` answers from what the availability check already knows, or waits for a check in
 * flight) and, for Shared, the free slot. Errors are message keys (validation's, the contract's, or
 * this area's `blaze-create.*`).
 */
export function createResolver(
  checks: CreateChecks,
): Resolver<CreateValues, unknown, CreateOutput> {
  // The form holds text as typed ('' before a choice); the rules turn it into the output or errors.
  const rules = zodResolver(createSchema) as unknown as Resolver<
    CreateValues,
    unknown,
    CreateOutput
  >;
  return wizardResolver({
    rules: () => rules,
    isNameTaken: checks.isNameTaken,
    nameTaken: 'blaze-create.settings.name-taken',
    more: async (values) => {
      const refusal = values.edition === 'shared' ? await checks.freeRefusal() : null;
      // The server's sentence is shown as it is (a text that is no message key).
      return refusal === null ? {} : { edition: { type: 'custom', message: refusal } };
    },
  });
}
