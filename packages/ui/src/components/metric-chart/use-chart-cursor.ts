import { useCallback, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { nearestIndex, type MetricPoint } from './metric-data.ts';
import { plotMargin, type TimeScale } from './metric-chart-plot.tsx';

type Move = (current: number, count: number) => number;

/**
 * The chart's cursor: the time of the sample it points at, moved by the pointer or by the keys of
 * a slider (←/→ one pixel column, PageUp/PageDown a tenth, Home/End the ends; Escape hides it).
 * `points` is the longest series: it sets the steps (all share the same minutes in practice).
 */
export function useChartCursor(
  points: readonly MetricPoint[] | undefined,
  xScale: TimeScale,
  innerWidth: number,
) {
  // Where the cursor points, kept while it is hidden: a keyboard reader whose plot loses the focus
  // (another window, a dialog) finds the cursor where it was when the focus comes back, not back
  // at the latest sample. `null` until it is first placed.
  const [placedTime, setPlacedTime] = useState<number | null>(null);
  const [shown, setShown] = useState(false);
  const cursorTime = shown ? placedTime : null;

  const moveCursor = useCallback(
    (nextIndex: Move) => {
      if (!points || points.length === 0) return;
      const current = placedTime === null ? points.length - 1 : nearestIndex(points, placedTime);
      const index = Math.min(points.length - 1, Math.max(0, nextIndex(current, points.length)));
      setPlacedTime((points[index] as MetricPoint).time);
      setShown(true);
    },
    [placedTime, points],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const count = points?.length ?? 0;
    const column = Math.max(1, Math.round(count / Math.max(1, innerWidth)));
    const page = Math.max(1, Math.round(count / 10));
    const moves: Record<string, Move> = {
      ArrowRight: (current) => current + column,
      ArrowUp: (current) => current + column,
      ArrowLeft: (current) => current - column,
      ArrowDown: (current) => current - column,
      PageUp: (current) => current + page,
      PageDown: (current) => current - page,
      Home: () => 0,
      End: (_current, total) => total - 1,
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      moveCursor(move);
    } else if (event.key === 'Escape' && cursorTime !== null) {
      event.preventDefault();
      setShown(false);
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!points || points.length === 0) return;
    const x = event.clientX - event.currentTarget.getBoundingClientRect().left - plotMargin.left;
    const time = xScale.invert(Math.min(innerWidth, Math.max(0, x))).getTime();
    setPlacedTime((points[nearestIndex(points, time)] as MetricPoint).time);
    setShown(true);
  };

  return {
    cursorTime,
    onKeyDown,
    onPointerMove,
    /** Shows the cursor where it was (the latest sample at first). */
    show: () => moveCursor((current) => current),
    /** Hides the cursor; it comes back where it was. */
    hide: () => setShown(false),
  };
}
