import type { ComponentProps, ReactNode } from 'react';
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

/**
 * Previous or Next. On the first or last page it is `aria-disabled`, not `disabled`: a disabled
 * button loses the focus, so a keyboard user who pressed Next onto the last page was sent to the
 * top of the document (or wherever the app rescued the focus). It stays focusable, is announced
 * as unavailable and does nothing when pressed.
 */
function EndButton({
  label,
  unavailable,
  onPress,
  children,
}: {
  label: string;
  unavailable: boolean;
  onPress: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-disabled={unavailable || undefined}
      onClick={unavailable ? undefined : onPress}
      className={buttonVariants({
        variant: 'ghost',
        size: 'md',
        className: 'px-2 aria-disabled:opacity-50 aria-disabled:hover:bg-transparent',
      })}
    >
      {children}
    </button>
  );
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
          <EndButton
            label={previousLabel}
            unavailable={page <= 1}
            onPress={() => onPageChange(page - 1)}
          >
            <ChevronLeft aria-hidden="true" />
          </EndButton>
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
          <EndButton
            label={nextLabel}
            unavailable={page >= pageCount}
            onPress={() => onPageChange(page + 1)}
          >
            <ChevronRight aria-hidden="true" />
          </EndButton>
        </li>
      </ul>
    </nav>
  );
}
