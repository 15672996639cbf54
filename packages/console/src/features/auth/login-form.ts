/**
 * The authenticator-code step's rules: a chunk of their own, loaded by `lazyResolver`
 * (lib/lazy-resolver.ts), with the texts of their messages (lib/lazy-field-messages.ts): no message
 * shows before the rules have run. The first step's rules are in `./login-rules.ts`.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { totpCode } from '@quiver/contract';
import { fieldMessageText } from '@quiver/contract/wire';
import { setFieldMessageTexts } from '../../lib/lazy-field-messages.ts';

setFieldMessageTexts(fieldMessageText);

export type { LoginCredentials } from './login-rules.ts';

const mfaCodeForm = z.object({ totpCode });
export type MfaCodeValues = z.infer<typeof mfaCodeForm>;
export const mfaCodeResolver = zodResolver(mfaCodeForm);
