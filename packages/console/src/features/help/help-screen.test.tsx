import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { codes } from '@quiver/contract/wire';
import { auth } from '../../data/auth/endpoints.ts';
import { user as userRoutes } from '../../data/user/endpoints.ts';
import { answer, refuse, server, type SentParams } from '../../../test/server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { viewerOf } from '../../../test/instances.ts';
import { HelpScreen } from './help-screen.tsx';

/**
 * The beta card's steps as read: the marker's number (none once complete), the name, and the status a
 * screen reader hears after it.
 */
async function betaSteps() {
  const progress = await screen.findByRole('navigation', { name: 'Application progress' });
  return within(progress)
    .getAllByRole('listitem')
    .map((step) => step.textContent);
}

describe('help, access to the beta', () => {
  it('shows an approved account every step done, none still current', async () => {
    server.use(answer(userRoutes.info, viewerOf('NORMAL')));
    renderWithProviders(<HelpScreen />, { at: '/help' });
    expect(await betaSteps()).toEqual([
      expect.stringMatching(/^Apply.*completed$/),
      expect.stringMatching(/^In review.*completed$/),
      expect.stringMatching(/^Approved.*completed$/),
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your account has access to Quiver Cloud.',
    );
    expect(screen.queryByRole('button', { name: 'Apply for access' })).toBeNull();
  });

  it('lets an account in review apply, then says since when it is in review', async () => {
    const sent: SentParams<typeof auth.applyForAccess>[] = [];
    server.use(
      answer(userRoutes.info, viewerOf('REVIEW')),
      answer(auth.applyForAccess, (body) => {
        sent.push(body);
        return { status: 'REVIEW' as const, appliedAt: '2026-11-20T09:30:00.000Z' };
      }),
    );
    const { user } = renderWithProviders(<HelpScreen />, { at: '/help' });
    const useCase = await screen.findByRole('textbox', { name: 'What do you want to build?' });
    await user.click(screen.getByRole('button', { name: 'Apply for access' }));
    expect(await screen.findByText('Tell us what you want to build.')).toBeVisible();
    expect(sent).toEqual([]);

    await user.type(useCase, '  Fraud rings in payments  ');
    await user.click(screen.getByRole('button', { name: 'Apply for access' }));
    expect(await screen.findByText(/Your application of .* is in review/)).toBeVisible();
    expect(sent).toEqual([{ useCase: 'Fraud rings in payments' }]);
    expect(await betaSteps()).toEqual([
      expect.stringMatching(/^Apply.*completed$/),
      expect.stringMatching(/^2In review.*current step$/),
      expect.stringMatching(/^3Approved.*not started$/),
    ]);
  });

  it('says an application made before is in review, without offering the form again', async () => {
    server.use(
      answer(userRoutes.info, { ...viewerOf('REVIEW'), betaAppliedAt: '2026-11-20T09:30:00.000Z' }),
    );
    renderWithProviders(<HelpScreen />, { at: '/help' });
    expect(await screen.findByText(/Your application of 11\/20\/2026 is in review/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Apply for access' })).toBeNull();
    expect((await betaSteps())[1]).toMatch(/^2In review.*current step$/);
  });

  it('keeps what was typed and says why when the server refuses the application', async () => {
    server.use(
      answer(userRoutes.info, viewerOf('REVIEW')),
      refuse(auth.applyForAccess, codes.refused, 'Check the fields.', {
        company: 'api.company-invalid',
      }),
    );
    const { user } = renderWithProviders(<HelpScreen />, { at: '/help' });
    await user.type(await screen.findByRole('textbox', { name: 'Company (optional)' }), 'Acme');
    await user.type(screen.getByRole('textbox', { name: 'What do you want to build?' }), 'Graphs');
    await user.click(screen.getByRole('button', { name: 'Apply for access' }));
    expect(await screen.findByText('Company must be 1 to 100 characters.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Company (optional)' })).toHaveValue('Acme');
    expect(screen.getByRole('textbox', { name: 'What do you want to build?' })).toHaveValue(
      'Graphs',
    );
  });
});
