import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_PASSWORD_MAX_LENGTH,
  ACCOUNT_PASSWORD_MIN_CLASSES,
  ACCOUNT_PASSWORD_MIN_LENGTH,
  accountPasswordForm,
} from '@quiver/validation';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_CLASSES,
  PASSWORD_MIN_LENGTH,
  passwordChecks,
} from './password-checks';
import { PasswordRules } from './password-rules';

const metIds = (input: Parameters<typeof passwordChecks>[0]) =>
  passwordChecks(input)
    .filter((check) => check.met)
    .map((check) => check.id);

describe('passwordChecks', () => {
  it('uses the numbers of @quiver/validation', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_CLASSES]).toEqual([
      ACCOUNT_PASSWORD_MIN_LENGTH,
      ACCOUNT_PASSWORD_MAX_LENGTH,
      ACCOUNT_PASSWORD_MIN_CLASSES,
    ]);
  });

  it.each([
    ['', undefined, undefined, []],
    ['abc', undefined, undefined, ['characters', 'not-email']],
    ['abcdefgh', undefined, undefined, ['length', 'characters', 'not-email']],
    ['abcdefG1', undefined, undefined, ['length', 'classes', 'characters', 'not-email']],
    ['abc def!', undefined, undefined, ['length', 'characters', 'not-email']],
    ['Abc def!', undefined, undefined, ['length', 'classes', 'characters', 'not-email']],
    ['Ab1' + 'x'.repeat(62), undefined, undefined, ['classes', 'characters', 'not-email']],
    ['Pässword1', undefined, undefined, ['length', 'classes', 'not-email']],
    ['A@b.co1x', 'a@B.CO1X', undefined, ['length', 'classes', 'characters']],
    ['Secret-42', 'me@example.com', 'Secret-4', ['length', 'classes', 'characters', 'not-email']],
    [
      'Secret-42',
      'me@example.com',
      'Secret-42',
      ['length', 'classes', 'characters', 'not-email', 'confirmation'],
    ],
  ] as const)('%j (e-mail %j, confirmation %j) meets %j', (password, email, confirmation, met) => {
    expect(metIds({ password, email, confirmation })).toEqual(met);
  });

  it('agrees with @quiver/validation on every generated password', () => {
    const email = 'Ada@Example.com';
    const passwordChars = fc.constantFrom(
      ...'aZ9 !~`é\t'.split(''),
      ...'Ada@Example.com'.split(''),
      ...'ada@example.com'.split(''),
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: passwordChars, maxLength: 70 }),
          fc.constantFrom(email, email.toUpperCase(), 'ADA@example.COM'),
        ),
        (password) => {
          const checks = passwordChecks({ password, email, confirmation: password });
          const allMet = checks.every((check) => check.met);
          const accepted = accountPasswordForm.safeParse({
            email,
            password,
            confirmPassword: password,
          }).success;
          expect(allMet).toBe(accepted);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

describe('PasswordRules', () => {
  function Form() {
    const [password, setPassword] = useState('');
    const [confirmation, setConfirmation] = useState('');
    return (
      <>
        <label>
          Password
          <input value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        <label>
          Confirm
          <input value={confirmation} onChange={(e) => setConfirmation(e.target.value)} />
        </label>
        <PasswordRules password={password} confirmation={confirmation} email="ada@example.com" />
      </>
    );
  }

  const item = (name: RegExp) => {
    const found = screen.getAllByRole('listitem').find((li) => name.test(li.textContent ?? ''));
    if (!found) throw new Error(`No rule matching ${name}`);
    return found;
  };

  it('ticks rules live as the user types and announces only the changes', async () => {
    const user = userEvent.setup();
    render(<Form />);
    const list = screen.getByRole('list', { name: 'Password requirements' });
    expect(list.querySelectorAll('[data-met="true"]')).toHaveLength(0);
    expect(item(/8 to 64/)).toHaveTextContent('8 to 64 characters: not met');

    await user.type(screen.getByLabelText('Password'), 'abcdefgh');
    expect(item(/8 to 64/)).toHaveTextContent('8 to 64 characters: met');
    expect(item(/At least 3/)).toHaveTextContent(': not met');
    expect(screen.getByText('Requirement met: 8 to 64 characters')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Password'), 'A1');
    expect(item(/At least 3/)).toHaveAttribute('data-met', 'true');
    expect(
      screen.getByText(
        'Requirement met: At least 3 of: uppercase letters, lowercase letters, digits, special characters',
      ),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText('Confirm'), 'abcdefghA1');
    expect(item(/match/)).toHaveTextContent('Both passwords match: met');
    expect(screen.getByText('All password requirements are met.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Password'), '{Backspace}');
    expect(item(/match/)).toHaveAttribute('data-met', 'false');
    // Removing the digit also drops a character class: both changes, and only those, are announced.
    expect(
      screen.getByText((_, element) => element?.getAttribute('aria-live') === 'polite'),
    ).toHaveTextContent(
      /^Requirement no longer met: At least 3 of: .*\. Requirement no longer met: Both passwords match$/,
    );
  });

  it('refuses the e-mail as the password, whatever the letter case', () => {
    render(<PasswordRules password="ADA@example.com" email="ada@EXAMPLE.com" />);
    expect(item(/e-mail/)).toHaveAttribute('data-met', 'false');
  });

  it('leaves the confirmation rule out when there is no confirmation field', () => {
    render(<PasswordRules password="x" />);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('shows unmet rules as errors after a failed submit, with translated text', () => {
    render(
      <PasswordRules
        password="abc"
        showErrors
        labels={{ length: '8 à 64 caractères' }}
        unmetLabel="non respecté"
      />,
    );
    const length = item(/caractères/);
    expect(length).toHaveTextContent('8 à 64 caractères: non respecté');
    expect(length.className).toContain('text-danger-text');
  });
});
