import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { clusters } from '../../data/clusters/endpoints.ts';
import { instance } from '../../data/instance/endpoints.ts';
import { notice } from '../../data/notice/endpoints.ts';
import { user as userRoutes } from '../../data/user/endpoints.ts';
import { answer, server } from '../../../test/server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { instanceOf, pageOf, viewerOf } from '../../../test/instances.ts';
import { answerSummary } from '../../../test/billing.ts';
import { clusterOf } from '../../../test/clusters.ts';
import { DashboardScreen } from './dashboard-screen.tsx';

function answerDashboard(items = [instanceOf()]) {
  server.use(
    answer(userRoutes.info, viewerOf()),
    answer(notice.get, null),
    answer(instance.count, {
      instanceNum: items.length,
      byKind: { BLAZE: items.length, POWERHOUSE: 0, MANAGER: 0 },
    }),
    answer(instance.list, (params) => pageOf(items, { pageSize: Number(params.pageSize) })),
    answerSummary(),
  );
}

describe('dashboard', () => {
  it('counts clusters and Managers beside Blaze instances, each count leading to its list', async () => {
    server.use(
      answer(userRoutes.info, viewerOf()),
      answer(notice.get, null),
      answer(instance.count, { instanceNum: 6, byKind: { BLAZE: 1, POWERHOUSE: 2, MANAGER: 3 } }),
      answer(instance.list, (params) => pageOf([], { pageSize: Number(params.pageSize) })),
      answer(clusters.list, (params) => ({
        items: [],
        total: 0,
        page: 1,
        pageSize: Number(params.pageSize),
      })),
      answerSummary(),
    );
    renderWithProviders(<DashboardScreen />, { at: '/dashboard' });
    expect(await screen.findByText('6')).toBeVisible();
    expect(
      screen.getByRole('link', { name: '2 Powerhouse: show them in the list' }),
    ).toHaveAttribute('href', '/quiverGraphInstanceManagement?kind=POWERHOUSE');
    expect(screen.getByRole('link', { name: '3 Manager: show them in the list' })).toHaveAttribute(
      'href',
      '/quiverGraphInstanceManagement?kind=MANAGER',
    );
    expect(screen.getByRole('link', { name: '1 Blaze: show it in the list' })).toHaveAttribute(
      'href',
      '/quiverGraphInstanceManagement?kind=BLAZE',
    );
  });

  it('shows the instance count by kind and the newest instances with their status', async () => {
    const sent: unknown[] = [];
    answerDashboard([
      instanceOf({ id: 'a', name: 'orders' }),
      instanceOf({ id: 'b', name: 'catalog', status: 'STOPPED', serviceState: null }),
    ]);
    server.use(
      answer(instance.list, (params) => {
        sent.push(params);
        return pageOf(
          [
            instanceOf({ id: 'a', name: 'orders' }),
            instanceOf({ id: 'b', name: 'catalog', status: 'STOPPED', serviceState: null }),
          ],
          { pageSize: 5 },
        );
      }),
    );
    renderWithProviders(<DashboardScreen />, { at: '/dashboard' });
    await waitFor(() => {
      const blaze = screen.getAllByRole('term').find((term) => term.textContent === 'Blaze');
      expect(blaze?.nextElementSibling).toHaveTextContent('2');
    });
    const newest = screen
      .getByRole('heading', { name: 'Newest instances' })
      .closest('[data-slot="card"]');
    if (!(newest instanceof HTMLElement)) throw new Error('no card');
    const orders = await within(newest).findByRole('link', { name: 'orders' });
    expect(within(newest).getByRole('link', { name: 'View all instances' })).toHaveAttribute(
      'href',
      '/quiverGraphInstanceManagement',
    );
    expect(orders).toHaveAttribute('href', '/blaze/quiverGraphDetail?id=a');
    expect(orders.closest('li')).toHaveTextContent('Active');
    expect(within(newest).getByRole('link', { name: 'catalog' }).closest('li')).toHaveTextContent(
      'Stopped',
    );
    expect(sent).toEqual([{ page: '1', pageSize: '5' }]);
    expect(screen.getByRole('link', { name: 'Create a Blaze instance' })).toHaveAttribute(
      'href',
      '/blaze/quiverGraphInstance',
    );
  });

  it('lists Powerhouse clusters among the newest instances, by creation time', async () => {
    const sent: unknown[] = [];
    answerDashboard([
      instanceOf({ id: 'a', name: 'orders', createdAt: '2026-11-20T09:00:00.000Z' }),
      instanceOf({ id: 'b', name: 'catalog', createdAt: '2026-11-18T09:00:00.000Z' }),
    ]);
    server.use(
      answer(instance.count, { instanceNum: 3, byKind: { BLAZE: 2, POWERHOUSE: 1, MANAGER: 0 } }),
      answer(clusters.list, (params) => {
        sent.push(params);
        const { servers: _servers, ...listed } = clusterOf({
          id: 'cl-1',
          name: 'social graph',
          createdAt: '2026-11-19T09:00:00.000Z',
          status: 'STARTING',
        });
        return { items: [listed], total: 1, page: 1, pageSize: 5 };
      }),
    );
    renderWithProviders(<DashboardScreen />, { at: '/dashboard' });
    const newest = screen
      .getByRole('heading', { name: 'Newest instances' })
      .closest('[data-slot="card"]');
    if (!(newest instanceof HTMLElement)) throw new Error('no card');
    const cluster = await within(newest).findByRole('link', { name: 'social graph' });
    expect(cluster).toHaveAttribute('href', '/powerhouse/quiverGraphDetail?id=cl-1');
    expect(cluster.closest('li')).toHaveTextContent('Starting');
    expect(
      within(newest)
        .getAllByRole('listitem')
        .map((item) => within(item).getByRole('link').textContent),
    ).toEqual(['orders', 'social graph', 'catalog']);
    expect(sent[0]).toEqual({ page: '1', pageSize: '5' });
  });

  it("shows this month's running total and forecast, leading to the billings", async () => {
    answerDashboard();
    server.use(answerSummary({ runningTotalMicros: 4_000, forecastMicros: 445_300_000 }));
    renderWithProviders(<DashboardScreen />, { at: '/dashboard' });
    const card = (await screen.findByRole('heading', { name: "This month's cost" })).closest(
      '[data-slot="card"]',
    );
    if (!(card instanceof HTMLElement)) throw new Error('no card');
    // Under a cent, but not nothing: '<0.01' (spec §3).
    expect(await within(card).findByText('<$0.01')).toBeVisible();
    expect(within(card).getByText('Forecast for the month: $445.30')).toBeVisible();
    expect(within(card).getByText('March 2026')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'View billings' })).toHaveAttribute(
      'href',
      '/billings',
    );
  });

  it('leads a new account to create its first instance', async () => {
    answerDashboard([]);
    renderWithProviders(<DashboardScreen />, { at: '/dashboard' });
    const empty = await screen.findByRole('heading', { name: 'No instances yet' });
    expect(empty).toBeVisible();
    // The empty card offers the way to a first instance, not a list with nothing in it.
    const newest = empty.closest('[data-slot="card"]');
    if (!(newest instanceof HTMLElement)) throw new Error('no card');
    expect(
      within(newest)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Create a Blaze instance']);
    const links = screen.getAllByRole('link', { name: 'Create a Blaze instance' });
    for (const link of links) expect(link).toHaveAttribute('href', '/blaze/quiverGraphInstance');
    // One primary action on the screen: the empty list's, not the three quick-create choices too.
    const primary = document.querySelectorAll('a.bg-primary, button.bg-primary');
    expect([...primary].map((element) => element.textContent)).toEqual(['Create a Blaze instance']);
  });
});
