import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { manager } from './endpoints.ts';
import { clusterKeys } from '../clusters/keys.ts';
import { managerKeys } from './keys.ts';

export type ClusterLink = RequestOf<typeof manager.connectCluster>;

/** Connects a cluster to a Manager (`/manager/cluster/connect`). Silent: the dialog shows a refusal. */
export function connectCluster(api: ApiClient, link: ClusterLink) {
  return api.call(manager.connectCluster, link, { silent: true });
}

/** A Manager stops managing a cluster (`/manager/cluster/disconnect`). Silent, as connecting. */
export function disconnectCluster(api: ApiClient, link: ClusterLink) {
  return api.call(manager.disconnectCluster, link, { silent: true });
}

function useClusterLinkMutation(call: typeof connectCluster) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (link: ClusterLink) => call(api, link),
    // Every Manager's list says who manages the cluster now; the cluster's own screens link to it.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...managerKeys.all, 'clusters'] }),
        queryClient.invalidateQueries({ queryKey: clusterKeys.lists() }),
      ]),
  });
}

export function useConnectClusterMutation() {
  return useClusterLinkMutation(connectCluster);
}

export function useDisconnectClusterMutation() {
  return useClusterLinkMutation(disconnectCluster);
}
