import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ClusterDetail } from '@quiver/contract';
import { answer, server, type SentParams } from '../../../test/server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { acceptedOf, viewerOf } from '../../../test/instances.ts';
import { clusterOf } from '../../../test/clusters.ts';
import { clusters } from '../../data/clusters/endpoints.ts';
import { user as userRoutes } from '../../data/user/endpoints.ts';
import { ClusterConfigurationScreen } from './cluster-configuration-screen.tsx';

const at = '/powerhouse/quiverGraphConfigurations?id=cl-1';
const image = (version: string) => ({
  id: `powerhouse-${version}`,
  kind: 'POWERHOUSE' as const,
  version,
  name: `Powerhouse ${version}`,
  isDefault: false,
  releasedAt: '2026-09-15T00:00:00.000Z',
});

function answerCluster(detail: ClusterDetail) {
  server.use(
    answer(userRoutes.info, viewerOf()),
    answer(clusters.detail, detail),
    answer(clusters.state, {
      items: [
        { id: detail.id, status: 'UPDATING', serviceState: null, updatedAt: detail.updatedAt },
      ],
    }),
  );
}

// Dialogs, menus and polling in happy-dom take seconds on a loaded machine.
describe('Powerhouse cluster configuration', { timeout: 20_000 }, () => {
  it('renames the cluster at once', async () => {
    answerCluster(clusterOf());
    const sent: SentParams<typeof clusters.updateInfo>[] = [];
    server.use(
      answer(clusters.updateInfo, (body) => {
        sent.push(body);
        const { servers: _servers, ...renamed } = clusterOf({ name: String(body.name) });
        return renamed;
      }),
    );
    const { user } = renderWithProviders(<ClusterConfigurationScreen />, { at });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Configure social graph' }),
    ).toBeVisible();
    const name = screen.getByRole('textbox', { name: 'Cluster name' });
    await user.clear(name);
    // The name rule in a cluster's words, as its create wizard says it.
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Enter a cluster name.')).toBeVisible();
    await user.type(name, 'people graph');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(sent).toEqual([{ clusterId: 'cl-1', name: 'people graph' }]));
    expect(await screen.findByText('The cluster is renamed.')).toBeVisible();
  });

  it('sends only a new port, saying first that the running cluster restarts', async () => {
    answerCluster(clusterOf({ type: 'STANDARD', port: 60100 }));
    const sent: SentParams<typeof clusters.updateNetwork>[] = [];
    server.use(
      answer(clusters.updateNetwork, (body) => {
        sent.push(body);
        return acceptedOf('cl-1', 'configure', 'UPDATING', 'RUNNING');
      }),
    );
    const { user } = renderWithProviders(<ClusterConfigurationScreen />, { at });
    const port = await screen.findByRole('textbox', { name: 'Listening port' });
    await user.clear(port);
    await user.type(port, '60200');
    expect(await screen.findByText('Saving restarts the cluster')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save and restart' }));
    await waitFor(() => expect(sent).toEqual([{ clusterId: 'cl-1', port: 60200 }]));
  });

  it("keeps the free cluster's port fixed and sends server settings to every server", async () => {
    answerCluster(clusterOf());
    const sent: SentParams<typeof clusters.updateConfig>[] = [];
    server.use(
      answer(clusters.updateConfig, (body) => {
        sent.push(body);
        return acceptedOf('cl-1', 'configure', 'UPDATING', 'RUNNING');
      }),
    );
    const { user } = renderWithProviders(<ClusterConfigurationScreen />, { at });
    expect(await screen.findByText('60061 (fixed for the free cluster)')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Listening port' })).toBeNull();
    const threshold = screen.getByRole('textbox', { name: 'Memory threshold (%)' });
    await user.clear(threshold);
    await user.type(threshold, '85');
    await user.click(screen.getByRole('button', { name: 'Save server settings' }));
    await waitFor(() => expect(sent).toEqual([{ clusterId: 'cl-1', memoryThreshold: 85 }]));
  });

  it('checks for an upgrade first, says what changes and that it restarts, then upgrades', async () => {
    answerCluster(clusterOf());
    let checks = 0;
    const sent: SentParams<typeof clusters.upgrade>[] = [];
    server.use(
      answer(clusters.upgradeCheck, () => {
        checks += 1;
        return {
          currentVersion: '5.1.4',
          latestVersion: '5.2.1',
          upgradable: true,
          versions: [image('5.2.1'), image('5.2.0')],
        };
      }),
      answer(clusters.upgrade, (body) => {
        sent.push(body);
        return acceptedOf('cl-1', 'upgrade', 'UPDATING', 'RUNNING');
      }),
    );
    const { user } = renderWithProviders(<ClusterConfigurationScreen />, { at });
    const section = (await screen.findByRole('heading', { name: 'Version' })).closest(
      '[data-slot="card"]',
    ) as HTMLElement;
    expect(checks).toBe(0);
    await user.click(within(section).getByRole('button', { name: 'Check for upgrades' }));
    expect(
      await within(section).findByText(
        'A newer version is available: 5.1.4 can be upgraded to 5.2.1.',
      ),
    ).toBeVisible();
    expect(within(section).getByText(/All 2 servers move from 5.1.4 to 5.2.1/)).toBeVisible();
    expect(
      within(section).getByText(/its servers restart one after another on the new version/),
    ).toBeVisible();
    await user.click(within(section).getByRole('radio', { name: 'Powerhouse 5.2.0' }));
    expect(within(section).getByText(/All 2 servers move from 5.1.4 to 5.2.0/)).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Upgrade to Powerhouse 5.2.0' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Upgrade social graph to Powerhouse 5.2.0?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Upgrade' }));
    await waitFor(() => expect(sent).toEqual([{ clusterId: 'cl-1', version: 'powerhouse-5.2.0' }]));
    expect(await screen.findByText('The upgrade to Powerhouse 5.2.0 has started.')).toBeVisible();
  });

  it('says when the cluster runs the newest version', async () => {
    answerCluster(clusterOf({ version: '5.2.1' }));
    server.use(
      answer(clusters.upgradeCheck, {
        currentVersion: '5.2.1',
        latestVersion: '5.2.1',
        upgradable: false,
        versions: [],
      }),
    );
    const { user } = renderWithProviders(<ClusterConfigurationScreen />, { at });
    await user.click(await screen.findByRole('button', { name: 'Check for upgrades' }));
    expect(
      await screen.findByText('5.2.1 is the newest version: there is nothing to upgrade.'),
    ).toBeVisible();
  });
});
