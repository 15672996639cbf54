import { describe, expect, it } from 'vitest';
import { guardStatement } from './statement-guard.ts';

describe('guardStatement', () => {
  it.each([
    'MATCH (n) RETURN n LIMIT 10',
    'MATCH (a:User)-[:FOLLOWS]->(b) WHERE a.name = "COPY" RETURN b',
    "MATCH (n) WHERE n.note = 'LOAD FROM x; ATTACH' RETURN n",
    'MATCH (n) DETACH DELETE n',
    'MATCH (copy:User) RETURN copy.load AS value',
    'RETURN {load: 1, use: 2} AS m',
    'CALL show_tables() RETURN *',
    'MATCH (n) RETURN n // COPY in a comment',
    'MATCH (n) /* EXPORT DATABASE */ RETURN n;',
    'MATCH (`copy`:User) RETURN `copy`',
    'CREATE NODE TABLE Item(id INT64 PRIMARY KEY)',
  ])('allows %s', (statement) => {
    expect(guardStatement(statement)).toEqual({ allowed: true });
  });

  it.each([
    ["LOAD FROM '/etc/passwd' RETURN *", /LOAD is not allowed/],
    ["COPY User FROM '/tmp/users.csv'", /COPY is not allowed/],
    ["EXPORT DATABASE '/tmp/out'", /EXPORT is not allowed/],
    ["IMPORT DATABASE '/tmp/out'", /IMPORT is not allowed/],
    ["ATTACH '/tmp/other.kz' AS other (dbtype kuzu)", /ATTACH is not allowed/],
    ['DETACH other', /DETACH is not allowed/],
    ['USE other', /USE is not allowed/],
    ['INSTALL httpfs', /extensions/],
    ['load extension httpfs', /LOAD is not allowed/],
    ['COMMIT', /own transaction/],
    ['BEGIN TRANSACTION', /own transaction/],
    ['ROLLBACK', /own transaction/],
    ['CHECKPOINT', /own transaction/],
    ['CALL threads = 64', /settings/],
    ['RETURN 1; RETURN 2', /one statement/],
    ["RETURN 'unclosed", /string is not closed/],
    ['RETURN 1 /* open', /comment is not closed/],
    ['MATCH (`n:User) RETURN n', /quoted name is not closed/],
    ['   ', /Enter a statement/],
    ['RETURN 1;'.padEnd(100_001, ' '), /too long/],
  ])('refuses %s', (statement, message) => {
    const verdict = guardStatement(statement);
    expect(verdict.allowed).toBe(false);
    expect(!verdict.allowed && verdict.message).toMatch(message);
  });

  it('accepts a trailing semicolon as one statement', () => {
    expect(guardStatement('RETURN 1;  ')).toEqual({ allowed: true });
  });
});
