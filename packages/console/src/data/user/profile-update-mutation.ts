import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { user } from './endpoints.ts';
import { userKeys } from './keys.ts';

export type ProfileUpdateInput = RequestOf<typeof user.updateProfile>;

/** Silent: refused fields are shown in place by the form. */
export function updateProfile(api: ApiClient, input: ProfileUpdateInput) {
  return api.call(user.updateProfile, input, { silent: true });
}

export function useProfileUpdateMutation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => updateProfile(api, input),
    onSuccess: async (profile) => {
      queryClient.setQueryData(userKeys.profile(), profile);
      await queryClient.invalidateQueries({ queryKey: userKeys.info() });
    },
  });
}
