export const authKeys = {
  all: ['auth'] as const,
  captcha: () => [...authKeys.all, 'captcha'] as const,
  totp: () => [...authKeys.all, 'totp'] as const,
};
