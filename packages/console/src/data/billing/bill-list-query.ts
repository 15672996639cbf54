import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { ResponseOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { billing } from './endpoints.ts';
import { billingKeys, type BillListParams } from './keys.ts';

export type BillPage = ResponseOf<typeof billing.bills>;
export type Bill = BillPage['items'][number];

/** Bills a page is asked for at a time. */
export const BILL_PAGE_SIZE = 10;

export function listBills(api: ApiClient, params: BillListParams, signal?: AbortSignal) {
  return api.call(billing.bills, params, { signal, silent: true });
}

export function billListOptions(api: ApiClient, params: BillListParams) {
  return queryOptions({
    queryKey: billingKeys.billList(params),
    queryFn: ({ signal }) => listBills(api, params, signal),
    placeholderData: keepPreviousData,
  });
}

/** A page of the caller's bills, newest period first. */
export function useBillListQuery(params: BillListParams) {
  return useQuery(billListOptions(useApi(), params));
}
