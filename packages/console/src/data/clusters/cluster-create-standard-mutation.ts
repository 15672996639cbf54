import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { instanceKeys } from '../instance/keys.ts';
import { clusters } from './endpoints.ts';
import { clusterKeys } from './keys.ts';
import { rememberCreatedCluster } from './cluster-cache.ts';

export type StandardClusterInput = RequestOf<typeof clusters.createStandard>;

/** Creates a Powerhouse Standard cluster from one line per role. Silent: the wizard shows refusals. */
export function createStandardCluster(api: ApiClient, input: StandardClusterInput) {
  return api.call(clusters.createStandard, input, { silent: true });
}

export function useStandardClusterCreateMutation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StandardClusterInput) => createStandardCluster(api, input),
    // The cluster list, the instance count and the instance guide change with a new cluster.
    onSuccess: async (created) => {
      rememberCreatedCluster(queryClient, created);
      await queryClient.invalidateQueries({ queryKey: clusterKeys.all });
      await queryClient.invalidateQueries({ queryKey: instanceKeys.all });
    },
  });
}
