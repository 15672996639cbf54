import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import { useApi } from '../../lib/services.tsx';
import { auth } from './endpoints.ts';
import { userKeys } from '../user/keys.ts';

export function unbindExternal(api: ApiClient, channel: string) {
  return api.call(auth.unbindExternal, { channel });
}

export function useUnbindExternalMutation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channel: string) => unbindExternal(api, channel),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.externalBound() }),
  });
}
