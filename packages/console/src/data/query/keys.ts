export const queryKeys = {
  all: ['query'] as const,
  /** The node and relationship tables of an instance (`GET /instance/schema`). */
  schema: (instanceId: string) => [...queryKeys.all, 'schema', instanceId] as const,
  /**
   * The instance's detail. The instance screens cache `GET /instance/detail` under this key, so the
   * query screen and the detail page share one copy (and the detail page's status polling).
   */
  instanceDetail: (instanceId: string) => ['instance', 'detail', instanceId] as const,
};
