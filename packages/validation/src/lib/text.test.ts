import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyCharacter } from './test-helpers.ts';
import {
  codePointLength,
  hasControlCharacter,
  hasLoneSurrogate,
  isBlank,
  utf8ByteLength,
} from './text.ts';

describe('text helpers', () => {
  it.each([
    ['', 0, 0],
    ['a', 1, 1],
    ['é', 2, 1],
    ['中', 3, 1],
    ['😀', 4, 1],
    ['\ud800', 3, 1],
    ['\udc00\ud800', 6, 2],
    ['a😀é中', 10, 4],
  ])('%j: %d bytes, %d characters', (text, bytes, characters) => {
    expect(utf8ByteLength(text)).toBe(bytes);
    expect(codePointLength(text)).toBe(characters);
  });

  it('count like TextEncoder and the string iterator on random text', () => {
    const encoder = new TextEncoder();
    fc.assert(
      fc.property(fc.string({ unit: anyCharacter, maxLength: 30 }), (text) => {
        expect(utf8ByteLength(text)).toBe(encoder.encode(text).length);
        expect(codePointLength(text)).toBe(Array.from(text).length);
        expect(hasLoneSurrogate(text)).toBe(
          new TextDecoder().decode(encoder.encode(text)) !== text,
        );
      }),
      { numRuns: 300 },
    );
  });

  it('hasControlCharacter: C0, DEL and C1 only', () => {
    for (let code = 0; code <= 0xff; code += 1) {
      const isControl = code < 0x20 || (code >= 0x7f && code <= 0x9f);
      expect(hasControlCharacter(`a${String.fromCharCode(code)}`), code.toString(16)).toBe(
        isControl,
      );
    }
    expect(hasControlCharacter('\u2028')).toBe(false); // a line separator is Zl, not Cc
  });

  it('isBlank: empty or whitespace only', () => {
    expect(isBlank('')).toBe(true);
    expect(isBlank(' \t\n\u00a0\u3000')).toBe(true);
    expect(isBlank(' a ')).toBe(false);
  });
});
