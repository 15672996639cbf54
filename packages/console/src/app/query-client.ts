import { QueryClient } from '@tanstack/react-query';
import { instanceKeys } from '../data/instance/keys.ts';
import { clusterKeys } from '../data/clusters/keys.ts';

/**
 * Failed queries are not retried automatically: the API client has already shown the failure (a
 * silent retry would repeat the toast), and every query error renders inline with a retry action.
 */
export function createQueryClient() {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  // A remembered operation (written by the lifecycle mutations, read by the layout's follower) is
  // a query nothing observes once its screen is left, which the cache would drop after its
  // default five minutes: a creation or a resize that runs longer would then end unheard on every
  // other screen. It is kept until the operation ends (`resource-cache.ts` forgets it then).
  for (const key of [instanceKeys.all, clusterKeys.all])
    queryClient.setQueryDefaults([...key, 'operation'], { gcTime: Infinity });
  return queryClient;
}
