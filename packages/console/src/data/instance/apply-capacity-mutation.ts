import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { instance } from './endpoints.ts';

export type ApplyCapacityInput = RequestOf<typeof instance.applyForCapacity>;

/** Asks for capacity in a region (`/instance/apply`, "submit a request"). Silent: the dialog shows refusals. */
export function applyForCapacity(api: ApiClient, input: ApplyCapacityInput) {
  return api.call(instance.applyForCapacity, input, { silent: true });
}

export function useApplyCapacityMutation() {
  const api = useApi();
  return useMutation({
    mutationFn: (input: ApplyCapacityInput) => applyForCapacity(api, input),
  });
}
