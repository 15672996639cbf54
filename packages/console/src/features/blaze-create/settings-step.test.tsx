import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { memoryBackend, renderWithProviders } from '../../../test/render.tsx';
import { server } from '../../../test/server.ts';
import { routePaths } from '../../lib/brand.ts';
import { BlazeCreateScreen } from './blaze-create-screen.tsx';
import { pristineValues, type CreateValues } from './create-form.ts';
import { catalogueAnswers, sessionWithDraft, standardValues } from './test-fixtures.ts';

/** The Settings step, the Instance step done (as a draft of this tab). */
function openSettings(values: CreateValues, takenNames: string[] = []) {
  server.use(...catalogueAnswers({ takenNames }));
  return renderWithProviders(<BlazeCreateScreen />, {
    at: routePaths.blazeSetting,
    session: sessionWithDraft(memoryBackend(), values),
  });
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('create wizard, Settings step', () => {
  it('checks the name with the server as the user types, and refuses a taken one in place', async () => {
    const { user, router } = openSettings(standardValues({ name: '' }), ['orders-graph']);
    const name = await screen.findByRole('textbox', { name: 'Instance name' });
    await user.type(name, 'orders-graph');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(
      /You already have an instance with this name: choose another one\./,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(name).toHaveFocus());
    expect(router.state.location.pathname).toBe(routePaths.blazeSetting);

    await user.type(name, '-2');
    expect(await screen.findByText('This name is available.')).toBeVisible();
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(name).toHaveValue('orders-graph-2');
  });

  it('refuses a port outside 60000 to 65535, and keeps a Shared instance on its fixed port', async () => {
    const { user, unmount } = openSettings(standardValues({ port: '' }));
    const port = await screen.findByRole('textbox', { name: 'Listening port' });
    await user.type(port, '6000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(port).toHaveAttribute('aria-invalid', 'true'));
    expect(port).toHaveAccessibleDescription(/Port must be a whole number from 60000 to 65535\./);
    unmount();

    openSettings(
      standardValues({
        edition: 'shared',
        region: 'us-east-1',
        sizeId: 'shared-2c8g',
        port: '60061',
      }),
    );
    const fixed = await screen.findByRole('textbox', { name: 'Listening port' });
    expect(fixed).toHaveAttribute('readonly');
    expect(fixed).toHaveValue('60061');
    expect(fixed).toHaveAccessibleDescription(/Shared instances listen on port 60061/);
  });

  it('shows what is wrong with each allowed IP in place: invalid, duplicate, a description alone', async () => {
    const { user, router } = openSettings(standardValues({ allowedIps: [] }));
    const group = await screen.findByRole('group', { name: 'Allowed inbound IPs' });
    const add = within(group).getByRole('button', { name: 'Add IP address' });
    await user.click(add);
    await user.type(within(group).getByRole('textbox', { name: 'IP address 1' }), '10.0.0.256');
    await user.click(add);
    await user.type(within(group).getByRole('textbox', { name: 'IP address 2' }), '10.1.0.0/24');
    await user.click(add);
    await user.type(
      within(group).getByRole('textbox', { name: 'IP address 3' }),
      '10.1.0.0-10.1.0.255',
    );
    await user.click(add);
    await user.type(within(group).getByRole('textbox', { name: 'Description 4' }), 'VPN');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() =>
      expect(
        within(group).getByRole('textbox', { name: 'IP address 1' }),
      ).toHaveAccessibleDescription(
        'Each of the four numbers of an IPv4 address must be from 0 to 255.',
      ),
    );
    expect(within(group).getByRole('textbox', { name: 'IP address 2' })).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(
      within(group).getByRole('textbox', { name: 'IP address 3' }),
    ).toHaveAccessibleDescription(/repeats an earlier one/);
    expect(
      within(group).getByRole('textbox', { name: 'IP address 4' }),
    ).toHaveAccessibleDescription(
      'Enter the IP address this description belongs to, or clear the description.',
    );
    expect(within(group).getByRole('textbox', { name: 'IP address 1' })).toHaveFocus();
    expect(router.state.location.pathname).toBe(routePaths.blazeSetting);
  });

  it('adds the address the server sees with "Add my IP", once', async () => {
    const { user } = openSettings(standardValues({ allowedIps: [] }));
    const myIp = await screen.findByRole('button', { name: 'Add my IP' });
    await user.click(myIp);
    expect(await screen.findByRole('textbox', { name: 'IP address 1' })).toHaveValue('203.0.113.7');
    expect(screen.getByRole('textbox', { name: 'Description 1' })).toHaveValue('My IP address');
    expect(screen.getByText('Added your IP address 203.0.113.7.')).toBeVisible();
    await user.click(myIp);
    expect(
      await screen.findByText('Your IP address 203.0.113.7 is already in the list.'),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'IP address 2' })).toBeNull();
  });

  it('starts with the defaults: threshold 80, log level 3 (INFO), node ID cache 0, short UUID off', async () => {
    const defaults = pristineValues();
    const { user } = openSettings(
      standardValues({
        memoryThreshold: defaults.memoryThreshold,
        logLevel: defaults.logLevel,
        nodeIdCache: defaults.nodeIdCache,
        version: '',
      }),
    );
    expect(await screen.findByRole('textbox', { name: 'Memory threshold (%)' })).toHaveValue('80');
    expect(screen.getByRole('combobox', { name: 'Log level' })).toHaveTextContent('3 · INFO');
    expect(field('Node ID cache')).toHaveValue('0');
    const shortUuid = screen.getByRole('checkbox', { name: 'Short UUID' });
    expect(shortUuid).not.toBeChecked();
    expect(shortUuid).toHaveAccessibleDescription(/limits a graph to 4 billion nodes and edges/);
    // The version list comes from the catalogue, its default preselected.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Version' })).toHaveTextContent(
        'Blaze 4.5.2 (recommended)',
      ),
    );

    await user.clear(field('Memory threshold (%)'));
    await user.type(field('Memory threshold (%)'), '95');
    await user.clear(field('Node ID cache'));
    await user.type(field('Node ID cache'), '1000000000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(field('Memory threshold (%)')).toHaveAccessibleDescription(
        /Memory threshold must be a whole number from 80 to 90/,
      ),
    );
    expect(field('Node ID cache')).toHaveAccessibleDescription(
      /Node ID cache must be a whole number from 0 to 999,000,000/,
    );
  });
});
