import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { user } from '../../data/user/endpoints.ts';
import { answer, server } from '../../../test/server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { viewerOf } from '../../../test/instances.ts';
import { profile } from '../../../test/accounts.ts';
import { AccountsScreen } from './accounts-screen.tsx';

describe('account settings', () => {
  it('keeps contact details typed but not saved across a look at another tab', async () => {
    server.use(answer(user.info, viewerOf()), answer(user.profile, profile));
    const { user: person } = renderWithProviders(<AccountsScreen />, { at: '/accounts' });
    const phone = await screen.findByRole('textbox', { name: 'Phone number' });
    await person.type(phone, '+1 555 0100');
    await person.click(screen.getByRole('tab', { name: 'Security' }));
    expect(screen.queryByRole('textbox', { name: 'Phone number' })).not.toBeInTheDocument();
    await person.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('+1 555 0100');
  });
});
