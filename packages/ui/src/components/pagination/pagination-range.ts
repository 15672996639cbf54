/** A page number, or a gap ("…") between page numbers. */
export type PaginationEntry = number | 'gap';

/**
 * The page buttons to show: always the first and last page, the current page with `siblings` on each
 * side, and a gap where pages are skipped. A gap never stands for a single page (that page is shown
 * instead), so the count of entries stays constant while paging: 2 × siblings + 5.
 */
export function paginationRange(page: number, pageCount: number, siblings = 1): PaginationEntry[] {
  const total = Math.max(0, Math.floor(pageCount));
  if (total === 0) return [];
  const current = Math.min(Math.max(1, Math.floor(page)), total);
  const slots = 2 * siblings + 5;
  if (total <= slots) return Array.from({ length: total }, (_, i) => i + 1);

  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const left = Math.max(current - siblings, 1);
  const right = Math.min(current + siblings, total);
  const showLeftGap = left > 3;
  const showRightGap = right < total - 2;

  if (!showLeftGap) return [...range(1, 3 + 2 * siblings), 'gap', total];
  if (!showRightGap) return [1, 'gap', ...range(total - (2 + 2 * siblings), total)];
  return [1, 'gap', ...range(left, right), 'gap', total];
}
