import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf } from '../../lib/endpoint.ts';
import { useLifecycleMutation } from '../instance/lifecycle-mutation.ts';
import { manager } from './endpoints.ts';

export type ManagerUpgradeInput = RequestOf<typeof manager.upgrade>;

/** Upgrades a Manager (`/manager/upgrade`): Updating, then back. Silent: the dialog shows a refusal. */
export function upgradeManager(api: ApiClient, input: ManagerUpgradeInput) {
  return api.call(manager.upgrade, input, { silent: true });
}

/** As every lifecycle call: the new status shows at once and the polling follows it to the end. */
export function useManagerUpgradeMutation() {
  return useLifecycleMutation(upgradeManager);
}
