import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf } from '../../lib/endpoint.ts';
import { useDataOperationMutation } from './data-operation.ts';
import { backups } from './endpoints.ts';

export type InstanceCleanInput = RequestOf<typeof backups.clean>;

/** Empty an Active instance's graph: its data and its schema. Silent: the dialog that sent it shows a refusal in place. */
export function emptyInstance(api: ApiClient, input: InstanceCleanInput) {
  return api.call(backups.clean, input, { silent: true });
}

export function useInstanceCleanMutation() {
  return useDataOperationMutation(emptyInstance, (operation) => operation);
}
