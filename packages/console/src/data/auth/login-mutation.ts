import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf, ResponseOf } from '../../lib/endpoint.ts';
import { useServices } from '../../lib/services.tsx';
import { auth } from './endpoints.ts';

export type LoginInput = RequestOf<typeof auth.login>;
export type LoginResult = ResponseOf<typeof auth.login>;

/** Signs in; refusals are shown in the form, so the call is silent. */
export function login(api: ApiClient, input: LoginInput) {
  return api.call(auth.login, input, { silent: true });
}

export function useLoginMutation() {
  const { api, preloadSignedInScreens } = useServices();
  return useMutation({
    mutationFn: (input: LoginInput) => login(api, input),
    // The screens a sign-in leads to load while the server checks the password.
    onMutate: preloadSignedInScreens,
  });
}
