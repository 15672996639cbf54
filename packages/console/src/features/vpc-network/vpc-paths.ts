import { routePaths, type AppPath } from '../../lib/brand.ts';

/** The configuration screen of one region: the region is in the address, so it can be linked. */
export function configurePath(vendor: string, region: string): AppPath {
  return `${routePaths.vpcNetworkConfigure}?${new URLSearchParams({ vendor, region }).toString()}`;
}
