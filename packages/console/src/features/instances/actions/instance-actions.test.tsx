import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Instance } from '@quiver/contract';
import { codes } from '@quiver/contract/wire';
import { instance } from '../../../data/instance/endpoints.ts';
import { user as userRoutes } from '../../../data/user/endpoints.ts';
import { notify } from '../../../lib/notify.ts';
import { answer, refuse, server, type SentParams } from '../../../../test/server.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import {
  acceptedOf,
  instanceOf,
  pageOf,
  productOf,
  viewerOf,
  withTableLayout,
  withoutClusters,
} from '../../../../test/instances.ts';
import { forecastOf } from '../../../../test/billing.ts';
import { billing } from '../../../data/billing/endpoints.ts';
import { InstancesScreen } from '../instances-screen.tsx';

const listPath = '/quiverGraphInstanceManagement';

/** The list with one row, the server answering the calls a row's actions make. */
function renderRow(row: Instance, { account = viewerOf() } = {}) {
  server.use(
    answer(userRoutes.info, account),
    answer(instance.list, pageOf([row])),
    answer(instance.productDetail, ({ instanceId }) => productOf(instanceId)),
    // A start adds a running month's rest to the forecast, a stop takes it away (storage stays).
    answer(billing.forecastChange, (body) =>
      forecastOf(
        body.action === 'stop'
          ? -20_150_000
          : body.action === 'terminate'
            ? -30_000_000
            : 20_150_000,
      ),
    ),
  );
  return renderWithProviders(<InstancesScreen />, { at: listPath });
}

async function openMenu(user: ReturnType<typeof renderRow>['user'], name = 'orders') {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  return screen.findByRole('menu');
}

/** The status a row shows, polled while the test lasts. */
function followStatus(status: Instance['status']) {
  server.use(
    answer(instance.state, ({ instanceIds }) => ({
      items: instanceIds.map((id) => ({
        id,
        status,
        serviceState: null,
        updatedAt: '2026-11-20T10:00:00.000Z',
      })),
    })),
  );
}

describe('lifecycle actions', () => {
  withTableLayout();
  withoutClusters();

  it('mounts the menu on first use: the button announces it, focus stays on it, keys open it', async () => {
    const { user } = renderRow(instanceOf());
    const before = await screen.findByRole('button', { name: 'Actions for orders' });
    // A plain button until used, announcing the menu as Radix's trigger does.
    expect(before).toHaveAttribute('aria-haspopup', 'menu');
    expect(before).toHaveAttribute('aria-expanded', 'false');
    expect(before).not.toHaveAttribute('aria-controls');

    await user.tab();
    while (
      !screen.getByRole('button', { name: 'Actions for orders' }).contains(document.activeElement)
    )
      await user.tab();
    // Focus mounted the menu closed; its own button now has the focus.
    const button = screen.getByRole('button', { name: 'Actions for orders' });
    await waitFor(() => expect(button).toHaveFocus());
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();

    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(screen.getByRole('button', { name: 'Actions for orders' })).toHaveFocus();
  });

  it('opens the menu on the first press of its button', async () => {
    const { user } = renderRow(instanceOf());
    await user.click(await screen.findByRole('button', { name: 'Actions for orders' }));
    expect(await screen.findByRole('menu')).toBeVisible();
    // The open menu hides the rest of the page from assistive technology, its button included.
    expect(
      screen.getByRole('button', { name: 'Actions for orders', hidden: true }),
    ).toHaveAttribute('aria-expanded', 'true');
  });

  it('stop: says it is billed for storage only while stopped, then the row shows Stopping at once', async () => {
    const sent: SentParams<typeof instance.stop>[] = [];
    const { user } = renderRow(instanceOf());
    server.use(
      answer(instance.stop, (body) => {
        sent.push(body);
        return acceptedOf(body.instanceId, 'stop', 'STOPPING', 'STOPPED');
      }),
    );
    followStatus('STOPPING');
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Stop' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Stop orders?' });
    expect(dialog).toHaveTextContent(
      'Connections and queries end while the instance stops. Its data and settings are kept',
    );
    await waitFor(() =>
      expect(within(dialog).getByTestId('action-cost')).toHaveTextContent(
        'Billed for storage only while stopped: $0.0100/hr',
      ),
    );
    expect(await within(dialog).findByText('(-$20.15)')).toBeVisible();
    expect(within(dialog).getByTestId('forecast-delta')).toHaveTextContent(
      "This month's forecast: $52.10 → $31.95 (-$20.15)",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent).toEqual([{ instanceId: 'inst-1' }]);
    expect(await screen.findByText('Stopping')).toBeVisible();
    // Focus goes back to the button the menu opened from.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Actions for orders' })).toHaveFocus(),
    );
  });

  it('start: shows the running price; a refusal stays in the dialog and is said once', async () => {
    const errors = vi.spyOn(notify, 'error');
    const { user } = renderRow(instanceOf({ status: 'STOPPED', serviceState: null }));
    server.use(
      refuse(
        instance.start,
        codes.refused,
        'Failed to start the instance, check the payment method.',
      ),
    );
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Start' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Start orders?' });
    await waitFor(() =>
      expect(within(dialog).getByTestId('action-cost')).toHaveTextContent(
        'Billed while running: $0.6100/hr',
      ),
    );
    expect(await within(dialog).findByTestId('forecast-delta')).toHaveTextContent(
      "This month's forecast: $52.10 → $72.25 (+$20.15)",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to start the instance, check the payment method.',
    );
    expect(
      screen.getAllByText('Failed to start the instance, check the payment method.'),
    ).toHaveLength(1);
    expect(errors).not.toHaveBeenCalled();
    // Nothing changed: the row is still Stopped.
    expect(screen.getByRole('table', { name: 'Instances', hidden: true })).toHaveTextContent(
      'Stopped',
    );
  });

  it('restart: says the instance is briefly unavailable, at the running price', async () => {
    const { user } = renderRow(instanceOf());
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Restart' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restart orders?' });
    expect(dialog).toHaveTextContent('unavailable for a moment while it restarts');
    await waitFor(() =>
      expect(within(dialog).getByTestId('action-cost')).toHaveTextContent(
        'Billed while running: $0.6100/hr',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('force start: offered after a start failed for lack of memory, with the spec message', async () => {
    const sent: unknown[] = [];
    const { user } = renderRow(
      instanceOf({ status: 'STOPPED', serviceState: null, failureReason: 'startNoMemory' }),
    );
    server.use(
      answer(instance.forceStart, (body) => {
        sent.push(body);
        return acceptedOf(body.instanceId, 'forceStart', 'STARTING', 'RUNNING');
      }),
    );
    followStatus('STARTING');
    const menu = await openMenu(user);
    const forceStart = within(menu).getByRole('menuitem', { name: 'Force start' });
    expect(forceStart).toHaveAccessibleDescription('Start failed: increase memory or force start.');
    await user.click(forceStart);
    const dialog = await screen.findByRole('alertdialog', { name: 'Force start orders?' });
    expect(dialog).toHaveTextContent('mounts only the default graph');
    await waitFor(() =>
      expect(within(dialog).getByTestId('action-cost')).toHaveTextContent('$0.6100/hr'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Force start' }));
    expect(await screen.findByText('Starting')).toBeVisible();
    expect(sent).toEqual([{ instanceId: 'inst-1' }]);
  });

  it('terminate: says data and backups are deleted and needs the name typed exactly', async () => {
    const sent: SentParams<typeof instance.terminate>[] = [];
    const { user } = renderRow(instanceOf({ name: 'Orders 2026' }));
    server.use(
      answer(instance.terminate, (body) => {
        sent.push(body);
        return acceptedOf(body.instanceId, 'terminate', 'TERMINATING', 'TERMINATED');
      }),
    );
    followStatus('TERMINATING');
    const menu = await openMenu(user, 'Orders 2026');
    await user.click(within(menu).getByRole('menuitem', { name: 'Terminate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Terminate Orders 2026?' });
    expect(dialog).toHaveTextContent(
      'Terminating Orders 2026 deletes the instance, its data and its backups for good. This cannot be undone. Billing stops once it is cancelled.',
    );
    // What stopping the bill does to the month, asked about this instance's termination.
    expect(await within(dialog).findByTestId('forecast-delta')).toHaveTextContent(
      "This month's forecast: $52.10 → $22.10 (-$30.00)",
    );
    const field = within(dialog).getByRole('textbox', { name: 'Type Orders 2026 to confirm' });
    const confirm = within(dialog).getByRole('button', { name: 'Terminate' });
    await user.type(field, 'orders 2026');
    expect(confirm).toBeDisabled();
    await user.clear(field);
    await user.type(field, 'Orders 2026');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent).toEqual([{ instanceId: 'inst-1', confirmName: 'Orders 2026' }]);
    expect(await screen.findByText('Cancelling')).toBeVisible();
  });

  it('opens the create wizard for a clone, and the detail, configuration and query screens', async () => {
    const { user, router } = renderRow(instanceOf());
    const go = async (name: string) => {
      const menu = await openMenu(user);
      await user.click(within(menu).getByRole('menuitem', { name }));
      return `${router.state.location.pathname}${router.state.location.search}`;
    };
    expect(await go('Clone')).toBe('/blaze/quiverGraphInstance?cloneOf=inst-1');
    await router.navigate(listPath);
    expect(await go('Back up')).toBe('/blaze/quiverGraphDetail?id=inst-1&tab=backups');
    await router.navigate(listPath);
    expect(await go('Configure')).toBe('/blaze/quiverGraphConfigurations?id=inst-1');
    await router.navigate(listPath);
    expect(await go('Query')).toBe('/blaze/quiverGraphCLI?id=inst-1');
  });

  it("refuses what the account may not do, with the account's reason", async () => {
    const { user } = renderRow(instanceOf({ status: 'STOPPED', serviceState: null }), {
      account: viewerOf('LIMITED'),
    });
    const menu = await openMenu(user);
    expect(within(menu).getByRole('menuitem', { name: 'Start' })).toHaveAccessibleDescription(
      'Your account is limited: you can read and pay bills, but not create or start instances.',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Clone' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Terminate' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('offers nothing but terminate in Error', async () => {
    const { user } = renderRow(instanceOf({ status: 'ERROR', serviceState: null }));
    const menu = await openMenu(user);
    const items = within(menu).getAllByRole('menuitem');
    expect(
      items.filter((item) => !item.hasAttribute('aria-disabled')).map((item) => item.textContent),
    ).toEqual(['Terminate']);
    expect(within(menu).getByRole('menuitem', { name: 'Start' })).toHaveAccessibleDescription(
      'The instance is in error: terminate it, then create a new one.',
    );
  });
});
