import { instanceKeys } from './keys.ts';

/** Query keys of the configuration screen's instance calls, under the instance keys. */
export const configurationKeys = {
  extensible: (instanceId: string) => [...instanceKeys.all, 'extensible', instanceId] as const,
  extendPrice: (instanceId: string, storageGb: number | null) =>
    [...instanceKeys.all, 'extend-price', instanceId, storageGb] as const,
};
