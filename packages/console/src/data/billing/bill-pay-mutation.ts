import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { billing } from './endpoints.ts';
import { billingKeys } from './keys.ts';

export type BillPayInput = RequestOf<typeof billing.pay>;

/**
 * Pays an UNPAID or OVERDUE bill. The same `idempotencyKey` pays once however often it is sent.
 * Silent: the pay dialog shows a declined card's reason in place.
 */
export function payBill(api: ApiClient, input: BillPayInput) {
  return api.call(billing.pay, input, { silent: true });
}

export function useBillPayMutation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BillPayInput) => payBill(api, input),
    // A declined card changes the bill too (its last failure), so both outcomes refresh billing.
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
