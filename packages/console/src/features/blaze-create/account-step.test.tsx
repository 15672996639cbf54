import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { memoryBackend, renderWithProviders } from '../../../test/render.tsx';
import { server } from '../../../test/server.ts';
import { routePaths } from '../../lib/brand.ts';
import { BlazeCreateScreen } from './blaze-create-screen.tsx';
import { catalogueAnswers, sessionWithDraft, standardValues } from './test-fixtures.ts';

const password = () => screen.getByLabelText('Root password', { selector: 'input' });
const confirmation = () => screen.getByLabelText('Confirm root password', { selector: 'input' });

describe('create wizard, Account step', () => {
  it("sets the root user's password by the graph password rule, typed twice", async () => {
    server.use(...catalogueAnswers());
    const { user, router } = renderWithProviders(<BlazeCreateScreen />, {
      at: routePaths.blazeAccount,
      session: sessionWithDraft(memoryBackend(), standardValues()),
    });
    expect(await screen.findByText('root')).toBeVisible();
    expect(screen.getByText(/You add other graph users later/)).toBeVisible();
    await user.type(password(), 'abc');
    await user.type(confirmation(), 'abd');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(password()).toHaveAccessibleDescription(/Password must be 6 to 64 characters long\./),
    );

    await user.clear(password());
    await user.type(password(), 'it has spaces');
    await waitFor(() =>
      expect(password()).toHaveAccessibleDescription(
        /Password can use printable ASCII characters except space/,
      ),
    );
    await user.clear(password());
    await user.type(password(), 'Graph#Root1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(confirmation()).toHaveAccessibleDescription('The passwords do not match.'),
    );
    await user.clear(confirmation());
    await user.type(confirmation(), 'Graph#Root1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(routePaths.blazeReview));
  });

  it('after a reload keeps every value typed but the password, and says to type it again', async () => {
    server.use(...catalogueAnswers());
    const tab = memoryBackend();
    const first = renderWithProviders(<BlazeCreateScreen />, {
      at: routePaths.blazeAccount,
      session: sessionWithDraft(tab, standardValues({ name: 'kept-name' })),
    });
    await first.user.type(
      await screen.findByLabelText('Root password', { selector: 'input' }),
      'Graph#Root1',
    );
    await first.user.type(confirmation(), 'Graph#Root1');
    await first.user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe(routePaths.blazeReview));
    expect(tab.getItem('blazeCreateDraft')).not.toContain('Graph#Root1');
    first.unmount();

    // The reload, on the review: the password step is unfinished again, so it comes first.
    const second = renderWithProviders(<BlazeCreateScreen />, {
      at: routePaths.blazeReview,
      session: tab,
    });
    await waitFor(() =>
      expect(second.router.state.location.pathname).toBe(routePaths.blazeAccount),
    );
    expect(
      await screen.findByText(/the password is not kept when the page reloads: type it again/),
    ).toBeVisible();
    expect(password()).toHaveValue('');
    await second.user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() =>
      expect(second.router.state.location.pathname).toBe(routePaths.blazeSetting),
    );
    expect(await screen.findByRole('textbox', { name: 'Instance name' })).toHaveValue('kept-name');
  });
});
