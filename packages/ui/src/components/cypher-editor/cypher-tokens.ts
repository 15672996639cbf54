// A small Cypher tokenizer for highlighting (not a parser): one pass over the text, no regular
// expression per character, every character in exactly one token, so joining the tokens gives the
// text back. It knows openCypher plus kuzu's schema statements (CREATE NODE TABLE, REL TABLE, ...).

export const cypherTokenKinds = [
  'keyword',
  'string',
  'number',
  'comment',
  'label',
  'parameter',
  'function',
  'property',
  'variable',
  'operator',
  'punctuation',
  'whitespace',
] as const;
export type CypherTokenKind = (typeof cypherTokenKinds)[number];

/** One piece of a statement. */
export interface CypherToken {
  /** What the piece is, which decides its colour. */
  kind: CypherTokenKind;
  /** The piece's text, exactly as in the statement. */
  text: string;
}

/** Reserved words of openCypher and kuzu, upper case (Cypher keywords are case-insensitive). */
const keywords = new Set(
  (
    'ALL AND ANY AS ASC ASCENDING ATTACH BEGIN BY CALL CASE CAST CHECKPOINT COLUMN COMMENT COMMIT ' +
    'CONTAINS COPY COUNT CREATE CYCLE DATABASE DEFAULT DELETE DESC DESCENDING DETACH DISTINCT DO DROP ' +
    'ELSE END ENDS EXISTS EXPLAIN EXPORT EXTENSION FALSE FOREACH FROM GLOB GRAPH GROUP HEADERS IF IMPORT ' +
    'IN INCREMENT INSTALL IS KEY LIMIT LOAD MACRO MATCH MAXVALUE MERGE MINVALUE NO NODE NONE NOT NULL ' +
    'ON ONLY OPTIONAL OR ORDER PRIMARY PROFILE PROJECT READ REL RENAME REMOVE RETURN ROLLBACK SEQUENCE ' +
    'SET SHORTEST SINGLE SKIP START STARTS TABLE THEN TO TRANSACTION TRUE UNION UNWIND UNINSTALL USE ' +
    'WHEN WHERE WITH WRITE XOR YIELD'
  ).split(' '),
);

/** Data type names of kuzu's schema statements, highlighted like keywords. */
const typeNames = new Set(
  (
    'BLOB BOOL BOOLEAN DATE DECIMAL DOUBLE FLOAT INT INT128 INT16 INT32 INT64 INT8 INTERVAL LIST MAP ' +
    'SERIAL STRING STRUCT TIMESTAMP UINT16 UINT32 UINT64 UINT8 UNION UUID'
  ).split(' '),
);

/** Keywords after which the next name is a table (a label or relationship type). */
const tableNameKeywords = new Set(['TABLE', 'FROM', 'TO', 'COPY']);

const isDigit = (c: string) => c >= '0' && c <= '9';
const isIdentifierStart = (c: string) =>
  (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_' || c > '\u007f';
const isIdentifierPart = (c: string) => isIdentifierStart(c) || isDigit(c);
const isWhitespace = (c: string) => c === ' ' || c === '\t' || c === '\n' || c === '\r';
const operatorChars = '=<>+-*/%^!|&~';

/** Splits a Cypher statement into highlighted tokens; `tokens.map(t => t.text).join('')` is `text`. */
export function tokenizeCypher(text: string): CypherToken[] {
  const tokens: CypherToken[] = [];
  // Innermost open bracket: `:Name` is a label inside ( ) and [ ], a map key's colon inside { }.
  const brackets: string[] = [];
  let index = 0;
  // The last token that is not whitespace or a comment, which decides what a name is.
  let previous: CypherToken | undefined;

  const push = (kind: CypherTokenKind, end: number) => {
    const token: CypherToken = { kind, text: text.slice(index, end) };
    tokens.push(token);
    if (kind !== 'whitespace' && kind !== 'comment') previous = token;
    index = end;
  };
  const nextNonSpace = (from: number) => {
    let at = from;
    while (at < text.length && isWhitespace(text[at] as string)) at += 1;
    return text[at];
  };

  while (index < text.length) {
    const c = text[index] as string;
    const next = text[index + 1];

    if (isWhitespace(c)) {
      let end = index + 1;
      while (end < text.length && isWhitespace(text[end] as string)) end += 1;
      push('whitespace', end);
    } else if (c === '/' && next === '/') {
      const newline = text.indexOf('\n', index);
      push('comment', newline === -1 ? text.length : newline);
    } else if (c === '/' && next === '*') {
      const close = text.indexOf('*/', index + 2);
      push('comment', close === -1 ? text.length : close + 2);
    } else if (c === "'" || c === '"') {
      let end = index + 1;
      while (end < text.length && text[end] !== c) end += text[end] === '\\' ? 2 : 1;
      push('string', Math.min(text.length, end + 1));
    } else if (c === '`') {
      // A quoted name: a label after a colon, otherwise a variable or property.
      const close = text.indexOf('`', index + 1);
      push(
        nameKind(previous, brackets, nextNonSpace(close === -1 ? text.length : close + 1)),
        close === -1 ? text.length : close + 1,
      );
    } else if (c === '$' && next !== undefined && (isIdentifierPart(next) || next === '`')) {
      let end = index + 1;
      if (next === '`') {
        const close = text.indexOf('`', end + 1);
        end = close === -1 ? text.length : close + 1;
      } else {
        while (end < text.length && isIdentifierPart(text[end] as string)) end += 1;
      }
      push('parameter', end);
    } else if (
      isDigit(c) ||
      (c === '.' && next !== undefined && isDigit(next) && !leadingDotIsPunctuation(previous))
    ) {
      push('number', numberEnd(text, index));
    } else if (isIdentifierStart(c)) {
      let end = index + 1;
      while (end < text.length && isIdentifierPart(text[end] as string)) end += 1;
      const word = text.slice(index, end);
      const upper = word.toUpperCase();
      const after = nextNonSpace(end);
      const contextual = nameKind(previous, brackets, after);
      let kind: CypherTokenKind;
      if (previous?.text === '.' && previous.kind === 'punctuation') kind = 'property';
      else if (previous?.kind === 'keyword' && tableNameKeywords.has(previous.text.toUpperCase()))
        kind = 'label';
      else if (contextual === 'label') kind = 'label';
      else if (keywords.has(upper)) kind = 'keyword';
      else if (after === '(') kind = 'function';
      else if (typeNames.has(upper)) kind = 'keyword';
      else kind = contextual;
      push(kind, end);
    } else if ('([{'.includes(c)) {
      brackets.push(c);
      push('punctuation', index + 1);
    } else if (')]}'.includes(c)) {
      brackets.pop();
      push('punctuation', index + 1);
    } else if (operatorChars.includes(c)) {
      let end = index + 1;
      while (end < text.length && operatorChars.includes(text[end] as string)) end += 1;
      // `|` between relationship types keeps the label context: [:KNOWS|LIKES].
      push(c === '|' && end === index + 1 ? 'punctuation' : 'operator', end);
    } else {
      push('punctuation', index + 1);
    }
  }
  return tokens;
}

/** A name that is not a keyword or a function: a label, a map key (property) or a variable. */
function nameKind(
  previous: CypherToken | undefined,
  brackets: readonly string[],
  after: string | undefined,
): CypherTokenKind {
  const inPattern = brackets.at(-1) === '(' || brackets.at(-1) === '[';
  if (
    inPattern &&
    previous?.kind === 'punctuation' &&
    (previous.text === ':' || previous.text === '|')
  )
    return 'label';
  if (brackets.at(-1) === '{' && after === ':') return 'property';
  return 'variable';
}

/** After a name, a number or another dot (`1..3`), a dot is punctuation, not the start of `.5`. */
function leadingDotIsPunctuation(previous: CypherToken | undefined): boolean {
  return (
    previous !== undefined &&
    (previous.kind === 'variable' ||
      previous.kind === 'property' ||
      previous.kind === 'number' ||
      previous.text === '.' ||
      previous.text === ')' ||
      previous.text === ']')
  );
}

/** End of a number literal: integers, decimals, exponents and hexadecimal. */
function numberEnd(text: string, start: number): number {
  let end = start;
  if (text[end] === '0' && (text[end + 1] === 'x' || text[end + 1] === 'X')) {
    end += 2;
    while (end < text.length && /[0-9a-fA-F]/.test(text[end] as string)) end += 1;
    return end;
  }
  while (end < text.length && isDigit(text[end] as string)) end += 1;
  // A decimal point only when a digit follows: `1..3` is a range, `n.1` is not written.
  if (text[end] === '.' && isDigit(text[end + 1] ?? '')) {
    end += 1;
    while (end < text.length && isDigit(text[end] as string)) end += 1;
  }
  if (text[end] === 'e' || text[end] === 'E') {
    const sign = text[end + 1] === '+' || text[end + 1] === '-' ? 1 : 0;
    if (isDigit(text[end + 1 + sign] ?? '')) {
      end += 1 + sign;
      while (end < text.length && isDigit(text[end] as string)) end += 1;
    }
  }
  return end;
}
