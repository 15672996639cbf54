import { describe, expect, it } from 'vitest';
import { paginationRange } from './pagination-range.ts';

describe('paginationRange', () => {
  it('lists every page when they fit', () => {
    expect(paginationRange(1, 1)).toEqual([1]);
    expect(paginationRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationRange(1, 0)).toEqual([]);
  });

  it('puts gaps around the current page and keeps first and last', () => {
    expect(paginationRange(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(paginationRange(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(paginationRange(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(paginationRange(5, 20, 2)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 20]);
    expect(paginationRange(10, 20, 2)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
  });

  it('never hides a single page behind a gap and keeps a constant length', () => {
    for (let page = 1; page <= 30; page++) {
      const entries = paginationRange(page, 30);
      expect(entries).toHaveLength(7);
      expect(entries).toContain(page);
      entries.forEach((entry, i) => {
        if (entry !== 'gap') return;
        const before = entries[i - 1] as number;
        const after = entries[i + 1] as number;
        expect(after - before).toBeGreaterThan(2);
      });
    }
  });

  it('clamps an out-of-range page', () => {
    expect(paginationRange(99, 3)).toEqual([1, 2, 3]);
    expect(paginationRange(-1, 20)[0]).toBe(1);
  });
});
