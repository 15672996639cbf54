import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Backup } from '@quiver/contract';
import { answer, server, type SentParams } from '../../../test/server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { acceptedOf, viewerOf, withTableLayout } from '../../../test/instances.ts';
import { clusterOf } from '../../../test/clusters.ts';
import { backups } from '../../data/backups/endpoints.ts';
import { clusters } from '../../data/clusters/endpoints.ts';
import { user as userRoutes } from '../../data/user/endpoints.ts';
import { ClusterBackupsScreen } from './cluster-backups-screen.tsx';

const at = '/powerhouse/backup?id=cl-1';
const available: Backup = {
  id: 'bk-1',
  instanceId: 'cl-1',
  tag: 'nightly',
  sizeBytes: 2 * 1024 ** 2,
  status: 'AVAILABLE',
  createdAt: '2026-11-20T02:00:00.000Z',
  completedAt: '2026-11-20T02:01:00.000Z',
};

// Dialogs, menus and polling in happy-dom take seconds on a loaded machine.
describe('Powerhouse cluster backups', { timeout: 20_000 }, () => {
  withTableLayout();

  it("lists the cluster's backups and backs it up under a tag, asked with the cluster's id", async () => {
    const listed: string[] = [];
    const created: SentParams<typeof backups.create>[] = [];
    server.use(
      answer(userRoutes.info, viewerOf()),
      answer(clusters.detail, clusterOf()),
      answer(backups.list, ({ instanceId }) => {
        listed.push(String(instanceId));
        return { items: [available], total: 1, page: 1, pageSize: 10 };
      }),
      answer(backups.create, (body) => {
        created.push(body);
        return {
          backup: { ...available, id: 'bk-2', tag: String(body.tag), status: 'CREATING' as const },
          operation: acceptedOf('cl-1', 'backup', 'BACKUPING', 'RUNNING'),
        };
      }),
      answer(clusters.state, {
        items: [
          {
            id: 'cl-1',
            status: 'BACKUPING',
            serviceState: 'BACKUP',
            updatedAt: '2026-11-20T10:00:00.000Z',
          },
        ],
      }),
    );
    const { user } = renderWithProviders(<ClusterBackupsScreen />, { at });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Backups of social graph' }),
    ).toBeVisible();
    expect(await screen.findByText('nightly')).toBeVisible();
    expect(listed).toContain('cl-1');
    // A cluster has no sample graphs and no empty.
    expect(screen.queryByRole('button', { name: /sample/i })).toBeNull();
    expect(screen.queryByRole('button', { name: /Empty/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Back up now' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('every server is copied');
    await user.type(within(dialog).getByRole('textbox', { name: 'Tag' }), 'before-upgrade');
    await user.click(within(dialog).getByRole('button', { name: 'Back up' }));
    await waitFor(() => expect(created).toEqual([{ instanceId: 'cl-1', tag: 'before-upgrade' }]));
    // The cluster shows Backing up at once, and the button says why it waits.
    const heading = screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
    expect(await within(heading).findByText('Backing up')).toBeVisible();
  });

  it('recovers the cluster from a backup once its name is typed', async () => {
    const recovered: SentParams<typeof backups.recover>[] = [];
    server.use(
      answer(userRoutes.info, viewerOf()),
      answer(clusters.detail, clusterOf()),
      answer(backups.list, { items: [available], total: 1, page: 1, pageSize: 10 }),
      answer(backups.recover, (body) => {
        recovered.push(body);
        return acceptedOf('cl-1', 'recover', 'RECOVERING', 'RUNNING');
      }),
      answer(clusters.state, {
        items: [
          {
            id: 'cl-1',
            status: 'RECOVERING',
            serviceState: 'RECOVERING',
            updatedAt: '2026-11-20T10:00:00.000Z',
          },
        ],
      }),
    );
    const { user } = renderWithProviders(<ClusterBackupsScreen />, { at });
    await user.click(await screen.findByRole('button', { name: 'Recover from nightly' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('replaces the graph on every server');
    await user.type(within(dialog).getByRole('textbox'), 'social graph');
    await user.click(within(dialog).getByRole('button', { name: 'Recover' }));
    await waitFor(() =>
      expect(recovered).toEqual([
        { instanceId: 'cl-1', backupId: 'bk-1', confirmName: 'social graph' },
      ]),
    );
    const heading = screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
    expect(await within(heading).findByText('Recovering')).toBeVisible();
  });

  it('offers no backup while the cluster is stopped, and says why', async () => {
    server.use(
      answer(userRoutes.info, viewerOf()),
      answer(clusters.detail, clusterOf({ status: 'STOPPED' })),
      answer(backups.list, { items: [available], total: 1, page: 1, pageSize: 10 }),
    );
    renderWithProviders(<ClusterBackupsScreen />, { at });
    expect(await screen.findByRole('button', { name: 'Back up now' })).toBeDisabled();
    expect(screen.getByText('Start the cluster first.')).toBeVisible();
  });
});
