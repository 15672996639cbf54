import type { ResetTarget } from './reset-target.ts';

export const resetPasswordKeys = {
  all: ['reset-password'] as const,
  captcha: (target: ResetTarget) =>
    [...resetPasswordKeys.all, 'captcha', target.kind, target.id] as const,
};
