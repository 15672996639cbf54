import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../src/index.ts';

// Keys written as plain strings (`{ error: 'api.…' }`, `message: 'validation.…'`) are not checked by
// the compiler; every one of them must name a message the console can show.
const sourceDir = new URL('../src/', import.meta.url);
const sources = readdirSync(sourceDir)
  .filter((name) => name.endsWith('.ts'))
  .map((name) => ({ name, text: readFileSync(new URL(name, sourceDir), 'utf8') }));

describe('message keys in the sources', () => {
  it('all exist in fieldMessages', () => {
    const used = new Set<string>();
    for (const { text } of sources)
      for (const match of text.matchAll(/'((?:api|validation)\.[a-z0-9.-]+)'/g))
        used.add(match[1] as string);
    expect(used.size).toBeGreaterThan(40);
    const unknown = [...used].filter((key) => !Object.hasOwn(fieldMessages, key));
    expect(unknown).toEqual([]);
  });

  it('each api key is used somewhere', () => {
    // Keys only the server's own checks send (they need its clock, or a stored hash).
    const serverChecks = new Set([
      'api.expiry-invalid',
      'api.private-source-only',
      // The current password is checked against its hash.
      'api.current-password-incorrect',
      // An authenticator code already spent is told from the last accepted step.
      'api.totp-code-used',
    ]);
    const all = sources.map(({ text }) => text).join('\n');
    const unused = Object.keys(fieldMessages)
      .filter((key) => key.startsWith('api.') && !serverChecks.has(key))
      .filter((key) => all.split(`'${key}'`).length < 3); // once in the table, once in use
    expect(unused).toEqual([]);
  });
});
