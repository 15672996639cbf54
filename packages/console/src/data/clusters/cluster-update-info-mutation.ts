import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import type { ClusterDetail } from './cluster-detail-query.ts';
import { clusters } from './endpoints.ts';
import { clusterKeys } from './keys.ts';

export type ClusterInfoUpdate = RequestOf<typeof clusters.updateInfo>;

/** Renames a cluster (at once, no status change). Silent: the form shows a refusal in place. */
export function updateClusterInfo(api: ApiClient, input: ClusterInfoUpdate) {
  return api.call(clusters.updateInfo, input, { silent: true });
}

export function useClusterUpdateInfoMutation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClusterInfoUpdate) => updateClusterInfo(api, input),
    onSuccess: (renamed) => {
      // The answer is the cluster without its servers: keep the cached servers.
      queryClient.setQueryData<ClusterDetail>(clusterKeys.detail(renamed.id), (cached) =>
        cached === undefined ? cached : { ...cached, ...renamed },
      );
      void queryClient.invalidateQueries({ queryKey: clusterKeys.lists() });
    },
  });
}
