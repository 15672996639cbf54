import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { ResponseOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { billing } from './endpoints.ts';
import { billingKeys } from './keys.ts';

export type InvoicePage = ResponseOf<typeof billing.invoices>;
export type Invoice = InvoicePage['items'][number];

export const INVOICE_PAGE_SIZE = 10;

export function listInvoices(api: ApiClient, page: number, signal?: AbortSignal) {
  return api.call(
    billing.invoices,
    { page, pageSize: INVOICE_PAGE_SIZE },
    { signal, silent: true },
  );
}

export function invoiceListOptions(api: ApiClient, page: number) {
  return queryOptions({
    queryKey: billingKeys.invoices(page),
    queryFn: ({ signal }) => listInvoices(api, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** A page of the caller's invoices (one per PAID bill), newest first. */
export function useInvoiceListQuery(page: number) {
  return useQuery(invoiceListOptions(useApi(), page));
}
