// Billing (spec §2 "Billings", §3 "Bill"): what the API takes and answers about paying. Today the
// payment method on file (`/instance/pay`, needed to start STANDARD instances); bills and credits
// follow with the billing issue.
import { z } from 'zod';
import { integerRule, plainText, textRule } from './fields.ts';

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card number as typed (spaces or dashes between groups allowed); out: digits only. */
export const cardNumber = textRule('api.card-number-invalid', (value) => {
  const digits = value.replace(/[ -]/g, '');
  return /^[0-9]{12,19}$/.test(digits) && passesLuhn(digits)
    ? undefined
    : 'api.card-number-invalid';
}).transform((value) => value.replace(/[ -]/g, ''));

const cardExpiry = {
  expMonth: integerRule(1, 12, 'api.card-expiry-invalid'),
  expYear: integerRule(2000, 2100, 'api.card-expiry-invalid'),
};

/**
 * A payment method for STANDARD instances: card details (handed to the payment provider, which
 * keeps them and returns a token; card numbers are never stored) or a token the provider's own
 * client-side form produced.
 */
export const paymentMethodInput = z.discriminatedUnion(
  'type',
  [
    z.strictObject({
      type: z.literal('card'),
      number: cardNumber,
      ...cardExpiry,
      cvc: textRule('api.card-cvc-invalid', (value) =>
        /^[0-9]{3,4}$/.test(value) ? undefined : 'api.card-cvc-invalid',
      ),
      holderName: plainText(1, 100, 'api.card-holder-invalid', 'api.card-holder-invalid'),
    }),
    z.strictObject({
      type: z.literal('token'),
      token: textRule('api.token-required', (value) =>
        /^[\x21-\x7e]{1,255}$/.test(value) ? undefined : 'api.token-invalid',
      ),
    }),
  ],
  { error: 'validation.invalid-option' },
);

export const paymentMethod = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string().regex(/^[0-9]{4}$/),
  expMonth: z.int().min(1).max(12),
  expYear: z.int(),
});
export type PaymentMethod = z.infer<typeof paymentMethod>;

/** A payment method as the server's billing service receives it (after parsing). */
export type PaymentMethodInput = z.output<typeof paymentMethodInput>;
