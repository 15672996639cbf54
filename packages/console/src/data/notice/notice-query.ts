import type { ApiClient } from '../../lib/api.ts';
import type { ResponseOf } from '../../lib/endpoint.ts';
import { useKeptAnswer, type KeptAnswerState } from '../../lib/kept-answer.ts';
import { notice } from './endpoints.ts';

export type CurrentNotice = ResponseOf<typeof notice.get>;

/** The site-wide notice; a failure shows the server's message as a toast (spec section 8). */
export function getNotice(api: ApiClient, signal?: AbortSignal) {
  return api.call(notice.get, {}, { signal });
}

/**
 * The notice bar's call is made on every page, /login included, before the query client has
 * loaded: it is kept by `useKeptAnswer` (ten minutes), not in the query cache.
 */
export function useNoticeQuery(): KeptAnswerState<CurrentNotice> {
  return useKeptAnswer('notice', (api) => getNotice(api), 10 * 60_000);
}
