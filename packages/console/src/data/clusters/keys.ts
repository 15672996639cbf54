import type { InstanceStatus } from '@quiver/validation';

/** What a page of the cluster list is asked with (the query of `GET /cluster/list`). */
export interface ClusterListParams {
  page: number;
  pageSize: number;
  status?: InstanceStatus;
  name?: string;
}

export const clusterKeys = {
  all: ['cluster'] as const,
  lists: () => [...clusterKeys.all, 'list'] as const,
  list: (params: ClusterListParams) => [...clusterKeys.lists(), params] as const,
  details: () => [...clusterKeys.all, 'detail'] as const,
  detail: (clusterId: string) => [...clusterKeys.details(), clusterId] as const,
  connect: (clusterId: string) => [...clusterKeys.all, 'connect', clusterId] as const,
  states: (clusterIds: readonly string[]) => [...clusterKeys.all, 'state', clusterIds] as const,
  /** The operation the console saw accepted for a cluster (for its progress), if any. */
  operation: (clusterId: string) => [...clusterKeys.all, 'operation', clusterId] as const,
  nameAvailable: (name: string | null) => [...clusterKeys.all, 'name-available', name] as const,
  freeConfig: () => [...clusterKeys.all, 'free-config'] as const,
  freeCheck: () => [...clusterKeys.all, 'free-check'] as const,
  upgradeCheck: (clusterId: string) => [...clusterKeys.all, 'upgrade-check', clusterId] as const,
  resetCaptcha: (clusterId: string) => [...clusterKeys.all, 'reset-captcha', clusterId] as const,
};
