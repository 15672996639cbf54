import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import { useApi } from '../../lib/services.tsx';
import { clusters } from './endpoints.ts';
import { clusterKeys } from './keys.ts';

/**
 * Whether the caller can give a new cluster this name (`/cluster/name`; names are unique among
 * the account's clusters). Silent: a failed check only leaves the name unchecked.
 */
export function getClusterNameAvailable(api: ApiClient, name: string, signal?: AbortSignal) {
  return api.call(clusters.nameAvailable, { name }, { silent: true, signal });
}

export function clusterNameAvailableOptions(api: ApiClient, name: string) {
  return queryOptions({
    queryKey: clusterKeys.nameAvailable(name),
    queryFn: ({ signal }) => getClusterNameAvailable(api, name, signal),
    staleTime: 30_000,
  });
}

/** Checks `name` when given (the caller debounces and passes only names the rule accepts). */
export function useClusterNameAvailableQuery(name: string | undefined) {
  const api = useApi();
  return useQuery(
    name === undefined
      ? { queryKey: clusterKeys.nameAvailable(null), queryFn: skipToken }
      : clusterNameAvailableOptions(api, name),
  );
}
