import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { auth } from './endpoints.ts';

export type RegisterInput = RequestOf<typeof auth.register>;

export function register(api: ApiClient, input: RegisterInput) {
  return api.call(auth.register, input, { silent: true });
}

export function useRegisterMutation() {
  const api = useApi();
  return useMutation({ mutationFn: (input: RegisterInput) => register(api, input) });
}
