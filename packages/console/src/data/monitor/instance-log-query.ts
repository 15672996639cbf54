import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { ResponseOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { monitor } from './endpoints.ts';
import { monitorKeys, type LogParams } from './keys.ts';

export type LogPage = ResponseOf<typeof monitor.log>;

export function getInstanceLog(api: ApiClient, params: LogParams, signal?: AbortSignal) {
  const { search, ...rest } = params;
  // Silent: the tab shows a failure in place with a retry.
  return api.call(monitor.log, search ? { ...rest, search } : rest, { signal, silent: true });
}

export function instanceLogOptions(api: ApiClient, params: LogParams) {
  return queryOptions({
    queryKey: monitorKeys.log(params),
    queryFn: ({ signal }) => getInstanceLog(api, params, signal),
    // Another page, level or search keeps the lines on screen until its answer arrives.
    placeholderData: keepPreviousData,
  });
}

/** A page of an instance's log, newest first, narrowed by level, time and search. */
export function useInstanceLogQuery(params: LogParams, enabled: boolean) {
  return useQuery({ ...instanceLogOptions(useApi(), params), enabled });
}
