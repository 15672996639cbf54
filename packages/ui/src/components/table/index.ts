export { Table, tableDensityOptions } from './table.tsx';
export type { TableProps, TableColumn, TableDensity, TableSort, SortValue } from './table.tsx';
export { sortRows, compareSortValues } from './table-sort.ts';
