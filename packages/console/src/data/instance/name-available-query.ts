import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import { useApi } from '../../lib/services.tsx';
import { instance } from './endpoints.ts';
import { instanceKeys } from './keys.ts';

export const nameAvailableKey = (name: string | null) =>
  [...instanceKeys.all, 'name-available', name] as const;

/**
 * Whether the caller can give a new instance this name (`/instance/name`). Silent: a failed check
 * only leaves the name unchecked (the create call checks it again).
 */
export function getNameAvailable(api: ApiClient, name: string, signal?: AbortSignal) {
  return api.call(instance.nameAvailable, { name }, { silent: true, signal });
}

export function nameAvailableOptions(api: ApiClient, name: string) {
  return queryOptions({
    queryKey: nameAvailableKey(name),
    queryFn: ({ signal }) => getNameAvailable(api, name, signal),
    staleTime: 30_000,
  });
}

/** Checks `name` when given (the caller debounces and passes only names the rule accepts). */
export function useNameAvailableQuery(name: string | undefined) {
  const api = useApi();
  return useQuery(
    name === undefined
      ? { queryKey: nameAvailableKey(null), queryFn: skipToken }
      : nameAvailableOptions(api, name),
  );
}
