import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { ResponseOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { billing } from './endpoints.ts';
import { billingKeys, type ForecastChangeInput } from './keys.ts';

export type ForecastChange = ResponseOf<typeof billing.forecastChange>;

/**
 * What a change made now does to this month's forecast. A POST that changes nothing (it prices a
 * change a dialog describes), so it is a query. Silent: the dialogs say "not available" in place.
 */
export function getForecastChange(
  api: ApiClient,
  request: ForecastChangeInput,
  signal?: AbortSignal,
) {
  return api.call(billing.forecastChange, request, { signal, silent: true });
}

export function forecastChangeOptions(api: ApiClient, request: ForecastChangeInput) {
  return queryOptions({
    queryKey: billingKeys.forecastChange(request),
    queryFn: ({ signal }) => getForecastChange(api, request, signal),
    placeholderData: keepPreviousData,
  });
}

/** The forecast before and after `request`; waits while there is no change to price. */
export function useForecastChangeQuery(request: ForecastChangeInput | null) {
  const api = useApi();
  return useQuery(
    request === null
      ? { queryKey: billingKeys.forecastChange(null), queryFn: skipToken }
      : forecastChangeOptions(api, request),
  );
}
