import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { graphPassword, graphUsername } from './graph-account.ts';
import { outcome } from './lib/test-helpers.ts';

const U = {
  required: 'validation.graph.username-required',
  characters: 'validation.graph.username-characters',
  start: 'validation.graph.username-start',
  length: 'validation.graph.username-length',
  reserved: 'validation.graph.username-reserved',
} as const;

describe('graphUsername: ^[A-Za-z][A-Za-z0-9_]{1,31}$, not root', () => {
  it.each([
    // length: 2 to 32
    ['a', U.length],
    ['ab', 'ok'],
    ['a' + 'b'.repeat(30), 'ok'],
    ['a' + 'b'.repeat(31), 'ok'], // 32
    ['a' + 'b'.repeat(32), U.length], // 33
    ['Z9', 'ok'],
    ['a_', 'ok'],
    ['a_1_B', 'ok'],
    // first character: a letter, at both ends of both cases
    ['A1', 'ok'],
    ['Z1', 'ok'],
    ['a1', 'ok'],
    ['z1', 'ok'],
    ['1a', U.start],
    ['_a', U.start],
    ['9', U.start],
    ['_', U.start],
    // characters
    ['a-b', U.characters],
    ['a b', U.characters],
    ['a.b', U.characters],
    ['a@b', U.characters],
    ['ab ', U.characters],
    [' ab', U.characters],
    ['josé', U.characters],
    ['用户', U.characters],
    ['ａｂ', U.characters], // full-width letters are not ASCII
    ['aß', U.characters],
    ['a\u0000', U.characters],
    // reserved, in every letter case
    ['root', U.reserved],
    ['ROOT', U.reserved],
    ['Root', U.reserved],
    ['rOoT', U.reserved],
    ['rooT', U.reserved],
    ['root1', 'ok'],
    ['roots', 'ok'],
    ['root_', 'ok'],
    ['roo', 'ok'],
    ['_root', U.start],
    // required / type
    ['', U.required],
    [undefined, U.required],
    [null, U.required],
    [42, 'validation.invalid-type'],
  ])('%j -> %s', (input, expected) => {
    expect(outcome(graphUsername, input)).toBe(expected);
  });

  it('refuses every ASCII character other than letters, digits and underscore', () => {
    for (let code = 0; code < 128; code += 1) {
      const character = String.fromCharCode(code);
      const allowed = /[A-Za-z0-9_]/.test(character);
      expect(outcome(graphUsername, `ab${character}`), `U+${code.toString(16)}`).toBe(
        allowed ? 'ok' : U.characters,
      );
    }
  });

  it('agrees with the DECISIONS.md regular expression on random text', () => {
    const username = fc.string({
      unit: fc.constantFrom(...'abzAZ09_-. rRoOtTé'.split('')),
      maxLength: 36,
    });
    fc.assert(
      fc.property(username, (text) => {
        const valid = /^[A-Za-z][A-Za-z0-9_]{1,31}$/.test(text) && text.toLowerCase() !== 'root';
        expect(outcome(graphUsername, text) === 'ok').toBe(valid);
      }),
      { numRuns: 600 },
    );
  });
});

const P = {
  required: 'validation.graph.password-required',
  characters: 'validation.graph.password-characters',
  length: 'validation.graph.password-length',
} as const;

describe('graphPassword: 6 to 64 of 0x21-0x7E except ` \' " \\', () => {
  it.each([
    ['abcde', P.length],
    ['abcdef', 'ok'],
    ['x'.repeat(64), 'ok'],
    ['x'.repeat(65), P.length],
    ['!!!!!!', 'ok'], // 0x21, the lowest allowed
    ['~~~~~~', 'ok'], // 0x7E, the highest allowed
    ['p@$$w0rd#%&()*+,-./:;<=>?[]^_{|}', 'ok'],
    ['', P.required],
    [undefined, P.required],
    ['\u00e9abcdef', P.characters],
    ['中abcdef', P.characters],
    ['😀abcdef', P.characters],
    ['abc\u007fdef', P.characters], // DEL, just above the range
    ['abc\tdef', P.characters],
    ['abc', P.length], // short and clean: length
    ['a b', P.characters], // short and a space: characters first
  ])('%j -> %s', (input, expected) => {
    expect(outcome(graphPassword, input)).toBe(expected);
  });

  it.each(['`', "'", '"', '\\', ' '])('refuses %j at the start, middle and end', (forbidden) => {
    expect(outcome(graphPassword, `${forbidden}abcdef`)).toBe(P.characters);
    expect(outcome(graphPassword, `abc${forbidden}def`)).toBe(P.characters);
    expect(outcome(graphPassword, `abcdef${forbidden}`)).toBe(P.characters);
  });

  it('takes exactly 0x21-0x7E minus the four quotes and backslash, over all of ASCII', () => {
    const refused = new Set(['`', "'", '"', '\\']);
    for (let code = 0; code < 128; code += 1) {
      const character = String.fromCharCode(code);
      const allowed = code >= 0x21 && code <= 0x7e && !refused.has(character);
      expect(outcome(graphPassword, `abcdef${character}`), `U+${code.toString(16)}`).toBe(
        allowed ? 'ok' : P.characters,
      );
    }
  });

  it('agrees with a code-point reference on random text', () => {
    const forbidden = new Set([0x60, 0x27, 0x22, 0x5c]);
    const allowedCode = (code: number) => code >= 0x21 && code <= 0x7e && !forbidden.has(code);
    const password = fc.oneof(
      fc.string({ unit: 'binary-ascii', maxLength: 70 }),
      fc.string({
        unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)),
        maxLength: 70,
      }),
    );
    fc.assert(
      fc.property(password, (text) => {
        const codes = [...text].map((ch) => ch.codePointAt(0) as number);
        const valid = codes.length >= 6 && codes.length <= 64 && codes.every(allowedCode);
        expect(outcome(graphPassword, text) === 'ok').toBe(valid);
      }),
      { numRuns: 600 },
    );
  });
});
