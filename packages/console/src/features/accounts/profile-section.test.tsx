import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { codes } from '@quiver/contract/wire';
import { validationMessages } from '@quiver/validation';
import { user } from '../../data/user/endpoints.ts';
import { answer, refuse, server } from '../../../test/server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { profile } from '../../../test/accounts.ts';
import { ProfileSection } from './profile-section.tsx';

describe('profile', () => {
  it('shows a refused field in place, focused, with what was typed kept', async () => {
    server.use(
      answer(user.profile, profile),
      refuse(user.updateProfile, codes.refused, 'Refused.', {
        phone: 'validation.profile.phone-characters',
      }),
    );
    const { user: person } = renderWithProviders(<ProfileSection />);
    const phone = await screen.findByRole('textbox', { name: 'Phone number' });
    await person.type(phone, '+1 555 0100{Enter}');
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(phone).toHaveAccessibleDescription(
      validationMessages['validation.profile.phone-characters'],
    );
    expect(phone).toHaveFocus();
    expect(phone).toHaveValue('+1 555 0100');
  });

  it('saves the name and says so', async () => {
    const sent: unknown[] = [];
    server.use(
      answer(user.profile, profile),
      answer(user.updateProfile, (body) => {
        sent.push(body);
        return { ...profile, name: body.name ?? null };
      }),
      answer(user.info, {
        id: '1',
        email: profile.email,
        identityType: 'email',
        isTwofa: false,
        isQuiver: false,
        status: 'NORMAL',
        name: 'Ada Lovelace',
        createdAt: profile.registeredAt,
        lastLoginAt: null,
      }),
    );
    const { user: person } = renderWithProviders(<ProfileSection />);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await person.clear(name);
    await person.type(name, 'Ada Lovelace{Enter}');
    expect(await screen.findByText('Your changes are saved.')).toBeInTheDocument();
    expect(sent).toEqual([{ name: 'Ada Lovelace' }]);
  });
});
