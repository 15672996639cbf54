// What kuzu answers, in the engine interface's terms: values made JSON-safe, and the engine's error
// messages classified and worded for the person who ran the statement.
import type * as Kuzu from 'kuzu';
import type { QueryErrorKind, QueryValue } from './graph-engine.ts';

export function classify(message: string, readOnly: boolean): QueryErrorKind {
  if (/interrupted/i.test(message)) return 'timeout';
  if (/bad_alloc|unable to allocate|out of memory/i.test(message)) return 'out-of-memory';
  if (/read-only/i.test(message)) return readOnly ? 'read-only' : 'execution';
  if (/^(parser|binder) exception/i.test(message)) return 'syntax';
  return 'execution';
}

/** Engine messages end with a newline and sometimes the offending text; keep them readable. */
export function tidy(message: string): string {
  const trimmed = message.trim();
  if (/interrupted/i.test(trimmed)) return 'The statement ran past its time limit and was stopped.';
  if (/read-only transaction/i.test(trimmed))
    return 'The statement writes to the graph, and read-only was asked.';
  if (/bad_alloc/.test(trimmed)) return 'The statement needs more memory than the instance has.';
  // The database file reached its cap, which the local provider derives from the storage size.
  if (/no more frame groups/i.test(trimmed)) {
    return 'The graph has reached the size its storage allows: extend the storage (it applies at the next start).';
  }
  return trimmed;
}

export function toQueryRow(row: Record<string, Kuzu.KuzuValue>): Record<string, QueryValue> {
  const out: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(row)) out[key] = toQueryValue(value);
  return out;
}

/** Makes an engine value JSON-safe: ids become "table:offset", big integers strings, dates ISO text. */
export function toQueryValue(value: unknown): QueryValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'bigint') {
    return value <= BigInt(Number.MAX_SAFE_INTEGER) && value >= BigInt(Number.MIN_SAFE_INTEGER)
      ? Number(value)
      : value.toString();
  }
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString('hex');
  if (Array.isArray(value)) return value.map(toQueryValue);
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (isInternalId(record)) return `${record.table}:${record.offset}`;
    const out: Record<string, QueryValue> = {};
    for (const [key, inner] of Object.entries(record)) out[key] = toQueryValue(inner);
    return out;
  }
  return String(value);
}

function isInternalId(
  record: Record<string, unknown>,
): record is { table: number; offset: number } {
  const keys = Object.keys(record);
  return keys.length === 2 && typeof record.table === 'number' && typeof record.offset === 'number';
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
