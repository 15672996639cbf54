/**
 * Screens a customer's Cypher statement before it reaches the engine. The engine runs inside the
 * service's machine, so statements that reach its file system (COPY, LOAD FROM, EXPORT/IMPORT
 * DATABASE, ATTACH), install or load extensions (which download code), change engine settings
 * (`CALL name = value`) or control transactions (which would escape the read-only transaction the
 * query runs in) are refused here. Everything else is left to the engine, which is the authority on
 * syntax and on writes in a read-only transaction.
 */

export type GuardVerdict = { allowed: true } | { allowed: false; message: string };

interface WordToken {
  word: string;
  /** The nearest non-blank character before the word (outside comments), or ''. */
  before: string;
  /** The nearest non-blank character after the word, or ''. */
  after: string;
  /** The next word token, upper-cased, or ''. */
  nextWord: string;
}

const fileAccess = new Set(['COPY', 'EXPORT', 'IMPORT', 'ATTACH', 'LOAD', 'USE']);
const extensions = new Set(['INSTALL', 'UNINSTALL']);
const transactions = new Set(['BEGIN', 'COMMIT', 'ROLLBACK', 'CHECKPOINT']);

/** Largest statement accepted, in characters: the command-line screen sends one statement. */
export const maxStatementLength = 100_000;

export function guardStatement(statement: string): GuardVerdict {
  if (statement.trim() === '') return { allowed: false, message: 'Enter a statement to run.' };
  if (statement.length > maxStatementLength) {
    return {
      allowed: false,
      message: `The statement is too long (at most ${maxStatementLength} characters).`,
    };
  }
  const scanned = scan(statement);
  if (!scanned.ok) return { allowed: false, message: scanned.message };
  for (const token of scanned.words) {
    // `n.copy`, `copy.name`, `(copy:Person)` and `{load: 1}` are names, not clauses.
    if (
      token.before === '.' ||
      token.before === '$' ||
      token.after === ':' ||
      token.after === '.'
    ) {
      continue;
    }
    const word = token.word.toUpperCase();
    if (word === 'DETACH' && token.nextWord === 'DELETE') continue;
    if (fileAccess.has(word) || word === 'DETACH') {
      return {
        allowed: false,
        message: `${word} is not allowed here: statements cannot reach files or other databases.`,
      };
    }
    if (extensions.has(word)) {
      return {
        allowed: false,
        message: `${word} is not allowed here: extensions are managed by the service.`,
      };
    }
    if (transactions.has(word)) {
      return {
        allowed: false,
        message: `${word} is not allowed here: each statement runs in its own transaction.`,
      };
    }
    if (word === 'CALL' && scanned.settingAfterCall.has(token)) {
      return { allowed: false, message: 'Changing engine settings is not allowed here.' };
    }
  }
  if (scanned.statements > 1) {
    return { allowed: false, message: 'Run one statement at a time.' };
  }
  return { allowed: true };
}

type ScanResult =
  | { ok: true; words: WordToken[]; statements: number; settingAfterCall: Set<WordToken> }
  | { ok: false; message: string };

/** Splits the statement into word tokens, skipping string literals, quoted names and comments. */
function scan(text: string): ScanResult {
  const words: WordToken[] = [];
  // Significant characters in order: a word is one entry, punctuation another.
  const items: ({ kind: 'word'; token: WordToken } | { kind: 'punct'; char: string })[] = [];
  let statements = 0;
  let sawContentSinceSemicolon = false;
  let i = 0;
  while (i < text.length) {
    const ch = text[i] as string;
    const next = text[i + 1];
    if (/\s/.test(ch)) {
      i += 1;
      continue;
    }
    if (ch === '/' && next === '/') {
      const end = text.indexOf('\n', i);
      i = end === -1 ? text.length : end + 1;
      continue;
    }
    if (ch === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      if (end === -1) return { ok: false, message: 'A comment is not closed (missing */).' };
      i = end + 2;
      continue;
    }
    if (ch === "'" || ch === '"' || ch === '`') {
      const end = closingQuote(text, i);
      if (end === -1) {
        return {
          ok: false,
          message:
            ch === '`'
              ? 'A quoted name is not closed (missing `).'
              : `A string is not closed (missing ${ch}).`,
        };
      }
      // A quoted name or literal counts as a value: it separates words like any other token.
      items.push({ kind: 'punct', char: ch });
      sawContentSinceSemicolon = true;
      i = end + 1;
      continue;
    }
    if (/[A-Za-z_]/.test(ch)) {
      let end = i + 1;
      while (end < text.length && /[A-Za-z0-9_]/.test(text[end] as string)) end += 1;
      const token: WordToken = { word: text.slice(i, end), before: '', after: '', nextWord: '' };
      items.push({ kind: 'word', token });
      words.push(token);
      sawContentSinceSemicolon = true;
      i = end;
      continue;
    }
    if (ch === ';') {
      if (sawContentSinceSemicolon) statements += 1;
      sawContentSinceSemicolon = false;
    } else {
      sawContentSinceSemicolon = true;
    }
    items.push({ kind: 'punct', char: ch });
    i += 1;
  }
  if (sawContentSinceSemicolon) statements += 1;

  let upcomingWord = '';
  for (let index = items.length - 1; index >= 0; index -= 1) {
    const item = items[index];
    if (item?.kind !== 'word') continue;
    item.token.nextWord = upcomingWord;
    upcomingWord = item.token.word.toUpperCase();
  }
  const settingAfterCall = new Set<WordToken>();
  items.forEach((item, index) => {
    if (item.kind !== 'word') return;
    const previous = items[index - 1];
    const following = items[index + 1];
    item.token.before = previous ? (previous.kind === 'punct' ? previous.char : 'a') : '';
    item.token.after = following ? (following.kind === 'punct' ? following.char : 'a') : '';
    // `CALL threads = 4` changes a setting; `CALL show_tables()` is a table function.
    const afterName = items[index + 2];
    if (
      item.token.word.toUpperCase() === 'CALL' &&
      following?.kind === 'word' &&
      afterName?.kind === 'punct' &&
      afterName.char === '='
    ) {
      settingAfterCall.add(item.token);
    }
  });
  return { ok: true, words, statements, settingAfterCall };
}

function closingQuote(text: string, start: number): number {
  const quote = text[start];
  let i = start + 1;
  while (i < text.length) {
    const ch = text[i];
    if (ch === '\\' && quote !== '`') {
      i += 2;
      continue;
    }
    if (ch === quote) {
      // A doubled quote inside the literal is an escaped quote.
      if (text[i + 1] === quote) {
        i += 2;
        continue;
      }
      return i;
    }
    i += 1;
  }
  return -1;
}
