/**
 * The sign-in form's rules: a chunk of their own, loaded by `lazyResolver` (lib/lazy-resolver.ts),
 * with the texts of their messages (lib/lazy-field-messages.ts): no message shows before the rules
 * have run.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { email } from '@quiver/validation';
import { totpCode } from '@quiver/contract';
import { fieldMessageText } from '@quiver/contract/wire';
import { setFieldMessageTexts } from '../../lib/lazy-field-messages.ts';

setFieldMessageTexts(fieldMessageText);

const loginForm = z.object({
  email,
  password: z.string().min(1, 'api.password-required').max(64, 'api.password-too-long'),
});
export type LoginCredentials = z.infer<typeof loginForm>;
export const loginResolver = zodResolver(loginForm);

const mfaCodeForm = z.object({ totpCode });
export type MfaCodeValues = z.infer<typeof mfaCodeForm>;
export const mfaCodeResolver = zodResolver(mfaCodeForm);
