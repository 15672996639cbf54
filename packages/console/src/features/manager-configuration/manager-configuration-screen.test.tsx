import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { GraphImage, Instance } from '@quiver/contract';
import { codes } from '@quiver/contract/wire';
import { instance as instanceRoutes } from '../../data/instance/endpoints.ts';
import { manager } from '../../data/managers/endpoints.ts';
import { user } from '../../data/user/endpoints.ts';
import { acceptedOf, clusterRowOf, instanceOf, viewerOf } from '../../../test/instances.ts';
import { answer, refuse, server, type AnswerData, type SentParams } from '../../../test/server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { routePaths } from '../../lib/brand.ts';
import { ManagerConfigurationScreen } from './manager-configuration-screen.tsx';

const managerSize: Instance['size'] = {
  id: 'manager-4c16g',
  name: 'Manager 4 vCPU',
  edition: 'manager-standard',
  vcpu: 4,
  memoryGb: 16,
  storageGb: 100,
  maxStorageGb: 4096,
  hourlyPriceMicros: 1_660_000,
};

function managerOf(overrides: Partial<Instance> = {}): Instance {
  return instanceOf({
    id: 'mgr-1',
    name: 'ops',
    kind: 'MANAGER',
    type: 'STANDARD',
    edition: 'manager-standard',
    size: managerSize,
    storageGb: 100,
    version: '2.2.5',
    hourlyPriceMicros: 1_660_000,
    serviceAddress: '10.0.0.20:60061',
    ...overrides,
  });
}

const newer: GraphImage = {
  id: 'manager-2.3.0',
  kind: 'MANAGER',
  version: '2.3.0',
  name: 'Manager 2.3.0',
  isDefault: true,
  releasedAt: '2026-10-01T00:00:00.000Z',
};

type Managed = AnswerData<typeof manager.clusters>['items'][number];
const managed = (overrides: Partial<Managed> = {}): Managed => ({
  ...clusterRowOf(),
  managerId: null,
  managerName: null,
  ...overrides,
});

/** The screen of `shown` with the calls every section makes answered. */
function openScreen(
  shown: Instance,
  {
    clusters = [managed({ managerId: 'mgr-1', managerName: 'ops' })],
    upgrade = {
      currentVersion: '2.2.5',
      latestVersion: '2.3.0',
      upgradable: true,
      versions: [newer],
    } as AnswerData<typeof manager.upgradeCheck>,
  } = {},
) {
  server.use(
    answer(instanceRoutes.detail, shown),
    answer(user.info, viewerOf()),
    answer(manager.clusters, { items: clusters }),
    answer(manager.upgradeCheck, upgrade),
    answer(instanceRoutes.state, (body) => ({
      items: body.instanceIds.map((id) => ({
        id,
        status: 'RUNNING' as const,
        serviceState: 'AVAILABLE' as const,
        updatedAt: shown.updatedAt,
      })),
    })),
  );
  return renderWithProviders(<ManagerConfigurationScreen />, {
    at: `${routePaths.managerConfigurations}?id=${shown.id}`,
  });
}

/** A card of the screen, found by its heading. */
const cardOf = async (name: string) =>
  (await screen.findByRole('heading', { name, level: 2 })).closest<HTMLElement>(
    '[data-slot="card"]',
  ) ?? document.body;

describe('Manager configuration', { timeout: 15_000 }, () => {
  it('shows the Manager, its actions and its overview', async () => {
    const { user: person } = openScreen(managerOf());
    expect(await screen.findByRole('heading', { name: 'ops', level: 1 })).toBeVisible();
    expect(screen.getAllByText('Active')[0]).toBeVisible();
    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(within(overview).getByText('2.2.5')).toBeVisible();
    expect(within(overview).getByText('aws · us-east-1')).toBeVisible();
    expect(within(overview).getByText('10.0.0.20:60061')).toBeVisible();
    // The lifecycle menu of every instance: backups are not a Manager's (the contract's table).
    await person.click(screen.getByRole('button', { name: 'Actions for ops' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Stop' })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Start' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(menu).getByRole('menuitem', { name: /Back up/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('checks for a newer version first, then upgrades after a confirmation', async () => {
    const sent: SentParams<typeof manager.upgrade>[] = [];
    server.use(
      answer(manager.upgrade, (body) => {
        sent.push(body);
        return acceptedOf('mgr-1', 'upgrade', 'UPDATING', 'RUNNING');
      }),
    );
    const { user: person } = openScreen(managerOf());
    const section = await cardOf('Upgrade');
    expect(within(section).getByText('Runs version 2.2.5.')).toBeVisible();
    expect(await within(section).findByText('Version 2.3.0 is available.')).toBeVisible();
    await person.click(within(section).getByRole('button', { name: 'Upgrade to 2.3.0' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Upgrade ops to 2.3.0?' });
    expect(dialog).toHaveTextContent('The Manager moves from 2.2.5 to 2.3.0.');
    expect(sent).toEqual([]);
    await person.click(within(dialog).getByRole('button', { name: 'Upgrade to 2.3.0' }));
    await waitFor(() => expect(sent).toEqual([{ instanceId: 'mgr-1', version: 'manager-2.3.0' }]));
    expect(await screen.findByText('ops is upgrading to 2.3.0.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('says when the newest version runs, and why an upgrade is not possible now', async () => {
    openScreen(managerOf(), {
      upgrade: { currentVersion: '2.3.0', latestVersion: '2.3.0', upgradable: false, versions: [] },
    });
    const section = await cardOf('Upgrade');
    expect(
      await within(section).findByText('Version 2.3.0 is the newest: nothing to upgrade.'),
    ).toBeVisible();
  });

  it('refuses the upgrade and the cluster changes while an operation runs, with the reason', async () => {
    openScreen(managerOf({ status: 'RESTARTING', serviceState: null }));
    const upgrade = await cardOf('Upgrade');
    expect(within(upgrade).getByText(/An operation is in progress \(Restarting\)/)).toBeVisible();
    expect(within(upgrade).queryByRole('button', { name: /Upgrade to/ })).toBeNull();
    const clusters = await cardOf('Clusters');
    expect(
      await within(clusters).findByRole('button', { name: 'Disconnect payments' }),
    ).toBeDisabled();
    expect(within(clusters).getByRole('button', { name: 'Connect a cluster' })).toBeDisabled();
  });

  it('lists its clusters with a link to each, connects another (moving it) and disconnects one', async () => {
    const connected: SentParams<typeof manager.connectCluster>[] = [];
    const disconnected: SentParams<typeof manager.disconnectCluster>[] = [];
    server.use(
      answer(manager.connectCluster, (body) => {
        connected.push(body);
        return managed({ id: 'cluster-2', name: 'ledger', managerId: 'mgr-1', managerName: 'ops' });
      }),
      answer(manager.disconnectCluster, (body) => {
        disconnected.push(body);
        return managed();
      }),
    );
    const { user: person } = openScreen(managerOf(), {
      clusters: [
        managed({ managerId: 'mgr-1', managerName: 'ops' }),
        managed({ id: 'cluster-2', name: 'ledger', managerId: 'mgr-9', managerName: 'old-ops' }),
        managed({ id: 'cluster-3', name: 'free-one' }),
      ],
    });
    const section = await cardOf('Clusters');
    const list = await within(section).findByRole('list', {
      name: 'Clusters this Manager manages',
    });
    expect(within(list).getByRole('link', { name: 'payments' })).toHaveAttribute(
      'href',
      '/powerhouse/quiverGraphDetail?id=cluster-1',
    );
    expect(within(list).queryByText('ledger')).toBeNull();

    await person.click(within(section).getByRole('button', { name: 'Connect a cluster' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect a cluster' });
    expect(
      within(dialog).getByText(/Managed by old-ops now: it moves to this Manager\./),
    ).toBeVisible();
    // Connect without a choice says what is missing.
    await person.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a cluster.');
    await person.click(within(dialog).getByRole('radio', { name: 'ledger' }));
    await person.click(within(dialog).getByRole('button', { name: 'Connect' }));
    await waitFor(() =>
      expect(connected).toEqual([{ instanceId: 'mgr-1', clusterId: 'cluster-2' }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await person.click(within(section).getByRole('button', { name: 'Disconnect payments' }));
    await waitFor(() =>
      expect(disconnected).toEqual([{ instanceId: 'mgr-1', clusterId: 'cluster-1' }]),
    );
  });

  it("keeps the connect dialog open with the server's refusal", async () => {
    server.use(
      refuse(
        manager.connectCluster,
        codes.refused,
        'This cluster is already connected to this Manager.',
        undefined,
        'clusterAlreadyConnected',
      ),
    );
    const { user: person } = openScreen(managerOf(), {
      clusters: [managed({ id: 'cluster-3', name: 'free-one' })],
    });
    const section = await cardOf('Clusters');
    expect(await within(section).findByText('This Manager manages no cluster yet.')).toBeVisible();
    await person.click(within(section).getByRole('button', { name: 'Connect a cluster' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect a cluster' });
    await person.click(within(dialog).getByRole('radio', { name: 'free-one' }));
    await person.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This cluster is already connected to this Manager.',
    );
  });

  it('says a Manager is not found for an unknown id, and for an instance of another kind', async () => {
    server.use(refuse(instanceRoutes.detail, codes.notFound, 'Instance not found.'));
    const first = renderWithProviders(<ManagerConfigurationScreen />, {
      at: `${routePaths.managerConfigurations}?id=nope`,
    });
    expect(await screen.findByRole('heading', { name: 'Manager not found' })).toBeVisible();
    first.unmount();
    server.use(answer(instanceRoutes.detail, instanceOf()));
    renderWithProviders(<ManagerConfigurationScreen />, {
      at: `${routePaths.managerConfigurations}?id=inst-1`,
    });
    expect(await screen.findByRole('heading', { name: 'Manager not found' })).toBeVisible();
  });
});
