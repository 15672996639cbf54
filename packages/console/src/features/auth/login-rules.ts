/**
 * The first sign-in step's rules: a chunk of their own, loaded on the form's first focus (at the
 * latest on submit), with the texts of their messages (lib/lazy-field-messages.ts): no message
 * shows before the rules have run. The step is a plain form (lib/plain-form.tsx), so the rules are
 * run with zod directly, as `zodResolver` runs them: the parsed values, or the first message of
 * each invalid field.
 */
import { z } from 'zod';
import { email } from '@quiver/validation';
import { fieldMessageText } from '@quiver/contract/wire';
import { setFieldMessageTexts } from '../../lib/lazy-field-messages.ts';
import type { PlainValidation } from '../../lib/plain-form.tsx';

setFieldMessageTexts(fieldMessageText);

export const loginForm = z.object({
  email,
  password: z.string().min(1, 'api.password-required').max(64, 'api.password-too-long'),
});
export type LoginCredentials = z.infer<typeof loginForm>;

export function validateLogin(values: LoginCredentials): PlainValidation<LoginCredentials> {
  const result = loginForm.safeParse(values);
  if (result.success) return { values: result.data };
  const errors: Partial<Record<keyof LoginCredentials, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') as keyof LoginCredentials;
    errors[field] ??= issue.message;
  }
  return { errors };
}
