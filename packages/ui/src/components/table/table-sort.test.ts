import { describe, expect, it } from 'vitest';
import { compareSortValues, nextSort, sortRows } from './table-sort.ts';

describe('sortRows', () => {
  it('sorts text naturally and numbers numerically without mutating the input', () => {
    const rows = ['node 10', 'node 2', 'Node 1'];
    expect(sortRows(rows, (r) => r, 'ascending')).toEqual(['Node 1', 'node 2', 'node 10']);
    expect(rows).toEqual(['node 10', 'node 2', 'Node 1']);
    expect(sortRows([10, 9, 100], (r) => r, 'descending')).toEqual([100, 10, 9]);
  });

  it('keeps empty values last in both directions and is stable', () => {
    const rows = [
      { id: 'a', v: null },
      { id: 'b', v: 2 },
      { id: 'c', v: 1 },
      { id: 'd', v: 2 },
      { id: 'e', v: undefined },
    ];
    const asc = sortRows(rows, (r) => r.v, 'ascending').map((r) => r.id);
    const desc = sortRows(rows, (r) => r.v, 'descending').map((r) => r.id);
    expect(asc).toEqual(['c', 'b', 'd', 'a', 'e']);
    expect(desc).toEqual(['b', 'd', 'c', 'a', 'e']);
  });

  it('orders dates by time', () => {
    expect(compareSortValues(new Date(2026, 1, 1), new Date(2025, 1, 1))).toBeGreaterThan(0);
  });
});

describe('nextSort', () => {
  it('starts a new column ascending and flips the same column', () => {
    expect(nextSort(null, 'name')).toEqual({ columnId: 'name', direction: 'ascending' });
    const asc = nextSort(null, 'name');
    expect(nextSort(asc, 'name')).toEqual({ columnId: 'name', direction: 'descending' });
    expect(nextSort(nextSort(asc, 'name'), 'name').direction).toBe('ascending');
    expect(nextSort(asc, 'vcpu')).toEqual({ columnId: 'vcpu', direction: 'ascending' });
  });
});
