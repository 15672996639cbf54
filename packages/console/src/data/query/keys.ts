export const queryKeys = {
  all: ['query'] as const,
  /** The node and relationship tables of an instance (`GET /instance/schema`). */
  schema: (instanceId: string) => [...queryKeys.all, 'schema', instanceId] as const,
};
