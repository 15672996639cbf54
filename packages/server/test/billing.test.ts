// Billing through the API (issue 14): a Standard instance runs an hour and is stopped; the running
// total and forecast follow; the period closes (a queue task); the bill is paid once with the
// sandbox card; its invoice is a real PDF whose total reads back; another account sees none of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Bill,
  BillDetail,
  BillingSummary,
  DailyCosts,
  ForecastChange,
} from '@quiver/contract';
import { skipSuite, startHarness, type Harness } from './helpers.ts';
import {
  account,
  act,
  at,
  download,
  pdfText,
  runningInstance,
  standardBody,
  standardHourly,
  standardStoppedHourly,
  WatchedSandbox,
  type Account,
} from './billing-helpers.ts';

interface Page<T> {
  items: T[];
  total: number;
}

describe.skipIf(skipSuite)('billing: meter, running total, close, pay, invoice', () => {
  let h: Harness;
  let alice: Account;
  let mallory: Account;
  let instanceId = '';
  let marchBill: Bill | undefined;
  const sandbox = new WatchedSandbox();
  const clock = at('2026-03-31T20:00:00Z');

  beforeAll(async () => {
    // Tokens outlive the hours the clock moves (the refresh flow is tested elsewhere).
    h = await startHarness({ accessTokenTtl: 400 * 86_400 }, undefined, {
      clock,
      paymentProvider: sandbox,
    });
    alice = await account(h);
    mallory = await account(h);
    instanceId = await runningInstance(h, alice, standardBody('alpha'));
  });
  afterAll(async () => {
    await h.close();
  });

  it('counts what runs: the running total after an hour, the forecast to the end of the month', async () => {
    const start = await alice.get<BillingSummary>('/billing/summary');
    expect(start.data).toMatchObject({
      period: { start: '2026-03-01T00:00:00.000Z', end: '2026-04-01T00:00:00.000Z' },
      runningTotalMicros: 0,
      currentHourlyMicros: standardHourly,
      forecastMicros: 4 * standardHourly,
    });
    clock.advance(3600);
    const hour = await alice.get<BillingSummary>('/billing/summary');
    expect(hour.data?.runningTotalMicros).toBe(standardHourly);
    expect(hour.data?.forecastMicros).toBe(4 * standardHourly);
    const daily = await alice.get<DailyCosts>('/billing/daily');
    expect(daily.data?.days).toHaveLength(31);
    expect(daily.data?.days.at(-1)).toEqual({
      date: '2026-03-31',
      amountMicros: standardHourly,
      projected: false,
    });
  });

  it('a stopped instance costs its storage only; the forecast of starting it says what it adds', async () => {
    await act(h, alice, 'stop', instanceId);
    const forecast = await alice.post<ForecastChange>('/billing/forecast/change', {
      action: 'start',
      instanceId,
    });
    expect(forecast.data).toMatchObject({
      remainingSeconds: 3 * 3600,
      currentHourlyMicros: standardStoppedHourly,
      newHourlyMicros: standardHourly,
      deltaMicros: 3 * (standardHourly - standardStoppedHourly),
    });
    clock.advance(3 * 3600 + 600); // 00:10 on April 1
    const detail = await alice.get<Page<Bill>>('/billing/bill/list');
    // March has ended but is not closed yet: still PENDING, with every second of it.
    expect(detail.data?.items.map((bill) => bill.status)).toEqual(['PENDING']);
    expect(detail.data?.items[0]?.subtotalMicros).toBe(standardHourly + 3 * standardStoppedHourly);
  });

  it('closes the period through the queue: UNPAID, lines by instance, the new period goes on', async () => {
    await h.app.services.billingPeriods.scheduleTasks();
    await h.app.services.jobs.runUntilIdle();
    const bills = await alice.get<Page<Bill>>('/billing/bill/list');
    expect(bills.data?.items.map((bill) => bill.status)).toEqual(['PENDING', 'UNPAID']);
    marchBill = bills.data?.items[1];
    expect(marchBill).toMatchObject({
      subtotalMicros: standardHourly + 3 * standardStoppedHourly,
      amountDueMicros: standardHourly + 3 * standardStoppedHourly,
      dueAt: '2026-04-16T00:00:00.000Z',
    });
    // April so far: ten minutes of storage.
    expect(bills.data?.items[0]?.subtotalMicros).toBe(
      Math.round((standardStoppedHourly * 600) / 3600),
    );
    const detail = await alice.get<BillDetail>('/billing/bill/detail', {
      billId: marchBill?.id ?? '',
    });
    expect(detail.data?.groups).toHaveLength(1);
    expect(
      detail.data?.groups[0]?.lines.map((line) => [
        line.chargeType,
        line.seconds,
        line.totalMicros,
      ]),
    ).toEqual([
      ['COMPUTE', 3600, standardHourly],
      ['STORAGE', 3 * 3600, 3 * standardStoppedHourly],
    ]);
    expect(detail.data?.groups[0]?.totalMicros).toBe(marchBill?.subtotalMicros);
  });

  it("another account's bill, its lines, its CSV and its payment are 404", async () => {
    const billId = marchBill?.id ?? '';
    expect((await mallory.get('/billing/bill/detail', { billId })).code).toBe(404);
    expect((await mallory.post('/billing/bill/pay', { billId })).code).toBe(404);
    expect((await mallory.get('/billing/bill/detail', { billId: 'not-a-uuid' })).code).toBe(404);
    expect(await mallory.post('/file/ticket', { kind: 'billCsv', billId })).toMatchObject({
      code: 404,
      message: 'Bill not found.',
    });
    expect((await mallory.get<Page<Bill>>('/billing/bill/list')).data?.items).toEqual([]);
  });

  it('pays twice at once: one charge, PAID, an invoice; paying again is refused', async () => {
    const billId = marchBill?.id ?? '';
    const [first, second] = await Promise.all([
      alice.post<Bill>('/billing/bill/pay', { billId }),
      alice.post<Bill>('/billing/bill/pay', { billId }),
    ]);
    const paid = [first, second].filter((answer) => answer.code === 200);
    expect(paid).toHaveLength(1);
    expect(sandbox.requests).toHaveLength(1);
    expect(paid[0]?.data).toMatchObject({ status: 'PAID', paidMicros: 1_160_000 });
    const again = await alice.post('/billing/bill/pay', { billId });
    expect(again).toMatchObject({
      code: 1216,
      message: 'This bill is PAID: there is nothing to pay.',
    });
    expect(sandbox.requests).toHaveLength(1);
  });

  it('the invoice is a PDF with the total paid; the CSV has the lines; a bad ticket is refused', async () => {
    const invoices =
      await alice.get<Page<{ id: string; serialNumber: string; totalMicros: number }>>(
        '/billing/invoice/list',
      );
    const invoice = invoices.data?.items[0];
    expect(invoice?.totalMicros).toBe(1_160_000);
    const pdf = await download(h, alice, { kind: 'invoice', invoiceId: invoice?.id ?? '' });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(`Invoice ${invoice?.serialNumber}`);
    expect(text).toContain('Total paid: $1.16 USD');
    expect(text).toContain(alice.email);
    expect(pdf.headers['content-disposition']).toContain(`${invoice?.serialNumber}.pdf`);
    const other = await mallory.post('/file/ticket', {
      kind: 'invoice',
      invoiceId: invoice?.id ?? '',
    });
    expect(other).toMatchObject({ code: 404, message: 'Invoice not found.' });
    const forged = await h.app.inject({
      method: 'GET',
      url: `/api/dbaas/v1/file/download?ticket=${'f'.repeat(43)}`,
    });
    expect(forged.statusCode).toBe(404);
    const csv = await download(h, alice, { kind: 'billCsv', billId: marchBill?.id ?? '' });
    const rows = csv.body.trim().split('\r\n');
    expect(rows[0]).toMatch(/^Bill,Period start/);
    expect(rows.filter((row) => row.startsWith(marchBill?.serialNumber ?? '-'))).toHaveLength(2);
    expect(csv.body).toContain(`Amount due,$1.16,${standardHourly + 3 * standardStoppedHourly}`);
  });
});
