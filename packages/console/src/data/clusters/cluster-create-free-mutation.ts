import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api.ts';
import type { RequestOf } from '../../lib/endpoint.ts';
import { useApi } from '../../lib/services.tsx';
import { instanceKeys } from '../instance/keys.ts';
import { clusters } from './endpoints.ts';
import { clusterKeys } from './keys.ts';
import { rememberCreatedCluster } from './cluster-cache.ts';

export type FreeClusterInput = RequestOf<typeof clusters.createFree>;

/** Creates the free cluster (its fixed configuration; one per account). Silent: the wizard shows refusals. */
export function createFreeCluster(api: ApiClient, input: FreeClusterInput) {
  return api.call(clusters.createFree, input, { silent: true });
}

export function useFreeClusterCreateMutation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FreeClusterInput) => createFreeCluster(api, input),
    onSuccess: async (created) => {
      rememberCreatedCluster(queryClient, created);
      await queryClient.invalidateQueries({ queryKey: clusterKeys.all });
      await queryClient.invalidateQueries({ queryKey: instanceKeys.all });
    },
  });
}
