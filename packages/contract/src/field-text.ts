// The English text of every field message key (validation's and the API's own), in a module with
// no zod in it: the console shows these texts on pages that must not load the schemas.
import { validationMessages } from '@quiver/validation/messages';

/** English text of the keys this package adds (the `api.` namespace). */
export const apiFieldMessages = {
  'api.unknown-field': 'This field is not part of the request.',
  'api.invalid-value': 'This value is not valid.',
  'api.text-too-long': 'This text is too long.',
  'api.id-invalid': 'This identifier is not valid.',
  'api.key-invalid': 'This catalogue key is not valid.',
  'api.boolean-invalid': 'Use true or false.',
  'api.datetime-invalid': 'Use an ISO 8601 UTC date and time, such as 2026-01-31T12:00:00Z.',
  'api.time-range-invalid': 'The start must be before the end, at most 7 days apart.',
  'api.page-invalid': 'Page must be a whole number from 1 to 100000.',
  'api.page-size-invalid': 'Page size must be a whole number from 1 to 100.',
  'api.password-required': 'Enter your password.',
  'api.current-password-incorrect': 'The current password is incorrect.',
  'api.password-too-long': 'Password must be at most 64 characters long.',
  'api.totp-code-required': 'Enter the 6-digit code from your authenticator app.',
  'api.totp-code-invalid': 'Incorrect security code.',
  'api.totp-code-used': 'This code was already used. Enter the next code your app shows.',
  'api.captcha-id-invalid': 'Reload the image and try again.',
  'api.captcha-code-required': 'Enter the characters shown in the image.',
  'api.captcha-code-invalid': 'Incorrect verification code.',
  'api.token-required': 'A token is required.',
  'api.token-invalid': 'This token is not valid.',
  'api.oauth-code-required': 'The sign-in provider did not return a code.',
  'api.channel-invalid': 'This marketplace channel is not valid.',
  'api.api-key-name-required': 'Enter a name for the API key.',
  'api.api-key-name-too-long': 'API key name must be at most 64 characters.',
  'api.expiry-invalid': 'The expiry date must be in the future, at most 2 years ahead.',
  'api.country-invalid': 'Country must be 1 to 56 characters.',
  'api.city-invalid': 'City must be 1 to 85 characters.',
  'api.address-invalid': 'Address must be 1 to 200 characters.',
  'api.company-invalid': 'Company must be 1 to 100 characters.',
  'api.use-case-required': 'Tell us what you want to build.',
  'api.use-case-too-long': 'Use case must be at most 2000 characters.',
  'api.questionnaire-other-too-long': 'Your answer must be at most 500 characters.',
  'api.answers-invalid': 'Choose one of the listed answers.',
  'api.confirm-name-required': 'Type the name to confirm.',
  'api.storage-invalid': 'Storage must be a whole number of GB from 1 to 65536.',
  'api.count-invalid': 'Count must be a whole number from 1 to 64.',
  'api.id-list-invalid': 'Give 1 to 100 different identifiers.',
  'api.card-number-invalid': 'Enter a valid card number.',
  'api.card-expiry-invalid': 'Enter a valid, unexpired expiry month and year.',
  'api.card-cvc-invalid': 'Enter the 3 or 4 digit security code.',
  'api.card-holder-invalid': 'Enter the name on the card (1 to 100 characters).',
  'api.statement-required': 'Enter a statement.',
  'api.statement-too-long': 'Statement must be at most 100,000 characters.',
  'api.query-params-invalid': 'Parameters must be a JSON object of at most 100 named values.',
  'api.timeout-invalid': 'Time limit must be a whole number of milliseconds from 100 to 60000.',
  'api.row-limit-invalid': 'Row limit must be a whole number from 1 to 10000.',
  'api.log-level-filter-invalid':
    'Log level must be 1 (FATAL), 2 (WARNING), 3 (INFO) or 4 (DEBUG).',
  'api.log-search-too-long': 'Search text must be at most 200 characters.',
  'api.ticket-required': 'A download ticket is required.',
  'api.ticket-invalid': 'This download ticket is not valid.',
  'api.quantity-invalid': 'Quantity must be a whole number from 1 to 100.',
  'api.message-too-long': 'Message must be at most 1000 characters.',
  'api.idempotency-key-invalid': 'An idempotency key is 8 to 64 letters, digits, - or _.',
  'api.revision-invalid': 'Revision must be a whole number from 0 to 1000000000.',
  'api.private-source-only':
    'This region accepts connections from private addresses only (10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16).',
  'api.cluster-roles-invalid':
    'A cluster needs meta and shard servers (HDC servers are optional), one line per role.',
} as const;

export type ApiFieldMessageKey = keyof typeof apiFieldMessages;

/** Every field message key the API can send in `data.fields`, with its English text. */
export const fieldMessages = { ...validationMessages, ...apiFieldMessages } as const;
export type FieldMessageKey = keyof typeof fieldMessages;

export function isFieldMessageKey(value: unknown): value is FieldMessageKey {
  return typeof value === 'string' && Object.hasOwn(fieldMessages, value);
}

/** English text of a field message key; anything else is returned unchanged. */
export function fieldMessageText(key: string): string {
  return isFieldMessageKey(key) ? fieldMessages[key] : key;
}
