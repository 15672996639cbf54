import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import { useApi } from '../../lib/services.tsx';
import { auth } from './endpoints.ts';
import { authKeys } from './keys.ts';

export function getCaptcha(api: ApiClient, signal?: AbortSignal) {
  return api.call(auth.captcha, {}, { signal });
}

/** A fresh image captcha; `refetch()` draws a new one. */
export function captchaOptions(api: ApiClient) {
  return queryOptions({
    queryKey: authKeys.captcha(),
    queryFn: ({ signal }) => getCaptcha(api, signal),
    staleTime: Infinity,
    gcTime: 0,
  });
}

export function useCaptchaQuery({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...captchaOptions(useApi()), enabled });
}
