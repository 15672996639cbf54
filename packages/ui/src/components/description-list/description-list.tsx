import type { ComponentProps, ReactNode } from 'react';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn.ts';
import { CopyButton } from '../copy-button/copy-button.tsx';
import { Skeleton } from '../skeleton/skeleton.tsx';

export const descriptionListLayoutOptions = ['stacked', 'inline'] as const;
/** `stacked`: the term above its value (cards, grids); `inline`: the term in a column on the left. */
export type DescriptionListLayout = 'stacked' | 'inline';
export const descriptionListColumnOptions = [1, 2, 3] as const;
export type DescriptionListColumns = 1 | 2 | 3;

/** One term and its value. */
export interface DescriptionListItem {
  /** Stable key; defaults to the term when it is a string. */
  id?: string;
  /** What the value is, e.g. `Service address`. */
  term: ReactNode;
  /** The value. `null`, `undefined` and `''` show `emptyValue`. */
  description: ReactNode;
  /** Adds a copy button that puts this text on the clipboard (an address, an id). */
  copyValue?: string;
  /** Accessible name of the copy button; needed when `term` is not a string. */
  copyLabel?: string;
}

export const descriptionListVariants = cva('grid gap-x-6 gap-y-4 text-sm', {
  variants: {
    columns: {
      1: 'grid-cols-1',
      2: 'grid-cols-1 sm:grid-cols-2',
      3: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3',
    },
  },
  defaultVariants: { columns: 1 },
});

export interface DescriptionListProps extends Omit<ComponentProps<'dl'>, 'children'> {
  /** The terms and values, in reading order. */
  items: readonly DescriptionListItem[];
  /** Term above the value, or beside it. */
  layout?: DescriptionListLayout;
  /** Items per row from the small breakpoint up (stacked layout). */
  columns?: DescriptionListColumns;
  /** Shows placeholders for the values (the terms stay) while they load. */
  loading?: boolean;
  /** Read to screen readers in place of each value while loading. */
  loadingLabel?: string;
  /** Shown for a missing value. */
  emptyValue?: ReactNode;
  /** Accessible name of a copy button, from the item's term. */
  copyLabel?: (term: string) => string;
  /** Announced after a copy. */
  copiedLabel?: string;
  /** Announced when the browser refuses the clipboard. */
  copyFailedLabel?: string;
  /** Writes to the clipboard (tests, non-secure contexts); defaults to the Clipboard API. */
  writeText?: (text: string) => Promise<void>;
}

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '';

/**
 * Terms and their values, e.g. an instance's overview (status, edition, region, service address),
 * as a real `<dl>`. A value can carry a copy button.
 */
export function DescriptionList({
  items,
  layout = 'stacked',
  columns = 1,
  loading = false,
  loadingLabel = 'Loading',
  emptyValue = '—',
  copyLabel = (term) => `Copy ${term}`,
  copiedLabel,
  copyFailedLabel,
  writeText,
  className,
  ...props
}: DescriptionListProps) {
  return (
    <dl
      data-slot="description-list"
      data-layout={layout}
      aria-busy={loading || undefined}
      className={cn(descriptionListVariants({ columns }), className)}
      {...props}
    >
      {items.map((item, index) => {
        const key = item.id ?? (typeof item.term === 'string' ? item.term : String(index));
        const name =
          item.copyLabel ?? (typeof item.term === 'string' ? copyLabel(item.term) : undefined);
        return (
          <div
            key={key}
            data-slot="description-list-item"
            className={cn(
              'min-w-0',
              layout === 'stacked'
                ? 'flex flex-col gap-1'
                : 'grid gap-1 sm:grid-cols-[minmax(8rem,14rem)_1fr] sm:gap-4',
            )}
          >
            <dt className="text-muted-fg">{item.term}</dt>
            <dd className="flex min-w-0 items-center gap-1 text-surface-fg">
              {loading ? (
                <>
                  <Skeleton shape="text" className="w-32" />
                  <span className="sr-only">{loadingLabel}</span>
                </>
              ) : (
                <>
                  <span className="min-w-0 break-words">
                    {isEmpty(item.description) ? emptyValue : item.description}
                  </span>
                  {item.copyValue ? (
                    <CopyButton
                      value={item.copyValue}
                      label={name}
                      copiedLabel={copiedLabel}
                      failedLabel={copyFailedLabel}
                      writeText={writeText}
                      size="sm"
                      className="-my-1.5 shrink-0"
                    />
                  ) : null}
                </>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
