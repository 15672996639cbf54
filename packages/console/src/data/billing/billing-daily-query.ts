import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { ResponseOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { billing } from './endpoints.ts';
import { billingKeys } from './keys.ts';
import { SUMMARY_POLL_INTERVAL_MS } from './billing-summary-query.ts';

export type DailyCosts = ResponseOf<typeof billing.daily>;

export function getDailyCosts(api: ApiClient, signal?: AbortSignal) {
  return api.call(billing.daily, {}, { signal, silent: true });
}

export function dailyCostsOptions(api: ApiClient) {
  return queryOptions({
    queryKey: billingKeys.daily(),
    queryFn: ({ signal }) => getDailyCosts(api, signal),
  });
}

/**
 * Cost per UTC day of the open period: days so far as run, the rest as forecast. `poll` (something
 * costs money now) asks again as often as the running total, so today's bar keeps up with it.
 */
export function useDailyCostsQuery({ poll = false }: { poll?: boolean } = {}) {
  return useQuery({
    ...dailyCostsOptions(useApi()),
    refetchInterval: poll ? SUMMARY_POLL_INTERVAL_MS : false,
  });
}
