export const userKeys = {
  all: ['user'] as const,
  info: () => [...userKeys.all, 'info'] as const,
  profile: () => [...userKeys.all, 'profile'] as const,
  ip: () => [...userKeys.all, 'ip'] as const,
  externalBound: () => [...userKeys.all, 'external-bound'] as const,
};
