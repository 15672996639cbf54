import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { memoryBackend, renderWithProviders } from '../../../test/render.tsx';
import { answer, server } from '../../../test/server.ts';
import { routePaths } from '../../lib/brand.ts';
import { instance } from '../../data/instance/endpoints.ts';
import { BlazeCreateScreen } from './blaze-create-screen.tsx';
import {
  catalogueAnswers,
  createdInstance,
  sessionWithDraft,
  standardValues,
} from './test-fixtures.ts';

describe('create wizard, moving between steps', () => {
  it('follows the browser back and forward buttons, keeping what was typed', async () => {
    server.use(...catalogueAnswers());
    const { user, router } = renderWithProviders(<BlazeCreateScreen />, {
      at: routePaths.blazeSetting,
      session: sessionWithDraft(memoryBackend(), standardValues({ name: '' })),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Instance name' }), 'typed-here');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Account', level: 2 })).toHaveFocus();
    expect(router.state.location.pathname).toBe(routePaths.blazeAccount);
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Account');

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Settings', level: 2 })).toHaveFocus();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Settings');
    expect(screen.getByRole('textbox', { name: 'Instance name' })).toHaveValue('typed-here');
    await act(() => router.navigate(1));
    expect(await screen.findByRole('heading', { name: 'Account', level: 2 })).toBeVisible();
  });

  it('goes back with its own Back as the browser does, so the browser Back never goes forward', async () => {
    server.use(...catalogueAnswers());
    const { user, router } = renderWithProviders(<BlazeCreateScreen />, {
      at: routePaths.blazeSetting,
      session: sessionWithDraft(memoryBackend(), standardValues()),
    });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Account', level: 2 })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Settings', level: 2 })).toHaveFocus();
    expect(router.state.location.pathname).toBe(routePaths.blazeSetting);
    // The wizard's Back took the history back a step: the browser's Back leaves Settings for what
    // came before it (here nothing), not for Account, and its Forward returns to Account.
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe(routePaths.blazeSetting);
    await act(() => router.navigate(1));
    expect(await screen.findByRole('heading', { name: 'Account', level: 2 })).toBeVisible();
  });

  it('sends an address whose earlier steps are unfinished to the first unfinished step', async () => {
    server.use(...catalogueAnswers());
    const { router } = renderWithProviders(<BlazeCreateScreen />, { at: routePaths.blazeReview });
    await waitFor(() => expect(router.state.location.pathname).toBe(routePaths.blazeInstance));
    expect(await screen.findByRole('heading', { name: 'Instance', level: 2 })).toBeVisible();
  });

  it('asks before leaving with unsaved values; Keep editing stays, Leave discards the draft', async () => {
    server.use(...catalogueAnswers());
    const tab = memoryBackend();
    const { user, router } = renderWithProviders(<BlazeCreateScreen />, {
      at: routePaths.blazeSetting,
      session: sessionWithDraft(tab, standardValues()),
    });
    await screen.findByRole('textbox', { name: 'Instance name' });
    await act(() => router.navigate(routePaths.dashboard));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Leave without creating the instance?',
    });
    expect(dialog).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe(routePaths.blazeSetting);
    expect(tab.getItem('blazeCreateDraft')).not.toBeNull();

    await act(() => router.navigate(routePaths.dashboard));
    await user.click(await screen.findByRole('button', { name: 'Leave and discard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(routePaths.dashboard));
    expect(tab.getItem('blazeCreateDraft')).toBeNull();
  });

  it("prefills a clone from the source's template, and creates it with cloneOf", async () => {
    const sourceId = '0d4d6a2e-7f1e-4c55-9a53-6a1c2f0b9e11';
    const created: unknown[] = [];
    server.use(
      ...catalogueAnswers(),
      answer(instance.cloneTemplate, {
        sourceInstanceId: sourceId,
        name: 'orde_C031562',
        kind: 'BLAZE',
        edition: 'standard',
        vendor: 'aws',
        region: 'eu-west-1',
        sizeId: 'standard-8c32g',
        storageGb: 64,
        version: '4.4.7',
        port: 60200,
        allowedIps: [{ ip: '192.168.1.0/24', description: 'Lab' }],
        memoryThreshold: 85,
        logLevel: 2,
        nodeIdCache: 5000,
        shortUuid: true,
      }),
      answer(instance.stockCheck, { available: true }),
      answer(instance.create, (body) => {
        created.push(body);
        return createdInstance(body);
      }),
    );
    const { user, router } = renderWithProviders(<BlazeCreateScreen />, {
      at: `${routePaths.blazeInstance}?cloneOf=${sourceId}`,
    });
    expect(
      await screen.findByText(/These settings are copied from the instance you are cloning/),
    ).toBeVisible();
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('button', { name: 'Standard chosen' })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Size' })).toHaveTextContent(
        '8 vCPU, 32 GB memory',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('textbox', { name: 'Instance name' })).toHaveValue(
      'orde_C031562',
    );
    expect(screen.getByRole('textbox', { name: 'Listening port' })).toHaveValue('60200');
    expect(screen.getByRole('textbox', { name: 'IP address 1' })).toHaveValue('192.168.1.0/24');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Version' })).toHaveTextContent('Blaze 4.4.7'),
    );
    expect(screen.getByRole('checkbox', { name: 'Short UUID' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // The clone needs its own root password.
    const password = await screen.findByLabelText('Root password', { selector: 'input' });
    expect(password).toHaveValue('');
    await user.type(password, 'Clone#Pass1');
    await user.type(
      screen.getByLabelText('Confirm root password', { selector: 'input' }),
      'Clone#Pass1',
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(routePaths.blazeDetail));
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      name: 'orde_C031562',
      sizeId: 'standard-8c32g',
      version: 'blaze-4.4.7',
      port: 60200,
      memoryThreshold: 85,
      logLevel: 2,
      nodeIdCache: 5000,
      shortUuid: true,
      rootPassword: 'Clone#Pass1',
      cloneOf: sourceId,
    });
  });
});
