import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import { useApi } from '../../lib/services.tsx';
import { instance } from './endpoints.ts';
import { instanceKeys } from './keys.ts';
import { keepAcceptedInstance, settleFetchedInstances } from './instance-cache.ts';
import { reportEndedOperations } from '../operation-events.ts';

export function getInstanceDetail(api: ApiClient, instanceId: string, signal?: AbortSignal) {
  // Silent: the detail page shows a missing instance (404) or a failure in place, once, instead of
  // a toast on every visit.
  return api.call(instance.detail, { instanceId }, { signal, silent: true });
}

export function instanceDetailOptions(api: ApiClient, instanceId: string) {
  return queryOptions({
    queryKey: instanceKeys.detail(instanceId),
    queryFn: async ({ signal, client }) => {
      const detail = keepAcceptedInstance(client, await getInstanceDetail(api, instanceId, signal));
      reportEndedOperations(settleFetchedInstances(client, [detail]), 'instance');
      return detail;
    },
  });
}

/** One instance of the caller; disabled until there is an id to ask for. */
export function useInstanceDetailQuery(instanceId: string | null) {
  const api = useApi();
  return useQuery({
    ...instanceDetailOptions(api, instanceId ?? ''),
    enabled: instanceId !== null,
  });
}
