import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { codes } from '@quiver/contract/wire';
import { auth } from '../../data/auth/endpoints.ts';
import { answer, refuse, server } from '../../../test/server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PasswordSection } from './password-section.tsx';

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

async function fillIn(person: ReturnType<typeof renderWithProviders>['user'], confirm: string) {
  await person.type(field('Current password'), 'Old-Password-1');
  await person.type(field('New password'), 'Quiver-Test-42');
  await person.type(field('Confirm new password'), `${confirm}{Enter}`);
}

describe('password change', () => {
  it('refuses a confirmation that differs, before asking the server', async () => {
    // No handler for auth.modifyPassword: a request would fail the test.
    const { user: person } = renderWithProviders(<PasswordSection email="ada@example.com" />);
    await fillIn(person, 'Quiver-Test-43');
    await waitFor(() =>
      expect(field('Confirm new password')).toHaveAccessibleDescription(
        'The passwords do not match.',
      ),
    );
  });

  it('refuses the current password as the new one, before asking the server', async () => {
    // No handler: changing to the same password would only end every other session.
    const { user: person } = renderWithProviders(<PasswordSection email="ada@example.com" />);
    await person.type(field('Current password'), 'Quiver-Test-42');
    await person.type(field('New password'), 'Quiver-Test-42');
    await person.type(field('Confirm new password'), 'Quiver-Test-42{Enter}');
    await waitFor(() =>
      expect(field('New password')).toHaveAccessibleDescription(
        /Choose a password different from your current one\./,
      ),
    );
  });

  it('shows the server refusing the current password under it', async () => {
    server.use(refuse(auth.modifyPassword, codes.refused, 'The current password is wrong.'));
    const { user: person } = renderWithProviders(<PasswordSection email="ada@example.com" />);
    await fillIn(person, 'Quiver-Test-42');
    await waitFor(() =>
      expect(field('Current password')).toHaveAccessibleDescription(
        'The current password is wrong.',
      ),
    );
    expect(field('New password')).toHaveValue('Quiver-Test-42');
  });

  it('says how many tries are left once few remain, and clears it on the next submit', async () => {
    server.use(
      refuse(
        auth.modifyPassword,
        codes.refused,
        'The current password is incorrect.',
        { oldPassword: 'api.current-password-incorrect' },
        undefined,
        2,
      ),
    );
    const { user: person } = renderWithProviders(<PasswordSection email="ada@example.com" />);
    await fillIn(person, 'Quiver-Test-42');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You have 2 more tries before password checks on this account are paused.',
    );

    server.use(refuse(auth.modifyPassword, codes.refused, 'The current password is incorrect.'));
    await person.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.queryByText(/more tries before/)).not.toBeInTheDocument());
  });

  it('changes the password, keeps the fresh session and clears the form', async () => {
    server.use(answer(auth.modifyPassword, { accessToken: 'access-2', refreshToken: 'refresh-2' }));
    const { user: person, services } = renderWithProviders(
      <PasswordSection email="ada@example.com" />,
    );
    await fillIn(person, 'Quiver-Test-42');
    expect(await screen.findByText(/Your password is changed/)).toBeInTheDocument();
    expect(services.tokens.accessToken()).toBe('access-2');
    expect(field('Current password')).toHaveValue('');
  });
});
