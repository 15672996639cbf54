import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import { useApi } from '../../lib/services.tsx';
import { instanceKeys } from './keys.ts';

/** The instance guide: true while the account has no instance (DECISIONS.md). */
export async function getInstanceGuide(api: ApiClient, signal?: AbortSignal) {
  // Asked right after sign-in, never to draw /login: the group's schemas load on first use.
  const { instance } = await import('./endpoints.ts');
  return api.call(instance.guide, {}, { silent: true, signal });
}

export function instanceGuideOptions(api: ApiClient) {
  return queryOptions({
    queryKey: instanceKeys.guide(),
    queryFn: ({ signal }) => getInstanceGuide(api, signal),
  });
}

export function useInstanceGuideQuery() {
  return useQuery(instanceGuideOptions(useApi()));
}
