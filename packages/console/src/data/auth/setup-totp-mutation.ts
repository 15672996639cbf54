import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { auth } from './endpoints.ts';
import { userKeys } from '../user/keys.ts';
import { authKeys } from './keys.ts';

export type SetupTotpInput = RequestOf<typeof auth.setupTotp>;

/** Turns two-factor on or off; silent, because a wrong code is shown at the code field. */
export function setupTotp(api: ApiClient, input: SetupTotpInput) {
  return api.call(auth.setupTotp, input, { silent: true });
}

export function useSetupTotpMutation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetupTotpInput) => setupTotp(api, input),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: authKeys.totp() });
      await queryClient.invalidateQueries({ queryKey: userKeys.info() });
    },
  });
}
