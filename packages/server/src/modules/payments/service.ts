// Payment methods on file (DECISIONS.md "Instance creation"; docs/decisions.md "Billing"): card
// details pass through the payment provider, which verifies and keeps them; the server stores its
// token, the brand, the last four digits and the expiry. An account may keep several cards; one is
// the default, which pays bills unless another is chosen. Charges go through the same provider.
import type { PaymentMethod, PaymentMethodInput, PaymentMethodOnFile } from '@quiver/contract';
import type { Db } from '../../db/client.ts';
import { NotFound, Refusal, RuleViolation, type FieldErrors } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUuid } from '../../lib/ids.ts';
import type {
  CardDetails,
  CardErrorCode,
  ChargeResult,
  PaymentProvider,
} from '../../providers/index.ts';
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

function onFileView(row: PaymentMethodRow): PaymentMethodOnFile {
  return { ...view(row), isDefault: row.isDefault, addedAt: row.createdAt.toISOString() };
}

/** A charge of a bill: what to charge and the key that makes a retry charge once. */
export interface BillCharge {
  amountMicros: number;
  description: string;
  idempotencyKey: string;
}

export class PaymentService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly provider: PaymentProvider,
  ) {}

  /** The smallest amount the provider charges (smaller amounts wait for the next bill). */
  get minimumChargeMicros(): number {
    return this.provider.minimumChargeMicros;
  }

  /** The default method, if any. */
  async current(userId: string): Promise<PaymentMethod | undefined> {
    const row = await repo.findDefaultPaymentMethod(this.db, userId);
    return row ? view(row) : undefined;
  }

  /**
   * Whether the account has a payment method on file (DECISIONS.md "Instance creation"): the one
   * check instances, clusters and managers make before anything that is billed.
   */
  hasPaymentMethod(userId: string): Promise<boolean> {
    return repo.hasPaymentMethod(this.db, userId);
  }

  async list(userId: string): Promise<PaymentMethodOnFile[]> {
    return (await repo.listPaymentMethods(this.db, userId)).map(onFileView);
  }

  /** `/instance/pay`: the card goes on file and becomes the default (other cards stay). */
  async save(
    user: { id: string; email: string },
    input: PaymentMethodInput,
  ): Promise<PaymentMethod> {
    return view(await this.addRow(user, input, true));
  }

  /** Adds a card; it becomes the default when asked, or when it is the account's first. */
  async add(
    user: { id: string; email: string },
    input: PaymentMethodInput,
    makeDefault: boolean,
  ): Promise<PaymentMethodOnFile> {
    return onFileView(await this.addRow(user, input, makeDefault));
  }

  /**
   * Saves a card with the provider and keeps its token. A refused card changes nothing: the message
   * says why, on the field at fault when there is one.
   */
  private async addRow(
    user: { id: string; email: string },
    input: PaymentMethodInput,
    makeDefault: boolean,
  ): Promise<PaymentMethodRow> {
    if (input.type === 'token')
      // The sandbox has no client-side form issuing tokens; a Stripe driver would look the token up.
      throw new Refusal(
        `The ${this.provider.name} payment provider takes card details, not tokens.`,
        { token: 'api.token-invalid' },
      );
    const customerId =
      (await repo.findCustomerId(this.db, user.id, this.provider.name)) ??
      (await this.provider.createCustomer({ accountId: user.id, email: user.email })).customerId;
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
    return this.db.transaction(async (tx) => {
      // The account row serialises cards saved at once: one default results.
      await repo.lockAccount(tx, user.id);
      const first = !(await repo.hasPaymentMethod(tx, user.id));
      if (makeDefault || first) await repo.clearDefault(tx, user.id);
      const row = await repo.insertPaymentMethod(tx, {
        userId: user.id,
        providerToken: result.card.token,
        brand: result.card.brand,
        last4: result.card.last4,
        expMonth: result.card.expMonth,
        expYear: result.card.expYear,
        provider: this.provider.name,
        customerId,
        isDefault: makeDefault || first,
        createdAt: this.clock.now(),
      });
      if (!row) throw new Error('payment method not stored');
      return row;
    });
  }

  async setDefault(userId: string, methodId: string): Promise<PaymentMethodOnFile> {
    return this.db.transaction(async (tx) => {
      await repo.lockAccount(tx, userId);
      if (!isUuid(methodId) || !(await repo.findPaymentMethod(tx, userId, methodId)))
        throw new NotFound('paymentMethodNotFound');
      await repo.clearDefault(tx, userId);
      const row = await repo.makeDefault(tx, userId, methodId);
      if (!row) throw new NotFound('paymentMethodNotFound');
      return onFileView(row);
    });
  }

  /**
   * Removes a card: never the default while another card could take its place (choose it first),
   * and the last one only when `lastMayGo` (the billing service says nothing is billed or owed).
   */
  async remove(userId: string, methodId: string, lastMayGo: boolean): Promise<void> {
    const removed = await this.db.transaction(async (tx) => {
      await repo.lockAccount(tx, userId);
      const methods = await repo.listPaymentMethods(tx, userId);
      const target = methods.find((method) => method.id === methodId.toLowerCase());
      if (!target) throw new NotFound('paymentMethodNotFound');
      if (methods.length === 1 && !lastMayGo) throw new RuleViolation('keepPaymentMethod');
      if (methods.length > 1 && target.isDefault) throw new RuleViolation('removeDefaultFirst');
      return repo.deletePaymentMethod(tx, userId, target.id);
    });
    // The provider forgets the card; a failure here leaves an unused token at the provider only.
    if (removed?.provider === this.provider.name)
      await this.provider.removeCard(removed.providerToken).catch(() => undefined);
  }

  /**
   * Charges the account's chosen (or default) card. The same idempotency key never charges twice
   * (the provider answers the first result again), so a retried attempt is safe.
   */
  async charge(
    userId: string,
    methodId: string | undefined,
    charge: BillCharge,
  ): Promise<ChargeResult> {
    const method = await this.methodFor(userId, methodId);
    return this.provider.charge({
      customerId: method.customerId ?? '',
      token: method.providerToken,
      amountMicros: charge.amountMicros,
      description: charge.description,
      idempotencyKey: charge.idempotencyKey,
    });
  }

  /** The method that pays: the chosen one (404 when not the caller's), else the default. */
  async methodFor(userId: string, methodId: string | undefined): Promise<PaymentMethodRow> {
    if (methodId !== undefined) {
      const chosen = isUuid(methodId)
        ? await repo.findPaymentMethod(this.db, userId, methodId)
        : undefined;
      if (!chosen) throw new NotFound('paymentMethodNotFound');
      return chosen;
    }
    const fallback = await repo.findDefaultPaymentMethod(this.db, userId);
    if (!fallback) throw new RuleViolation('noPaymentMethod');
    return fallback;
  }
}
