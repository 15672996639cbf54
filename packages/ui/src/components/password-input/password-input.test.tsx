import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordInput } from './password-input.tsx';

describe('PasswordInput', () => {
  it('toggles visibility from the keyboard and renames the toggle', async () => {
    const user = userEvent.setup();
    render(<PasswordInput aria-label="Password" defaultValue="s3cret!" />);
    const field = screen.getByLabelText('Password');
    expect(field).toHaveAttribute('type', 'password');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(field).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveFocus();
    expect(field).toHaveValue('s3cret!');
  });

  it('uses translated labels and disables the toggle with the field', () => {
    render(
      <PasswordInput aria-label="Passwort" showLabel="Anzeigen" hideLabel="Verbergen" disabled />,
    );
    expect(screen.getByRole('button', { name: 'Anzeigen' })).toBeDisabled();
    expect(screen.getByLabelText('Passwort')).toBeDisabled();
  });
});
