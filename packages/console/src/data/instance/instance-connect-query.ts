import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { ResponseOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { instance } from './endpoints.ts';
import { instanceKeys } from './keys.ts';

export type ConnectionInfo = ResponseOf<typeof instance.connect>;

export function getInstanceConnection(api: ApiClient, instanceId: string, signal?: AbortSignal) {
  // Silent: asked only where `connect` is allowed; a refusal in between (the status just changed)
  // is shown in place.
  return api.call(instance.connect, { instanceId }, { signal, silent: true });
}

export function instanceConnectOptions(api: ApiClient, instanceId: string) {
  return queryOptions({
    queryKey: instanceKeys.connect(instanceId),
    queryFn: ({ signal }) => getInstanceConnection(api, instanceId, signal),
  });
}

/** How to connect to an instance; ask only while the lifecycle table allows `connect`. */
export function useInstanceConnectQuery(instanceId: string, { enabled = true } = {}) {
  return useQuery({ ...instanceConnectOptions(useApi(), instanceId), enabled });
}
