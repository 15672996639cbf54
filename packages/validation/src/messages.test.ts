import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allowedIpList } from './network.ts';
import { accountPasswordForm, email, emailCode } from './account.ts';
import { instanceName } from './instance.ts';
import {
  fieldMessageKeys,
  fieldMessageTexts,
  fieldPath,
  firstErrorText,
  isValidationMessageKey,
  validationMessageKeys,
  validationMessageText,
  validationMessages,
} from './messages.ts';

/** Every 'validation.…' literal in the package's non-test sources. */
function keysUsedInSources(): Set<string> {
  const folder = new URL('.', import.meta.url);
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.includes('test-helpers'),
  );
  const used = new Set<string>();
  for (const file of files) {
    const source = readFileSync(new URL(file, folder), 'utf8');
    for (const match of source.matchAll(/'(validation\.[a-z.-]+)'/g)) used.add(match[1] as string);
  }
  return used;
}

describe('validationMessages', () => {
  it('has English for every key the rules use, and no unused key', () => {
    const used = keysUsedInSources();
    used.delete('validation.'); // prefix tests, if any
    expect([...used].filter((key) => !isValidationMessageKey(key))).toEqual([]);
    expect(validationMessageKeys.filter((key) => !used.has(key))).toEqual([]);
  });

  it('uses dotted kebab-case keys and full English sentences', () => {
    for (const [key, text] of Object.entries(validationMessages)) {
      expect(key).toMatch(/^validation(\.[a-z]+(-[a-z]+)*)+$/);
      expect(text, key).toMatch(/^[A-Z"].*\.$/);
    }
  });

  it("carries the spec's own field messages", () => {
    expect(validationMessages['validation.instance.name-invalid']).toBe('Instance name error.');
    expect(validationMessages['validation.account.email-invalid']).toBe(
      'Not a valid email address.',
    );
    expect(validationMessages['validation.account.email-code-invalid']).toBe(
      'Incorrect verification code.',
    );
    expect(validationMessages['validation.instance.port-invalid']).toBe(
      'Port must be a whole number from 60000 to 65535.',
    );
  });

  it('turns the rules into those texts end to end', () => {
    expect(firstErrorText(email.safeParse('nope').error!)).toBe('Not a valid email address.');
    expect(firstErrorText(emailCode.safeParse('12345').error!)).toBe(
      'Incorrect verification code.',
    );
    expect(firstErrorText(instanceName.safeParse('a\nb').error!)).toBe('Instance name error.');
  });
});

describe('message helpers', () => {
  it('validationMessageText: English for a key, anything else unchanged', () => {
    expect(validationMessageText('validation.required')).toBe('This field is required.');
    expect(validationMessageText('Server says no.')).toBe('Server says no.');
    expect(validationMessageText('toString')).toBe('toString');
    expect(isValidationMessageKey('toString')).toBe(false);
    expect(isValidationMessageKey(undefined)).toBe(false);
  });

  it('fieldPath joins with dots, the root being ""', () => {
    expect(fieldPath([])).toBe('');
    expect(fieldPath(['allowedIps', 3, 'ip'])).toBe('allowedIps.3.ip');
  });

  it('fieldMessageKeys gives the data.fields map, first issue per field', () => {
    const error = allowedIpList.safeParse([
      { ip: '10.0.0.1' },
      { ip: '10.0.0.1/32' },
      { ip: '', description: 'home' },
    ]).error!;
    expect(fieldMessageKeys(error)).toEqual({
      '1.ip': 'validation.instance.allowed-ip-duplicate',
      '2.ip': 'validation.instance.allowed-ip-description-without-ip',
    });
    const formError = accountPasswordForm.safeParse({
      email: 'a@b.io',
      password: 'x',
      confirmPassword: 'y',
    }).error!;
    expect(fieldMessageKeys(formError)).toEqual({
      password: 'validation.account.password-length',
      confirmPassword: 'validation.account.password-mismatch',
    });
    expect(fieldMessageKeys({ issues: [] })).toEqual({});
  });

  it('fieldMessageTexts reads a zod error or a server data.fields map', () => {
    expect(fieldMessageTexts(email.safeParse('').error!)).toEqual({
      '': 'Enter your e-mail address.',
    });
    expect(
      fieldMessageTexts({
        name: 'validation.instance.name-too-long',
        port: 'validation.instance.port-invalid',
        other: 'Refused by the server.',
      }),
    ).toEqual({
      name: validationMessages['validation.instance.name-too-long'],
      port: 'Port must be a whole number from 60000 to 65535.',
      other: 'Refused by the server.',
    });
  });

  it('firstErrorText is undefined for an error without issues', () => {
    expect(firstErrorText({ issues: [] })).toBeUndefined();
  });
});
