export { Table, tableColumnBreakpoints, tableDensityOptions } from './table.tsx';
export type {
  TableProps,
  TableColumn,
  TableColumnBreakpoint,
  TableDensity,
  TableSort,
  SortValue,
} from './table.tsx';
export { sortRows, compareSortValues } from './table-sort.ts';
