// Billing's rules through the API (issue 14): a declined card leaves the bill unpaid with the
// provider's reason; credits pay soonest-expiring first and only their products; an amount below
// the minimum charge is carried to the next bill; an unpaid bill becomes OVERDUE through the queue;
// a LIMITED account reads and pays; the free tier costs $0 with its list price shown; payment
// methods; the admin command's billing verbs and their refusals.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Bill,
  BillDetail,
  BillingSummary,
  Credit,
  PaymentMethodOnFile,
} from '@quiver/contract';
import { runAdmin } from '../src/admin.ts';
import { billEvents } from '../src/db/schema-billing.ts';
import {
  sandboxCard,
  sharedInstanceBody,
  skipSuite,
  startHarness,
  type Harness,
} from './helpers.ts';
import {
  account,
  act,
  at,
  runningInstance,
  standardBody,
  standardHourly,
  type Account,
} from './billing-helpers.ts';

interface Page<T> {
  items: T[];
}

const card = (number: string) => ({ ...sandboxCard, number });

describe.skipIf(skipSuite)('billing rules', () => {
  let h: Harness;
  const clock = at('2026-05-31T22:00:00Z');
  const admin = (...args: string[]) => runAdmin(args, h.app.services);
  const bills = async (owner: Account) =>
    (await owner.get<Page<Bill>>('/billing/bill/list')).data?.items ?? [];
  /** The bill of May (the period the setup ran in). */
  const may = async (owner: Account) =>
    (await bills(owner)).find((bill) => bill.period.start === '2026-05-01T00:00:00.000Z');
  const closeDue = async () => {
    await h.app.services.billingPeriods.scheduleTasks();
    await h.app.services.jobs.runUntilIdle();
  };

  let declined: Account;
  let credited: Account;
  let small: Account;
  let limited: Account;
  let shared: Account;

  beforeAll(async () => {
    h = await startHarness({ accessTokenTtl: 400 * 86_400 }, undefined, { clock });
    [declined, credited, small, limited, shared] = await Promise.all([
      account(h),
      account(h),
      account(h),
      account(h),
      account(h, false),
    ]);
    // Two hours of a Standard instance each (small: ten minutes), a Shared one for `shared`.
    for (const owner of [declined, credited, limited])
      await runningInstance(h, owner, standardBody('std'));
    const tiny = await runningInstance(h, small, standardBody('tiny'));
    await runningInstance(h, shared, sharedInstanceBody('free'));
    await admin(
      'credit',
      'grant',
      credited.email,
      '10',
      '--name',
      'Manager only',
      '--expires',
      '2026-06-02',
      '--products',
      'MANAGER',
    );
    await admin(
      'credit',
      'grant',
      credited.email,
      '0.30',
      '--name',
      'Blaze soon',
      '--expires',
      '2026-06-10',
      '--products',
      'BLAZE',
    );
    await admin(
      'credit',
      'grant',
      credited.email,
      '5',
      '--name',
      'Welcome',
      '--expires',
      '2026-12-31',
    );
    clock.advance(600);
    await act(h, small, 'stop', tiny);
    await small.post('/instance/terminate', { instanceId: tiny, confirmName: 'tiny' });
    await h.app.services.jobs.runUntilIdle();
    clock.advance(2 * 3600 - 600); // June 1, 00:00
    clock.advance(60);
    await admin('status', limited.email, 'LIMITED');
    await closeDue();
  });
  afterAll(async () => {
    await h.close();
  });

  it('a declined card leaves the bill UNPAID with the reason; another card pays it', async () => {
    const added = await declined.post<{ paymentMethod: PaymentMethodOnFile }>(
      '/billing/paymentMethod/add',
      { paymentMethod: card('4000000000000341'), makeDefault: true },
    );
    expect(added.data?.paymentMethod).toMatchObject({ last4: '0341', isDefault: true });
    const [bill] = (await bills(declined)).filter((candidate) => candidate.status === 'UNPAID');
    const refused = await declined.post('/billing/bill/pay', {
      billId: bill?.id,
      idempotencyKey: 'try-once-0001',
    });
    expect(refused).toMatchObject({
      code: 1216,
      message: 'The card was declined: Your card was declined.',
    });
    const after = await declined.get<BillDetail>('/billing/bill/detail', {
      billId: bill?.id ?? '',
    });
    expect(after.data).toMatchObject({
      status: 'UNPAID',
      lastPaymentFailure: { message: 'Your card was declined.' },
    });
    // The same key answers the same outcome, without a second charge attempt.
    const repeated = await declined.post('/billing/bill/pay', {
      billId: bill?.id,
      idempotencyKey: 'try-once-0001',
    });
    expect(repeated.message).toBe(refused.message);
    const methods = await declined.get<{ items: PaymentMethodOnFile[] }>(
      '/billing/paymentMethod/list',
    );
    const good = methods.data?.items.find((method) => method.last4 === '4242');
    const paid = await declined.post<Bill>('/billing/bill/pay', {
      billId: bill?.id,
      paymentMethodId: good?.id,
    });
    expect(paid.data).toMatchObject({ status: 'PAID', lastPaymentFailure: null });
  });

  it('credits pay soonest-expiring first, only for their products', async () => {
    const bill = await may(credited);
    const detail = await credited.get<BillDetail>('/billing/bill/detail', {
      billId: bill?.id ?? '',
    });
    // Two hours of Blaze: $2.28. The Manager-only credit pays nothing; the Blaze one $0.30 first.
    expect(detail.data?.credits.map((credit) => [credit.name, credit.amountMicros])).toEqual([
      ['Blaze soon', 300_000],
      ['Welcome', 2 * standardHourly - 300_000],
    ]);
    expect(detail.data).toMatchObject({
      status: 'PAID',
      creditMicros: 2 * standardHourly,
      amountDueMicros: 0,
    });
    const credits = await credited.get<Page<Credit>>('/billing/credit/list');
    expect(
      credits.data?.items.map((credit) => [credit.name, credit.status, credit.remainsMicros]),
    ).toEqual([
      ['Manager only', 'ACTIVE', 10_000_000],
      ['Welcome', 'ACTIVE', 5_000_000 - (2 * standardHourly - 300_000)],
      ['Blaze soon', 'USED', 0],
    ]);
  });

  it('a bill below the minimum charge is settled and carried to the next bill', async () => {
    const tenMinutes = standardHourly / 6;
    expect(await may(small)).toMatchObject({
      status: 'PAID',
      amountDueMicros: tenMinutes,
      carriedOutMicros: tenMinutes,
      paidMicros: 0,
    });
    const june = await small.get<BillingSummary>('/billing/summary');
    expect(june.data?.billId).not.toBeNull();
  });

  it('a LIMITED account reads and pays its bills', async () => {
    const summary = await limited.get<BillingSummary>('/billing/summary');
    expect(summary.data).toMatchObject({ unpaidBills: 1, unpaidMicros: 2 * standardHourly });
    const [bill] = (await bills(limited)).filter((candidate) => candidate.status === 'UNPAID');
    expect((await limited.post<Bill>('/billing/bill/pay', { billId: bill?.id })).data?.status).toBe(
      'PAID',
    );
  });

  it('the free tier: every price answer says $0 beside its list price; its lines cost nothing', async () => {
    const price = await shared.get('/product/sellPrice', {
      vendor: 'aws',
      region: 'us-east-1',
      sizeId: 'shared-2c8g',
    });
    expect(price.data).toEqual({
      hourlyPriceMicros: 0,
      monthlyEstimateMicros: 0,
      currency: 'USD',
      listHourlyPriceMicros: 610_000,
      listMonthlyEstimateMicros: 445_300_000,
    });
    const bill = await may(shared);
    const detail = await shared.get<BillDetail>('/billing/bill/detail', { billId: bill?.id ?? '' });
    const line = detail.data?.groups[0]?.lines[0];
    expect(line).toMatchObject({
      freeTier: true,
      unitPriceMicros: 0,
      listUnitPriceMicros: 610_000,
      seconds: 2 * 3600,
      totalMicros: 0,
      listTotalMicros: 2 * 610_000,
    });
    expect(detail.data).toMatchObject({
      status: 'PAID',
      subtotalMicros: 0,
      listSubtotalMicros: 1_220_000,
    });
    const instances =
      await shared.get<
        Page<{ id: string; hourlyPriceMicros: number; listHourlyPriceMicros: number }>
      >('/instance/list');
    const free = instances.data?.items[0];
    expect(free).toMatchObject({ hourlyPriceMicros: 0, listHourlyPriceMicros: 610_000 });
    const product = await shared.get('/instance/product/detail', { instanceId: free?.id ?? '' });
    expect(product.data).toMatchObject({
      hourlyPriceMicros: 0,
      stoppedHourlyPriceMicros: 0,
      listHourlyPriceMicros: 610_000,
      freeTier: true,
    });
    const summary = await shared.get<BillingSummary>('/billing/summary');
    expect(summary.data).toMatchObject({ runningTotalMicros: 0, currentHourlyMicros: 0 });
    expect(summary.data?.listRunningTotalMicros).toBeGreaterThan(0);
  });

  it('an UNPAID bill becomes OVERDUE 15 days after its period, once, through the queue', async () => {
    const fresh = await account(h);
    const id = await runningInstance(h, fresh, standardBody('late'));
    clock.advance(3600);
    await fresh.post('/instance/terminate', { instanceId: id, confirmName: 'late' });
    await h.app.services.jobs.runUntilIdle();
    await admin('bill', 'close', fresh.email);
    const [bill] = await bills(fresh);
    expect(bill).toMatchObject({ status: 'UNPAID' });
    clock.advance(16 * 86_400);
    await h.app.services.jobs.runUntilIdle();
    await h.app.services.jobs.runUntilIdle();
    expect((await bills(fresh))[0]?.status).toBe('OVERDUE');
    const events = await h.database.db
      .select()
      .from(billEvents)
      .where(eq(billEvents.billId, bill?.id ?? ''));
    expect(events.map((event) => event.event).sort()).toEqual(['closed', 'overdue']);
    // OVERDUE is payable.
    expect((await fresh.post<Bill>('/billing/bill/pay', { billId: bill?.id })).data?.status).toBe(
      'PAID',
    );
  });

  it('payment methods: list, add, default, remove with its rules', async () => {
    const owner = await account(h);
    const list = async () =>
      (await owner.get<{ items: PaymentMethodOnFile[] }>('/billing/paymentMethod/list')).data
        ?.items ?? [];
    const [first] = await list();
    expect(first).toMatchObject({ last4: '4242', isDefault: true });
    const second = await owner.post<{ paymentMethod: PaymentMethodOnFile }>(
      '/billing/paymentMethod/add',
      {
        paymentMethod: card('5555555555554444'),
      },
    );
    expect(second.data?.paymentMethod).toMatchObject({ last4: '4444', isDefault: false });
    const removeDefault = await owner.post('/billing/paymentMethod/remove', {
      paymentMethodId: first?.id,
    });
    expect(removeDefault.message).toBe(
      'Choose another default payment method before removing this one.',
    );
    await owner.post('/billing/paymentMethod/default', {
      paymentMethodId: second.data?.paymentMethod.id,
    });
    expect((await list()).map((method) => [method.last4, method.isDefault])).toEqual([
      ['4444', true],
      ['4242', false],
    ]);
    expect(
      (await owner.post('/billing/paymentMethod/remove', { paymentMethodId: first?.id })).code,
    ).toBe(200);
    // The last card stays while a paid instance exists.
    await runningInstance(h, owner, standardBody('keep'));
    const last = await owner.post('/billing/paymentMethod/remove', {
      paymentMethodId: second.data?.paymentMethod.id,
    });
    expect(last.message).toBe(
      'Keep a payment method on file while paid instances exist or bills are unpaid.',
    );
    const other = await account(h);
    const foreign = await other.post('/billing/paymentMethod/default', {
      paymentMethodId: second.data?.paymentMethod.id,
    });
    expect(foreign).toMatchObject({ code: 404, message: 'Payment method not found.' });
    expect((await list()).map((method) => method.last4)).toEqual(['4444']);
  });

  it('the admin command refuses bad input clearly and changes nothing', async () => {
    const refusals = [
      [
        ['credit', 'grant', 'nobody@example.com', '5', '--name', 'x', '--expires', '2027-01-01'],
        'No account with the e-mail address nobody@example.com.',
      ],
      [
        ['credit', 'grant', credited.email, 'abc', '--name', 'x', '--expires', '2027-01-01'],
        /is not an amount/,
      ],
      [
        ['credit', 'grant', credited.email, '5', '--name', 'x', '--expires', '2027-02-30'],
        /not a calendar date/,
      ],
      [
        ['credit', 'grant', credited.email, '5', '--name', 'x', '--expires', '2020-01-01'],
        /in the future/,
      ],
      [
        [
          'credit',
          'grant',
          credited.email,
          '5',
          '--name',
          'x',
          '--expires',
          '2027-01-01',
          '--products',
          'CLOUD',
        ],
        /Unknown product CLOUD/,
      ],
      [['credit', 'grant', credited.email, '5', '--expires', '2027-01-01'], /--name needs a name/],
      [['credit', 'void', 'nope'], /needs a credit id/],
      [['bill', 'void', 'B1999-01-000001'], /No bill B1999-01-000001/],
      [['bill', 'frobnicate'], /Unknown billing command/],
    ] as const;
    const before = await admin('credit', 'list', credited.email);
    for (const [args, message] of refusals)
      await expect(admin(...args), args.join(' ')).rejects.toThrow(message);
    expect(await admin('credit', 'list', credited.email)).toBe(before);
    const paid = await may(credited);
    await expect(admin('bill', 'void', paid?.serialNumber ?? '')).rejects.toThrow(
      /is PAID: refund it/,
    );
  });

  it('voiding a bill cancels it and gives its credits back', async () => {
    const owner = await account(h);
    await runningInstance(h, owner, standardBody('void'));
    const granted = await admin(
      'credit',
      'grant',
      owner.email,
      '1',
      '--name',
      'Back',
      '--expires',
      '2027-12-31',
    );
    expect(granted).toMatch(/^Granted \$1\.00 "Back"/);
    clock.advance(2 * 3600);
    await admin('bill', 'close', owner.email);
    const [bill] = (await bills(owner)).filter((candidate) => candidate.status === 'UNPAID');
    expect(bill?.creditMicros).toBe(1_000_000);
    expect(await admin('bill', 'void', bill?.serialNumber ?? '')).toBe(
      `Voided ${bill?.serialNumber}: CANCELED.`,
    );
    const credits = await owner.get<Page<Credit>>('/billing/credit/list');
    expect(credits.data?.items[0]).toMatchObject({ status: 'ACTIVE', remainsMicros: 1_000_000 });
    expect((await owner.post('/billing/bill/pay', { billId: bill?.id })).message).toBe(
      'This bill is CANCELED: there is nothing to pay.',
    );
  });
});
