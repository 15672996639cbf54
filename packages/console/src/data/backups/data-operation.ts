import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { OperationAccepted } from '@quiver/contract';
import type { ApiClient } from '../../lib/api.ts';
import { useApi } from '../../lib/services.tsx';
import { applyAcceptedOperation } from '../instance/instance-cache.ts';
import { backupKeys } from './keys.ts';

/**
 * An accepted operation on the instance's data: the instance shows its new status at once, and the
 * status polling follows it. Empty and load samples keep RUNNING and change the service state
 * instead (Emptying, Updating), which `applyAcceptedOperation` takes from the contract's rule.
 */
export function applyDataOperation(queryClient: QueryClient, accepted: OperationAccepted) {
  applyAcceptedOperation(queryClient, accepted);
  void queryClient.invalidateQueries({ queryKey: backupKeys.lists(accepted.resourceId) });
}

/**
 * A call on the instance's data (back up, recover, empty, load a sample) as a mutation: once
 * accepted, the instance shows its new status and the backup list is asked again. `accepted` picks
 * the operation out of the answer.
 */
export function useDataOperationMutation<Variables, Result>(
  call: (api: ApiClient, variables: Variables) => Promise<Result>,
  accepted: (result: Result) => OperationAccepted,
) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => call(api, variables),
    onSuccess: (result) => applyDataOperation(queryClient, accepted(result)),
  });
}
