import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyCharacter, outcome, parsed } from './lib/test-helpers.ts';
import { profileName, profilePhone, profilePostalCode } from './profile.ts';

const N = {
  required: 'validation.profile.name-required',
  long: 'validation.profile.name-too-long',
};

describe('profileName: 1 to 50 characters after trimming', () => {
  it.each([
    ['A', 'ok'],
    ['a'.repeat(50), 'ok'],
    ['a'.repeat(51), N.long],
    [`  ${'a'.repeat(50)}  `, 'ok'], // surrounding spaces do not count
    [`\t${'a'.repeat(50)}\n`, 'ok'],
    ['é'.repeat(50), 'ok'],
    ['é'.repeat(51), N.long],
    ['中'.repeat(50), 'ok'],
    ['中'.repeat(51), N.long],
    ['😀'.repeat(50), 'ok'], // 100 UTF-16 units
    ['😀'.repeat(51), N.long],
    ['Ada Lovelace', 'ok'],
    ['', N.required],
    [' ', N.required],
    ['\u3000\u00a0 ', N.required],
    [undefined, N.required],
    [null, N.required],
    [5, 'validation.invalid-type'],
  ])('%j -> %s', (input, expected) => {
    expect(outcome(profileName, input)).toBe(expected);
  });

  it('outputs the trimmed name', () => {
    expect(parsed(profileName, '  Ada Lovelace \n')).toBe('Ada Lovelace');
  });

  it('agrees with a reference on random text', () => {
    fc.assert(
      fc.property(fc.string({ unit: anyCharacter, maxLength: 55 }), (text) => {
        const length = Array.from(text.trim()).length;
        const expected = length === 0 ? N.required : length > 50 ? N.long : 'ok';
        expect(outcome(profileName, text)).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });
});

const P = {
  required: 'validation.profile.phone-required',
  long: 'validation.profile.phone-too-long',
  characters: 'validation.profile.phone-characters',
  noDigit: 'validation.profile.phone-no-digit',
};

describe('profilePhone: 1 to 20 of digits, spaces, + - ( ), at least one digit', () => {
  it.each([
    ['1', 'ok'],
    ['1'.repeat(20), 'ok'],
    ['1'.repeat(21), P.long],
    ['+1 (555) 010-9999', 'ok'],
    ['+86 10 1234 5678', 'ok'],
    ['(+1) 555-0100-0000 1', 'ok'], // 20
    ['(+1) 555-0100-0000 12', P.long], // 21
    ['+', P.noDigit],
    [' ', P.noDigit],
    ['()- +', P.noDigit],
    ['555.0100', P.characters],
    ['555/0100', P.characters],
    ['555 0100 ext 2', P.characters],
    ['#555', P.characters],
    ['٥٥٥', P.characters], // Arabic-Indic digits
    ['１２３', P.characters], // full-width digits
    ['555\t0100', P.characters],
    ['', P.required],
    [undefined, P.required],
    [5550100, 'validation.invalid-type'],
  ])('%j -> %s', (input, expected) => {
    expect(outcome(profilePhone, input)).toBe(expected);
  });

  it('refuses every other ASCII character', () => {
    for (let code = 0; code < 128; code += 1) {
      const character = String.fromCharCode(code);
      const allowed = '0123456789 +-()'.includes(character);
      expect(outcome(profilePhone, `1${character}`), `U+${code.toString(16)}`).toBe(
        allowed ? 'ok' : P.characters,
      );
    }
  });

  it.each(['0', '9', ' ', '+', '-', '(', ')'])('allows %j', (character) => {
    expect(outcome(profilePhone, `1${character}`)).toBe('ok');
  });

  it('agrees with a reference on random text', () => {
    const allowed = new Set('0123456789 +-()'.split(''));
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0129 +-()#.a'.split('')), maxLength: 24 }),
        (text) => {
          const chars = [...text];
          const expected =
            chars.length === 0
              ? P.required
              : !chars.every((ch) => allowed.has(ch))
                ? P.characters
                : chars.length > 20
                  ? P.long
                  : !chars.some((ch) => ch >= '0' && ch <= '9')
                    ? P.noDigit
                    : 'ok';
          expect(outcome(profilePhone, text)).toBe(expected);
        },
      ),
      { numRuns: 500 },
    );
  });
});

const C = {
  required: 'validation.profile.postal-code-required',
  long: 'validation.profile.postal-code-too-long',
  characters: 'validation.profile.postal-code-characters',
};

describe('profilePostalCode: 1 to 10 printable ASCII characters', () => {
  it.each([
    ['1', 'ok'],
    ['1234567890', 'ok'],
    ['12345678901', C.long],
    ['SW1A 1AA', 'ok'],
    ['100-0001', 'ok'],
    ['K1A 0B1', 'ok'],
    ['!~', 'ok'], // 0x21 and 0x7E
    ['a b', 'ok'], // space 0x20 is printable
    ['12345é', C.characters],
    ['中1', C.characters],
    ['1\t2', C.characters],
    ['1\u007f', C.characters],
    ['１２３', C.characters],
    ['', C.required],
    ['   ', C.required],
    [undefined, C.required],
    [12345, 'validation.invalid-type'],
  ])('%j -> %s', (input, expected) => {
    expect(outcome(profilePostalCode, input)).toBe(expected);
  });

  it('takes every printable ASCII character (0x20-0x7E) and refuses the controls', () => {
    for (let code = 0; code < 128; code += 1) {
      const allowed = code >= 0x20 && code <= 0x7e;
      expect(
        outcome(profilePostalCode, `1${String.fromCharCode(code)}`),
        `U+${code.toString(16)}`,
      ).toBe(allowed ? 'ok' : C.characters);
    }
  });

  it('agrees with a reference on random text', () => {
    fc.assert(
      fc.property(fc.string({ unit: anyCharacter, maxLength: 12 }), (text) => {
        const codes = [...text].map((ch) => ch.codePointAt(0) as number);
        const expected =
          text.trim() === ''
            ? C.required
            : !codes.every((code) => code >= 32 && code <= 126)
              ? C.characters
              : codes.length > 10
                ? C.long
                : 'ok';
        expect(outcome(profilePostalCode, text)).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });
});
