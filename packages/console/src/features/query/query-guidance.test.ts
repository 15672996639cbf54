import { describe, expect, it } from 'vitest';
import {
  guidanceFor,
  nodeTableSnippet,
  pointsAtColumn,
  relTableSnippet,
  type EngineFailure,
} from './query-guidance.ts';

// The messages below are kuzu 0.11's own, as the server passes them on (engine/kuzu-values.ts).
const syntax = (message: string): EngineFailure => ({ kind: 'syntax', message });
const runtime = (message: string): EngineFailure => ({ kind: 'runtime', message });

describe('guidance for a refused statement', () => {
  it('a missing node table: create it first, with the properties the statement gave it', () => {
    expect(
      guidanceFor(syntax('Binder exception: Table Person does not exist.'), {
        statement: "CREATE (a:Person {name:'Ada'})",
      }),
    ).toEqual({
      kind: 'create-node-table',
      table: 'Person',
      snippet: 'CREATE NODE TABLE Person(name STRING PRIMARY KEY)',
      similar: null,
    });
  });

  it('a missing relationship table: CREATE REL TABLE between the nodes it joined', () => {
    const statement =
      "MATCH (a:Person {name: 'Ada'}), (b:City {name: 'London'}) CREATE (a)-[:LivesIn {since: 1815}]->(b)";
    expect(
      guidanceFor(syntax('Binder exception: Table LivesIn does not exist.'), {
        statement,
        nodeTables: ['Person', 'City'],
      }),
    ).toMatchObject({
      kind: 'create-rel-table',
      table: 'LivesIn',
      snippet: 'CREATE REL TABLE LivesIn(FROM Person TO City, since INT64)',
    });
  });

  it('suggests an existing table for a mistyped one', () => {
    expect(
      guidanceFor(syntax('Binder exception: Table person does not exist.'), {
        statement: 'MATCH (p:person) RETURN p',
        nodeTables: ['Person', 'City'],
      }),
    ).toMatchObject({ kind: 'create-node-table', table: 'person', similar: 'Person' });
    expect(
      guidanceFor(syntax('Binder exception: Table Knws does not exist.'), {
        statement: 'MATCH (a)-[:Knws]->(b) RETURN a',
        nodeTables: ['Person'],
        relTables: ['Knows'],
      }),
    ).toMatchObject({ kind: 'create-rel-table', similar: 'Knows' });
  });

  it('a parser error: the line and column the engine marks, as a place in the statement', () => {
    const statement = 'MATCH (n)\nWHERE n.x = \nRETURN n';
    expect(
      guidanceFor(
        syntax(
          'Parser exception: Invalid input <MATCH (n)\nWHERE n.x = \nRETURN n>: expected rule oC_SingleQuery (line: 3, offset: 7)\n"RETURN n"\n        ^',
        ),
        { statement },
      ),
    ).toEqual({ kind: 'parse-position', line: 3, column: 8, index: statement.indexOf('n', 24) });
  });

  it('a parser error without a position gets no hint, the message is enough', () => {
    expect(guidanceFor(syntax('Parser exception: something odd'), { statement: 'X' })).toBeNull();
  });

  it.each([
    [
      syntax('Binder exception: Cannot find property nam for a.'),
      { kind: 'unknown-property', property: 'nam' },
    ],
    [
      syntax('Binder exception: Variable m is not in scope.'),
      { kind: 'unknown-variable', variable: 'm' },
    ],
    [syntax('Binder exception: Expression in WITH must be aliased.'), { kind: 'check-names' }],
    [
      { kind: 'read-only', message: 'The statement writes to the graph, and read-only was asked.' },
      { kind: 'read-only' },
    ],
    [
      {
        kind: 'timeout',
        message: 'The statement ran past its time limit and was stopped.',
      },
      { kind: 'timeout' },
    ],
    [
      runtime(
        'Runtime exception: Found duplicated primary key value Ada, which violates the uniqueness constraint of the primary key column.',
      ),
      { kind: 'duplicate-key' },
    ],
    [runtime('Run one statement at a time.'), { kind: 'one-statement' }],
    [
      runtime('COPY is not allowed here: statements cannot reach files or other databases.'),
      { kind: 'not-allowed' },
    ],
    [runtime('The statement needs more memory than the instance has.'), { kind: 'out-of-memory' }],
    [
      runtime(
        'The graph has reached the size its storage allows: extend the storage (it applies at the next start).',
      ),
      { kind: 'storage-full' },
    ],
    [{ kind: 'unavailable', message: 'The instance is not running.' }, { kind: 'unavailable' }],
  ] as const)('maps %j', (failure, expected) => {
    expect(guidanceFor(failure, { statement: 'MATCH (a) RETURN a' })).toEqual(expected);
  });

  it('leaves an unknown message without a hint', () => {
    expect(
      guidanceFor(runtime('Runtime exception: division by zero'), { statement: 'RETURN 1/0' }),
    ).toBeNull();
  });
});

describe('the CREATE TABLE snippets', () => {
  it('key a node table by id or name, else by a SERIAL id, with the literal types', () => {
    expect(nodeTableSnippet("CREATE (:City {population: 9000000, name: 'London'})", 'City')).toBe(
      'CREATE NODE TABLE City(name STRING PRIMARY KEY, population INT64)',
    );
    expect(nodeTableSnippet('CREATE (:Reading {value: 3.5, ok: true})', 'Reading')).toBe(
      'CREATE NODE TABLE Reading(id SERIAL PRIMARY KEY, value DOUBLE, ok BOOLEAN)',
    );
    expect(nodeTableSnippet('MATCH (n:Thing) RETURN n', 'Thing')).toBe(
      'CREATE NODE TABLE Thing(id SERIAL PRIMARY KEY, name STRING)',
    );
    expect(nodeTableSnippet('CREATE (:`My Table` {id: 1})', 'My Table')).toBe(
      'CREATE NODE TABLE `My Table`(id INT64 PRIMARY KEY)',
    );
  });

  it('join a relationship table’s ends from labels or the variables’ labels, either direction', () => {
    expect(
      relTableSnippet('MATCH (a:Person), (b:Movie) CREATE (b)<-[:ActedIn]-(a)', 'ActedIn'),
    ).toBe('CREATE REL TABLE ActedIn(FROM Person TO Movie)');
    expect(relTableSnippet('MATCH (a)-[:Likes]->(b) RETURN a', 'Likes', ['User'])).toBe(
      'CREATE REL TABLE Likes(FROM User TO User)',
    );
  });
});

describe('whether a message points at a column', () => {
  it('a parse error with its carets does, wherever the carets start', () => {
    expect(
      pointsAtColumn(
        'Parser exception: Invalid input <RETRUN>: expected rule oC_SingleQuery (line: 1, offset: 0)\n"RETRUN n"\n ^^^^^^',
      ),
    ).toBe(true);
    expect(
      pointsAtColumn(
        'Parser exception: extraneous input\n"MATCH (n) RETURN n;;"\n                   ^\n',
      ),
    ).toBe(true);
  });

  it('a one-line refusal, or a caret inside a line of text, does not', () => {
    expect(pointsAtColumn('Binder exception: Table Person does not exist.')).toBe(false);
    expect(pointsAtColumn("Runtime exception: 2 ^ 3 is not '^'")).toBe(false);
  });
});
