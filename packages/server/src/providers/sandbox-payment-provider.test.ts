import { describe, expect, it } from 'vitest';
import { SandboxPaymentProvider, brandOf, passesLuhn } from './sandbox-payment-provider.ts';
import type { CardDetails } from './payment-provider.ts';

const now = new Date('2026-11-22T12:00:00Z');
const sandbox = new SandboxPaymentProvider({ now: () => now });
const card = (overrides: Partial<CardDetails> = {}): CardDetails => ({
  number: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  ...overrides,
});

async function savedToken(number: string, cvc = '123'): Promise<string> {
  const { customerId } = await sandbox.createCustomer({
    accountId: 'acc1',
    email: 'a@example.com',
  });
  const result = await sandbox.saveCard(customerId, card({ number, cvc }));
  if (result.status !== 'saved') throw new Error(result.message);
  return result.card.token;
}

describe('SandboxPaymentProvider', () => {
  it('saves 4242 4242 4242 4242 as a token with brand, last 4 and expiry, never the number', async () => {
    const { customerId } = await sandbox.createCustomer({
      accountId: 'acc1',
      email: 'a@example.com',
    });
    const result = await sandbox.saveCard(customerId, card());
    expect(result).toMatchObject({
      status: 'saved',
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
    });
    expect(JSON.stringify(result)).not.toContain('4242424242424242');
    expect(result.status === 'saved' && result.card.token).toMatch(/^pm_sandbox_/);
  });

  it('refuses 4000 0000 0000 0002 as declined', async () => {
    const { customerId } = await sandbox.createCustomer({
      accountId: 'acc1',
      email: 'a@example.com',
    });
    expect(await sandbox.saveCard(customerId, card({ number: '4000000000000002' }))).toEqual({
      status: 'refused',
      code: 'card_declined',
      message: 'Your card was declined.',
    });
  });

  it.each([
    [{ number: '4242 4242 4242 4241' }, 'incorrect_number'],
    [{ number: '4242' }, 'incorrect_number'],
    [{ number: '4242-4242-4242-424x' }, 'incorrect_number'],
    [{ expMonth: 13 }, 'invalid_expiry_month'],
    [{ expMonth: 0 }, 'invalid_expiry_month'],
    [{ expMonth: 10, expYear: 2026 }, 'expired_card'],
    [{ expYear: 2199 }, 'invalid_expiry_year'],
    [{ cvc: '12' }, 'invalid_cvc'],
    [{ cvc: '12345' }, 'invalid_cvc'],
    [{ cvc: '1234' }, 'invalid_cvc'],
    [{ number: '4000000000009995' }, 'insufficient_funds'],
    [{ number: '4111111111111111' }, 'card_declined'],
  ] as const)('refuses %o with %s', async (overrides, code) => {
    const { customerId } = await sandbox.createCustomer({
      accountId: 'acc1',
      email: 'a@example.com',
    });
    expect(await sandbox.saveCard(customerId, card(overrides))).toMatchObject({
      status: 'refused',
      code,
    });
  });

  it('accepts a card through the end of its expiry month and two-digit years', async () => {
    const { customerId } = await sandbox.createCustomer({
      accountId: 'acc1',
      email: 'a@example.com',
    });
    expect(await sandbox.saveCard(customerId, card({ expMonth: 11, expYear: 26 }))).toMatchObject({
      status: 'saved',
      card: { expYear: 2026 },
    });
  });

  it('takes a four-digit CVC for American Express', async () => {
    const { customerId } = await sandbox.createCustomer({
      accountId: 'acc1',
      email: 'a@example.com',
    });
    expect(
      await sandbox.saveCard(customerId, card({ number: '378282246310005', cvc: '1234' })),
    ).toMatchObject({
      status: 'saved',
      card: { brand: 'amex', last4: '0005' },
    });
  });

  it('charges a good card, rounded to cents, once per idempotency key', async () => {
    const token = await savedToken('4242424242424242');
    const request = {
      customerId: 'cus_sandbox_acc1',
      token,
      amountMicros: 1_234_567,
      description: 'Bill 2026-10',
      idempotencyKey: 'bill-1',
    };
    const first = await sandbox.charge(request);
    expect(first).toMatchObject({ status: 'succeeded', amountMicros: 1_230_000 });
    expect(await sandbox.charge(request)).toEqual(first);
    const other = await sandbox.charge({ ...request, idempotencyKey: 'bill-2' });
    expect(other.status === 'succeeded' && other.chargeId).not.toBe(
      first.status === 'succeeded' && first.chargeId,
    );
  });

  it('declines charges on a card that saved but is no longer good, with a reason', async () => {
    const token = await savedToken('4000000000000341');
    expect(
      await sandbox.charge({
        customerId: 'cus_sandbox_acc1',
        token,
        amountMicros: 5_000_000,
        description: 'x',
        idempotencyKey: 'k3',
      }),
    ).toEqual({ status: 'declined', code: 'card_declined', message: 'Your card was declined.' });
  });

  it('refuses malformed charges', async () => {
    const token = await savedToken('4242424242424242');
    const base = { customerId: 'cus_sandbox_acc1', token, description: 'x', idempotencyKey: 'k4' };
    await expect(sandbox.charge({ ...base, amountMicros: 0 })).rejects.toThrow(/positive/);
    await expect(sandbox.charge({ ...base, amountMicros: 1.5 })).rejects.toThrow(/positive/);
    await expect(
      sandbox.charge({ ...base, token: 'tok_other', amountMicros: 1_000_000 }),
    ).rejects.toThrow(/Unknown/);
    expect(await sandbox.charge({ ...base, amountMicros: 400_000 })).toMatchObject({
      status: 'declined',
    });
  });
});

describe('card helpers', () => {
  it('checks the Luhn digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it('names the brand', () => {
    expect(brandOf('4242424242424242')).toBe('visa');
    expect(brandOf('5555555555554444')).toBe('mastercard');
    expect(brandOf('2223003122003222')).toBe('mastercard');
    expect(brandOf('378282246310005')).toBe('amex');
    expect(brandOf('6011111111111117')).toBe('discover');
    expect(brandOf('3566002020360505')).toBe('jcb');
    expect(brandOf('6200000000000005')).toBe('unionpay');
    expect(brandOf('9999999999999995')).toBe('unknown');
  });
});
