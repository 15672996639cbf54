import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { billing } from './endpoints.ts';
import { billingKeys } from './keys.ts';

export type PaymentMethodAddInput = RequestOf<typeof billing.addPaymentMethod>;

/** Adds a card (verified by the payment provider). Silent: the card dialog shows a refusal in place. */
export function addPaymentMethod(api: ApiClient, input: PaymentMethodAddInput) {
  return api.call(billing.addPaymentMethod, input, { silent: true });
}

export function usePaymentMethodAddMutation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PaymentMethodAddInput) => addPaymentMethod(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.paymentMethods() }),
  });
}
