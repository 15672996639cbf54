/**
 * Answers of the query screen's calls for feature tests: an instance, a schema, results as the
 * server sends them (kuzu values made JSON by packages/server/src/engine/kuzu-values.ts).
 */
import type { GraphSchema, QueryResult } from '@quiver/contract';
import { instanceOf } from './instances.ts';

/** The instance the query screen runs against: the fixtures' Shared Blaze instance. */
export const queriedInstance = instanceOf;

export const emptySchema: GraphSchema = { nodeTables: [], relTables: [] };

export const peopleSchema: GraphSchema = {
  nodeTables: [
    {
      name: 'Person',
      properties: [
        { name: 'name', type: 'STRING', primaryKey: true },
        { name: 'born', type: 'INT64', primaryKey: false },
      ],
    },
  ],
  relTables: [
    {
      name: 'Knows',
      properties: [{ name: 'since', type: 'INT64', primaryKey: false }],
      connections: [{ from: 'Person', to: 'Person' }],
    },
  ],
};

export function rowsResult(
  columns: string[],
  rows: Extract<QueryResult, { ok: true }>['rows'],
  { truncated = false, elapsedMs = 12 } = {},
): QueryResult {
  return { ok: true, columns, rows, stats: { rowCount: rows.length, truncated, elapsedMs } };
}

export function failedResult(
  kind: 'syntax' | 'runtime' | 'timeout' | 'read-only' | 'unavailable',
  message: string,
): QueryResult {
  return { ok: false, error: { kind, message } };
}

const ada = { name: 'Ada', born: 1815, _label: 'Person', _id: '0:0' };
const alan = { name: 'Alan', born: 1912, _label: 'Person', _id: '0:1' };
const knows = { since: 1936, _src: '0:0', _dst: '0:1', _label: 'Knows', _id: '2:0' };

/** `MATCH (a:Person)-[k:Knows]->(b:Person) RETURN a, k, b` on the starter snippets' graph. */
export const graphResult = rowsResult(['a', 'k', 'b'], [[ada, knows, alan]]);
