import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import { useApi } from '../../lib/services.tsx';
import { instance } from './endpoints.ts';
import { queryKeys } from './keys.ts';
import { instanceKeys } from '../instance/keys.ts';
import { clusterKeys } from '../clusters/keys.ts';
import { changesSchema } from './schema-change.ts';

/**
 * The most rows a result brings back. The contract's maximum: the result table is virtualised and
 * stays quick at 10,000 rows (`npm run bench -w @quiver/ui`), so more of a result is worth seeing.
 */
export const resultRowLimit = 10_000;

export interface RunQueryInput {
  statement: string;
  readOnly: boolean;
}

export function runQuery(api: ApiClient, instanceId: string, input: RunQueryInput) {
  // Silent: a refusal (the instance stopped meanwhile) is shown in the result, with what to do.
  return api.call(
    instance.query,
    { instanceId, statement: input.statement, readOnly: input.readOnly, rowLimit: resultRowLimit },
    { silent: true },
  );
}

/**
 * Runs one statement. A statement the engine refuses is a result (`ok: false`), not an error; a
 * statement that changed the schema has the schema read again; a refusal of the call itself (the
 * instance or cluster is no longer Active) has it read again, so the screen shows its status.
 */
export function useRunQueryMutation(instanceId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RunQueryInput) => runQuery(api, instanceId, input),
    onSuccess: (result, input) => {
      if (result.ok && !input.readOnly && changesSchema(input.statement))
        void queryClient.invalidateQueries({ queryKey: queryKeys.schema(instanceId) });
    },
    onError: () => {
      // What was queried: an instance, or a cluster (ids never collide).
      void queryClient.invalidateQueries({ queryKey: instanceKeys.detail(instanceId) });
      void queryClient.invalidateQueries({ queryKey: clusterKeys.detail(instanceId) });
    },
  });
}
