import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import { useApi } from '../../lib/services.tsx';
import { resetPassword } from './endpoints.ts';
import type { ResetTarget } from './reset-target.ts';

export interface ResetCodeRequest {
  target: ResetTarget;
  captchaId: string;
  captchaCode: string;
}

/** E-mails the 6-digit code once the image captcha is answered. Silent: the form shows refusals. */
export function sendResetCode(api: ApiClient, { target, ...captcha }: ResetCodeRequest) {
  return target.kind === 'cluster'
    ? api.call(
        resetPassword.sendClusterCode,
        { clusterId: target.id, ...captcha },
        { silent: true },
      )
    : api.call(resetPassword.sendCode, { instanceId: target.id, ...captcha }, { silent: true });
}

export function useResetCodeMutation() {
  const api = useApi();
  return useMutation({ mutationFn: (input: ResetCodeRequest) => sendResetCode(api, input) });
}
