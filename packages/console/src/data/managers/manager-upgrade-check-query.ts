import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { ResponseOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { manager } from './endpoints.ts';
import { managerKeys } from './keys.ts';

export type ManagerUpgradeCheck = ResponseOf<typeof manager.upgradeCheck>;

/**
 * The versions a Manager can upgrade to (`/manager/upgrade/check`, a POST that changes nothing).
 * Silent: the upgrade section shows a refusal (wrong state, not found) in place.
 */
export function checkManagerUpgrade(api: ApiClient, instanceId: string, signal?: AbortSignal) {
  return api.call(manager.upgradeCheck, { instanceId }, { silent: true, signal });
}

export function managerUpgradeCheckOptions(api: ApiClient, instanceId: string, version: string) {
  return queryOptions({
    queryKey: managerKeys.upgradeCheck(instanceId, version),
    queryFn: ({ signal }) => checkManagerUpgrade(api, instanceId, signal),
  });
}

/** Asked when `enabled` (the user opened the upgrade), and again once the version changed. */
export function useManagerUpgradeCheckQuery(instanceId: string, version: string, enabled: boolean) {
  return useQuery({ ...managerUpgradeCheckOptions(useApi(), instanceId, version), enabled });
}
