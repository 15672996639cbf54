import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { ResponseOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { billing } from './endpoints.ts';
import { billingKeys } from './keys.ts';

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

/** Cost per UTC day of the open period: days so far as run, the rest as forecast. */
export function useDailyCostsQuery() {
  return useQuery(dailyCostsOptions(useApi()));
}
