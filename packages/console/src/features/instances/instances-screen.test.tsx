import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { InstanceStatus, ServiceState } from '@quiver/validation';
import { codes } from '@quiver/contract/wire';
import { instance } from '../../data/instance/endpoints.ts';
import { user as userRoutes } from '../../data/user/endpoints.ts';
import { answer, refuse, server, type SentParams } from '../../../test/server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import {
  clusterRowOf,
  clusterPageOf,
  instanceOf,
  pageOf,
  viewerOf,
  withTableLayout,
  withoutClusters,
} from '../../../test/instances.ts';
import { clusters as cluster } from '../../data/clusters/endpoints.ts';
import { InstancesScreen } from './instances-screen.tsx';

const listPath = '/quiverGraphInstanceManagement';

function rowsOf(table: HTMLElement) {
  return within(table).getAllByRole('row').slice(1);
}

describe('instance list', () => {
  withTableLayout();
  withoutClusters();

  it('shows the table busy while the first page loads, then one row per instance with its fields', async () => {
    server.use(answer(userRoutes.info, viewerOf()), answer(instance.list, pageOf([instanceOf()])));
    renderWithProviders(<InstancesScreen />, { at: listPath });
    expect(screen.getByRole('table', { name: /Loading instances/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const table = await screen.findByRole('table', { name: 'Instances' });
    const [row] = rowsOf(table);
    if (row === undefined) throw new Error('no row');
    const cells = within(row).getAllByRole('cell');
    const created = new Date('2026-11-20T09:30:00.000Z');
    expect(within(row).getByRole('link', { name: 'orders' })).toHaveAttribute(
      'href',
      '/blaze/quiverGraphDetail?id=inst-1',
    );
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'orders',
      'Active',
      'Shared',
      'aws · us-east-1',
      '2 vCPU · 8 GB',
      'v4.2.0',
      // To the minute in the column, with the seconds in its title.
      created.toLocaleString('en', {
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      }),
      '10.0.0.7:60061',
      '',
    ]);
    expect(within(row).getByText(/2026/)).toHaveAttribute('title', created.toLocaleString('en'));
    expect(
      within(row).getByRole('button', { name: 'Copy the service address of orders' }),
    ).toBeVisible();
    expect(within(row).getByRole('button', { name: 'Actions for orders' })).toBeVisible();
    expect(screen.getByText('1 instance')).toBeVisible();
  });

  it('leads an account without instances to create one', async () => {
    server.use(answer(instance.list, pageOf([])));
    renderWithProviders(<InstancesScreen />, { at: listPath });
    expect(await screen.findByRole('heading', { name: 'No instances yet' })).toBeVisible();
    const create = screen.getAllByRole('link', { name: 'Create instance' });
    for (const link of create) expect(link).toHaveAttribute('href', '/blaze/quiverGraphInstance');
    expect(create).toHaveLength(2);
  });

  it('says when the list failed and loads it again on retry', async () => {
    server.use(refuse(instance.list, codes.serverError, ''));
    const { user } = renderWithProviders(<InstancesScreen />, { at: listPath });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The instances could not be loaded.',
    );
    server.use(answer(userRoutes.info, viewerOf()), answer(instance.list, pageOf([instanceOf()])));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'orders' })).toBeVisible();
  });

  it('asks for the filters, search and page the URL holds, and shows them', async () => {
    const sent: SentParams<typeof instance.list>[] = [];
    server.use(
      answer(instance.list, (params) => {
        sent.push(params);
        return pageOf([], { page: 2, total: 0 });
      }),
    );
    renderWithProviders(<InstancesScreen />, {
      at: `${listPath}?status=stopped&kind=BLAZE&name=ord&page=2`,
    });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      page: '2',
      pageSize: '20',
      status: 'STOPPED',
      kind: 'BLAZE',
      name: 'ord',
    });
    expect(screen.getByRole('searchbox', { name: 'Search instances by name' })).toHaveValue('ord');
    expect(screen.getByRole('radio', { name: 'Stopped' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Blaze' })).toBeChecked();
    expect(await screen.findByRole('heading', { name: 'No instance matches' })).toBeVisible();
  });

  it('writes a search to the URL once typing pauses, and a filter or page at once', async () => {
    const sent: SentParams<typeof instance.list>[] = [];
    server.use(
      answer(userRoutes.info, viewerOf()),
      answer(instance.list, (params) => {
        sent.push(params);
        const page = Number(params.page ?? 1);
        return pageOf([instanceOf({ id: `inst-${page}`, name: `graph ${page}` })], {
          page,
          total: 45,
        });
      }),
    );
    const { user, router } = renderWithProviders(<InstancesScreen />, { at: listPath });
    await screen.findByRole('link', { name: 'graph 1' });
    await user.type(screen.getByRole('searchbox', { name: 'Search instances by name' }), 'graph');
    await waitFor(() => expect(router.state.location.search).toBe('?name=graph'));
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ name: 'graph', page: '1' }));
    // Every keystroke is not a request: the first page, then the finished search.
    expect(sent.map((params) => params.name)).toEqual([undefined, 'graph']);

    await user.click(screen.getByRole('radio', { name: 'Active' }));
    await waitFor(() => expect(router.state.location.search).toBe('?name=graph&status=active'));
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ status: 'RUNNING' }));

    expect(screen.getByText('45 instances')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?name=graph&status=active&page=3'),
    );
    expect(await screen.findByRole('link', { name: 'graph 3' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');

    // Back: the previous page and filter come from the URL again.
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?name=graph&status=active'));
    expect(await screen.findByRole('link', { name: 'graph 1' })).toBeVisible();
  });

  it('takes one history entry for a filter however many options the arrow keys pass', async () => {
    server.use(answer(userRoutes.info, viewerOf()), answer(instance.list, pageOf([instanceOf()])));
    const { user, router } = renderWithProviders(<InstancesScreen />, { at: listPath });
    await screen.findByRole('link', { name: 'orders' });
    await user.click(screen.getByRole('radio', { name: 'Active' }));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(router.state.location.search).toBe('?status=error'));
    // Another filter is a step of its own.
    await user.click(screen.getByRole('radio', { name: 'Blaze' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=error&kind=BLAZE'));

    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?status=error'));
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    const status = screen.getByRole('radiogroup', { name: 'Status' });
    await waitFor(() => expect(within(status).getByRole('radio', { name: 'All' })).toBeChecked());
  });

  it('shows Powerhouse clusters beside the instances, each leading to its screens, and a Manager to its own', async () => {
    server.use(
      answer(userRoutes.info, viewerOf()),
      answer(
        instance.list,
        pageOf([
          instanceOf(),
          instanceOf({
            id: 'mgr-1',
            name: 'ops',
            kind: 'MANAGER',
            type: 'STANDARD',
            edition: 'manager-standard',
          }),
        ]),
      ),
      answer(cluster.list, clusterPageOf([clusterRowOf()], { total: 21 })),
    );
    renderWithProviders(<InstancesScreen />, { at: listPath });
    const instances = await screen.findByRole('table', { name: 'Instances' });
    expect(within(instances).getByRole('link', { name: 'ops' })).toHaveAttribute(
      'href',
      '/manager/configurations?id=mgr-1',
    );
    const clusters = await screen.findByRole('table', { name: 'Powerhouse clusters' });
    const [row] = rowsOf(clusters);
    if (row === undefined) throw new Error('no cluster row');
    expect(within(row).getByRole('link', { name: 'payments' })).toHaveAttribute(
      'href',
      '/powerhouse/quiverGraphDetail?id=cluster-1',
    );
    expect(within(row).getByRole('link', { name: 'Configure payments' })).toHaveAttribute(
      'href',
      '/powerhouse/quiverGraphConfigurations?id=cluster-1',
    );
    expect(within(row).getByText('Active')).toBeVisible();
    expect(screen.getByText('21 clusters')).toBeVisible();
    // More clusters than one page: the way to see them all, under their own filter.
    expect(screen.getByRole('link', { name: 'Show all 21 clusters' })).toHaveAttribute(
      'href',
      `${listPath}?kind=POWERHOUSE`,
    );
  });

  it('lists clusters alone under the Powerhouse filter, paged and searched, without asking for instances', async () => {
    const sent: SentParams<typeof cluster.list>[] = [];
    server.use(
      answer(cluster.list, (params) => {
        sent.push(params);
        const page = Number(params.page ?? 1);
        return clusterPageOf([clusterRowOf({ id: `c-${page}`, name: `cluster ${page}` })], {
          page,
          total: 41,
        });
      }),
    );
    const { user, router } = renderWithProviders(<InstancesScreen />, {
      at: `${listPath}?kind=POWERHOUSE&status=active&name=clu`,
    });
    expect(await screen.findByRole('link', { name: 'cluster 1' })).toBeVisible();
    expect(sent[0]).toEqual({ page: '1', pageSize: '20', status: 'RUNNING', name: 'clu' });
    expect(screen.queryByRole('table', { name: 'Instances' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Powerhouse' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(router.state.location.search).toContain('page=3'));
    expect(await screen.findByRole('link', { name: 'cluster 3' })).toBeVisible();

    // Back to the first page by keyboard: Previous keeps the focus there, announced unavailable.
    const previous = screen.getByRole('button', { name: 'Previous page' });
    previous.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('link', { name: 'cluster 2' })).toBeVisible();
    expect(previous).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('link', { name: 'cluster 1' })).toBeVisible();
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).toHaveFocus();
  });

  it('says when the clusters failed and loads them again on retry', async () => {
    server.use(
      answer(instance.list, pageOf([])),
      refuse(cluster.list, codes.serverError, 'Server Error!'),
    );
    const { user } = renderWithProviders(<InstancesScreen />, {
      at: `${listPath}?kind=POWERHOUSE`,
    });
    expect(await screen.findByText('The clusters could not be loaded.')).toBeVisible();
    server.use(answer(cluster.list, clusterPageOf([clusterRowOf()])));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'payments' })).toBeVisible();
  });

  it.each<[InstanceStatus, ServiceState | null, string, string]>([
    ['CREATING', null, 'Initializing', 'progress'],
    ['STARTING', null, 'Starting', 'progress'],
    ['RESTARTING', null, 'Restarting', 'progress'],
    ['RUNNING', 'AVAILABLE', 'Active', 'success'],
    ['STOPPING', null, 'Stopping', 'progress'],
    ['STOPPED', null, 'Stopped', 'neutral'],
    ['TERMINATING', null, 'Cancelling', 'progress'],
    ['TERMINATED', null, 'Cancelled', 'muted'],
    ['ERROR', null, 'Error', 'danger'],
    ['UPDATING', null, 'Updating', 'progress'],
    ['BACKUPING', 'BACKUP', 'Backing up', 'progress'],
    ['RECOVERING', 'RECOVERING', 'Recovering', 'progress'],
    ['RUNNING', 'CLEANING', 'Emptying', 'progress'],
  ])('shows %s (service %s) as %s with the %s tone', async (status, serviceState, label, tone) => {
    server.use(
      answer(userRoutes.info, viewerOf()),
      answer(instance.list, pageOf([instanceOf({ status, serviceState })])),
      // Rows in progress are followed; the status stays as it is in this test.
      answer(instance.state, ({ instanceIds }) => ({
        items: instanceIds.map((id) => ({
          id,
          status,
          serviceState,
          updatedAt: '2026-11-20T09:31:00.000Z',
        })),
      })),
    );
    renderWithProviders(<InstancesScreen />, { at: listPath });
    const table = await screen.findByRole('table', { name: 'Instances' });
    const badge = within(table).getByText(label).closest('[data-slot="instance-status-badge"]');
    expect(badge).toHaveAttribute('data-tone', tone);
    // In a list the rows do not announce themselves.
    expect(badge).not.toHaveAttribute('aria-live');
  });

  it("shows the row's refused actions disabled, with the lifecycle table's reason", async () => {
    server.use(
      answer(userRoutes.info, viewerOf()),
      answer(instance.list, pageOf([instanceOf({ status: 'STOPPED', serviceState: null })])),
    );
    const { user } = renderWithProviders(<InstancesScreen />, { at: listPath });
    await user.click(await screen.findByRole('button', { name: 'Actions for orders' }));
    const menu = await screen.findByRole('menu');
    const stop = within(menu).getByRole('menuitem', { name: 'Stop' });
    expect(stop).toHaveAttribute('aria-disabled', 'true');
    expect(stop).toHaveAccessibleDescription('The instance is already stopped.');
    expect(within(menu).getByRole('menuitem', { name: 'Query' })).toHaveAccessibleDescription(
      'Start the instance first.',
    );
    const start = within(menu).getByRole('menuitem', { name: 'Start' });
    expect(start).not.toHaveAttribute('aria-disabled');
    // Force start is offered only after a start failed for lack of memory.
    expect(within(menu).queryByRole('menuitem', { name: 'Force start' })).toBeNull();
    // A refused action keeps the menu open.
    await user.click(stop);
    expect(screen.getByRole('menu')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('follows a row in progress until it is Active, without loading the list again meanwhile', async () => {
    let listCalls = 0;
    const polled: string[] = [];
    const states: InstanceStatus[] = ['DEPLOYING', 'RUNNING'];
    server.use(
      answer(userRoutes.info, viewerOf()),
      answer(instance.list, () => {
        listCalls += 1;
        return pageOf([
          instanceOf({
            status: listCalls === 1 ? 'CREATING' : 'RUNNING',
            serviceState: null,
            serviceAddress: listCalls === 1 ? null : '10.0.0.7:60061',
          }),
          instanceOf({ id: 'inst-2', name: 'stable', status: 'STOPPED', serviceState: null }),
        ]);
      }),
      answer(instance.state, ({ instanceIds }) => {
        polled.push(instanceIds.join(','));
        const status = states.shift() ?? 'RUNNING';
        return {
          items: [
            {
              id: 'inst-1',
              status,
              serviceState: status === 'RUNNING' ? ('AVAILABLE' as const) : null,
              updatedAt: '2026-11-20T09:32:00.000Z',
            },
          ],
        };
      }),
    );
    renderWithProviders(<InstancesScreen />, { at: listPath });
    const table = await screen.findByRole('table', { name: 'Instances' });
    const row = () => rowsOf(table)[0] as HTMLElement;
    expect(within(row()).getByText('Initializing')).toBeVisible();
    expect(within(row()).getByText('Not reachable yet')).toBeVisible();
    // The first tick comes when the row read with the page is 2.5 s old, the next 2.5 s later.
    await within(table).findByText('Active', {}, { timeout: 9_000 });
    // Only the row in progress was asked about, at each tick.
    expect(polled).toEqual(['inst-1', 'inst-1']);
    // The list was read once more when the operation ended (its address is known now).
    await waitFor(() => expect(within(row()).getByText('10.0.0.7:60061')).toBeVisible());
    expect(listCalls).toBe(2);
  }, 20_000);
});

// Found in a keyboard-only pass (2026-12-03): what a keyboard or screen-reader user meets when
// the rows change under a search, a page or "Clear filters".
describe('instance list by keyboard', () => {
  withTableLayout();
  withoutClusters();

  /** 45 instances, one row a page is enough; a name search finds nothing. */
  function answerPages() {
    server.use(
      answer(userRoutes.info, viewerOf()),
      answer(instance.list, (params) => {
        if (params.name !== undefined) return pageOf([], { total: 0 });
        const page = Number(params.page ?? 1);
        return pageOf([instanceOf({ id: `inst-${page}`, name: `graph ${page}` })], {
          page,
          total: 45,
        });
      }),
    );
  }

  it('says in one status region the page shown, and a search that finds nothing', async () => {
    answerPages();
    const { user } = renderWithProviders(<InstancesScreen />, { at: listPath });
    await screen.findByRole('link', { name: 'graph 1' });
    const status = screen.getByText(/^45 instances/);
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveTextContent('45 instances, Page 1');

    screen.getByRole('button', { name: 'Page 2' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('link', { name: 'graph 2' });
    expect(status).toHaveTextContent('45 instances, Page 2');

    // The same region, still in the page, so its new text is read out.
    await user.type(screen.getByRole('searchbox', { name: 'Search instances by name' }), 'zzz');
    await screen.findByRole('heading', { name: 'No instance matches' });
    expect(status).toBeInTheDocument();
    expect(status).toHaveTextContent(/^No instance matches$/);
  });

  it('keeps the focus on Next when the last page makes it unavailable', async () => {
    answerPages();
    const { user } = renderWithProviders(<InstancesScreen />, { at: `${listPath}?page=2` });
    await screen.findByRole('link', { name: 'graph 2' });
    const next = screen.getByRole('button', { name: 'Next page' });
    next.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('link', { name: 'graph 3' });
    // Next stays where the keyboard is, announced unavailable; pressing it again does nothing.
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');

    // Previous goes back a page and keeps the focus too.
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    const previous = screen.getByRole('button', { name: 'Previous page' });
    expect(previous).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByRole('link', { name: 'graph 2' });
    expect(previous).toHaveFocus();
  });

  it('gives the focus to the emptied search after Clear filters', async () => {
    answerPages();
    const { user, router } = renderWithProviders(<InstancesScreen />, {
      at: `${listPath}?name=zzz&status=active`,
    });
    const clear = await screen.findByRole('button', { name: 'Clear filters' });
    clear.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await screen.findByRole('link', { name: 'graph 1' });
    const searchbox = screen.getByRole('searchbox', { name: 'Search instances by name' });
    expect(searchbox).toHaveValue('');
    expect(searchbox).toHaveFocus();
  });
});
