import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { ResponseOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { billing } from './endpoints.ts';
import { billingKeys } from './keys.ts';

export type BillingSummary = ResponseOf<typeof billing.summary>;

/** How often the running total is asked again while something is billed (it grows every second). */
export const SUMMARY_POLL_INTERVAL_MS = 15_000;

export function getBillingSummary(api: ApiClient, signal?: AbortSignal) {
  // Silent: the screens show a failure in place, with a retry.
  return api.call(billing.summary, {}, { signal, silent: true });
}

export function billingSummaryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: billingKeys.summary(),
    queryFn: ({ signal }) => getBillingSummary(api, signal),
  });
}

/**
 * The open period's running total and month-end forecast. While something costs money now, it is
 * asked again every 15 s, so the total moves on screen as the meter does.
 */
export function useBillingSummaryQuery() {
  return useQuery({
    ...billingSummaryOptions(useApi()),
    refetchInterval: (query) =>
      (query.state.data?.currentHourlyMicros ?? 0) > 0 ? SUMMARY_POLL_INTERVAL_MS : false,
  });
}
