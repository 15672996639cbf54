import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import { useApi } from '../../lib/services.tsx';
import { instance } from './endpoints.ts';
import { queryKeys } from './keys.ts';

export function getGraphSchema(api: ApiClient, instanceId: string, signal?: AbortSignal) {
  // Silent: the schema panel shows its own failure, with a retry, beside the editor.
  return api.call(instance.schema, { instanceId }, { signal, silent: true });
}

export function graphSchemaOptions(api: ApiClient, instanceId: string) {
  return queryOptions({
    queryKey: queryKeys.schema(instanceId),
    queryFn: ({ signal }) => getGraphSchema(api, instanceId, signal),
  });
}

/** The instance's tables; asked only while the instance can run statements (`enabled`). */
export function useGraphSchemaQuery(instanceId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...graphSchemaOptions(useApi(), instanceId), enabled });
}
