export const vpcKeys = {
  all: ['vpc'] as const,
  networks: () => [...vpcKeys.all, 'networks'] as const,
};
