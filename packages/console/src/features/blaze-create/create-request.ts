import { allowedIpRowsToEntries } from '@quiver/ui';
import type { InstanceCreateInput } from '../../data/instance/instance-create-mutation.ts';
import type { CreateOutput, CreateValues } from './create-form.ts';

/**
 * The create call's body from the checked values. A Shared instance's port is fixed, so none is
 * sent; empty descriptions are left out; `cloneOf` says which instance this one copies.
 */
export function toCreateRequest(
  output: CreateOutput,
  typed: Pick<CreateValues, 'allowedIps'>,
  cloneOf: string | undefined,
): InstanceCreateInput {
  return {
    edition: output.edition,
    vendor: output.vendor,
    region: output.region,
    sizeId: output.sizeId,
    version: output.version,
    name: output.name,
    ...(output.edition === 'shared' ? {} : { port: output.port }),
    allowedIps: allowedIpRowsToEntries(typed.allowedIps),
    memoryThreshold: output.memoryThreshold,
    logLevel: output.logLevel,
    nodeIdCache: output.nodeIdCache,
    shortUuid: output.shortUuid,
    rootPassword: output.rootPassword,
    ...(cloneOf === undefined ? {} : { cloneOf }),
  };
}
