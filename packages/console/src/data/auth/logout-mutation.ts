import { useCallback } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import { useApi, useServices } from '../../lib/services.tsx';
import { auth } from './endpoints.ts';

export function logout(api: ApiClient) {
  return api.call(auth.logout, {}, { silent: true });
}

/** Signs out on the server (it revokes the session's refresh-token family). */
export function useLogoutMutation() {
  const api = useApi();
  return useMutation({ mutationFn: () => logout(api) });
}

/**
 * Forgets the session in this browser: the tokens and every cached answer, so the next user of the
 * browser sees nothing of this one. Call it after leaving the signed-in screens: cleared while they
 * are still mounted, their queries would refetch without a token and announce a failed login.
 */
export function useForgetSession() {
  const { tokens, queryClient } = useServices();
  return useCallback(() => {
    tokens.clear();
    queryClient.clear();
  }, [tokens, queryClient]);
}
