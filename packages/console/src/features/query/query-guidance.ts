/**
 * What to do next when the engine refuses a statement. kuzu's messages say what is wrong in its own
 * terms ("Binder exception: Table Person does not exist."); a newcomer also needs to hear why (kuzu
 * wants a table before data) and what to type. This module reads the message and the statement and
 * answers a structured hint; the screen words it and offers its action. Messages it does not know
 * get no hint: the engine's message is always shown as it is.
 */

/** A failed statement as `POST /instance/query` answers it (`ok: false`). */
export interface EngineFailure {
  kind: 'syntax' | 'runtime' | 'timeout' | 'read-only' | 'unavailable';
  message: string;
}

export type QueryGuidance =
  /** A node table is missing: create it first (`snippet` is a CREATE NODE TABLE for it). */
  | { kind: 'create-node-table'; table: string; snippet: string; similar: string | null }
  /** A relationship table is missing: create it first (`snippet` is a CREATE REL TABLE). */
  | { kind: 'create-rel-table'; table: string; snippet: string; similar: string | null }
  /** A property the table does not have. */
  | { kind: 'unknown-property'; property: string }
  /** A variable used before a pattern defines it. */
  | { kind: 'unknown-variable'; variable: string }
  /** The statement does not parse; `index` is where, in the statement's text. */
  | { kind: 'parse-position'; line: number; column: number; index: number }
  /** Any other parser or binder refusal: compare the names with the schema. */
  | { kind: 'check-names' }
  /** A write was refused because read-only is on. */
  | { kind: 'read-only' }
  /** The time limit stopped it. */
  | { kind: 'timeout' }
  /** A node with this primary key exists. */
  | { kind: 'duplicate-key' }
  /** Several statements were sent at once. */
  | { kind: 'one-statement' }
  /** Files, extensions, transactions or settings: the service's, not a statement's. */
  | { kind: 'not-allowed' }
  /** More memory than the instance has. */
  | { kind: 'out-of-memory' }
  /** The database reached what its storage allows. */
  | { kind: 'storage-full' }
  /** The database is not running. */
  | { kind: 'unavailable' };

export interface GuidanceContext {
  /** The statement that failed. */
  statement: string;
  /** The node tables of the graph, when known (for "did you mean" and a relationship's ends). */
  nodeTables?: readonly string[];
  /** The relationship tables of the graph, when known. */
  relTables?: readonly string[];
}

const name = String.raw`(?:\w+|\x60[^\x60]+\x60)`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const unquote = (text: string) => text.replace(/^`|`$/g, '');
/** A name as Cypher needs it: plain when it is a word, else in backticks. */
const cypherName = (text: string) => (/^[A-Za-z_]\w*$/.test(text) ? text : `\`${text}\``);

/** The Levenshtein distance, to suggest an existing table for a mistyped one. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = row[0] as number;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = row[j] as number;
      row[j] = Math.min(
        above + 1,
        (row[j - 1] as number) + 1,
        diagonal + (a[i - 1]?.toLowerCase() === b[j - 1]?.toLowerCase() ? 0 : 1),
      );
      diagonal = above;
    }
  }
  return row[b.length] as number;
}

function similarName(missing: string, known: readonly string[]): string | null {
  let best: string | null = null;
  let bestDistance = Math.min(2, Math.floor(missing.length / 3));
  for (const candidate of known) {
    const d = distance(missing, candidate);
    if (d <= bestDistance && candidate !== missing) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

/** `{ key: value, ... }` literal maps: each key with the kuzu type of its literal value. */
function literalProperties(map: string): { name: string; type: string }[] {
  const properties: { name: string; type: string }[] = [];
  const entry =
    /(\w+)\s*:\s*('(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"|-?\d+\.\d+|-?\d+|true|false|\[|\$\w+|date\(|timestamp\()/gi;
  for (const match of map.matchAll(entry)) {
    const [, key, value] = match as unknown as [string, string, string];
    if (properties.some((property) => property.name === key)) continue;
    const type = /^['"]/.test(value)
      ? 'STRING'
      : /^-?\d+\.\d+$/.test(value)
        ? 'DOUBLE'
        : /^-?\d+$/.test(value)
          ? 'INT64'
          : /^(true|false)$/i.test(value)
            ? 'BOOLEAN'
            : /^date\(/i.test(value)
              ? 'DATE'
              : /^timestamp\(/i.test(value)
                ? 'TIMESTAMP'
                : 'STRING';
    properties.push({ name: key, type });
  }
  return properties;
}

/** The properties the statement gives the label, from the first `:Label {...}` map it has. */
function propertiesFor(statement: string, table: string) {
  const map = new RegExp(`:\\s*\`?${escapeRegExp(table)}\`?\\s*\\{([^}]*)\\}`).exec(statement);
  return map ? literalProperties(map[1] ?? '') : [];
}

/**
 * `CREATE NODE TABLE` for a table the statement used: the properties it gave the node, keyed by
 * `id` or `name` when it has one, else by a SERIAL `id` kuzu numbers by itself.
 */
export function nodeTableSnippet(statement: string, table: string): string {
  const properties = propertiesFor(statement, table);
  const key =
    properties.find((property) => property.name === 'id') ??
    properties.find((property) => property.name === 'name');
  const columns = key
    ? [
        `${key.name} ${key.type} PRIMARY KEY`,
        ...properties.filter((p) => p !== key).map((p) => `${p.name} ${p.type}`),
      ]
    : [
        'id SERIAL PRIMARY KEY',
        ...(properties.length > 0 ? properties.map((p) => `${p.name} ${p.type}`) : ['name STRING']),
      ];
  return `CREATE NODE TABLE ${cypherName(table)}(${columns.join(', ')})`;
}

/** The label of the node pattern `(variable:Label ...)` or, for `(variable)`, where it is defined. */
function labelOf(statement: string, pattern: string | undefined): string | null {
  if (pattern === undefined) return null;
  const inline = new RegExp(`^\\s*\\w*\\s*:\\s*(${name})`).exec(pattern);
  if (inline) return unquote(inline[1] as string);
  const variable = /^\s*(\w+)/.exec(pattern)?.[1];
  if (variable === undefined) return null;
  const defined = new RegExp(`\\(\\s*${variable}\\s*:\\s*(${name})`).exec(statement);
  return defined ? unquote(defined[1] as string) : null;
}

/** `CREATE REL TABLE` for a relationship type the statement used, between the nodes it joined. */
export function relTableSnippet(
  statement: string,
  table: string,
  nodeTables: readonly string[] = [],
): string {
  const pattern = new RegExp(
    String.raw`\(([^()]*)\)\s*(<?)-\s*\[\s*\w*\s*:\s*\x60?${escapeRegExp(table)}\x60?([^\]]*)\]\s*-(>?)\s*\(([^()]*)\)`,
  ).exec(statement);
  const fallback = nodeTables[0] ?? 'Person';
  let from = labelOf(statement, pattern?.[1]) ?? fallback;
  let to = labelOf(statement, pattern?.[5]) ?? from;
  if (pattern?.[2] === '<' && pattern[4] !== '>') [from, to] = [to, from];
  const properties = literalProperties(/\{([^}]*)\}/.exec(pattern?.[3] ?? '')?.[1] ?? '');
  const columns = [
    `FROM ${cypherName(from)} TO ${cypherName(to)}`,
    ...properties.map((p) => `${p.name} ${p.type}`),
  ];
  return `CREATE REL TABLE ${cypherName(table)}(${columns.join(', ')})`;
}

/** Whether the statement uses the label as a relationship type (`-[:KNOWS]->`, `[r:A|KNOWS]`). */
function usedAsRelationship(statement: string, table: string): boolean {
  return new RegExp(
    String.raw`\[\s*\w*\s*:\s*(?:${name}\s*\|\s*)*\x60?${escapeRegExp(table)}\x60?\s*[\]{|*]`,
  ).test(statement);
}

/** Line and column (1-based) of kuzu's "(line: 1, offset: 16)" as an index into the statement. */
function parsePosition(message: string, statement: string) {
  const position = /\(line:\s*(\d+),\s*offset:\s*(\d+)\)/.exec(message);
  if (!position) return null;
  const line = Number(position[1]);
  const offset = Number(position[2]);
  const lines = statement.split('\n');
  if (line < 1 || line > lines.length) return null;
  const before = lines.slice(0, line - 1).reduce((sum, text) => sum + text.length + 1, 0);
  const index = Math.min(before + offset, statement.length);
  return { kind: 'parse-position' as const, line, column: offset + 1, index };
}

/**
 * Whether the message points at a column with a line of carets under a quoted statement (a parse
 * error): such a message must keep its lines as they are for the carets to stay under the column,
 * while any other message may wrap like prose.
 */
export function pointsAtColumn(message: string): boolean {
  return /^\s*\^+\s*$/m.test(message);
}

export function guidanceFor(
  failure: EngineFailure,
  context: GuidanceContext,
): QueryGuidance | null {
  const { message } = failure;
  const { statement, nodeTables = [], relTables = [] } = context;
  if (failure.kind === 'read-only') return { kind: 'read-only' };
  if (failure.kind === 'timeout') return { kind: 'timeout' };
  if (failure.kind === 'unavailable') return { kind: 'unavailable' };

  const missing = /Table (.+?) does not exist/.exec(message)?.[1];
  if (missing !== undefined) {
    const table = unquote(missing);
    const known = [...nodeTables, ...relTables];
    if (usedAsRelationship(statement, table))
      return {
        kind: 'create-rel-table',
        table,
        snippet: relTableSnippet(statement, table, nodeTables),
        similar: similarName(table, known),
      };
    return {
      kind: 'create-node-table',
      table,
      snippet: nodeTableSnippet(statement, table),
      similar: similarName(table, known),
    };
  }
  const property = /Cannot find property (\S+) for/.exec(message)?.[1];
  if (property !== undefined) return { kind: 'unknown-property', property: unquote(property) };
  const variable = /Variable (\S+) is not in scope/.exec(message)?.[1];
  if (variable !== undefined) return { kind: 'unknown-variable', variable: unquote(variable) };
  if (/^parser exception/i.test(message)) return parsePosition(message, statement);
  if (/^binder exception/i.test(message)) return { kind: 'check-names' };
  if (/duplicated primary key/i.test(message)) return { kind: 'duplicate-key' };
  if (/^Run one statement at a time/.test(message)) return { kind: 'one-statement' };
  if (/is not allowed here/.test(message)) return { kind: 'not-allowed' };
  if (/more memory than the instance has/.test(message)) return { kind: 'out-of-memory' };
  if (/the size its storage allows/.test(message)) return { kind: 'storage-full' };
  return null;
}
