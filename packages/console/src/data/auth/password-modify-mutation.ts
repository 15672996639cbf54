import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf } from '../../lib/endpoint.ts';
import { useServices } from '../../lib/services.tsx';
import { auth } from './endpoints.ts';

export type PasswordModifyInput = RequestOf<typeof auth.modifyPassword>;

export function modifyPassword(api: ApiClient, input: PasswordModifyInput) {
  return api.call(auth.modifyPassword, input, { silent: true });
}

/** Changes the password; the server revokes every other session and answers a fresh pair. */
export function usePasswordModifyMutation() {
  const { api, tokens } = useServices();
  return useMutation({
    mutationFn: (input: PasswordModifyInput) => modifyPassword(api, input),
    onSuccess: (session) => tokens.set(session),
  });
}
