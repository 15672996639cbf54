import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { billing } from './endpoints.ts';
import { billingKeys } from './keys.ts';

export type PaymentMethodDefaultInput = RequestOf<typeof billing.setDefaultPaymentMethod>;

/** Chooses the card that pays by default; a refusal is the usual toast. */
export function setDefaultPaymentMethod(api: ApiClient, input: PaymentMethodDefaultInput) {
  return api.call(billing.setDefaultPaymentMethod, input);
}

export function usePaymentMethodDefaultMutation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PaymentMethodDefaultInput) => setDefaultPaymentMethod(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.paymentMethods() }),
  });
}
