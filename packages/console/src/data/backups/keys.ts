export const backupKeys = {
  all: ['backups'] as const,
  lists: (instanceId: string) => [...backupKeys.all, 'list', instanceId] as const,
  list: (instanceId: string, page: number) => [...backupKeys.lists(instanceId), page] as const,
  samples: () => [...backupKeys.all, 'samples'] as const,
};
