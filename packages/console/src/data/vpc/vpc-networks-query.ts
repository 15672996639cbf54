import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { ResponseOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { vpc } from './endpoints.ts';
import { vpcKeys } from './keys.ts';

export type VpcNetworks = ResponseOf<typeof vpc.networks>;
export type RegionNetwork = VpcNetworks['items'][number];

/**
 * Every region's network (`/vpc/network/list`, staff only). Silent: the screen shows a failure (a
 * refusal for non-staff included) in place.
 */
export function getVpcNetworks(api: ApiClient, signal?: AbortSignal) {
  return api.call(vpc.networks, {}, { silent: true, signal });
}

export function vpcNetworksOptions(api: ApiClient) {
  return queryOptions({
    queryKey: vpcKeys.networks(),
    queryFn: ({ signal }) => getVpcNetworks(api, signal),
  });
}

export function useVpcNetworksQuery() {
  return useQuery(vpcNetworksOptions(useApi()));
}
