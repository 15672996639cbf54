import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import { useApi } from '../../lib/services.tsx';
import { resetPassword } from './endpoints.ts';
import { resetPasswordKeys } from './keys.ts';

export function getResetCaptcha(api: ApiClient, instanceId: string, signal?: AbortSignal) {
  return api.call(resetPassword.captchaImage, { instanceId }, { signal, silent: true });
}

/** The image captcha that guards sending the reset code; `refetch()` draws a new one. */
export function resetCaptchaOptions(api: ApiClient, instanceId: string) {
  return queryOptions({
    queryKey: resetPasswordKeys.captcha(instanceId),
    queryFn: ({ signal }) => getResetCaptcha(api, instanceId, signal),
    staleTime: Infinity,
    gcTime: 0,
  });
}

export function useResetCaptchaQuery(instanceId: string, enabled: boolean) {
  return useQuery({ ...resetCaptchaOptions(useApi(), instanceId), enabled });
}
