import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { auth } from '../auth/endpoints.ts';
import { userKeys } from '../user/keys.ts';

export type ApplyInput = RequestOf<typeof auth.applyForAccess>;

/** Applies for access during the beta; silent, the form shows refusals in place. */
export function applyForAccess(api: ApiClient, input: ApplyInput) {
  return api.call(auth.applyForAccess, input, { silent: true });
}

export function useApplyMutation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApplyInput) => applyForAccess(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.info() }),
  });
}
