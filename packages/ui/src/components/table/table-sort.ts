/** The sort of a Table: which column, which way. `null` keeps the rows in the given order. */
export interface TableSort {
  columnId: string;
  direction: 'ascending' | 'descending';
}

export type SortValue = string | number | bigint | Date | boolean | null | undefined;

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Orders two cell values: numbers and dates numerically, text naturally ("node 2" < "node 10"), empties last. */
export function compareSortValues(a: SortValue, b: SortValue): number {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  if (typeof a === 'bigint' && typeof b === 'bigint') return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * Returns a sorted copy (the input is never mutated). Stable, so equal rows keep their order; empty
 * values stay at the end in both directions.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  sortValue: (row: Row) => SortValue,
  direction: TableSort['direction'],
): Row[] {
  const sign = direction === 'ascending' ? 1 : -1;
  const keyed = rows.map((row, index) => ({ row, index, key: sortValue(row) }));
  keyed.sort((x, y) => {
    const xEmpty = x.key === null || x.key === undefined || x.key === '';
    const yEmpty = y.key === null || y.key === undefined || y.key === '';
    if (xEmpty !== yEmpty) return xEmpty ? 1 : -1;
    return sign * compareSortValues(x.key, y.key) || x.index - y.index;
  });
  return keyed.map((entry) => entry.row);
}

/** The next sort after a click on a column header: a new column starts ascending, the same column flips. */
export function nextSort(current: TableSort | null, columnId: string): TableSort {
  if (current?.columnId === columnId && current.direction === 'ascending')
    return { columnId, direction: 'descending' };
  return { columnId, direction: 'ascending' };
}
