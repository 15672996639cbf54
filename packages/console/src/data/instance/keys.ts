import type { InstanceKind, InstanceStatus } from '@quiver/validation';

/** What a page of the instance list is asked with (the query of `GET /instance/list`). */
export interface InstanceListParams {
  page: number;
  pageSize: number;
  status?: InstanceStatus;
  kind?: InstanceKind;
  name?: string;
}

export const instanceKeys = {
  all: ['instance'] as const,
  guide: () => [...instanceKeys.all, 'guide'] as const,
  count: () => [...instanceKeys.all, 'count'] as const,
  lists: () => [...instanceKeys.all, 'list'] as const,
  list: (params: InstanceListParams) => [...instanceKeys.lists(), params] as const,
  details: () => [...instanceKeys.all, 'detail'] as const,
  detail: (instanceId: string) => [...instanceKeys.details(), instanceId] as const,
  productDetail: (instanceId: string) => [...instanceKeys.all, 'product', instanceId] as const,
  connect: (instanceId: string) => [...instanceKeys.all, 'connect', instanceId] as const,
  states: (instanceIds: readonly string[]) => [...instanceKeys.all, 'state', instanceIds] as const,
  /** The operation the console saw accepted for an instance (for its progress), if any. */
  operation: (instanceId: string) => [...instanceKeys.all, 'operation', instanceId] as const,
};
