import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import { useApi } from '../../lib/services.tsx';
import { resetPassword } from './endpoints.ts';
import { resetPasswordKeys } from './keys.ts';
import type { ResetTarget } from './reset-target.ts';

export function getResetCaptcha(api: ApiClient, target: ResetTarget, signal?: AbortSignal) {
  return target.kind === 'cluster'
    ? api.call(
        resetPassword.clusterCaptchaImage,
        { clusterId: target.id },
        { signal, silent: true },
      )
    : api.call(resetPassword.captchaImage, { instanceId: target.id }, { signal, silent: true });
}

/** The image captcha that guards sending the reset code; `refetch()` draws a new one. */
export function resetCaptchaOptions(api: ApiClient, target: ResetTarget) {
  return queryOptions({
    queryKey: resetPasswordKeys.captcha(target),
    queryFn: ({ signal }) => getResetCaptcha(api, target, signal),
    staleTime: Infinity,
    gcTime: 0,
  });
}

export function useResetCaptchaQuery(target: ResetTarget, enabled: boolean) {
  return useQuery({ ...resetCaptchaOptions(useApi(), target), enabled });
}
