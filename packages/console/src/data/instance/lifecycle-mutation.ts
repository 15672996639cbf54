import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OperationAccepted } from '@quiver/contract';
import type { ApiClient } from '../../lib/api.ts';
import { useApi } from '../../lib/services.tsx';
import { applyAcceptedOperation } from './instance-cache.ts';

/**
 * A lifecycle call (start, stop, ...) as a mutation: once accepted, the instance shows its new status
 * at once (from the answer) and the status polling follows it to the end. The calls are silent: the
 * confirmation dialog that sent them shows a refusal in place, so nothing is said twice.
 */
export function useLifecycleMutation<Variables>(
  call: (api: ApiClient, variables: Variables) => Promise<OperationAccepted>,
) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => call(api, variables),
    onSuccess: (accepted) => applyAcceptedOperation(queryClient, accepted),
  });
}
