import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { codes, fileRoutes } from '@quiver/contract/wire';
import { billing } from '../../data/billing/endpoints.ts';
import { auth as authRoutes } from '../../data/auth/endpoints.ts';
import { answer, refuse, server, type SentParams } from '../../../test/server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { withTableLayout } from '../../../test/instances.ts';
import { billDetailOf, billOf, cardOf, lineOf } from '../../../test/billing.ts';
import { BillDetailScreen } from './bill-detail-screen.tsx';

const lines = [
  lineOf(),
  lineOf({
    id: 'line-2',
    chargeType: 'STORAGE',
    seconds: 30,
    quantityHours: 30 / 3600,
    unitPriceMicros: 6_850,
    listUnitPriceMicros: 6_850,
    totalMicros: 57,
    listTotalMicros: 57,
    configuration: 'Standard 4 vCPU, 16 GB memory, 50 GB storage, aws us-east-1 (stopped)',
  }),
  lineOf({
    id: 'line-3',
    instanceId: 'inst-2',
    instanceName: 'sandbox',
    resourceId: 'inst-2',
    resourceName: 'sandbox',
    seconds: 10_800,
    quantityHours: 3,
    unitPriceMicros: 0,
    listUnitPriceMicros: 610_000,
    totalMicros: 0,
    listTotalMicros: 1_830_000,
    freeTier: true,
    configuration: 'Shared 2 vCPU, 8 GB memory, 40 GB storage, aws us-east-1',
  }),
];

const detail = billDetailOf(
  {
    subtotalMicros: 27_360_057,
    listSubtotalMicros: 29_190_057,
    creditMicros: 5_000_000,
    amountDueMicros: 22_360_057,
    credits: [{ creditId: 'credit-1', name: 'Welcome credit', amountMicros: 5_000_000 }],
  },
  lines,
);

describe('/billingsDetail', { timeout: 20_000 }, () => {
  withTableLayout();

  it("groups the usage lines by instance with each group's total, the credit applied and the status", async () => {
    server.use(answer(billing.billDetail, detail));
    renderWithProviders(<BillDetailScreen />, { at: '/billingsDetail?id=bill-2' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bill B2026-02-000002' }),
    ).toBeVisible();
    const group = (name: string) => {
      const found = screen.getByRole('heading', { level: 3, name }).closest('[data-usage-group]');
      if (!(found instanceof HTMLElement)) throw new Error(`no group ${name}`);
      return found;
    };
    const orders = group('orders');
    const table = within(orders).getByRole('table', { name: 'orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Charge type',
      'Instance name',
      'Quantity (hours)',
      'Unit price (per hour)',
      'Configuration',
      'Total',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Compute');
    expect(rows[0]).toHaveTextContent('24.00 h');
    expect(rows[0]).toHaveTextContent('$1.1400/hr');
    expect(rows[0]).toHaveTextContent('$27.36');
    // 30 seconds of storage: 0.0083 hours, 57 micro-dollars: not nothing, under a cent.
    expect(rows[1]).toHaveTextContent('Storage');
    expect(rows[1]).toHaveTextContent('0.0083 h');
    expect(rows[1]).toHaveTextContent('$0.0069/hr');
    expect(rows[1]).toHaveTextContent('<$0.01');
    expect(within(orders).getByText('Total for orders').nextElementSibling).toHaveTextContent(
      '$27.36',
    );
    const sandbox = group('sandbox');
    expect(within(sandbox).getByText('Free tier: $1.83 at list price')).toBeVisible();
    expect(within(sandbox).getByText('Total for sandbox').nextElementSibling).toHaveTextContent(
      '$0.00',
    );

    const summary = screen
      .getByRole('heading', { name: 'Bill summary' })
      .closest('[data-slot="card"]');
    if (!(summary instanceof HTMLElement)) throw new Error('no summary');
    const value = (term: string) => within(summary).getByText(term).nextElementSibling;
    expect(value('Billing period')).toHaveTextContent('February 2026');
    expect(value('Status')).toHaveTextContent('Unpaid');
    expect(value('Subtotal')).toHaveTextContent('$27.36');
    expect(value('At list price')).toHaveTextContent('$29.19');
    expect(value('Credit applied')).toHaveTextContent('-$5.00');
    expect(value('Amount due')).toHaveTextContent('$22.36');
    expect(value('Due by')).toHaveTextContent('Mar 16, 2026');
    const credits = screen.getByRole('heading', { name: 'Credits applied' }).parentElement;
    expect(credits).toHaveTextContent('Welcome credit');
    expect(credits).toHaveTextContent('-$5.00');
  });

  it("names a cluster's servers as the server sends them, keeps cut text in a title, and says lines are rounded", async () => {
    const clusterId = '816e3a9c-ebd7-4d0e-9a41-6f0c1d2b3e4f';
    const server3 = (id: string, instanceName: string) =>
      lineOf({
        id,
        instanceId: `srv-${id}`,
        instanceName,
        resourceId: clusterId,
        resourceName: 'orders-cluster',
        kind: 'POWERHOUSE',
        seconds: 300,
        quantityHours: 300 / 3600,
        unitPriceMicros: 1_000_000,
        listUnitPriceMicros: 1_000_000,
        totalMicros: 83_333,
        listTotalMicros: 83_333,
      });
    server.use(
      answer(
        billing.billDetail,
        billDetailOf({ subtotalMicros: 249_999, listSubtotalMicros: 249_999 }, [
          server3('a', 'Meta server 1'),
          server3('b', 'Shard server 1'),
          server3('c', 'Shard server 2'),
        ]),
      ),
    );
    renderWithProviders(<BillDetailScreen />, { at: '/billingsDetail?id=bill-2' });
    const table = await screen.findByRole('table', { name: 'orders-cluster' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByTitle(/server/).textContent)).toEqual([
      'Meta server 1',
      'Shard server 1',
      'Shard server 2',
    ]);
    // Three lines of $0.08 under a total of $0.25 summed from exact amounts: said under the table.
    expect(within(table).getAllByText('$0.08')).toHaveLength(3);
    expect(screen.getByText('Total for orders-cluster').nextElementSibling).toHaveTextContent(
      '$0.25',
    );
    expect(
      screen.getByText(
        'Amounts are rounded to the cent; totals are summed from exact amounts, so lines may not add up to the total to the cent. The CSV export has the exact amounts.',
      ),
    ).toBeVisible();
  });

  it('pays the bill from its page, and exports it as CSV through a bill ticket', async () => {
    const paid: SentParams<typeof billing.pay>[] = [];
    const tickets: unknown[] = [];
    server.use(
      answer(billing.billDetail, () =>
        paid.length === 0
          ? detail
          : { ...detail, status: 'PAID' as const, paidAt: '2026-03-14T10:00:00.000Z' },
      ),
      answer(billing.paymentMethods, { items: [cardOf()] }),
      answer(billing.pay, (body) => {
        paid.push(body);
        return billOf({ status: 'PAID' });
      }),
      answer(authRoutes.refreshToken, { accessToken: 'access-2', refreshToken: 'refresh-2' }),
      answer(fileRoutes.ticket, (body) => {
        tickets.push(body);
        return {
          ticket: 'T'.repeat(43),
          url: `/api/dbaas/v1/file/download?ticket=${'T'.repeat(43)}`,
          expiresAt: new Date(Date.now() + 60_000).toISOString(),
        };
      }),
    );
    const opened: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      opened.push(this.getAttribute('href') ?? '');
    });
    const { user } = renderWithProviders(<BillDetailScreen />, {
      at: '/billingsDetail?id=bill-2',
    });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(tickets).toEqual([{ kind: 'billCsv', billId: 'bill-2' }]);

    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay bill B2026-02-000002' });
    await within(dialog).findByRole('radio', { name: /ending 4242/ });
    await user.click(within(dialog).getByRole('button', { name: 'Pay $22.36' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(paid).toEqual([expect.objectContaining({ billId: 'bill-2', paymentMethodId: 'pm-1' })]);
    expect(await screen.findByText('Paid')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });

  it("says a bill that is not the caller's was not found", async () => {
    server.use(refuse(billing.billDetail, codes.notFound, 'Not found.'));
    renderWithProviders(<BillDetailScreen />, { at: '/billingsDetail?id=bill-9' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This bill does not exist or is not yours.',
    );
    expect(screen.getByRole('link', { name: 'Back to billings' })).toHaveAttribute(
      'href',
      '/billings',
    );
  });

  it('asks for nothing without an id', () => {
    renderWithProviders(<BillDetailScreen />, { at: '/billingsDetail' });
    expect(screen.getByText('No bill was chosen. Open a bill from the list.')).toBeVisible();
  });
});
