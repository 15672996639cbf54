import { describe, expect, it } from 'vitest';
import { queryResult } from '@quiver/contract';
import { toQueryResult } from './contract-result.ts';

describe('toQueryResult', () => {
  it('turns rows into arrays in column order that the contract accepts', () => {
    const result = toQueryResult({
      ok: true,
      columns: [
        { name: 'name', type: 'STRING' },
        { name: 'u', type: 'NODE' },
      ],
      rows: [{ u: { _label: 'User', id: 1 }, name: 'Ada' }, { name: 'Bea' }],
      truncated: true,
      elapsedMs: 3,
    });
    expect(result).toEqual({
      ok: true,
      columns: ['name', 'u'],
      rows: [
        ['Ada', { _label: 'User', id: 1 }],
        ['Bea', null],
      ],
      stats: { rowCount: 2, truncated: true, elapsedMs: 3 },
    });
    expect(queryResult.parse(result)).toEqual(result);
  });

  it.each([
    ['syntax', 'syntax'],
    ['read-only', 'read-only'],
    ['timeout', 'timeout'],
    ['unavailable', 'unavailable'],
    ['not-allowed', 'runtime'],
    ['out-of-memory', 'runtime'],
    ['execution', 'runtime'],
  ] as const)('maps the %s error to %s, keeping the message', (kind, expected) => {
    const result = toQueryResult({ ok: false, error: { kind, message: 'why' }, elapsedMs: 1 });
    expect(result).toEqual({ ok: false, error: { kind: expected, message: 'why' } });
    expect(queryResult.parse(result)).toEqual(result);
  });
});
