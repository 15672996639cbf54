export const instanceKeys = {
  all: ['instance'] as const,
  guide: () => [...instanceKeys.all, 'guide'] as const,
  count: () => [...instanceKeys.all, 'count'] as const,
};
