import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf } from '../../lib/endpoint.ts';
import { useLifecycleMutation } from '../instance/lifecycle-mutation.ts';
import { resetPassword } from './endpoints.ts';

export type RootPasswordReset = RequestOf<typeof resetPassword.reset>;

/** Sets the new root password with the e-mailed code; the instance restarts. Silent: the form shows refusals. */
export function resetRootPassword(api: ApiClient, input: RootPasswordReset) {
  return api.call(resetPassword.reset, input, { silent: true });
}

export function useRootPasswordResetMutation() {
  return useLifecycleMutation(resetRootPassword);
}
