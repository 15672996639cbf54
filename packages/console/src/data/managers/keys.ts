import type { RequestOf } from '../../lib/endpoint.ts';
import type { catalogueRoutes } from '@quiver/contract/wire';

export type ManagerSellPriceParams = RequestOf<typeof catalogueRoutes.managerSellPriceV2>;

export const managerKeys = {
  all: ['manager'] as const,
  sellPrice: (params: ManagerSellPriceParams | null) =>
    [...managerKeys.all, 'sell-price', params] as const,
  /** The versions a Manager can upgrade to, asked again when its version changes. */
  upgradeCheck: (instanceId: string, version: string) =>
    [...managerKeys.all, 'upgrade-check', instanceId, version] as const,
  clusters: (instanceId: string) => [...managerKeys.all, 'clusters', instanceId] as const,
};
