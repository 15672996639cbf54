import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { ResponseOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { billing } from './endpoints.ts';
import { billingKeys } from './keys.ts';

export type PaymentMethodOnFile = ResponseOf<typeof billing.paymentMethods>['items'][number];

export function listPaymentMethods(api: ApiClient, signal?: AbortSignal) {
  return api.call(billing.paymentMethods, {}, { signal, silent: true });
}

export function paymentMethodListOptions(api: ApiClient) {
  return queryOptions({
    queryKey: billingKeys.paymentMethods(),
    queryFn: ({ signal }) => listPaymentMethods(api, signal),
  });
}

/** The caller's cards, the default first. */
export function usePaymentMethodListQuery() {
  return useQuery(paymentMethodListOptions(useApi()));
}
