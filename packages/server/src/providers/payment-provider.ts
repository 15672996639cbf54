/**
 * Takes payments. The shape follows Stripe's (customers, payment methods saved by a setup step,
 * charges with idempotency keys) so a Stripe driver maps one call to one API request. The server
 * stores only what `saveCard` returns (token, brand, last 4 digits, expiry): never a card number.
 */
export interface PaymentProvider {
  readonly name: string;
  /**
   * The smallest charge it takes, in micro-dollars (Stripe: $0.50 in USD). A bill whose amount due
   * is smaller is carried to the next bill (docs/decisions.md "Billing").
   */
  readonly minimumChargeMicros: number;
  /** Registers the paying account with the provider (Stripe: POST /v1/customers). */
  createCustomer(input: { accountId: string; email: string }): Promise<{ customerId: string }>;
  /**
   * Verifies a card with its issuer and saves it for later charges (Stripe: a SetupIntent confirmed
   * with the card, which returns a PaymentMethod). A refused card comes back as data.
   */
  saveCard(customerId: string, card: CardDetails): Promise<SaveCardResult>;
  /** Forgets a saved card (Stripe: POST /v1/payment_methods/:id/detach). */
  removeCard(token: string): Promise<void>;
  /**
   * Charges a saved card (Stripe: a PaymentIntent confirmed off-session). The same
   * `idempotencyKey` never charges twice: the first result is returned again.
   */
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

/** What the customer typed; it passes through the provider and is never stored. */
export interface CardDetails {
  number: string;
  expMonth: number;
  /** Four digits, or two (interpreted as 20xx). */
  expYear: number;
  cvc: string;
  holderName?: string;
}

export type CardBrand =
  'visa' | 'mastercard' | 'amex' | 'discover' | 'jcb' | 'unionpay' | 'unknown';

/** A saved card as the server stores it. */
export interface SavedCard {
  /** The provider's reference (Stripe: `pm_...`). */
  token: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** Stripe's decline and validation codes, so the console can say exactly what is wrong. */
export type CardErrorCode =
  | 'incorrect_number'
  | 'invalid_expiry_month'
  | 'invalid_expiry_year'
  | 'expired_card'
  | 'invalid_cvc'
  | 'card_declined'
  | 'insufficient_funds'
  | 'processing_error';

export type SaveCardResult =
  | { status: 'saved'; card: SavedCard }
  | { status: 'refused'; code: CardErrorCode; message: string };

export interface ChargeRequest {
  customerId: string;
  token: string;
  /** Micro-dollars; charged rounded to the nearest cent (card networks move cents). */
  amountMicros: number;
  description: string;
  /** The bill or operation being paid: a retry with the same key returns the first result. */
  idempotencyKey: string;
}

export type ChargeResult =
  | { status: 'succeeded'; chargeId: string; amountMicros: number }
  | { status: 'declined'; code: CardErrorCode; message: string };

export class PaymentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentError';
  }
}
