import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { codes } from '@quiver/contract/wire';
import type { ClusterDetail } from '@quiver/contract';
import { answer, refuse, server, type SentParams } from '../../../test/server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { acceptedOf, viewerOf, withTableLayout } from '../../../test/instances.ts';
import { clusterOf } from '../../../test/clusters.ts';
import { placeNameAnswers } from '../../../test/catalogue.ts';
import { clusters } from '../../data/clusters/endpoints.ts';
import { instance } from '../../data/instance/endpoints.ts';
import { monitor } from '../../data/monitor/endpoints.ts';
import { resetPassword } from '../../data/reset-password/endpoints.ts';
import { user as userRoutes } from '../../data/user/endpoints.ts';
import { ClusterDetailScreen } from './cluster-detail-screen.tsx';

const detailPath = '/powerhouse/quiverGraphDetail';

function answerDetail(detail: ClusterDetail = clusterOf()) {
  server.use(
    answer(userRoutes.info, viewerOf()),
    answer(clusters.detail, detail),
    ...placeNameAnswers(),
    answer(clusters.connect, {
      serviceAddress: detail.serviceAddress,
      host: '10.0.1.1',
      port: detail.port,
      username: 'root',
      managerUrl: 'http://10.0.9.9:60061/clusters/cl-1',
      managerUrlExpiresAt: null,
    }),
  );
}

function valueOf(term: string) {
  const terms = screen.getAllByRole('term').filter((element) => element.textContent === term);
  expect(terms, term).toHaveLength(1);
  return terms[0]?.nextElementSibling as HTMLElement;
}

async function openActions(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Actions for social graph' }));
  return screen.findByRole('menu');
}

// Dialogs, menus and polling in happy-dom take seconds on a loaded machine.
describe('Powerhouse cluster detail', { timeout: 20_000 }, () => {
  withTableLayout();

  it('lists every server with its role, size, status and address, and how to connect', async () => {
    answerDetail();
    renderWithProviders(<ClusterDetailScreen />, { at: `${detailPath}?id=cl-1` });
    expect(await screen.findByRole('heading', { level: 1, name: 'social graph' })).toBeVisible();
    expect(screen.getByText('Powerhouse cluster · Free · 2 servers')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Servers of the cluster' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(
        /Meta server 1.*Meta server.*4 vCPU, 16 GB memory, 64 GB storage.*Active.*10\.0\.1\.1:60061/,
      ),
      expect.stringMatching(/Shard server 1.*Shard server.*Active.*10\.0\.1\.2:60061/),
    ]);
    expect(valueOf('Service address')).toHaveTextContent('10.0.1.1:60061');
    await waitFor(() => expect(valueOf('Cloud provider')).toHaveTextContent('Amazon Web Services'));
    await waitFor(() =>
      expect(valueOf('Region')).toHaveTextContent('US East (N. Virginia) · us-east-1'),
    );
    await waitFor(() => expect(valueOf('Connection')).toHaveTextContent('root@10.0.1.1:60061'));
    expect(
      within(valueOf('Manager')).getByRole('link', { name: /Open the Manager/ }),
    ).toHaveAttribute('href', 'http://10.0.9.9:60061/clusters/cl-1');
    // The free cluster is charged nothing, and says so as a Shared instance does.
    expect(valueOf('While running')).toHaveTextContent(/^Free$/);
    expect(screen.getByRole('link', { name: 'Configuration' })).toHaveAttribute(
      'href',
      '/powerhouse/quiverGraphConfigurations?id=cl-1',
    );
    expect(screen.getByRole('link', { name: 'Backups' })).toHaveAttribute(
      'href',
      '/powerhouse/backup?id=cl-1',
    );
  });

  it('offers the actions the lifecycle table allows and says why the others are refused', async () => {
    answerDetail();
    const { user } = renderWithProviders(<ClusterDetailScreen />, { at: `${detailPath}?id=cl-1` });
    const menu = await openActions(user);
    const start = within(menu).getByRole('menuitem', { name: 'Start' });
    expect(start).toHaveAttribute('aria-disabled', 'true');
    expect(start).toHaveAccessibleDescription('The cluster is already running.');
    expect(within(menu).getByRole('menuitem', { name: 'Stop' })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Terminate' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('stops the cluster after confirming, shows Stopping at once and follows it to Stopped', async () => {
    answerDetail();
    const stops: SentParams<typeof clusters.stop>[] = [];
    let polls = 0;
    server.use(
      answer(clusters.stop, (body) => {
        stops.push(body);
        return acceptedOf('cl-1', 'stop', 'STOPPING', 'STOPPED');
      }),
      answer(clusters.state, () => {
        polls += 1;
        return {
          items: [
            {
              id: 'cl-1',
              status: polls > 1 ? ('STOPPED' as const) : ('STOPPING' as const),
              serviceState: null,
              updatedAt: '2026-11-20T10:00:00.000Z',
            },
          ],
        };
      }),
    );
    const { user } = renderWithProviders(<ClusterDetailScreen />, { at: `${detailPath}?id=cl-1` });
    const menu = await openActions(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Stop' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Stop social graph?' });
    // A free cluster costs nothing stopped either (a Standard one's storage is billed: below).
    expect(dialog).toHaveTextContent(
      'It is on the free tier: nothing is billed while it is stopped either.',
    );
    // The next read of the cluster (once the operation ends) answers it stopped.
    answerDetail(clusterOf({ status: 'STOPPED' }));
    await user.click(within(dialog).getByRole('button', { name: 'Stop' }));
    expect(stops).toEqual([{ clusterId: 'cl-1' }]);
    const heading = screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
    expect(await within(heading).findByText('Stopping')).toBeVisible();
    // Every server follows the cluster's status.
    const table = screen.getByRole('table', { name: 'Servers of the cluster' });
    expect(within(table).getAllByText('Stopping')).toHaveLength(2);
    expect(await within(heading).findByText('Stopped', {}, { timeout: 8000 })).toBeVisible();
  }, 15_000);

  it("says what a Standard cluster costs once stopped and while running, in each action's dialog", async () => {
    answerDetail(clusterOf({ type: 'STANDARD', hourlyPriceMicros: 4_980_000 }));
    const { user } = renderWithProviders(<ClusterDetailScreen />, { at: `${detailPath}?id=cl-1` });
    expect(await screen.findByRole('heading', { level: 1, name: 'social graph' })).toBeVisible();
    expect(valueOf('While running')).toHaveTextContent('$4.9800/hr');
    await user.click(within(await openActions(user)).getByRole('menuitem', { name: 'Stop' }));
    const stop = await screen.findByRole('alertdialog', { name: 'Stop social graph?' });
    expect(stop).toHaveTextContent('A stopped cluster is billed for its storage only.');
    await user.click(within(stop).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await openActions(user)).getByRole('menuitem', { name: 'Restart' }));
    const restart = await screen.findByRole('alertdialog', { name: 'Restart social graph?' });
    expect(restart).toHaveTextContent('Billed while running: $4.9800/hr');
  });

  it('says a refused action in its dialog', async () => {
    answerDetail();
    server.use(
      refuse(
        clusters.restart,
        codes.refused,
        'An operation is in progress (Updating): wait until it finishes.',
      ),
    );
    const { user } = renderWithProviders(<ClusterDetailScreen />, { at: `${detailPath}?id=cl-1` });
    const menu = await openActions(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Restart' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restart social graph?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restart' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'An operation is in progress (Updating): wait until it finishes.',
    );
  });

  it('terminates the cluster once its name is typed', async () => {
    answerDetail();
    const sent: SentParams<typeof clusters.terminate>[] = [];
    server.use(
      answer(clusters.terminate, (body) => {
        sent.push(body);
        return acceptedOf('cl-1', 'terminate', 'TERMINATING', 'TERMINATED');
      }),
      answer(clusters.state, {
        items: [
          {
            id: 'cl-1',
            status: 'TERMINATING',
            serviceState: null,
            updatedAt: '2026-11-20T10:00:00.000Z',
          },
        ],
      }),
    );
    const { user } = renderWithProviders(<ClusterDetailScreen />, { at: `${detailPath}?id=cl-1` });
    const menu = await openActions(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Terminate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Terminate social graph?' });
    expect(dialog).toHaveTextContent('deletes its 2 servers, its data and its backups for good');
    const confirm = within(dialog).getByRole('button', { name: 'Terminate' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox'), 'social graph');
    await user.click(confirm);
    await waitFor(() => expect(sent).toEqual([{ clusterId: 'cl-1', confirmName: 'social graph' }]));
    expect(await screen.findAllByText('Cancelling')).not.toHaveLength(0);
  });

  it('monitors each server on its own, asked with the server id', async () => {
    answerDetail();
    const asked: string[] = [];
    const series = (metric: 'cpu' | 'memory' | 'disk') => ({
      metric,
      unit: metric === 'cpu' ? ('percent' as const) : ('bytes' as const),
      capacity: metric === 'cpu' ? null : 16 * 1024 ** 3,
      intervalSeconds: 60,
      from: '2026-11-20T09:00:00.000Z',
      to: '2026-11-20T10:00:00.000Z',
      points: [{ at: '2026-11-20T09:59:00.000Z', value: metric === 'cpu' ? 12 : 1024 ** 3 }],
    });
    server.use(
      answer(monitor.cpu, ({ instanceId }) => {
        asked.push(String(instanceId));
        return series('cpu');
      }),
      answer(monitor.memory, series('memory')),
      answer(monitor.disk, series('disk')),
    );
    const { user } = renderWithProviders(<ClusterDetailScreen />, {
      at: `${detailPath}?id=cl-1&tab=monitoring`,
    });
    const servers = await screen.findByRole('radiogroup', { name: 'Server' });
    expect(await screen.findByText('12% of 4 vCPU')).toBeVisible();
    expect(asked).toContain('srv-meta-1');
    await user.click(within(servers).getByRole('radio', { name: 'Shard server 1' }));
    await waitFor(() => expect(asked).toContain('srv-shard-1'));
  });

  it('runs statements on the cluster from its query tab', async () => {
    answerDetail();
    const sent: SentParams<typeof instance.query>[] = [];
    server.use(
      answer(instance.schema, { nodeTables: [], relTables: [] }),
      answer(instance.query, (body) => {
        sent.push(body);
        return {
          ok: true as const,
          columns: ['n'],
          rows: [[1]],
          stats: { rowCount: 1, truncated: false, elapsedMs: 3 },
        };
      }),
    );
    const { user } = renderWithProviders(<ClusterDetailScreen />, {
      at: `${detailPath}?id=cl-1&tab=query`,
    });
    const editor = await screen.findByRole('textbox', { name: 'Cypher statement' });
    await user.type(editor, 'RETURN 1 AS n');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ instanceId: 'cl-1', statement: 'RETURN 1 AS n' });
    // A cluster loads no sample graph: the empty schema offers none.
    expect(screen.queryByRole('link', { name: /sample/i })).toBeNull();
  });

  it('says in the query tab why statements cannot run while the cluster is stopped', async () => {
    answerDetail(clusterOf({ status: 'STOPPED' }));
    renderWithProviders(<ClusterDetailScreen />, { at: `${detailPath}?id=cl-1&tab=query` });
    expect(await screen.findByText('Statements cannot run now')).toBeVisible();
    expect(screen.getByText('Start the cluster first.')).toBeVisible();
  });

  it("resets the root password with the cluster's own captcha, code and reset calls", async () => {
    answerDetail();
    const sent: unknown[] = [];
    server.use(
      answer(resetPassword.clusterCaptchaImage, {
        captchaId: 'cap-1',
        image: 'data:image/svg+xml;base64,PHN2Zy8+',
        expiresInSeconds: 300,
      }),
      answer(resetPassword.sendClusterCode, (body) => {
        sent.push(body);
        return { expiresInSeconds: 600, resendAfterSeconds: 60, sentTo: 'a***@example.com' };
      }),
      answer(resetPassword.resetCluster, (body) => {
        sent.push(body);
        return acceptedOf('cl-1', 'resetRootPassword', 'RESTARTING', 'RUNNING');
      }),
      answer(clusters.state, {
        items: [
          {
            id: 'cl-1',
            status: 'RESTARTING',
            serviceState: null,
            updatedAt: '2026-11-20T10:00:00.000Z',
          },
        ],
      }),
    );
    const { user } = renderWithProviders(<ClusterDetailScreen />, { at: `${detailPath}?id=cl-1` });
    await user.click(await screen.findByRole('button', { name: 'Reset root password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the root password' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Characters in the image' }),
      'ABCDE',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText('The cluster restarts')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Code from the e-mail'), '123456');
    await user.type(
      within(dialog).getByLabelText('New root password', { selector: 'input' }),
      'New#Root99',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reset and restart' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      { clusterId: 'cl-1', captchaId: 'cap-1', captchaCode: 'ABCDE' },
      { clusterId: 'cl-1', emailCode: '123456', password: 'New#Root99' },
    ]);
  }, 15_000);

  it('shows an unknown id as not found, with the way back', async () => {
    server.use(
      answer(userRoutes.info, viewerOf()),
      refuse(clusters.detail, codes.notFound, 'Cluster not found.'),
    );
    renderWithProviders(<ClusterDetailScreen />, { at: `${detailPath}?id=nope` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cluster not found' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Instances' })).toHaveAttribute(
      'href',
      '/quiverGraphInstanceManagement',
    );
  });
});
