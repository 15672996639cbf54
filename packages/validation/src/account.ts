// The customer's own account: e-mail, the e-mailed verification code, the sign-in password and the
// password form (register, reset, change). Spec section 5 as read in DECISIONS.md "Validation".
import { z } from 'zod';
import type { ValidationMessageKey } from './messages.ts';
import { textField } from './lib/rules.ts';

/** RFC 5321's path limit, minus the angle brackets. */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_CODE_LENGTH = 6;
export const ACCOUNT_PASSWORD_MIN_LENGTH = 8;
export const ACCOUNT_PASSWORD_MAX_LENGTH = 64;
/** How many of the four character classes a password needs. */
export const ACCOUNT_PASSWORD_MIN_CLASSES = 3;

/**
 * The WHATWG HTML "valid e-mail address": exactly what `<input type=email>` accepts (ASCII only,
 * a dot-less domain such as `a@localhost` included). https://html.spec.whatwg.org/#valid-e-mail-address
 */
const WHATWG_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** E-mail: a WHATWG valid e-mail address of at most 254 characters, taken as typed (no trimming). */
export const email = textField('validation.account.email-required', (value) => {
  if (value === '') return 'validation.account.email-required';
  if (value.length > EMAIL_MAX_LENGTH) return 'validation.account.email-too-long';
  if (!WHATWG_EMAIL.test(value)) return 'validation.account.email-invalid';
  return undefined;
});
export type Email = z.output<typeof email>;

/** The code e-mailed for a password reset or a root-password reset: exactly 6 ASCII digits. */
export const emailCode = textField('validation.account.email-code-required', (value) => {
  if (value === '') return 'validation.account.email-code-required';
  if (!/^[0-9]{6}$/.test(value)) return 'validation.account.email-code-invalid';
  return undefined;
});
export type EmailCode = z.output<typeof emailCode>;

const CHARACTER_CLASSES = [
  /[A-Z]/, // uppercase
  /[a-z]/, // lowercase
  /[0-9]/, // digit
  /[\x20-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]/, // special: ASCII punctuation or space
] as const;

/**
 * How many of the four account-password character classes `password` uses (0 to 4): uppercase,
 * lowercase, digit, special (ASCII punctuation or space). For live checklists beside the field.
 */
export function passwordCharacterClassCount(password: string): number {
  return CHARACTER_CLASSES.filter((pattern) => pattern.test(password)).length;
}

function checkAccountPassword(value: string): ValidationMessageKey | undefined {
  if (value === '') return 'validation.account.password-required';
  if (!/^[\x20-\x7e]+$/.test(value)) return 'validation.account.password-characters';
  if (value.length < ACCOUNT_PASSWORD_MIN_LENGTH || value.length > ACCOUNT_PASSWORD_MAX_LENGTH)
    return 'validation.account.password-length';
  if (passwordCharacterClassCount(value) < ACCOUNT_PASSWORD_MIN_CLASSES)
    return 'validation.account.password-weak';
  return undefined;
}

/**
 * Account password alone: 8 to 64 printable ASCII characters (space allowed) using at least 3 of
 * uppercase, lowercase, digit and special (ASCII punctuation or space). Reported in that order:
 * characters, length, classes. The e-mail and confirmation checks need the whole form:
 * {@link accountPasswordForm}.
 */
export const accountPassword = textField(
  'validation.account.password-required',
  checkAccountPassword,
);
export type AccountPassword = z.output<typeof accountPassword>;

const confirmPassword = textField('validation.account.confirm-password-required', (value) =>
  value === '' ? 'validation.account.confirm-password-required' : undefined,
);

/**
 * The password form: `{ email, password, confirmPassword }`. A password equal to the e-mail (letter
 * case ignored) is reported on `password` (only when the password passes its own rule, so each field
 * shows one problem), a confirmation that differs on `confirmPassword`.
 */
export const accountPasswordForm = z
  .object(
    { email, password: accountPassword, confirmPassword },
    { error: 'validation.invalid-type' },
  )
  .superRefine((form, context) => {
    if (
      checkAccountPassword(form.password) === undefined &&
      form.password.toLowerCase() === form.email.toLowerCase()
    )
      context.addIssue({
        code: 'custom',
        path: ['password'],
        message: 'validation.account.password-equals-email' satisfies ValidationMessageKey,
      });
    if (form.confirmPassword !== '' && form.confirmPassword !== form.password)
      context.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: 'validation.account.password-mismatch' satisfies ValidationMessageKey,
      });
  });
export type AccountPasswordFormInput = z.input<typeof accountPasswordForm>;
export type AccountPasswordForm = z.output<typeof accountPasswordForm>;
