import { describe, expect, it } from 'vitest';
import { changesSchema } from './schema-change.ts';

describe('changesSchema', () => {
  it.each([
    'CREATE NODE TABLE Person(name STRING PRIMARY KEY)',
    'create rel table Knows(FROM Person TO Person)',
    'DROP TABLE Person',
    'ALTER TABLE Person ADD born INT64',
    'CREATE NODE TABLE IF NOT EXISTS City(name STRING PRIMARY KEY)',
    '// make the table\nCREATE\n  NODE TABLE Person(name STRING PRIMARY KEY)',
  ])('counts %j', (statement) => {
    expect(changesSchema(statement)).toBe(true);
  });

  it.each([
    "CREATE (:Person {name: 'Ada'})",
    'MATCH (n) RETURN n',
    "CREATE (:Note {text: 'DROP TABLE Person'})",
    '/* CREATE NODE TABLE X(a INT64 PRIMARY KEY) */ MATCH (n) RETURN count(n)',
    '// DROP TABLE Person\nRETURN 1',
  ])('does not count %j', (statement) => {
    expect(changesSchema(statement)).toBe(false);
  });
});
