import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import { useApi } from '../../lib/services.tsx';
import { auth } from './endpoints.ts';
import { authKeys } from './keys.ts';

/** Two-factor state; while off, a pending secret and its otpauth:// URI to set up. */
export function getTotp(api: ApiClient, signal?: AbortSignal) {
  return api.call(auth.getTotp, {}, { signal });
}

export function totpOptions(api: ApiClient) {
  return queryOptions({
    queryKey: authKeys.totp(),
    queryFn: ({ signal }) => getTotp(api, signal),
    // A pending secret must stay the same while the user scans it.
    staleTime: Infinity,
  });
}

export function useTotpQuery({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...totpOptions(useApi()), enabled });
}
