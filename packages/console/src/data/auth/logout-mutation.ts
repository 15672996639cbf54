import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import { useServices } from '../../app/services-context.tsx';
import { auth } from '../endpoints.ts';

export function logout(api: ApiClient) {
  return api.call(auth.logout, {}, { silent: true });
}

/**
 * Signs out: the server revokes the session; whatever it answers, the tokens and every cached
 * answer are dropped here, so the next user of this browser sees nothing of this one.
 */
export function useLogoutMutation() {
  const { api, tokens, queryClient } = useServices();
  return useMutation({
    mutationFn: async () => {
      try {
        await logout(api);
      } finally {
        tokens.clear();
        queryClient.clear();
      }
    },
  });
}
