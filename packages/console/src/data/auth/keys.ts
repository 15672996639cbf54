export const authKeys = {
  all: ['auth'] as const,
  captcha: () => [...authKeys.all, 'captcha'] as const,
  socialStart: (provider: 'github' | 'google') =>
    [...authKeys.all, 'social-start', provider] as const,
  totp: () => [...authKeys.all, 'totp'] as const,
};
