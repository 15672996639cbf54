import type { BillStatus } from '@quiver/validation';
import type { RequestOf } from '../../lib/endpoint.ts';
import type { billing } from './endpoints.ts';

/** A change a lifecycle dialog describes, as `/billing/forecast/change` takes it. */
export type ForecastChangeInput = RequestOf<typeof billing.forecastChange>;

/** What a page of bills is asked with (the query of `GET /billing/bill/list`). */
export interface BillListParams {
  page: number;
  pageSize: number;
  status?: BillStatus;
}

export const billingKeys = {
  all: ['billing'] as const,
  summary: () => [...billingKeys.all, 'summary'] as const,
  daily: () => [...billingKeys.all, 'daily'] as const,
  bills: () => [...billingKeys.all, 'bills'] as const,
  billList: (params: BillListParams) => [...billingKeys.bills(), 'list', params] as const,
  billDetail: (billId: string) => [...billingKeys.bills(), 'detail', billId] as const,
  credits: (page: number) => [...billingKeys.all, 'credits', page] as const,
  invoices: (page: number) => [...billingKeys.all, 'invoices', page] as const,
  paymentMethods: () => [...billingKeys.all, 'paymentMethods'] as const,
  /** A change's effect on the forecast: kept apart, so paying a bill does not ask it again. */
  forecastChange: (request: ForecastChangeInput | null) => ['billing-forecast', request] as const,
};
