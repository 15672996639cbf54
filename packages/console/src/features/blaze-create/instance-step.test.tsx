import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { codes } from '@quiver/contract/wire';
import { answer, refuse, server } from '../../../test/server.ts';
import { memoryBackend, renderWithProviders } from '../../../test/render.tsx';
import { pristineValues } from './create-form.ts';
import { routePaths } from '../../lib/brand.ts';
import { catalogue } from '../../data/catalogue/endpoints.ts';
import { BlazeCreateScreen } from './blaze-create-screen.tsx';
import { catalogueAnswers, editions, sessionWithDraft } from './test-fixtures.ts';

const openWizard = (options: Parameters<typeof renderWithProviders>[1] = {}) =>
  renderWithProviders(<BlazeCreateScreen />, { at: routePaths.blazeInstance, ...options });

describe('create wizard, Instance step', () => {
  it('shows the editions from the catalogue with their prices, Enterprise as a contact path', async () => {
    server.use(...catalogueAnswers());
    openWizard();
    expect(await screen.findByRole('heading', { name: 'Shared', level: 3 })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Standard', level: 3 })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Graph Powerhouse Standard' })).toBeNull();
    // Prices from the micro-dollar amounts: a unit price with 4 decimals, the month at x 730.
    expect(screen.getByText('$0.6100/hr')).toBeVisible();
    expect(screen.getByText(/About \$445\.30 a month/)).toBeVisible();
    expect(screen.getByText('$1.1400/hr').closest('p')).toHaveTextContent(/^From \$1\.1400\/hr/);
    const contact = screen.getByRole('link', { name: 'Contact us about Enterprise' });
    expect(contact).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:support@quiver\.dev\?subject=/),
    );
    expect(screen.queryByRole('button', { name: /Enterprise/ })).toBeNull();
    expect(screen.getByRole('list', { name: 'Shared features' })).toHaveTextContent(
      'Shared feature',
    );
  });

  it('says when the catalogue cannot be loaded, and loads it again on retry', async () => {
    server.use(refuse(catalogue.products, codes.serverError, ''), ...catalogueAnswers());
    const { user } = openWizard();
    expect(await screen.findByRole('alert')).toHaveTextContent('The editions could not be loaded.');
    server.use(answer(catalogue.products, { items: editions }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Choose Shared' })).toBeVisible();
  });

  it('asks for an edition before going on', async () => {
    server.use(...catalogueAnswers());
    const { user, router } = openWizard();
    await screen.findByRole('button', { name: 'Choose Shared' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Choose an edition.')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('group', { name: 'Edition' })).toHaveFocus());
    expect(router.state.location.pathname).toBe(routePaths.blazeInstance);
  });

  it('places a Shared instance in its fixed region and size, then goes to Settings', async () => {
    server.use(...catalogueAnswers());
    const { user, router } = openWizard();
    await user.click(await screen.findByRole('button', { name: 'Choose Shared' }));
    expect(screen.getByRole('button', { name: 'Shared chosen' })).toBeVisible();
    expect(await screen.findByText('Amazon Web Services')).toBeVisible();
    expect(screen.getByText('US East (N. Virginia)')).toBeVisible();
    expect(
      await screen.findByText('2 vCPU, 8 GB memory, 40 GB storage · $0.6100/hr'),
    ).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Region' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(routePaths.blazeSetting));
    expect(await screen.findByRole('heading', { name: 'Settings', level: 2 })).toHaveFocus();
  });

  it('holds a quick Next until the Shared size is in, then goes on without an error', async () => {
    // The sizes answer waits until released; a handler that returns nothing passes the request on.
    let release = () => {};
    const sizesHeld = new Promise<void>((resolve) => (release = resolve));
    const route = catalogue.options.method === 'GET' ? http.get : http.post;
    server.use(...catalogueAnswers());
    server.use(route(catalogue.options.path, async () => void (await sizesHeld)));
    const { user, router } = openWizard();
    await user.click(await screen.findByRole('button', { name: 'Choose Shared' }));
    expect(await screen.findByText('Amazon Web Services')).toBeVisible();
    const next = screen.getByRole('button', { name: 'Next' });
    await user.click(next);
    // Held, said as loading, not refused: the stepper marks nothing and the address stays.
    expect(next).toHaveAttribute('aria-busy', 'true');
    expect(next).toHaveAccessibleName(/Loading this step’s choices/);
    expect(screen.queryByText(/has errors/)).toBeNull();
    expect(router.state.location.pathname).toBe(routePaths.blazeInstance);
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe(routePaths.blazeSetting));
    expect(await screen.findByRole('heading', { name: 'Settings', level: 2 })).toHaveFocus();
    expect(screen.queryByText(/has errors/)).toBeNull();
  });

  it('holds a Next pressed while the Shared place itself is loading, then goes on', async () => {
    let release = () => {};
    const placesHeld = new Promise<void>((resolve) => (release = resolve));
    const route = (endpoint: { method: string; path: string }) =>
      (endpoint.method === 'GET' ? http.get : http.post)(
        endpoint.path,
        async () => void (await placesHeld),
      );
    server.use(...catalogueAnswers());
    server.use(route(catalogue.vendors), route(catalogue.usableRegionsV2));
    const { user, router } = openWizard();
    await user.click(await screen.findByRole('button', { name: 'Choose Shared' }));
    const next = screen.getByRole('button', { name: 'Next' });
    await user.click(next);
    expect(next).toHaveAttribute('aria-busy', 'true');
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe(routePaths.blazeSetting));
    expect(screen.queryByText(/has errors/)).toBeNull();
  });

  it('offers only usable regions of the chosen provider for Standard, and its sizes', async () => {
    server.use(...catalogueAnswers());
    const { user } = openWizard();
    await user.click(await screen.findByRole('button', { name: 'Choose Standard' }));
    const region = await screen.findByRole('combobox', { name: 'Region' });
    expect(region).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Cloud provider' }));
    await user.click(await screen.findByRole('option', { name: 'Google Cloud' }));
    await user.click(region);
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Belgium (europe-west1)']);
    await user.click(within(listbox).getByRole('option', { name: 'Belgium (europe-west1)' }));
    // The smallest size is chosen by default.
    expect(await screen.findByRole('combobox', { name: 'Size' })).toHaveTextContent(
      '4 vCPU, 16 GB memory, 50 GB storage · $1.1400/hr',
    );
  });

  it('chooses the edition the questionnaire answers point to, and says so', async () => {
    server.use(...catalogueAnswers());
    openWizard({
      stored: {
        questionnaireAnswers: JSON.stringify({
          userId: null,
          answers: {
            role: 'developer',
            useCases: ['fraud-detection'],
            experience: 'production',
            dataSize: '1m-100m',
          },
        }),
      },
    });
    expect(await screen.findByRole('button', { name: 'Standard chosen' })).toBeVisible();
    expect(screen.getByText(/We chose the edition from your answers/)).toBeVisible();
  });

  it('withdraws a suggested Shared when the free slot is taken, choosing nothing in its place', async () => {
    server.use(...catalogueAnswers({ freeSlotTaken: true }));
    openWizard({
      stored: {
        questionnaireAnswers: JSON.stringify({
          userId: null,
          answers: {
            role: 'student',
            useCases: ['knowledge-graph'],
            experience: 'learning',
            dataSize: 'under-1m',
          },
        }),
      },
    });
    expect(await screen.findByText(/point to Shared, but your account's free/)).toBeVisible();
    expect(screen.queryByText(/We chose the edition from your answers/)).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Choose Shared' })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
    expect(screen.getByRole('button', { name: 'Choose Standard' })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(screen.queryByRole('button', { name: /chosen$/ })).toBeNull();
    expect(
      screen.queryByText('Only one free instance or cluster per account.', {
        selector: '[data-slot="form-error"]',
      }),
    ).toBeNull();
  });

  it('says on the Shared card that the account’s free slot is taken, and offers Standard only', async () => {
    server.use(...catalogueAnswers({ freeSlotTaken: true }));
    const { user } = openWizard();
    const shared = await screen.findByRole('button', { name: 'Choose Shared' });
    // Refused but reachable: in the Tab order, announced unavailable, the reason as its description.
    await waitFor(() => expect(shared).toHaveAttribute('aria-disabled', 'true'));
    expect(shared).toHaveAccessibleDescription('Only one free instance or cluster per account.');
    expect(
      within(shared.closest('[data-slot="edition-card"]') as HTMLElement).getByText(
        'Only one free instance or cluster per account.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Choose Standard' })).not.toHaveAttribute(
      'aria-disabled',
    );
    // Pressing it chooses nothing.
    shared.focus();
    await user.keyboard('{Enter}');
    await user.click(shared);
    expect(screen.queryByRole('button', { name: /chosen$/ })).toBeNull();
  });

  it('refuses Next with the server’s words when Shared was chosen before the slot was known taken', async () => {
    server.use(...catalogueAnswers({ freeSlotTaken: true }));
    const { user, router } = openWizard({
      session: sessionWithDraft(memoryBackend(), { ...pristineValues(), edition: 'shared' }),
    });
    // Chosen already (a kept draft, a clone): the card stays chosen, Next says why it cannot be.
    expect(await screen.findByRole('button', { name: 'Shared chosen' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('Only one free instance or cluster per account.', {
        selector: '[data-slot="form-error"]',
      }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(routePaths.blazeInstance);
  });
});
