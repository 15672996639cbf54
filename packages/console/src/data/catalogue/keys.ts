import type { RequestOf } from '../../lib/endpoint.ts';
import type { catalogue } from './endpoints.ts';

export const catalogueKeys = {
  all: ['catalogue'] as const,
  vendors: () => [...catalogueKeys.all, 'vendors'] as const,
  products: () => [...catalogueKeys.all, 'products'] as const,
  regions: (params: RequestOf<typeof catalogue.regions>) =>
    [...catalogueKeys.all, 'regions', params] as const,
  usableRegions: (params: RequestOf<typeof catalogue.usableRegionsV2> | null) =>
    [...catalogueKeys.all, 'usable-regions', params] as const,
  options: (params: RequestOf<typeof catalogue.options> | null) =>
    [...catalogueKeys.all, 'options', params] as const,
  images: (params: RequestOf<typeof catalogue.images> | null) =>
    [...catalogueKeys.all, 'images', params] as const,
  sellPrice: (params: RequestOf<typeof catalogue.sellPrice> | null) =>
    [...catalogueKeys.all, 'sell-price', params] as const,
};
