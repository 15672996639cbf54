import type { QueryResult } from '@quiver/contract';
import type { QueryErrorKind, QueryOutcome } from './graph-engine.ts';

/**
 * The engine's outcome in the contract's shape (`POST /instance/query`): rows as arrays in column
 * order, and the contract's error kinds. The engine's finer kinds fold into 'runtime'; the message
 * keeps the detail (which statement is not allowed, how much memory was missing).
 */
export function toQueryResult(outcome: QueryOutcome): QueryResult {
  if (!outcome.ok) {
    return {
      ok: false,
      error: { kind: contractKind[outcome.error.kind], message: outcome.error.message },
    };
  }
  const names = outcome.columns.map((column) => column.name);
  return {
    ok: true,
    columns: names,
    rows: outcome.rows.map((row) => names.map((name) => row[name] ?? null)),
    stats: {
      rowCount: outcome.rows.length,
      truncated: outcome.truncated,
      elapsedMs: outcome.elapsedMs,
    },
  };
}

const contractKind = {
  syntax: 'syntax',
  'read-only': 'read-only',
  timeout: 'timeout',
  unavailable: 'unavailable',
  'not-allowed': 'runtime',
  'out-of-memory': 'runtime',
  execution: 'runtime',
} as const satisfies Record<QueryErrorKind, Extract<QueryResult, { ok: false }>['error']['kind']>;
