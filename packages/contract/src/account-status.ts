// What each account status lets the user do (DECISIONS.md "Accounts and sessions"), in a module
// with no zod in it, so the console's screens can ask without loading the schemas.
import type { UserStatus } from '@quiver/validation';
import type { MessageKey } from './messages.ts';

export type AccountCapability = 'signIn' | 'createInstance' | 'startInstance' | 'payBills';

/**
 * NORMAL: everything. REVIEW (beta application pending): signs in, cannot create or start.
 * LIMITED: signs in, reads and pays bills, cannot create or start. BANNED: cannot sign in (407).
 */
export const accountCapabilities = {
  NORMAL: { signIn: true, createInstance: true, startInstance: true, payBills: true },
  REVIEW: { signIn: true, createInstance: false, startInstance: false, payBills: true },
  LIMITED: { signIn: true, createInstance: false, startInstance: false, payBills: true },
  BANNED: { signIn: false, createInstance: false, startInstance: false, payBills: false },
} as const satisfies Record<UserStatus, Record<AccountCapability, boolean>>;

/** The message shown when an account status refuses something. */
export const accountRefusalReason = {
  NORMAL: null,
  REVIEW: 'accountInReview',
  LIMITED: 'accountLimited',
  BANNED: 'accountBanned',
} as const satisfies Record<UserStatus, MessageKey | null>;

export function accountCan(status: UserStatus, capability: AccountCapability): boolean {
  return accountCapabilities[status][capability];
}
