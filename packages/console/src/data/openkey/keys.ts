export const openKeyKeys = {
  all: ['openkey'] as const,
  list: () => [...openKeyKeys.all, 'list'] as const,
};
