import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { auth } from './endpoints.ts';

export type EmailCaptchaInput = RequestOf<typeof auth.emailCaptcha>;

/** E-mails a 6-digit code. Silent: the form shows refusals (and the captcha request) in place. */
export function sendEmailCode(api: ApiClient, input: EmailCaptchaInput) {
  return api.call(auth.emailCaptcha, input, { silent: true });
}

export function useEmailCaptchaMutation() {
  const api = useApi();
  return useMutation({ mutationFn: (input: EmailCaptchaInput) => sendEmailCode(api, input) });
}
