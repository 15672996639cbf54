/**
 * Follows every operation this console saw accepted until it ends, whichever screen is shown. The
 * screens poll what they show (a list page, a detail, the newest few); a customer who starts a
 * backup and goes to Billing shows neither, and would hear of its end only on coming back. The
 * signed-in layout holds this, so the end is noticed and said where the customer is.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { instanceKeys } from './instance/keys.ts';
import { clusterKeys } from './clusters/keys.ts';
import { usePolledInstanceStates } from './instance/instance-state-query.ts';
import { usePolledClusterStates } from './clusters/cluster-state-query.ts';

/** The sorted ids, joined, of the resources with a remembered operation under `prefix`. */
function seenIds(queryClient: QueryClient, prefix: QueryKey): string {
  return queryClient
    .getQueryCache()
    .findAll({ queryKey: prefix })
    .filter((query) => query.state.data !== undefined)
    .map((query) => String(query.queryKey[prefix.length]))
    .sort()
    .join('\n');
}

/** The ids of the resources whose operation this console saw accepted and has not seen end. */
function useSeenOperationIds(prefix: QueryKey): string[] {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  // A string, so the cache's many events re-render only when the set of ids changes.
  const joined = useSyncExternalStore(subscribe, () => seenIds(queryClient, prefix));
  return joined === '' ? [] : joined.split('\n');
}

/** Polls the status of every instance and cluster with an operation this console started. */
export function useFollowSeenOperations() {
  usePolledInstanceStates(useSeenOperationIds(instanceOperations));
  usePolledClusterStates(useSeenOperationIds(clusterOperations));
}

const instanceOperations = [...instanceKeys.all, 'operation'] as const;
const clusterOperations = [...clusterKeys.all, 'operation'] as const;
