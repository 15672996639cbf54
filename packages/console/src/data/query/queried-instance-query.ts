import { useQuery } from '@tanstack/react-query';
import { instanceStatusTone } from '@quiver/validation';
import { useApi } from '../../lib/services.tsx';
import { instance } from './endpoints.ts';
import { queryKeys } from './keys.ts';

/** How often an instance with an operation under way is read again, until it ends. */
export const QUERIED_INSTANCE_POLL_MS = 2_500;

/**
 * The instance the query screen runs statements on (`GET /instance/detail`), read again every 2.5 s
 * while an operation runs on it (Starting, Updating, ...), so the screen opens by itself when it ends.
 */
export function useQueriedInstanceQuery(instanceId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.instanceDetail(instanceId ?? ''),
    // Silent: a missing instance (404) or a failure is shown in place, once, not as a toast.
    queryFn: ({ signal }) =>
      api.call(instance.detail, { instanceId: instanceId ?? '' }, { signal, silent: true }),
    enabled: instanceId !== null,
    refetchInterval: (query) => {
      const data = query.state.data;
      return data !== undefined && instanceStatusTone(data.status, data.serviceState) === 'progress'
        ? QUERIED_INSTANCE_POLL_MS
        : false;
    },
  });
}
