// Payment methods on file (DECISIONS.md "Instance creation"): card details pass through the payment
// provider, which verifies and keeps them; the server stores its token, the brand, the last four
// digits and the expiry. One method per account: a new one replaces the old.
import type { PaymentMethod, PaymentMethodInput } from '@quiver/contract';
import type { Db } from '../../db/client.ts';
import { Refusal, RuleViolation, type FieldErrors } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CardDetails, CardErrorCode, PaymentProvider } from '../../providers/index.ts';
import * as repo from './repo.ts';
import type { PaymentMethodRow } from './repo.ts';

/** Where a refused card's problem shows in the form. */
const fieldOfRefusal: Partial<Record<CardErrorCode, FieldErrors>> = {
  incorrect_number: { number: 'api.card-number-invalid' },
  invalid_expiry_month: { expMonth: 'api.card-expiry-invalid' },
  invalid_expiry_year: { expYear: 'api.card-expiry-invalid' },
  expired_card: { expMonth: 'api.card-expiry-invalid', expYear: 'api.card-expiry-invalid' },
  invalid_cvc: { cvc: 'api.card-cvc-invalid' },
};

function view(row: PaymentMethodRow): PaymentMethod {
  return {
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
  };
}

export class PaymentService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly provider: PaymentProvider,
  ) {}

  async current(userId: string): Promise<PaymentMethod | undefined> {
    const row = await repo.findPaymentMethod(this.db, userId);
    return row ? view(row) : undefined;
  }

  /**
   * Whether the account has a payment method on file (DECISIONS.md "Instance creation"): the one
   * check instances, clusters and managers make before anything that is billed.
   */
  hasPaymentMethod(userId: string): Promise<boolean> {
    return repo.hasPaymentMethod(this.db, userId);
  }

  /**
   * Saves a card with the provider and keeps its token as the account's payment method. A refused
   * card changes nothing: the message says why, on the field at fault when there is one.
   */
  async save(
    user: { id: string; email: string },
    input: PaymentMethodInput,
  ): Promise<PaymentMethod> {
    if (input.type === 'token')
      // The sandbox has no client-side form issuing tokens; a Stripe driver would look the token up.
      throw new Refusal(
        `The ${this.provider.name} payment provider takes card details, not tokens.`,
        { token: 'api.token-invalid' },
      );
    const existing = await repo.findPaymentMethod(this.db, user.id);
    const customerId =
      existing?.provider === this.provider.name && existing.customerId
        ? existing.customerId
        : (await this.provider.createCustomer({ accountId: user.id, email: user.email }))
            .customerId;
    const card: CardDetails = {
      number: input.number,
      expMonth: input.expMonth,
      expYear: input.expYear,
      cvc: input.cvc,
      holderName: input.holderName,
    };
    const result = await this.provider.saveCard(customerId, card);
    if (result.status === 'refused') {
      const fields = fieldOfRefusal[result.code];
      if (fields) throw new Refusal(result.message, fields);
      if (result.code === 'card_declined' || result.code === 'insufficient_funds')
        throw new RuleViolation('paymentDeclined');
      throw new Refusal(result.message);
    }
    const saved = await this.db.transaction(async (tx) => {
      // The account row serialises two cards saved at once: the later one stays on file.
      await repo.lockAccount(tx, user.id);
      const replaced = await repo.deletePaymentMethods(tx, user.id);
      const row = await repo.insertPaymentMethod(tx, {
        userId: user.id,
        providerToken: result.card.token,
        brand: result.card.brand,
        last4: result.card.last4,
        expMonth: result.card.expMonth,
        expYear: result.card.expYear,
        provider: this.provider.name,
        customerId,
        createdAt: this.clock.now(),
      });
      if (!row) throw new Error('payment method not stored');
      return { row, replaced };
    });
    // The provider forgets replaced cards; a failure here leaves an unused token at the provider only.
    for (const old of saved.replaced)
      if (old.provider === this.provider.name)
        await this.provider.removeCard(old.token).catch(() => undefined);
    return view(saved.row);
  }
}
