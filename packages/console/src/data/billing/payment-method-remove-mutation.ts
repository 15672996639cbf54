import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { billing } from './endpoints.ts';
import { billingKeys } from './keys.ts';

export type PaymentMethodRemoveInput = RequestOf<typeof billing.removePaymentMethod>;

/** Removes a card. Silent: the confirmation dialog shows a refusal (the default, the last card). */
export function removePaymentMethod(api: ApiClient, input: PaymentMethodRemoveInput) {
  return api.call(billing.removePaymentMethod, input, { silent: true });
}

export function usePaymentMethodRemoveMutation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PaymentMethodRemoveInput) => removePaymentMethod(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.paymentMethods() }),
  });
}
