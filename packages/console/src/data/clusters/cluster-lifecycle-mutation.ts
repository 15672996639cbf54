import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { OperationAccepted } from '@quiver/contract';
import type { ApiClient } from '../../lib/api.ts';
import { useApi } from '../../lib/services.tsx';
import { applyAcceptedClusterOperation } from './cluster-cache.ts';
import { serviceDuringOf } from '../resource-cache.ts';

interface ClusterMutationOptions<Variables, Result> {
  /** The operation in an answer that carries more (a new backup and its operation). */
  accepted?: (result: Result) => OperationAccepted;
  /** More to refresh once accepted (the backup list). */
  then?: (queryClient: QueryClient, variables: Variables) => void;
}

/**
 * A cluster lifecycle call (start, stop, a backup, ...) as a mutation: once accepted, the cluster
 * and its servers show the new status at once (with the action's service state, from the
 * contract's rule) and the status polling follows them to the end. The calls are silent: the
 * dialog or form that sent them shows a refusal in place.
 */
export function useClusterLifecycleMutation<Variables, Result = OperationAccepted>(
  call: (api: ApiClient, variables: Variables) => Promise<Result>,
  options: ClusterMutationOptions<Variables, Result> = {},
) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => call(api, variables),
    onSuccess: (result, variables) => {
      const operation = options.accepted?.(result) ?? (result as OperationAccepted);
      applyAcceptedClusterOperation(queryClient, operation, serviceDuringOf(operation));
      options.then?.(queryClient, variables);
    },
  });
}
