import type { ComponentProps } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { buttonVariants } from '../button/button.tsx';
import { paginationRange } from './pagination-range.ts';

export interface PaginationProps extends Omit<ComponentProps<'nav'>, 'onChange'> {
  /** The current page, starting at 1. */
  page: number;
  /** How many pages there are. */
  pageCount: number;
  /** Called with the page the user asked for. */
  onPageChange: (page: number) => void;
  /** Pages shown on each side of the current one. */
  siblings?: number;
  /** Accessible name of the navigation landmark. */
  label?: string;
  /** Accessible name of the previous-page button. */
  previousLabel?: string;
  /** Accessible name of the next-page button. */
  nextLabel?: string;
  /** Accessible name of a page button. */
  pageLabel?: (page: number) => string;
}

/** Page navigation for long lists: previous/next, the first and last page, and pages near the current one. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  siblings = 1,
  label = 'Pagination',
  previousLabel = 'Previous page',
  nextLabel = 'Next page',
  pageLabel = (n) => `Page ${n}`,
  className,
  ...props
}: PaginationProps) {
  const entries = paginationRange(page, pageCount, siblings);
  const pageButton = 'min-w-9 px-2';
  return (
    <nav
      aria-label={label}
      data-slot="pagination"
      className={cn('flex items-center', className)}
      {...props}
    >
      <ul className="flex items-center gap-1">
        <li>
          <button
            type="button"
            aria-label={previousLabel}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
            className={buttonVariants({ variant: 'ghost', size: 'md', className: 'px-2' })}
          >
            <ChevronLeft aria-hidden="true" />
          </button>
        </li>
        {entries.map((entry, i) =>
          entry === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted-fg">
              …
            </li>
          ) : (
            <li key={entry}>
              <button
                type="button"
                aria-label={pageLabel(entry)}
                aria-current={entry === page ? 'page' : undefined}
                onClick={() => onPageChange(entry)}
                className={buttonVariants({
                  variant: entry === page ? 'outline' : 'ghost',
                  className: cn(pageButton, 'tabular-nums', entry === page && 'font-semibold'),
                })}
              >
                {entry}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            aria-label={nextLabel}
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
            className={buttonVariants({ variant: 'ghost', size: 'md', className: 'px-2' })}
          >
            <ChevronRight aria-hidden="true" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
