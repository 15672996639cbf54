export const resetPasswordKeys = {
  all: ['reset-password'] as const,
  captcha: (instanceId: string) => [...resetPasswordKeys.all, 'captcha', instanceId] as const,
};
