import {
  memo,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
} from 'react';
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Button } from '../button/button.tsx';
import { Skeleton } from '../skeleton/skeleton.tsx';
import { nextSort, sortRows, type SortValue, type TableSort } from './table-sort.ts';
import { useRowWindow } from './use-row-window.ts';

export type { TableSort, SortValue } from './table-sort.ts';

export const tableDensityOptions = ['compact', 'comfortable'] as const;
export type TableDensity = (typeof tableDensityOptions)[number];

/** Fixed row heights (px) per density: fixed heights keep virtual scrolling exact and smooth. */
const ROW_HEIGHT: Record<TableDensity, number> = { compact: 36, comfortable: 48 };

export interface TableColumn<Row> {
  /** Stable id, used for sorting and React keys. */
  id: string;
  /** Header content (text, ideally). */
  header: ReactNode;
  /** Renders the cell. */
  cell: (row: Row, index: number) => ReactNode;
  /**
   * The cell's whole text as its title, for a column whose values may be cut at the column's edge
   * (cells keep to one line): a pointer resting on a cut value reads it all.
   */
  cellTitle?: (row: Row) => string | undefined;
  /**
   * Makes the column sortable by this value (numbers and dates numerically, text naturally). With
   * `manualSorting` it only marks the column sortable; the server orders the rows.
   */
  sortValue?: (row: Row) => SortValue;
  /** Horizontal alignment; numbers read best aligned to the end. */
  align?: 'start' | 'center' | 'end';
  /** CSS width of the column (the table uses a fixed layout, so columns never jump while scrolling). */
  width?: string;
  /** Header shown to screen readers only (for a column of icons or actions). */
  srOnlyHeader?: boolean;
  /**
   * Keeps the column in view at the table's end edge while a table wider than its box scrolls
   * sideways: a row's actions stay one click away on a laptop screen.
   */
  pinned?: 'end';
  /**
   * Hides the column while the table's box is narrower than this container size (Tailwind's: `5xl`
   * 64rem, `6xl` 72rem, `7xl` 80rem): the columns a reader can do without give way on a laptop
   * screen before the table has to scroll sideways. The rest share the room it leaves.
   */
  hideBelow?: TableColumnBreakpoint;
}

/** Container sizes a column can hide below (`TableColumn.hideBelow`). */
export const tableColumnBreakpoints = ['3xl', '4xl', '5xl', '6xl', '7xl'] as const;
export type TableColumnBreakpoint = (typeof tableColumnBreakpoints)[number];

// Whole class names, so Tailwind finds them; the box is the nearest size container.
const hideBelowClass: Record<TableColumnBreakpoint, string> = {
  '3xl': '@max-3xl:hidden',
  '4xl': '@max-4xl:hidden',
  '5xl': '@max-5xl:hidden',
  '6xl': '@max-6xl:hidden',
  '7xl': '@max-7xl:hidden',
};
const hiddenBelow = (column: { hideBelow?: TableColumnBreakpoint }) =>
  column.hideBelow === undefined ? undefined : hideBelowClass[column.hideBelow];

export interface TableProps<Row> {
  /** Accessible name of the table (shown as a visually hidden caption). */
  label: string;
  /**
   * Column definitions, in display order. Keep the array the same between renders (`useMemo`)
   * and a row whose object is unchanged is not rendered again: a scroll step renders only the
   * rows coming into view, and a poll that changes one row renders that row.
   */
  columns: readonly TableColumn<Row>[];
  /** The data. Rendered through a virtual window, so 10,000 rows stay smooth. */
  rows: readonly Row[];
  /** Stable id of a row (defaults to its index). */
  getRowId?: (row: Row, index: number) => string;
  /** Controlled sort. Pass with `onSortChange`; omit both to let the table sort by itself. */
  sort?: TableSort | null;
  /** Initial sort when uncontrolled. */
  defaultSort?: TableSort | null;
  /** Called when the user clicks a sortable header. */
  onSortChange?: (sort: TableSort) => void;
  /** The rows arrive already sorted (server-side sorting): headers still toggle and report, rows are not reordered. */
  manualSorting?: boolean;
  /** Shows skeleton rows and marks the table busy. */
  loading?: boolean;
  /** Number of skeleton rows while loading. */
  loadingRowCount?: number;
  /** Text read to screen readers while loading. */
  loadingLabel?: string;
  /** An error to show in place of the rows (a message string or your own content). */
  error?: ReactNode;
  /** Offers a retry button next to the error. */
  onRetry?: () => void;
  /** Label of the retry button. */
  retryLabel?: string;
  /** Content shown when there are no rows (an EmptyState, or a line of text). */
  empty?: ReactNode;
  /** Text shown when there are no rows and `empty` is not given. */
  emptyLabel?: string;
  /** Row height. */
  density?: TableDensity;
  /**
   * Maximum height of the scrolling body (CSS length). The header stays in view. `none`: the page
   * scrolls, not the table, so every row is rendered and nothing is virtualised (a page of rows).
   */
  maxHeight?: string;
  /** Rows rendered beyond the visible window, above and below. */
  overscan?: number;
  /** Extra classes on the scroll container. */
  className?: string;
}

/**
 * The scroll box's height before it is measured, so the first render already has the rows the box
 * shows: a `px` or `rem` maximum (16 px a rem, the browsers' default) is the box's height once
 * the rows fill it; anything else (`none`, `%`, `vh`) gets a screenful of 16 rows. A wrong guess
 * costs one more render when the box is measured, never a wrong result.
 */
function initialHeight(maxHeight: string, rowHeight: number): number {
  const match = /^(\d+(?:\.\d+)?)(px|rem)$/.exec(maxHeight.trim());
  if (match === null) return 16 * rowHeight;
  return Number(match[1]) * (match[2] === 'rem' ? 16 : 1);
}

const alignClass = { start: 'text-left', center: 'text-center', end: 'text-right' } as const;

/**
 * What stands in for the rows (the empty state, an error) spans the box the reader sees, not the
 * whole width of a table wider than its box, so it is centred in view and does not scroll away.
 * `cqw` is the scroll box's width (the box is a size container).
 */
const visibleWidthClass = 'sticky start-0 w-[100cqw]';

/**
 * A pinned column's cells: opaque (the columns scrolling under them stay hidden), with a line on
 * the side the rows scroll from while there is more of the table under them (a scroll-state
 * query on the scroll box; where it is not supported the line stays). A body cell matches its
 * row's hover colour, mixed opaque.
 */
const pinnedHeaderClass =
  'sticky end-0 z-[1] bg-surface-sunken shadow-[inset_1px_0_0_var(--border),inset_0_-1px_0_var(--border)] ' +
  '[@container_not_scroll-state(scrollable:inline-end)]:shadow-[inset_0_-1px_0_var(--border)]';
const pinnedCellClass =
  'sticky end-0 bg-surface-raised shadow-[inset_1px_0_0_var(--border)] transition-colors ' +
  '[@container_not_scroll-state(scrollable:inline-end)]:shadow-none ' +
  'group-hover/row:bg-[color-mix(in_oklab,var(--muted)_60%,var(--surface-raised))]';

interface BodyRowProps<Row> {
  row: Row;
  index: number;
  columns: readonly TableColumn<Row>[];
  cellClasses: readonly string[];
  height: number;
}

/**
 * One row of the body. Memoised: with the same row object, columns and classes it is not rendered
 * again, so scrolling a virtualised table renders the rows coming into view only, and a poll that
 * replaces one row object renders that row (the columns must be kept the same, see `columns`).
 */
const BodyRow = memo(function BodyRow<Row>({
  row,
  index,
  columns,
  cellClasses,
  height,
}: BodyRowProps<Row>) {
  return (
    <tr
      aria-rowindex={index + 2}
      data-slot="table-row"
      style={{ height }}
      className="group/row border-b border-border transition-colors last:border-b-0 hover:bg-muted/60"
    >
      {columns.map((column, columnIndex) => (
        <td key={column.id} className={cellClasses[columnIndex]} title={column.cellTitle?.(row)}>
          {column.cell(row, index)}
        </td>
      ))}
    </tr>
  );
}) as <Row>(props: BodyRowProps<Row>) => ReactElement;

/**
 * A data table from `columns` and `rows`: sortable headers (`aria-sort`), loading, empty and error
 * states, a sticky header, and a virtualised body (only the visible rows, plus `overscan`, are in the
 * DOM; the total stays known to assistive technology through `aria-rowcount`/`aria-rowindex`).
 */
export function Table<Row>({
  label,
  columns,
  rows,
  getRowId = (_row, index) => String(index),
  sort: sortProp,
  defaultSort = null,
  onSortChange,
  manualSorting = false,
  loading = false,
  loadingRowCount = 5,
  loadingLabel = 'Loading',
  error,
  onRetry,
  retryLabel = 'Retry',
  empty,
  emptyLabel = 'No data',
  density = 'comfortable',
  maxHeight = '32rem',
  overscan = 12,
  className,
}: TableProps<Row>) {
  const [ownSort, setOwnSort] = useState<TableSort | null>(defaultSort);
  const sort = sortProp === undefined ? ownSort : sortProp;
  const rowHeight = ROW_HEIGHT[density];

  const sortedRows = useMemo(() => {
    if (manualSorting || !sort) return rows;
    const column = columns.find((c) => c.id === sort.columnId);
    return column?.sortValue ? sortRows(rows, column.sortValue, sort.direction) : rows;
  }, [rows, columns, sort, manualSorting]);

  const scrollRef = useRef<HTMLDivElement>(null);
  const showRows = !loading && error == null && sortedRows.length > 0;
  // A box without a maximum height never scrolls: the window would be all the rows, so every row
  // is rendered and neither the scroll nor the box's size is watched.
  const virtualised = maxHeight !== 'none';
  const rowWindow = useRowWindow(scrollRef, {
    enabled: virtualised,
    count: showRows && virtualised ? sortedRows.length : 0,
    rowHeight,
    overscan,
    // The first render (and environments without layout) shows a screenful before measuring.
    initialHeight: initialHeight(maxHeight, rowHeight),
  });
  const rowIndexes: readonly number[] = virtualised
    ? Array.from({ length: rowWindow.end - rowWindow.start + 1 }, (_, i) => rowWindow.start + i)
    : sortedRows.map((_row, index) => index);
  const { padTop, padBottom } = rowWindow;

  const changeSort = (columnId: string) => {
    const next = nextSort(sort, columnId);
    if (sortProp === undefined) setOwnSort(next);
    onSortChange?.(next);
  };

  const rowStyle: CSSProperties = { height: rowHeight };
  const cellPad = density === 'compact' ? 'px-3' : 'px-4';
  // Each column's cell classes once, not once per cell (a screenful is hundreds of cells), and the
  // same array while the columns are the same, so unchanged rows skip their render (`BodyRow`).
  const cellClasses = useMemo(
    () =>
      columns.map((column) =>
        cn(
          cellPad,
          'truncate text-sm',
          alignClass[column.align ?? 'start'],
          column.align === 'end' && 'tabular-nums',
          column.pinned === 'end' && pinnedCellClass,
          hiddenBelow(column),
        ),
      ),
    [columns, cellPad],
  );

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: loadingRowCount }, (_, r) => (
      <tr key={r} style={rowStyle} className="border-b border-border">
        {columns.map((column) => (
          <td key={column.id} className={cn(cellPad, hiddenBelow(column))}>
            <Skeleton className="h-3.5 w-3/4" />
          </td>
        ))}
      </tr>
    ));
  } else if (error != null) {
    body = (
      <tr>
        <td colSpan={columns.length} className="p-0">
          <div
            role="alert"
            className={cn(
              visibleWidthClass,
              'flex flex-col items-center gap-3 p-8 text-center text-sm text-danger-text',
            )}
          >
            <div>{error}</div>
            {onRetry ? (
              <Button variant="outline" size="sm" onClick={onRetry}>
                {retryLabel}
              </Button>
            ) : null}
          </div>
        </td>
      </tr>
    );
  } else if (sortedRows.length === 0) {
    body = (
      <tr>
        <td colSpan={columns.length} className="p-0">
          <div className={cn(visibleWidthClass, 'p-8 text-center text-sm text-muted-fg')}>
            {empty ?? emptyLabel}
          </div>
        </td>
      </tr>
    );
  } else {
    body = (
      <>
        {padTop > 0 ? (
          <tr aria-hidden="true" style={{ height: padTop }}>
            <td colSpan={columns.length} className="p-0" />
          </tr>
        ) : null}
        {rowIndexes.map((index) => {
          const row = sortedRows[index] as Row;
          return (
            <BodyRow
              key={getRowId(row, index)}
              row={row}
              index={index}
              columns={columns}
              cellClasses={cellClasses}
              height={rowHeight}
            />
          );
        })}
        {padBottom > 0 ? (
          <tr aria-hidden="true" style={{ height: padBottom }}>
            <td colSpan={columns.length} className="p-0" />
          </tr>
        ) : null}
      </>
    );
  }

  return (
    <div
      ref={scrollRef}
      data-slot="table"
      data-density={density}
      // The scroll container must be reachable by keyboard to scroll it (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="group"
      aria-label={label}
      style={{ maxHeight }}
      className={cn(
        'relative w-full overflow-auto rounded-lg border border-border bg-surface-raised',
        // A container of its width (`cqw`, above) and of its scroll state (pinned columns).
        '[container-type:inline-size_scroll-state]',
        className,
      )}
    >
      <table
        aria-rowcount={showRows ? sortedRows.length + 1 : undefined}
        aria-busy={loading || undefined}
        className="w-full table-fixed border-collapse text-surface-fg"
      >
        <caption className="sr-only">
          {label}
          {loading ? `, ${loadingLabel}` : ''}
        </caption>
        <colgroup>
          {columns.map((column) => (
            <col
              key={column.id}
              style={column.width ? { width: column.width } : undefined}
              className={hiddenBelow(column)}
            />
          ))}
        </colgroup>
        <thead className="sticky top-0 z-10 bg-surface-sunken shadow-[inset_0_-1px_0_var(--border)]">
          <tr aria-rowindex={1} style={rowStyle}>
            {columns.map((column) => {
              const sorted = sort?.columnId === column.id ? sort.direction : undefined;
              const content = column.srOnlyHeader ? (
                <span className="sr-only">{column.header}</span>
              ) : (
                column.header
              );
              return (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={column.sortValue ? (sorted ?? 'none') : undefined}
                  className={cn(
                    cellPad,
                    'text-xs font-semibold tracking-wide text-muted-fg uppercase',
                    alignClass[column.align ?? 'start'],
                    column.pinned === 'end' && pinnedHeaderClass,
                    hiddenBelow(column),
                  )}
                >
                  {column.sortValue ? (
                    <button
                      type="button"
                      onClick={() => changeSort(column.id)}
                      className={cn(
                        '-mx-1 inline-flex cursor-pointer items-center gap-1 rounded-sm px-1 uppercase hover:text-surface-fg',
                        column.align === 'end' && 'flex-row-reverse',
                      )}
                    >
                      {content}
                      {sorted === 'ascending' ? (
                        <ArrowUp aria-hidden="true" className="size-3.5" />
                      ) : sorted === 'descending' ? (
                        <ArrowDown aria-hidden="true" className="size-3.5" />
                      ) : (
                        <ChevronsUpDown aria-hidden="true" className="size-3.5 opacity-60" />
                      )}
                    </button>
                  ) : (
                    content
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </table>
    </div>
  );
}
