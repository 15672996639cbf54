import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backupTag } from './backup.ts';
import { anyCharacter, outcome, parsed } from './lib/test-helpers.ts';

const REQUIRED = 'validation.backup.tag-required';
const LONG = 'validation.backup.tag-too-long';

describe('backupTag: required, 1 to 19 characters', () => {
  it.each([
    ['a', 'ok'],
    ['a'.repeat(19), 'ok'],
    ['a'.repeat(20), LONG],
    ['é'.repeat(19), 'ok'],
    ['é'.repeat(20), LONG],
    ['中'.repeat(19), 'ok'], // 57 UTF-8 bytes: characters count, not bytes
    ['中'.repeat(20), LONG],
    ['😀'.repeat(19), 'ok'], // 38 UTF-16 units, 19 characters
    ['😀'.repeat(20), LONG],
    ['before upgrade v2', 'ok'],
    ['', REQUIRED],
    ['   ', REQUIRED],
    [undefined, REQUIRED],
    [null, REQUIRED],
    [19, 'validation.invalid-type'],
  ])('%j -> %s', (input, expected) => {
    expect(outcome(backupTag, input)).toBe(expected);
  });

  it('keeps the tag as typed', () => {
    expect(parsed(backupTag, ' nightly ')).toBe(' nightly ');
  });

  it('agrees with a code-point reference on random text', () => {
    fc.assert(
      fc.property(fc.string({ unit: anyCharacter, maxLength: 25 }), (text) => {
        const expected = text.trim() === '' ? REQUIRED : Array.from(text).length > 19 ? LONG : 'ok';
        expect(outcome(backupTag, text)).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });
});
