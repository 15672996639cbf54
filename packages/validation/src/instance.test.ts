import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instanceName, memoryThreshold, nodeIdCache } from './instance.ts';
import { readStrictInteger } from './lib/rules.ts';
import { anyCharacter, outcome, parsed } from './lib/test-helpers.ts';
import { listeningPort } from './network.ts';
import { logLevelNumber } from './vocabulary.ts';

const NAME_REQUIRED = 'validation.instance.name-required';
const NAME_LONG = 'validation.instance.name-too-long';
const NAME_INVALID = 'validation.instance.name-invalid';

describe('instanceName: required, 1 to 127 UTF-8 bytes, no control characters', () => {
  it.each([
    // ASCII: 1 byte each
    ['a', 'ok'],
    ['a'.repeat(127), 'ok'],
    ['a'.repeat(128), NAME_LONG],
    // é: 2 bytes; 63 × 2 + 1 = 127, 64 × 2 = 128
    ['é'.repeat(63) + 'a', 'ok'],
    ['é'.repeat(64), NAME_LONG],
    ['é'.repeat(63) + 'ab', NAME_LONG],
    // 中: 3 bytes; 42 × 3 + 1 = 127, 42 × 3 + 2 = 128
    ['中'.repeat(42) + 'a', 'ok'],
    ['中'.repeat(42) + 'ab', NAME_LONG],
    ['中'.repeat(43), NAME_LONG], // 129 bytes, only 43 characters
    // 😀: 4 bytes (2 UTF-16 units); 31 × 4 + 3 = 127, 32 × 4 = 128
    ['😀'.repeat(31) + 'abc', 'ok'],
    ['😀'.repeat(32), NAME_LONG],
    // decomposed é (e + U+0301) is 3 bytes
    ['e\u0301'.repeat(42) + 'a', 'ok'],
    ['e\u0301'.repeat(42) + 'ab', NAME_LONG],
    // required
    ['', NAME_REQUIRED],
    [' ', NAME_REQUIRED],
    ['   ', NAME_REQUIRED],
    ['\u3000', NAME_REQUIRED], // ideographic space only
    [undefined, NAME_REQUIRED],
    [null, NAME_REQUIRED],
    [127, 'validation.invalid-type'],
    // ordinary names, spaces inside and around are kept
    ['My 1_C031562', 'ok'],
    [' my-instance ', 'ok'],
    ['图数据库 prod', 'ok'],
    ['\u00a0', NAME_REQUIRED], // a no-break space alone is blank
    ['a\u00a0b', 'ok'], // ... and printable inside a name, not a control
    // unpaired surrogates cannot be stored as UTF-8
    ['a\ud83d', NAME_INVALID],
    ['\ude00a', NAME_INVALID],
  ])('%j -> %s', (input, expected) => {
    expect(outcome(instanceName, input)).toBe(expected);
  });

  const controls = [
    ...Array.from({ length: 0x20 }, (_, code) => code),
    0x7f,
    ...Array.from({ length: 0x20 }, (_, offset) => 0x80 + offset),
  ];
  it.each(controls.map((code) => [code.toString(16).padStart(4, '0'), code]))(
    'refuses control character U+%s anywhere',
    (_hex, code) => {
      const control = String.fromCharCode(code);
      expect(outcome(instanceName, control)).toBe(NAME_INVALID);
      expect(outcome(instanceName, `a${control}b`)).toBe(NAME_INVALID);
      expect(outcome(instanceName, `ab${control}`)).toBe(NAME_INVALID);
    },
  );

  it.each([
    [0x20, ' x'],
    [0x7e, '~'],
    [0xa0, '\u00a0x'],
  ])('accepts U+%s, next to the control ranges', (_code, text) => {
    expect(outcome(instanceName, text)).toBe('ok');
  });

  it('keeps the value exactly as typed', () => {
    expect(parsed(instanceName, '  spaced  ')).toBe('  spaced  ');
  });

  it('agrees with a TextEncoder reference on random Unicode names', () => {
    const encoder = new TextEncoder();
    const decoder = new TextDecoder();
    const name = fc.oneof(
      fc.string({ unit: anyCharacter, maxLength: 40 }),
      fc.string({ unit: fc.constantFrom('a', 'é', '中', '😀', ' ', '\t'), maxLength: 70 }),
    );
    fc.assert(
      fc.property(name, (text) => {
        const expected =
          text === ''
            ? NAME_REQUIRED
            : [...text].some((ch) => {
                  const code = ch.codePointAt(0) as number;
                  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
                }) || decoder.decode(encoder.encode(text)) !== text // unpaired surrogate
              ? NAME_INVALID
              : text.trim() === ''
                ? NAME_REQUIRED
                : encoder.encode(text).length > 127
                  ? NAME_LONG
                  : 'ok';
        expect(outcome(instanceName, text)).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });
});

/**
 * The strict number table every whole-number field shares: what a form gives (text) and what an API
 * gives (a number) are both read, anything looser is refused.
 */
describe.each([
  ['listeningPort', 60000, 65535, listeningPort, 'validation.instance.port'],
  ['memoryThreshold', 80, 90, memoryThreshold, 'validation.instance.memory-threshold'],
  ['nodeIdCache', 0, 999_000_000, nodeIdCache, 'validation.instance.node-id-cache'],
  ['logLevelNumber', 1, 4, logLevelNumber, 'validation.instance.log-level'],
] as const)('%s: whole number %d to %d, strictly parsed', (_name, min, max, schema, prefix) => {
  const invalid = `${prefix}-invalid`;
  const required = `${prefix}-required`;

  it.each([
    [min, 'ok'],
    [max, 'ok'],
    [min - 1, invalid],
    [max + 1, invalid],
    [String(min), 'ok'],
    [String(max), 'ok'],
    [String(min - 1), invalid], // '-1' for nodeIdCache
    [String(max + 1), invalid],
  ])('bound %j -> %s', (input, expected) => {
    expect(outcome(schema, input)).toBe(expected);
  });

  it.each([
    ['', required],
    [undefined, required],
    [null, required],
    [` ${min}`, invalid],
    [`${min} `, invalid],
    [`\t${min}`, invalid],
    [`${min}\n`, invalid],
    [`+${min}`, invalid],
    [`-${min}`, invalid],
    [`${min}.0`, invalid],
    [`${min}.`, invalid],
    [`${min}.5`, invalid],
    [`${min}e0`, invalid],
    ['6e4', invalid],
    ['1e0', invalid],
    [`0${min}`, invalid], // leading zero
    ['0x10', invalid],
    ['0b1', invalid],
    ['0o7', invalid],
    [`${min}_0`, invalid],
    [`${min},0`, invalid],
    ['NaN', invalid],
    ['Infinity', invalid],
    ['٨٠', invalid], // Arabic-Indic digits
    [min + 0.5, invalid],
    [Number.NaN, invalid],
    [Number.POSITIVE_INFINITY, invalid],
    [Number.NEGATIVE_INFINITY, invalid],
    [true, invalid],
    [[min], invalid],
    [{ value: min }, invalid],
  ])('%j -> %s', (input, expected) => {
    expect(outcome(schema, input)).toBe(expected);
  });

  it('refuses a bigint', () => {
    expect(outcome(schema, BigInt(min))).toBe(invalid);
  });

  it('outputs a number for text and numbers alike', () => {
    expect(parsed(schema, String(max))).toBe(max);
    expect(parsed(schema, min)).toBe(min);
  });

  it('agrees with a reference on every integer near and far from the range, as number and text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: min - 3, max: max + 3 }),
          fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }),
        ),
        (value) => {
          const expected = value >= min && value <= max ? 'ok' : invalid;
          expect(outcome(schema, value)).toBe(expected);
          expect(outcome(schema, String(value))).toBe(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('readStrictInteger against a character-by-character reference', () => {
  /** Reference: digits only, no leading zero unless the text is "0", value computed by hand. */
  function reference(text: string): number | undefined {
    if (text.length === 0) return undefined;
    let value = 0;
    for (const ch of text) {
      if (ch < '0' || ch > '9') return undefined;
      value = value * 10 + (ch.charCodeAt(0) - 48);
    }
    if (text.length > 1 && text[0] === '0') return undefined;
    return Number.isSafeInteger(value) ? value : undefined;
  }

  it('reads the same numbers from arbitrary short text', () => {
    const text = fc.oneof(
      fc.string({ unit: fc.constantFrom(...'0123456789 .+-eEx_'.split('')), maxLength: 12 }),
      fc.nat().map(String),
      fc.string({ maxLength: 6 }),
    );
    fc.assert(
      fc.property(text, (candidate) => {
        expect(readStrictInteger(candidate)).toBe(reference(candidate));
      }),
      { numRuns: 1000 },
    );
  });

  it('reads numbers only when they are safe integers, and -0 as 0', () => {
    expect(readStrictInteger(-0)).toBe(0);
    expect(Object.is(readStrictInteger(-0), 0)).toBe(true);
    expect(readStrictInteger(2 ** 53)).toBeUndefined();
    expect(readStrictInteger('9007199254740993')).toBeUndefined();
    expect(readStrictInteger(1e21)).toBeUndefined();
  });
});
