import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf, ResponseOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { instance } from './endpoints.ts';

export type PaymentMethodInput = RequestOf<typeof instance.pay>;
export type PaymentMethod = ResponseOf<typeof instance.pay>['paymentMethod'];

/**
 * Puts a payment method on file (`/instance/pay`). Silent: a refused card is shown in the dialog,
 * on the field at fault or as the provider's reason.
 */
export function savePaymentMethod(api: ApiClient, input: PaymentMethodInput) {
  return api.call(instance.pay, input, { silent: true });
}

export function usePaymentMethodMutation() {
  const api = useApi();
  return useMutation({
    mutationFn: (input: PaymentMethodInput) => savePaymentMethod(api, input),
  });
}
