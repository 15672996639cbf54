import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { vpc } from './endpoints.ts';
import { vpcKeys } from './keys.ts';
import type { VpcNetworks } from './vpc-networks-query.ts';

export type VpcNetworkUpdate = RequestOf<typeof vpc.updateNetwork>;

/** Saves a region's network (`/vpc/network/update`). Silent: the form shows a refusal in place. */
export function updateVpcNetwork(api: ApiClient, input: VpcNetworkUpdate) {
  return api.call(vpc.updateNetwork, input, { silent: true });
}

export function useVpcNetworkUpdateMutation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VpcNetworkUpdate) => updateVpcNetwork(api, input),
    // The saved region replaces its row at once; the list is read again for the counts of others.
    onSuccess: (saved) => {
      queryClient.setQueryData<VpcNetworks>(vpcKeys.networks(), (list) =>
        list === undefined
          ? list
          : {
              ...list,
              items: list.items.map((item) =>
                item.vendor === saved.vendor && item.region === saved.region ? saved : item,
              ),
            },
      );
      return queryClient.invalidateQueries({ queryKey: vpcKeys.networks() });
    },
  });
}
