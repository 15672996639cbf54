import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { auth } from './endpoints.ts';
import { userKeys } from '../user/keys.ts';

export type BindExternalInput = RequestOf<typeof auth.bindExternal>;

export function bindExternal(api: ApiClient, input: BindExternalInput) {
  return api.call(auth.bindExternal, input);
}

export function useBindExternalMutation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BindExternalInput) => bindExternal(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.externalBound() }),
  });
}
