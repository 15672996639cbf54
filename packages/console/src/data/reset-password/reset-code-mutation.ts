import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { resetPassword } from './endpoints.ts';

export type ResetCodeRequest = RequestOf<typeof resetPassword.sendCode>;

/** E-mails the 6-digit code once the image captcha is answered. Silent: the form shows refusals. */
export function sendResetCode(api: ApiClient, input: ResetCodeRequest) {
  return api.call(resetPassword.sendCode, input, { silent: true });
}

export function useResetCodeMutation() {
  const api = useApi();
  return useMutation({ mutationFn: (input: ResetCodeRequest) => sendResetCode(api, input) });
}
