export { Pagination } from './pagination.tsx';
export type { PaginationProps } from './pagination.tsx';
export { paginationRange } from './pagination-range.ts';
export type { PaginationEntry } from './pagination-range.ts';
