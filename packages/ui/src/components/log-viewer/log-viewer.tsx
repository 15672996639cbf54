import {
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
} from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { cva } from 'class-variance-authority';
import { ArrowDownToLine } from 'lucide-react';
import type { LogLevel, LogLevelNumber } from '@quiver/validation';
import { cn } from '../../lib/cn.ts';
import { controlVariants } from '../../lib/control.ts';
import { Button } from '../button/button.tsx';
import { Switch } from '../switch/switch.tsx';
import { filterLogLines, levelName, lineLevel, type LogLine } from './log-lines.ts';

/**
 * Row height in px: fixed while lines do not wrap (long ones scroll sideways), so scrolling is
 * exact; the estimate of a row while lines wrap, until the virtualizer has measured it.
 */
const ROW_HEIGHT = 20;
/** How close to the end (px) still counts as "at the latest line". */
const FOLLOW_SLACK = ROW_HEIGHT * 1.5;

const levelClass: Record<LogLevel, string> = {
  FATAL: 'text-danger-text font-semibold',
  WARNING: 'text-warning-text',
  INFO: 'text-info-text',
  DEBUG: 'text-muted-fg',
};

const logLevelOptions = [1, 2, 3, 4] as const satisfies readonly LogLevelNumber[];

// The rows' box: as wide as the longest line (the log scrolls sideways), or as wide as the log.
const linesVariants = cva('relative', {
  variants: { wrap: { false: 'min-w-max', true: '' } },
  defaultVariants: { wrap: false },
});

// One line: time, level and message on one 20 px row, or, wrapped, inline runs of text so the
// message continues under the time and level (the whole width serves it on a phone), breaking
// long words (URLs, ids) rather than overflowing the box (WCAG 1.4.10 Reflow).
const lineVariants = cva('absolute top-0 left-0 w-full px-3 leading-5', {
  variants: {
    wrap: {
      false: 'flex gap-3 whitespace-pre',
      true: 'whitespace-pre-wrap break-words [&>:not(:last-child)]:me-3',
    },
  },
  defaultVariants: { wrap: false },
});

export interface LogViewerProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The log, oldest first. Append new lines by passing a longer array. */
  lines: readonly LogLine[];
  /** Verbosity shown (controlled): level N shows severities 1..N. */
  level?: LogLevelNumber;
  /** Initial verbosity when uncontrolled; 4 shows everything. */
  defaultLevel?: LogLevelNumber;
  /** Called when the user picks another level. */
  onLevelChange?: (level: LogLevelNumber) => void;
  /** Whether long lines wrap within the box (controlled) instead of scrolling it sideways. */
  wrapLines?: boolean;
  /** Initial line wrapping when uncontrolled; off keeps every line on one row. */
  defaultWrapLines?: boolean;
  /** Called when the user turns line wrapping on or off. */
  onWrapLinesChange?: (wrapLines: boolean) => void;
  /** Height of the scrolling area (CSS length). */
  height?: string;
  /** Locale for timestamps. */
  locale?: string;
  /** IANA time zone for timestamps (e.g. `UTC`); the browser's zone by default. */
  timeZone?: string;
  /** Formats a line's time; overrides `locale` and `timeZone`. */
  formatTime?: (time: number | string) => string;
  /** Accessible name of the log area. */
  label?: string;
  /** Label of the level filter. */
  levelLabel?: string;
  /** Label of the line-wrapping switch. */
  wrapLabel?: string;
  /** Text of a level option, e.g. `3 – INFO`. */
  levelOptionLabel?: (level: LogLevelNumber, name: LogLevel) => string;
  /** Label of the button that returns to the newest line. */
  jumpLabel?: string;
  /** Count of lines that arrived while scrolled up, shown on the jump button. */
  newLinesLabel?: (count: number) => string;
  /** Shown when the log has no line at all. */
  emptyText?: string;
  /** Shown when lines exist but none at the chosen level. */
  filteredEmptyText?: (level: LogLevelNumber, name: LogLevel) => string;
}

const defaultFormatters = new Map<string, Intl.DateTimeFormat>();
function timeFormatter(locale: string, timeZone: string | undefined) {
  const key = `${locale}|${timeZone ?? ''}`;
  let format = defaultFormatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    defaultFormatters.set(key, format);
  }
  return format;
}

/**
 * An instance log: a level filter (1 FATAL … 4 DEBUG), monospace lines in a virtualised list (only
 * the visible lines are in the DOM, so 100,000 lines scroll smoothly), and tail following: while the
 * view is at the newest line it stays there as lines arrive; once the user scrolls up it holds
 * still and a "Jump to latest" button (with the count of new lines) brings it back. "Wrap lines"
 * wraps long lines within the box (rows then take the height of their text, measured as they
 * render) instead of scrolling it sideways, which a narrow screen or a high zoom needs.
 */
export function LogViewer({
  lines,
  level: levelProp,
  defaultLevel = 4,
  onLevelChange,
  wrapLines: wrapLinesProp,
  defaultWrapLines = false,
  onWrapLinesChange,
  height = '24rem',
  locale = 'en-US',
  timeZone,
  formatTime,
  label = 'Instance log',
  levelLabel = 'Level',
  wrapLabel = 'Wrap lines',
  levelOptionLabel = (level, name) => `${level} – ${name}`,
  jumpLabel = 'Jump to latest',
  newLinesLabel = (count) => (count === 1 ? '1 new line' : `${count} new lines`),
  emptyText = 'No log lines yet.',
  filteredEmptyText = (level, name) => `No lines at level ${level} (${name}) or more severe.`,
  className,
  ...props
}: LogViewerProps) {
  const [ownLevel, setOwnLevel] = useState<LogLevelNumber>(defaultLevel);
  const level = levelProp ?? ownLevel;
  const shown = useMemo(() => filterLogLines(lines, level), [lines, level]);
  const [ownWrapLines, setOwnWrapLines] = useState(defaultWrapLines);
  const wrap = wrapLinesProp ?? ownWrapLines;
  const scrollRef = useRef<HTMLDivElement>(null);
  const [following, setFollowing] = useState(true);
  // Lines already shown when the user scrolled away: the difference is the "new lines" count.
  const [seenCount, setSeenCount] = useState(shown.length);
  const selectId = useId();
  const wrapId = useId();
  const format =
    formatTime ??
    ((time: number | string) => timeFormatter(locale, timeZone).format(new Date(time)));

  // A wrapped row's measured height belongs to its line, not to a position (a level change moves
  // lines around). Unwrapped rows are never measured (always 20 px) and keep number keys, so a
  // height measured wrapped never applies unwrapped, without clearing the cache at each toggle.
  const getItemKey = useCallback(
    (index: number) => (wrap ? `${shown[index]?.id ?? `#${index}`}` : index),
    [shown, wrap],
  );

  // The virtualizer is read during render only (the package is not built with the React Compiler).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    getItemKey,
    estimateSize: () => ROW_HEIGHT,
    overscan: 20,
    // A first screenful before measuring (and in environments without layout).
    initialRect: { width: 0, height: 24 * ROW_HEIGHT },
  });

  // Follow the tail: after new lines render, pin the view to the bottom, before paint. Wrapped rows
  // are measured as they render (taller than estimated), so the total height grows a render later:
  // pin again then.
  const totalSize = virtualizer.getTotalSize();
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (following && element) element.scrollTop = element.scrollHeight;
  }, [following, shown.length, totalSize, wrap]);

  // And whenever its box changes size while following: a log mounted hidden (`display: none`, as
  // Storybook prepares a story, or a collapsed panel) had no height to scroll when it pinned itself
  // above, and showed its first lines once shown, no longer following the tail.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!following || !element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [following]);

  const onScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    const atEnd = element.scrollHeight - element.scrollTop - element.clientHeight <= FOLLOW_SLACK;
    if (atEnd !== following) {
      setFollowing(atEnd);
      if (!atEnd) setSeenCount(shown.length);
    }
  };

  const jumpToLatest = () => {
    setFollowing(true);
    const element = scrollRef.current;
    if (element) element.scrollTop = element.scrollHeight;
    element?.focus();
  };

  const changeLevel = (next: LogLevelNumber) => {
    if (levelProp === undefined) setOwnLevel(next);
    onLevelChange?.(next);
    setFollowing(true);
  };

  const changeWrapLines = (next: boolean) => {
    if (wrapLinesProp === undefined) setOwnWrapLines(next);
    onWrapLinesChange?.(next);
  };

  const newCount = Math.max(0, shown.length - seenCount);
  const items = virtualizer.getVirtualItems();

  return (
    <div
      data-slot="log-viewer"
      data-wrap-lines={wrap}
      className={cn('flex flex-col gap-2', className)}
      {...props}
    >
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} className="text-sm font-medium text-surface-fg">
            {levelLabel}
          </label>
          <select
            id={selectId}
            value={level}
            onChange={(event) => changeLevel(Number(event.target.value) as LogLevelNumber)}
            className={cn(controlVariants({ size: 'sm' }), 'w-auto pr-8')}
          >
            {logLevelOptions.map((option) => (
              <option key={option} value={option}>
                {levelOptionLabel(option, levelName(option))}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-center gap-2">
          <Switch id={wrapId} checked={wrap} onCheckedChange={changeWrapLines} />
          <label htmlFor={wrapId} className="text-sm font-medium text-surface-fg">
            {wrapLabel}
          </label>
        </div>
      </div>
      <div className="relative">
        <div
          ref={scrollRef}
          role="log"
          aria-label={label}
          // Off: a virtualised list swaps DOM rows while scrolling, which a live region would
          // read out as a flood of "new" lines.
          aria-live="off"
          // The log scrolls, so it must be reachable by keyboard (axe scrollable-region-focusable).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          onScroll={onScroll}
          style={{ height }}
          className="overflow-auto rounded-md border border-border bg-surface-sunken font-mono text-xs text-surface-fg focus-visible:outline-2 focus-visible:outline-ring"
        >
          {shown.length === 0 ? (
            <p className="p-4 font-sans text-sm text-muted-fg">
              {lines.length === 0 ? emptyText : filteredEmptyText(level, levelName(level))}
            </p>
          ) : (
            <div className={linesVariants({ wrap })} style={{ height: totalSize }}>
              {items.map((item) => {
                const line = shown[item.index] as LogLine;
                const name = levelName(lineLevel(line));
                return (
                  <div
                    key={line.id ?? item.index}
                    // Wrapped rows are as tall as their text: the virtualizer measures each one
                    // (and again when it resizes), finding its index in `data-index`.
                    ref={wrap ? virtualizer.measureElement : undefined}
                    data-index={item.index}
                    data-slot="log-line"
                    data-level={name}
                    className={lineVariants({ wrap })}
                    style={{
                      height: wrap ? undefined : ROW_HEIGHT,
                      transform: `translateY(${item.start}px)`,
                    }}
                  >
                    <span className="text-muted-fg">{format(line.time)}</span>
                    {/* inline-block: its width holds on a wrapped line too (a flex item is a block). */}
                    <span className={cn('inline-block w-16 shrink-0', levelClass[name])}>
                      {name}
                    </span>
                    <span>{line.message}</span>
                  </div>
                );
              })}
            </div>
          )}
        </div>
        {!following && shown.length > 0 ? (
          <Button
            size="sm"
            variant="secondary"
            startIcon={<ArrowDownToLine />}
            onClick={jumpToLatest}
            className="absolute right-4 bottom-3 shadow-md"
          >
            {jumpLabel}
            {newCount > 0 ? (
              <span className="font-normal">{` (${newLinesLabel(newCount)})`}</span>
            ) : null}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
