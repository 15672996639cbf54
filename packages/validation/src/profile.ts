// The account profile form (spec section 5: name, phone, postal code).
import type { z } from 'zod';
import { textField } from './lib/rules.ts';
import { codePointLength, isBlank } from './lib/text.ts';

export const PROFILE_NAME_MAX_CHARACTERS = 50;
export const PROFILE_PHONE_MAX_CHARACTERS = 20;
export const PROFILE_POSTAL_CODE_MAX_CHARACTERS = 10;

/**
 * Profile name: 1 to 50 characters (code points) after trimming; the output is the trimmed name.
 */
export const profileName = textField('validation.profile.name-required', (value) => {
  const trimmed = value.trim();
  if (trimmed === '') return 'validation.profile.name-required';
  if (codePointLength(trimmed) > PROFILE_NAME_MAX_CHARACTERS)
    return 'validation.profile.name-too-long';
  return undefined;
}).trim();
export type ProfileName = z.output<typeof profileName>;

/**
 * Profile phone: 1 to 20 characters, only ASCII digits, spaces, `+`, `-`, `(`, `)`, with at least
 * one digit. Reported in this order: characters, length, missing digit.
 */
export const profilePhone = textField('validation.profile.phone-required', (value) => {
  if (value === '') return 'validation.profile.phone-required';
  if (!/^[0-9 +()-]+$/.test(value)) return 'validation.profile.phone-characters';
  if (value.length > PROFILE_PHONE_MAX_CHARACTERS) return 'validation.profile.phone-too-long';
  if (!/[0-9]/.test(value)) return 'validation.profile.phone-no-digit';
  return undefined;
});
export type ProfilePhone = z.output<typeof profilePhone>;

/**
 * Profile postal code: 1 to 10 printable ASCII characters (0x20-0x7E, so `SW1A 1AA` fits); blank
 * counts as missing. Kept as typed.
 */
export const profilePostalCode = textField('validation.profile.postal-code-required', (value) => {
  if (isBlank(value)) return 'validation.profile.postal-code-required';
  if (!/^[\x20-\x7e]+$/.test(value)) return 'validation.profile.postal-code-characters';
  if (value.length > PROFILE_POSTAL_CODE_MAX_CHARACTERS)
    return 'validation.profile.postal-code-too-long';
  return undefined;
});
export type ProfilePostalCode = z.output<typeof profilePostalCode>;
