import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf } from '../../lib/endpoint.ts';
import { useDataOperationMutation } from './data-operation.ts';
import { backups } from './endpoints.ts';

export type SampleLoadInput = RequestOf<typeof backups.loadSample>;

/** Load a sample graph into an Active instance. Silent: the dialog that sent it shows a refusal in place. */
export function loadSampleGraph(api: ApiClient, input: SampleLoadInput) {
  return api.call(backups.loadSample, input, { silent: true });
}

export function useSampleLoadMutation() {
  return useDataOperationMutation(loadSampleGraph, (operation) => operation);
}
