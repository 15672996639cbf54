import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { tokenizeCypher, type CypherTokenKind } from './cypher-tokens.ts';

/** The non-whitespace tokens as `kind:text`, for readable expectations. */
const kinds = (text: string) =>
  tokenizeCypher(text)
    .filter((token) => token.kind !== 'whitespace')
    .map((token) => `${token.kind}:${token.text}`);

const kindOf = (text: string, word: string): CypherTokenKind | undefined =>
  tokenizeCypher(text).find((token) => token.text === word)?.kind;

describe('tokenizeCypher', () => {
  it('finds keywords in any case, labels, map keys, strings and parameters', () => {
    expect(kinds("match (a:Person {name: 'Ada'}) RETURN a.name, $limit")).toEqual([
      'keyword:match',
      'punctuation:(',
      'variable:a',
      'punctuation::',
      'label:Person',
      'punctuation:{',
      'property:name',
      'punctuation::',
      "string:'Ada'",
      'punctuation:}',
      'punctuation:)',
      'keyword:RETURN',
      'variable:a',
      'punctuation:.',
      'property:name',
      'punctuation:,',
      'parameter:$limit',
    ]);
  });

  it('finds relationship types, alternatives included, and arrows', () => {
    expect(kinds('(a)-[r:KNOWS|LIKES*1..3]->(b)')).toEqual([
      'punctuation:(',
      'variable:a',
      'punctuation:)',
      'operator:-',
      'punctuation:[',
      'variable:r',
      'punctuation::',
      'label:KNOWS',
      'punctuation:|',
      'label:LIKES',
      'operator:*',
      'number:1',
      'punctuation:.',
      'punctuation:.',
      'number:3',
      'punctuation:]',
      'operator:->',
      'punctuation:(',
      'variable:b',
      'punctuation:)',
    ]);
  });

  it("knows kuzu's schema statements: table names as labels, types as keywords", () => {
    const statement =
      'CREATE NODE TABLE Person(name STRING, age INT64, PRIMARY KEY(name)); CREATE REL TABLE Knows(FROM Person TO Person)';
    expect(kindOf(statement, 'Person')).toBe('label');
    expect(kindOf(statement, 'Knows')).toBe('label');
    expect(kindOf(statement, 'STRING')).toBe('keyword');
    expect(kindOf(statement, 'INT64')).toBe('keyword');
    expect(kindOf(statement, 'KEY')).toBe('keyword');
    expect(
      tokenizeCypher(statement)
        .filter((t) => t.text === 'Person')
        .map((t) => t.kind),
    ).toEqual(['label', 'label', 'label']);
  });

  it('tells a map value from a label: a name after a colon in braces is a variable', () => {
    expect(kindOf('CREATE (a {name: other})', 'other')).toBe('variable');
    expect(kindOf('CREATE (a {name: other})', 'name')).toBe('property');
  });

  it('finds function calls', () => {
    expect(kindOf('RETURN toUpper(a.name)', 'toUpper')).toBe('function');
    expect(kindOf('WHERE (lower(a.name) = "x")', 'lower')).toBe('function');
    expect(kindOf('RETURN count(*)', 'count')).toBe('keyword');
  });

  it('reads numbers: integers, decimals, exponents, hexadecimal', () => {
    expect(kinds('RETURN 42, 3.14, .5, 1e6, 2.5E-3, 0xFF')).toEqual([
      'keyword:RETURN',
      'number:42',
      'punctuation:,',
      'number:3.14',
      'punctuation:,',
      'number:.5',
      'punctuation:,',
      'number:1e6',
      'punctuation:,',
      'number:2.5E-3',
      'punctuation:,',
      'number:0xFF',
    ]);
  });

  it('reads line and block comments, and strings with escapes and either quote', () => {
    expect(kinds('// all people\nMATCH (p) /* any */ RETURN "it\\"s", \'a\'')).toEqual([
      'comment:// all people',
      'keyword:MATCH',
      'punctuation:(',
      'variable:p',
      'punctuation:)',
      'comment:/* any */',
      'keyword:RETURN',
      'string:"it\\"s"',
      'punctuation:,',
      "string:'a'",
    ]);
  });

  it('runs an unterminated string or comment to the end of the text', () => {
    expect(kinds("RETURN 'open")).toEqual(['keyword:RETURN', "string:'open"]);
    expect(kinds('RETURN /* open')).toEqual(['keyword:RETURN', 'comment:/* open']);
  });

  it('reads quoted names and parameters', () => {
    expect(kinds('MATCH (`my node`:`Big Label`) RETURN $`a b`')).toEqual([
      'keyword:MATCH',
      'punctuation:(',
      'variable:`my node`',
      'punctuation::',
      'label:`Big Label`',
      'punctuation:)',
      'keyword:RETURN',
      'parameter:$`a b`',
    ]);
  });

  it('gives the text back unchanged, whatever it is', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        expect(
          tokenizeCypher(text)
            .map((token) => token.text)
            .join(''),
        ).toBe(text);
      }),
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom(
            'MATCH',
            '(',
            ')',
            '[',
            ']',
            '{',
            '}',
            ':',
            "'",
            '"',
            '`',
            '$',
            '/*',
            '//',
            '\n',
            ' ',
            'a',
            '1',
            '.',
            '-',
            '>',
            '|',
            '\\',
          ),
          { maxLength: 60 },
        ),
        (parts) => {
          const text = parts.join('');
          expect(
            tokenizeCypher(text)
              .map((token) => token.text)
              .join(''),
          ).toBe(text);
        },
      ),
    );
  });
});
