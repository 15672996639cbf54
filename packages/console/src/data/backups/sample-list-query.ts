import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { ResponseOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { backups } from './endpoints.ts';
import { backupKeys } from './keys.ts';

export type SampleGraph = ResponseOf<typeof backups.samples>['items'][number];

export function listSampleGraphs(api: ApiClient, signal?: AbortSignal) {
  return api.call(backups.samples, {}, { signal, silent: true });
}

export function sampleListOptions(api: ApiClient) {
  return queryOptions({
    queryKey: backupKeys.samples(),
    queryFn: ({ signal }) => listSampleGraphs(api, signal),
    // The samples are part of the product: they do not change while the console is open.
    staleTime: Infinity,
  });
}

/** The sample graphs that can be loaded into an instance; asked for once the dialog opens. */
export function useSampleListQuery(enabled: boolean) {
  return useQuery({ ...sampleListOptions(useApi()), enabled });
}
