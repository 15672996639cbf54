import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { ResponseOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { notice } from './endpoints.ts';

export const noticeKeys = { current: () => ['notice', 'current'] as const };

export type CurrentNotice = ResponseOf<typeof notice.get>;

/** The site-wide notice; a failure shows the server's message as a toast (spec section 8). */
export function getNotice(api: ApiClient, signal?: AbortSignal) {
  return api.call(notice.get, {}, { signal });
}

export function noticeOptions(api: ApiClient) {
  return queryOptions({
    queryKey: noticeKeys.current(),
    queryFn: ({ signal }) => getNotice(api, signal),
    staleTime: 10 * 60_000,
  });
}

export function useNoticeQuery() {
  return useQuery(noticeOptions(useApi()));
}
