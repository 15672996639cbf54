import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { ResponseOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { billing } from './endpoints.ts';
import { billingKeys } from './keys.ts';

export type BillDetail = ResponseOf<typeof billing.billDetail>;
export type UsageGroup = BillDetail['groups'][number];
export type UsageLine = UsageGroup['lines'][number];

export function getBillDetail(api: ApiClient, billId: string, signal?: AbortSignal) {
  // Silent: the screen shows a missing bill (404) or a failure in place.
  return api.call(billing.billDetail, { billId }, { signal, silent: true });
}

export function billDetailOptions(api: ApiClient, billId: string) {
  return queryOptions({
    queryKey: billingKeys.billDetail(billId),
    queryFn: ({ signal }) => getBillDetail(api, billId, signal),
  });
}

/** One of the caller's bills with its usage lines grouped by instance; disabled without an id. */
export function useBillDetailQuery(billId: string | null) {
  return useQuery({
    ...billDetailOptions(useApi(), billId ?? ''),
    enabled: billId !== null,
  });
}
