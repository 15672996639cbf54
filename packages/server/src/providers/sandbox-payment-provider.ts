import { randomBytes } from 'node:crypto';
import {
  PaymentError,
  type CardBrand,
  type CardDetails,
  type CardErrorCode,
  type ChargeRequest,
  type ChargeResult,
  type PaymentProvider,
  type SaveCardResult,
} from './payment-provider.ts';

/**
 * How a sandbox test card behaves, after Stripe's test cards: it saves or is refused when saved, and
 * a saved card is charged or declined.
 */
type TestCardBehaviour =
  | { save: 'ok'; charge: 'ok' }
  | { save: 'refused'; code: CardErrorCode; message: string }
  | { save: 'ok'; charge: 'declined'; code: CardErrorCode; message: string };

const declined = 'Your card was declined.';

export const sandboxTestCards: Record<string, TestCardBehaviour> = {
  '4242424242424242': { save: 'ok', charge: 'ok' },
  '5555555555554444': { save: 'ok', charge: 'ok' },
  '378282246310005': { save: 'ok', charge: 'ok' },
  '4000000000000002': { save: 'refused', code: 'card_declined', message: declined },
  '4000000000009995': {
    save: 'refused',
    code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  '4000000000000069': { save: 'refused', code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': {
    save: 'refused',
    code: 'invalid_cvc',
    message: "Your card's security code is incorrect.",
  },
  '4000000000000119': {
    save: 'refused',
    code: 'processing_error',
    message: 'An error occurred while processing your card. Try again.',
  },
  // Saves, then every charge is declined (a card cancelled after it was saved).
  '4000000000000341': { save: 'ok', charge: 'declined', code: 'card_declined', message: declined },
};

const tokenPrefix = 'pm_sandbox_';

export interface SandboxPaymentOptions {
  now?: () => Date;
}

/**
 * The default payment provider: no money moves. Cards are checked as a real processor would
 * (Luhn, expiry, CVC length), then Stripe's test numbers decide the outcome; any other valid number
 * is refused, as Stripe refuses real cards in test mode. Tokens carry the card's behaviour, so a
 * saved card keeps working after a server restart without the sandbox storing anything.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  /** Stripe's minimum charge in USD. */
  readonly minimumChargeMicros = 500_000;
  private readonly charges = new Map<string, ChargeResult>();
  private readonly now: () => Date;

  constructor(options: SandboxPaymentOptions = {}) {
    this.now = options.now ?? (() => new Date());
  }

  async createCustomer(input: {
    accountId: string;
    email: string;
  }): Promise<{ customerId: string }> {
    if (!input.accountId) throw new PaymentError('An account id is required.');
    return { customerId: `cus_sandbox_${input.accountId}` };
  }

  async saveCard(customerId: string, card: CardDetails): Promise<SaveCardResult> {
    if (!customerId.startsWith('cus_sandbox_')) throw new PaymentError('Unknown customer.');
    const number = card.number.replace(/[\s-]/g, '');
    if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) {
      return {
        status: 'refused',
        code: 'incorrect_number',
        message: 'Your card number is incorrect.',
      };
    }
    if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
      return {
        status: 'refused',
        code: 'invalid_expiry_month',
        message: "Your card's expiration month is invalid.",
      };
    }
    const expYear = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
    if (!Number.isInteger(expYear) || expYear > this.now().getUTCFullYear() + 50) {
      return {
        status: 'refused',
        code: 'invalid_expiry_year',
        message: "Your card's expiration year is invalid.",
      };
    }
    // A card is good through the last day of its expiry month.
    const firstDayAfterExpiry = Date.UTC(expYear, card.expMonth, 1);
    if (firstDayAfterExpiry <= this.now().getTime()) {
      return { status: 'refused', code: 'expired_card', message: 'Your card has expired.' };
    }
    const brand = brandOf(number);
    const cvcLength = brand === 'amex' ? 4 : 3;
    if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) {
      return {
        status: 'refused',
        code: 'invalid_cvc',
        message: "Your card's security code is invalid.",
      };
    }
    const behaviour = sandboxTestCards[number];
    if (!behaviour) {
      return {
        status: 'refused',
        code: 'card_declined',
        message:
          'Your card was declined: the sandbox accepts test cards only (for example 4242 4242 4242 4242).',
      };
    }
    if (behaviour.save === 'refused')
      return { status: 'refused', code: behaviour.code, message: behaviour.message };
    const outcome = 'charge' in behaviour && behaviour.charge === 'declined' ? 'dc' : 'ok';
    return {
      status: 'saved',
      card: {
        token: `${tokenPrefix}${outcome}_${randomBytes(12).toString('hex')}`,
        brand,
        last4: number.slice(-4),
        expMonth: card.expMonth,
        expYear,
      },
    };
  }

  async removeCard(token: string): Promise<void> {
    if (!token.startsWith(tokenPrefix)) throw new PaymentError('Unknown payment method.');
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    if (!Number.isSafeInteger(request.amountMicros) || request.amountMicros <= 0) {
      throw new PaymentError('A charge must be a positive whole number of micro-dollars.');
    }
    if (!request.token.startsWith(tokenPrefix)) throw new PaymentError('Unknown payment method.');
    const previous = this.charges.get(request.idempotencyKey);
    if (previous) return previous;
    const cents = Math.round(request.amountMicros / 10_000);
    let result: ChargeResult;
    if (cents * 10_000 < this.minimumChargeMicros) {
      // Stripe's minimum charge in USD; smaller amounts wait for the next bill.
      result = {
        status: 'declined',
        code: 'processing_error',
        message: 'The amount is below the minimum charge of $0.50.',
      };
    } else if (request.token.startsWith(`${tokenPrefix}dc_`)) {
      result = { status: 'declined', code: 'card_declined', message: declined };
    } else {
      result = {
        status: 'succeeded',
        chargeId: `ch_sandbox_${randomBytes(12).toString('hex')}`,
        amountMicros: cents * 10_000,
      };
    }
    this.charges.set(request.idempotencyKey, result);
    return result;
  }
}

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function brandOf(number: string): CardBrand {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
  if (/^35(2[89]|[3-8]\d)/.test(number)) return 'jcb';
  if (/^62/.test(number)) return 'unionpay';
  return 'unknown';
}
