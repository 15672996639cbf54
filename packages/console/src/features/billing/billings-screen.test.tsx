import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { codes, fileRoutes } from '@quiver/contract/wire';
import { billing } from '../../data/billing/endpoints.ts';
import { auth as authRoutes } from '../../data/auth/endpoints.ts';
import { notify } from '../../lib/notify.ts';
import { answer, refuse, server, type SentParams } from '../../../test/server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { withTableLayout } from '../../../test/instances.ts';
import { billOf, cardOf, creditOf, dailyOf, invoiceOf, summaryOf } from '../../../test/billing.ts';
import { BillingsScreen } from './billings-screen.tsx';

const unpaid = billOf({ id: 'bill-2', serialNumber: 'B2026-02-000002', status: 'UNPAID' });
const overdue = billOf({
  id: 'bill-1',
  serialNumber: 'B2026-01-000001',
  period: { start: '2026-01-01T00:00:00.000Z', end: '2026-02-01T00:00:00.000Z' },
  status: 'OVERDUE',
  amountDueMicros: 8_200_000,
});
const pending = billOf({
  id: 'bill-3',
  serialNumber: 'B2026-03-000003',
  period: { start: '2026-03-01T00:00:00.000Z', end: '2026-04-01T00:00:00.000Z' },
  status: 'PENDING',
  subtotalMicros: 12_345_678,
  amountDueMicros: 12_345_678,
  closedAt: null,
  dueAt: null,
});
const paid = billOf({
  id: 'bill-0',
  serialNumber: 'B2025-12-000000',
  period: { start: '2025-12-01T00:00:00.000Z', end: '2026-01-01T00:00:00.000Z' },
  status: 'PAID',
  paidMicros: 3_000_000,
  paidAt: '2026-01-02T10:00:00.000Z',
  invoiceId: 'inv-0',
});
const canceled = billOf({ id: 'bill-x', serialNumber: 'B2025-11-000009', status: 'CANCELED' });

/** Every call of the screen answered; `overrides` replace some. */
function answerScreen({
  bills = [pending, unpaid, overdue, paid, canceled],
  cards = [cardOf()],
} = {}) {
  server.use(
    answer(billing.summary, summaryOf()),
    answer(
      billing.daily,
      dailyOf(
        [
          { date: '2026-03-01', amountMicros: 27_360_000, projected: false },
          { date: '2026-03-02', amountMicros: 4_000, projected: false },
          { date: '2026-03-03', amountMicros: 27_360_000, projected: true },
        ],
        { asOf: '2026-03-02T09:05:00.000Z' },
      ),
    ),
    answer(billing.bills, { items: bills, total: bills.length, page: 1, pageSize: 10 }),
    answer(billing.credits, {
      items: [
        creditOf(),
        creditOf({
          id: 'credit-2',
          name: 'Spent',
          status: 'USED',
          remainsMicros: 0,
          usedMicros: 25_000_000,
          products: ['MANAGER'],
        }),
      ],
      total: 2,
      page: 1,
      pageSize: 10,
    }),
    answer(billing.invoices, { items: [invoiceOf()], total: 1, page: 1, pageSize: 10 }),
    answer(billing.paymentMethods, { items: cards }),
  );
}

function rowOf(table: HTMLElement, text: string): HTMLElement {
  const row = within(table)
    .getAllByRole('row')
    .find((item) => item.textContent?.includes(text));
  if (!row) throw new Error(`no row with ${text}`);
  return row;
}

// Whole screens with dialogs: a loaded machine needs more than the default 5 s.
describe('/billings', { timeout: 20_000 }, () => {
  withTableLayout();

  it('shows the running total, the forecast, the rate now and the free tier at list price', async () => {
    answerScreen();
    server.use(
      answer(
        billing.summary,
        summaryOf({
          runningTotalMicros: 4_000,
          listRunningTotalMicros: 1_834_000,
          forecastMicros: 445_300_000,
          currentHourlyMicros: 1_140_000,
          activeCreditMicros: 20_000_000,
          unpaidBills: 2,
          unpaidMicros: 35_560_000,
        }),
      ),
    );
    renderWithProviders(<BillingsScreen />, { at: '/billings' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Billings' })).toBeVisible();
    const running = await screen.findByTestId('running-total');
    await waitFor(() => expect(running).toHaveTextContent('<$0.01'));
    expect(running).toHaveTextContent('Free tier worth $1.83 at list price');
    const forecast = screen.getByTestId('forecast');
    expect(forecast).toHaveTextContent('$445.30');
    expect(forecast).toHaveTextContent('Running now at $1.1400/hr');
    expect(screen.getByTestId('unpaid')).toHaveTextContent('$35.56');
    expect(screen.getByTestId('unpaid')).toHaveTextContent('2 bills waiting for payment.');
    expect(screen.getByText('Active credits').closest('[data-slot="stat-card"]')).toHaveTextContent(
      '$20.00',
    );
    expect(screen.getByText(/Mar 1, 2026 to Mar 31, 2026 \(UTC\)/)).toBeVisible();
  });

  it('draws the cost per day, and lists it as a table with what is forecast', async () => {
    answerScreen();
    const { user } = renderWithProviders(<BillingsScreen />, { at: '/billings' });
    const chart = await screen.findByRole('figure', { name: 'Cost per day, March 2026' });
    // The rest of the month is the forecast card's $52.10 less the $27.36 so far.
    expect(chart).toHaveAccessibleDescription(
      '2 days so far cost $27.36; the rest of the month, from now, is forecast at $24.74: $52.10 in all.',
    );
    await user.click(within(chart).getByRole('button', { name: 'Show the costs as a table' }));
    const table = within(chart).getByRole('table', { name: 'Cost per day, March 2026' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Day (UTC)CostKind',
      'Mar 1, 2026$27.36So far',
      'Mar 2, 2026 (today, so far)<$0.01So far',
      'Mar 3, 2026$27.36Forecast',
    ]);
  });

  it("the chart adds up to the forecast card: the rest of today is in the sentence's rest of the month and on today's bar", async () => {
    const december = { start: '2026-12-01T00:00:00.000Z', end: '2027-01-01T00:00:00.000Z' };
    // As QA saw it: 3 days cost $0.18, the days after today $3,347.08, the card $3,389.53; the
    // $42.27 between them is the rest of today, on top of today's bar.
    const later = Array.from({ length: 28 }, (_, index) => ({
      date: `2026-12-${String(index + 4).padStart(2, '0')}`,
      amountMicros: index < 27 ? 119_520_000 : 119_520_000 + 520_000,
      projected: true,
    }));
    answerScreen();
    server.use(
      answer(
        billing.summary,
        summaryOf({
          period: december,
          runningTotalMicros: 180_000,
          listRunningTotalMicros: 180_000,
          forecastMicros: 3_389_530_000,
          asOf: '2026-12-03T15:25:00.000Z',
        }),
      ),
      answer(
        billing.daily,
        dailyOf(
          [
            { date: '2026-12-01', amountMicros: 0, projected: false },
            { date: '2026-12-02', amountMicros: 0, projected: false },
            { date: '2026-12-03', amountMicros: 180_000, projected: false },
            ...later,
          ],
          { period: december, asOf: '2026-12-03T15:25:00.000Z' },
        ),
      ),
    );
    const { user } = renderWithProviders(<BillingsScreen />, { at: '/billings' });
    const chart = await screen.findByRole('figure', { name: 'Cost per day, December 2026' });
    await waitFor(() =>
      expect(chart).toHaveAccessibleDescription(
        '3 days so far cost $0.18; the rest of the month, from now, is forecast at $3,389.35: $3,389.53 in all.',
      ),
    );
    expect(screen.getByTestId('forecast')).toHaveTextContent('$3,389.53');
    await user.click(within(chart).getByRole('button', { name: 'Show the costs as a table' }));
    const today = within(chart).getByRole('rowheader', { name: 'Dec 3, 2026 (today)' });
    expect(today.closest('tr')).toHaveTextContent(
      'Dec 3, 2026 (today)$0.18 + $42.27So far + Forecast',
    );
  });

  it('counts one day as one day, and says what ran while the forecast is not known', async () => {
    answerScreen();
    server.use(
      refuse(billing.summary, codes.serverError, 'Something went wrong.'),
      answer(
        billing.daily,
        dailyOf([{ date: '2026-03-01', amountMicros: 50_000, projected: false }], {
          asOf: '2026-03-01T09:05:00.000Z',
        }),
      ),
    );
    renderWithProviders(<BillingsScreen />, { at: '/billings' });
    const chart = await screen.findByRole('figure', { name: 'Cost per day, March 2026' });
    await waitFor(() => expect(chart).toHaveAccessibleDescription('1 day so far cost $0.05.'));
  });

  it('lists the bills with their status, and offers pay now on unpaid and overdue ones only', async () => {
    answerScreen();
    renderWithProviders(<BillingsScreen />, { at: '/billings' });
    const table = await screen.findByRole('table', { name: 'Bills' });
    await within(table).findByText('B2026-02-000002');
    const statuses = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('[data-status]'));
    expect(statuses.map((badge) => badge?.textContent)).toEqual([
      'Pending',
      'Unpaid',
      'Overdue',
      'Paid',
      'Canceled',
    ]);
    expect(statuses.map((badge) => badge?.getAttribute('data-tone'))).toEqual([
      'info',
      'warning',
      'danger',
      'success',
      'muted',
    ]);
    const payButtons = within(table).getAllByRole('button', { name: /^Pay bill/ });
    expect(payButtons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Pay bill B2026-02-000002 now',
      'Pay bill B2026-01-000001 now',
    ]);
    expect(within(rowOf(table, 'B2026-03-000003')).getByRole('link')).toHaveAttribute(
      'href',
      '/billingsDetail?id=bill-3',
    );
    expect(rowOf(table, 'B2025-12-000000')).toHaveTextContent('Jan 2, 2026');
    expect(rowOf(table, 'B2026-01-000001')).toHaveTextContent('January 2026');
  });

  it('pays once with one key however often Pay is clicked; a decline says why and keeps the bill unpaid', async () => {
    answerScreen({ cards: [cardOf(), cardOf({ id: 'pm-2', last4: '0002', isDefault: false })] });
    const sent: SentParams<typeof billing.pay>[] = [];
    // The provider declines the first card; the second try pays.
    server.use(
      http.post(billing.pay.path, async ({ request }) => {
        sent.push((await request.json()) as SentParams<typeof billing.pay>);
        if (sent.length === 1)
          return HttpResponse.json({
            code: codes.refused,
            message: 'The card was declined: insufficient funds.',
          });
        return HttpResponse.json({
          code: codes.ok,
          message: 'OK',
          data: billOf({ ...unpaid, status: 'PAID', paidAt: '2026-03-14T10:00:00.000Z' }),
        });
      }),
    );
    // Once paid, the list says so.
    server.use(
      answer(billing.bills, () => {
        const bills = sent.length < 2 ? [unpaid] : [billOf({ ...unpaid, status: 'PAID' })];
        return { items: bills, total: 1, page: 1, pageSize: 10 };
      }),
    );
    const success = vi.spyOn(notify, 'success');
    const errors = vi.spyOn(notify, 'error');
    const { user } = renderWithProviders(<BillingsScreen />, { at: '/billings' });
    await user.click(await screen.findByRole('button', { name: 'Pay bill B2026-02-000002 now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay bill B2026-02-000002' });
    expect(within(dialog).getByText('$27.36')).toBeVisible();
    // The default card is chosen; another can be.
    const card = await within(dialog).findByRole('radio', {
      name: 'Visa ending 4242, expires 12/2030 (default)',
    });
    expect(card).toBeChecked();
    await user.click(
      within(dialog).getByRole('radio', { name: 'Visa ending 0002, expires 12/2030' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Pay $27.36' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The card was declined: insufficient funds.',
    );
    expect(errors).not.toHaveBeenCalled();
    expect(sent[0]).toMatchObject({ billId: 'bill-2', paymentMethodId: 'pm-2' });
    expect(sent[0]?.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

    // The next try (the default card) is a new payment: a new key. A double click sends it once.
    await user.click(within(dialog).getByRole('radio', { name: /ending 4242/ }));
    await user.dblClick(within(dialog).getByRole('button', { name: 'Pay $27.36' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ billId: 'bill-2', paymentMethodId: 'pm-1' });
    expect(sent[1]?.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(sent[1]?.idempotencyKey).not.toBe(sent[0]?.idempotencyKey);
    expect(success).toHaveBeenCalledWith('Bill B2026-02-000002 is paid.');
    // The pay button went with the paid bill: focus lands on the bills' heading.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Bills' })).toHaveFocus());
  });

  it('keeps the key of a payment whose answer was lost, so the retry cannot pay twice', async () => {
    answerScreen();
    const keys: (string | undefined)[] = [];
    server.use(
      http.post(billing.pay.path, async ({ request }) => {
        keys.push(((await request.json()) as SentParams<typeof billing.pay>).idempotencyKey);
        if (keys.length === 1) return HttpResponse.error();
        return HttpResponse.json({
          code: codes.ok,
          message: 'OK',
          data: billOf({ ...unpaid, status: 'PAID' }),
        });
      }),
    );
    const { user } = renderWithProviders(<BillingsScreen />, { at: '/billings' });
    await user.click(await screen.findByRole('button', { name: 'Pay bill B2026-02-000002 now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay bill B2026-02-000002' });
    await within(dialog).findByRole('radio', { name: /ending 4242/ });
    await user.click(within(dialog).getByRole('button', { name: 'Pay $27.36' }));
    expect(await within(dialog).findByRole('alert')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Pay $27.36' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('lists credits with every field of the spec', async () => {
    answerScreen();
    renderWithProviders(<BillingsScreen />, { at: '/billings' });
    const table = await screen.findByRole('table', { name: 'Credits' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Name',
      'Status',
      'Expire date',
      'Used',
      'Remains',
      'Applicable products',
      'Received time',
    ]);
    const welcome = rowOf(table, 'Welcome credit');
    expect(welcome).toHaveTextContent('Active');
    expect(welcome).toHaveTextContent('Jan 1, 2027');
    expect(welcome).toHaveTextContent('$5.00');
    expect(welcome).toHaveTextContent('$20.00');
    expect(welcome).toHaveTextContent('Blaze, Powerhouse');
    expect(welcome).toHaveTextContent('Feb 10, 2026, 8:00 AM UTC');
    expect(rowOf(table, 'Spent')).toHaveTextContent('Used');
  });

  it('wraps the cells a laptop screen would cut (periods, products, times), each with its full text as a title', async () => {
    answerScreen({
      bills: [
        billOf({
          id: 'bill-early',
          serialNumber: 'B2026-12-000007',
          period: { start: '2026-12-03T00:00:00.000Z', end: '2027-01-01T00:00:00.000Z' },
        }),
      ],
    });
    server.use(
      answer(billing.credits, {
        items: [creditOf({ products: ['BLAZE', 'POWERHOUSE', 'MANAGER'] })],
        total: 1,
        page: 1,
        pageSize: 10,
      }),
    );
    renderWithProviders(<BillingsScreen />, { at: '/billings' });
    const bills = await screen.findByRole('table', { name: 'Bills' });
    const period = await within(bills).findByText('Dec 3, 2026 – Dec 31, 2026');
    expect(period).toHaveAttribute('title', 'Dec 3, 2026 – Dec 31, 2026');
    expect(period).toHaveClass('whitespace-normal');
    const credits = await screen.findByRole('table', { name: 'Credits' });
    const products = await within(credits).findByText('Blaze, Powerhouse, Manager');
    expect(products).toHaveAttribute('title', 'Blaze, Powerhouse, Manager');
    expect(products).toHaveClass('whitespace-normal');
    const received = within(credits).getByText('Feb 10, 2026, 8:00 AM UTC');
    expect(received.closest('[title]')).toHaveAttribute('title', 'Feb 10, 2026, 8:00 AM UTC');
    expect(received.closest('.whitespace-normal')).not.toBeNull();
    // A date alone keeps its moment in its title.
    expect(within(credits).getByText('Jan 1, 2027')).toHaveAttribute(
      'title',
      'Jan 1, 2027, 12:00 AM UTC',
    );
  });

  it('downloads an invoice as a PDF: fresh token, an invoice ticket, then the file', async () => {
    answerScreen();
    const steps: string[] = [];
    const tickets: unknown[] = [];
    server.use(
      answer(authRoutes.refreshToken, () => {
        steps.push('refresh');
        return { accessToken: 'access-2', refreshToken: 'refresh-2' };
      }),
      answer(fileRoutes.ticket, (body) => {
        steps.push('ticket');
        tickets.push(body);
        return {
          ticket: 'T'.repeat(43),
          url: `/api/dbaas/v1/file/download?ticket=${'T'.repeat(43)}`,
          expiresAt: new Date(Date.now() + 60_000).toISOString(),
        };
      }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      steps.push(`open ${this.getAttribute('href')}`);
    });
    const { user } = renderWithProviders(<BillingsScreen />, { at: '/billings' });
    const table = await screen.findByRole('table', { name: 'Invoices' });
    await within(table).findByText('INV-2026-000001');
    const row = rowOf(table, 'INV-2026-000001');
    expect(row).toHaveTextContent('B2026-01-000001');
    expect(row).toHaveTextContent('January 2026');
    expect(row).toHaveTextContent('$8.20');
    await user.click(
      within(row).getByRole('button', { name: 'Download invoice INV-2026-000001 (PDF)' }),
    );
    await waitFor(() =>
      expect(steps).toEqual([
        'refresh',
        'ticket',
        `open /api/dbaas/v1/file/download?ticket=${'T'.repeat(43)}`,
      ]),
    );
    expect(tickets).toEqual([{ kind: 'invoice', invoiceId: 'inv-1' }]);
  });

  it('adds a card with the sandbox card form, makes another the default and removes one', async () => {
    answerScreen({
      cards: [
        cardOf(),
        cardOf({ id: 'pm-2', brand: 'Mastercard', last4: '4444', isDefault: false }),
      ],
    });
    const added: unknown[] = [];
    const defaults: unknown[] = [];
    const removed: unknown[] = [];
    server.use(
      answer(billing.addPaymentMethod, (body) => {
        added.push(body);
        return { paymentMethod: cardOf({ id: 'pm-3', last4: '1881', isDefault: false }) };
      }),
      answer(billing.setDefaultPaymentMethod, (body) => {
        defaults.push(body);
        return { paymentMethod: cardOf({ id: 'pm-2', brand: 'Mastercard', last4: '4444' }) };
      }),
      answer(billing.removePaymentMethod, (body) => {
        removed.push(body);
        return null;
      }),
    );
    const success = vi.spyOn(notify, 'success');
    const { user } = renderWithProviders(<BillingsScreen />, { at: '/billings' });
    const table = await screen.findByRole('table', { name: 'Payment methods' });
    expect(await within(table).findByText('Visa ending 4242')).toBeVisible();
    expect(within(rowOf(table, 'Visa ending 4242')).getByText('Default')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add a card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a card' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name on card' }), 'Ada Lovelace');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Card number' }),
      '4242 4242 4242 4242',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Expiry month (MM)' }), '12');
    await user.type(within(dialog).getByRole('textbox', { name: 'Expiry year (YYYY)' }), '2030');
    await user.type(within(dialog).getByRole('textbox', { name: 'Security code (CVC)' }), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Add card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(added).toEqual([
      {
        paymentMethod: {
          type: 'card',
          holderName: 'Ada Lovelace',
          number: '4242424242424242',
          expMonth: 12,
          expYear: 2030,
          cvc: '123',
        },
      },
    ]);
    expect(success).toHaveBeenCalledWith('Visa ending 1881 was added.');

    await user.click(
      within(table).getByRole('button', { name: 'Make Mastercard ending 4444 the default' }),
    );
    await waitFor(() => expect(defaults).toEqual([{ paymentMethodId: 'pm-2' }]));

    await user.click(within(table).getByRole('button', { name: 'Remove Mastercard ending 4444' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Remove Mastercard ending 4444?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(removed).toEqual([{ paymentMethodId: 'pm-2' }]));
  });

  it('shows a refused removal in the dialog (the default card while another exists)', async () => {
    answerScreen();
    server.use(
      refuse(billing.removePaymentMethod, codes.refused, 'Choose another default card first.'),
    );
    const { user } = renderWithProviders(<BillingsScreen />, { at: '/billings' });
    const table = await screen.findByRole('table', { name: 'Payment methods' });
    await user.click(await within(table).findByRole('button', { name: 'Remove Visa ending 4242' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'Choose another default card first.',
    );
  });
});
