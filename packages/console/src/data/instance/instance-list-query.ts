import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, CallOptions } from '../../lib/api.ts';
import type { ResponseOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { instance } from './endpoints.ts';
import { instanceKeys, type InstanceListParams } from './keys.ts';
import { keepAcceptedInstanceRows, settleFetchedInstances } from './instance-cache.ts';
import { reportEndedOperations } from '../operation-events.ts';

export type InstancePage = ResponseOf<typeof instance.list>;
export type InstanceRow = InstancePage['items'][number];

export function listInstances(
  api: ApiClient,
  params: InstanceListParams,
  options: Pick<CallOptions, 'signal' | 'silent'> = {},
) {
  return api.call(instance.list, params, options);
}

/** `silent`: a failure is not toasted (a prefetch, whose screen asks again and says why). */
export function instanceListOptions(
  api: ApiClient,
  params: InstanceListParams,
  { silent = false } = {},
) {
  return queryOptions({
    queryKey: instanceKeys.list(params),
    queryFn: async ({ signal, client }) => {
      const fetched = await listInstances(api, params, { signal, silent });
      const page = { ...fetched, items: keepAcceptedInstanceRows(client, fetched.items) };
      reportEndedOperations(settleFetchedInstances(client, page.items), 'instance');
      return page;
    },
    // A new page, filter or search keeps the rows on screen until its answer arrives.
    placeholderData: keepPreviousData,
  });
}

/** A page of the caller's instances, newest first; off while `enabled` is false. */
export function useInstanceListQuery(params: InstanceListParams, enabled = true) {
  return useQuery({ ...instanceListOptions(useApi(), params), enabled });
}
