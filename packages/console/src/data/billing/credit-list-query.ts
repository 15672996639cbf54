import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { ResponseOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { billing } from './endpoints.ts';
import { billingKeys } from './keys.ts';

export type CreditPage = ResponseOf<typeof billing.credits>;
export type Credit = CreditPage['items'][number];

export const CREDIT_PAGE_SIZE = 10;

export function listCredits(api: ApiClient, page: number, signal?: AbortSignal) {
  return api.call(billing.credits, { page, pageSize: CREDIT_PAGE_SIZE }, { signal, silent: true });
}

export function creditListOptions(api: ApiClient, page: number) {
  return queryOptions({
    queryKey: billingKeys.credits(page),
    queryFn: ({ signal }) => listCredits(api, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** A page of the caller's credits, active ones first. */
export function useCreditListQuery(page: number) {
  return useQuery(creditListOptions(useApi(), page));
}
