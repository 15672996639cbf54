// One payment-method check (the payment service's hasPaymentMethod) for instances, clusters and managers:
// it counts only the caller's own methods.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import {
  call,
  register,
  skipSuite,
  startHarness,
  v1,
  type Harness,
  sandboxCard,
} from './helpers.ts';

describe.skipIf(skipSuite)('payment method on file', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  const idOf = async (email: string) => {
    const [row] = await h.database.db.select().from(users).where(eq(users.email, email));
    return row?.id ?? '';
  };

  it('is true only for the account that paid, and a manager create by the other is refused', async () => {
    const payer = await register(h);
    const other = await register(h);
    const paid = await call(h.app, 'POST', v1('/instance/pay'), {
      token: payer.accessToken,
      body: { paymentMethod: sandboxCard },
    });
    expect(paid.code).toBe(200);
    expect(await h.app.services.payments.hasPaymentMethod(await idOf(payer.email))).toBe(true);
    expect(await h.app.services.payments.hasPaymentMethod(await idOf(other.email))).toBe(false);

    const manager = await call(h.app, 'POST', v1('/manager/create'), {
      token: other.accessToken,
      body: {
        name: 'mgr',
        vendor: 'aws',
        region: 'us-east-1',
        sizeId: 'manager-4c16g',
        version: 'manager-2.2.5',
        allowedIps: [],
        rootPassword: 'Graph-Root-Pass9',
      },
    });
    expect(manager.message).toBe('Failed to start the instance, check the payment method.');
  });
});
