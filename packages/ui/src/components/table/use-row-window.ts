import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

export interface RowWindowOptions {
  /** Off: nothing is watched and the window is empty (the caller renders every row). */
  enabled: boolean;
  /** Rows in the list. */
  count: number;
  /** Every row's height, in px. */
  rowHeight: number;
  /** Rows rendered beyond the visible ones, above and below. */
  overscan: number;
  /** The box's height until it is measured, in px. */
  initialHeight: number;
}

/** The rows to render, first to last (both included), and the room the others take. */
export interface RowWindow {
  start: number;
  end: number;
  padTop: number;
  padBottom: number;
}

const emptyWindow: RowWindow = { start: 0, end: -1, padTop: 0, padBottom: 0 };

/**
 * The rows of a list of fixed-height rows that a scroll box shows, plus `overscan` on each side:
 * arithmetic on the scroll offset, where a general virtualiser keeps a measured position for each
 * of the rows (10,000 of them under a query result: about 4 ms to build unthrottled, before the
 * first paint) and renders on every scroll event. It renders again when the first visible row or
 * the box's height changes (within the scroll event, as that virtualiser did). Nothing is read as
 * the box mounts: a new box is at the top and the first window uses `initialHeight`; the box's size
 * comes from a ResizeObserver, whose first report arrives after the frame's layout, where reading
 * the size costs nothing (a read at mount forced a layout of the whole page inside React's commit).
 */
export function useRowWindow(
  box: RefObject<HTMLElement | null>,
  { enabled, count, rowHeight, overscan, initialHeight }: RowWindowOptions,
): RowWindow {
  const [height, setHeight] = useState(initialHeight);
  // The scroll offset, in px, as of the last scroll that brought another row to the top.
  const [offset, setOffset] = useState(0);

  const watchedBefore = useRef(false);

  // A layout effect: the listener is there as the box is committed. A passive effect ran after the
  // frame, and a scroll set by a script in between (a test, a restored position) was missed.
  useLayoutEffect(() => {
    const element = box.current;
    if (!enabled || element === null) return;
    // The same top row: no render.
    const readOffset = () => {
      const next = element.scrollTop;
      setOffset((current) =>
        Math.floor(current / rowHeight) === Math.floor(next / rowHeight) ? current : next,
      );
    };
    // Rendered within the scroll event, before the frame that shows the scroll paints: an ordinary
    // update from a native listener waits for a task of its own, and a scroll past the overscan
    // would show the blank spacer for a frame.
    const follow = () => flushSync(readOffset);
    element.addEventListener('scroll', follow, { passive: true });
    // Watched again (the row height or `maxHeight` changed): the box may be scrolled already. Not
    // on the first watch: a new box is at the top, and the read would force a layout.
    if (watchedBefore.current) readOffset();
    watchedBefore.current = true;
    const sizes =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => setHeight(element.clientHeight));
    sizes?.observe(element);
    return () => {
      element.removeEventListener('scroll', follow);
      sizes?.disconnect();
    };
  }, [box, enabled, rowHeight]);

  if (!enabled || count === 0) return emptyWindow;
  const visible = Math.max(1, Math.ceil(height / rowHeight));
  const top = Math.min(Math.floor(offset / rowHeight), count - 1);
  const start = Math.max(0, top - overscan);
  const end = Math.min(count - 1, top + visible - 1 + overscan);
  return { start, end, padTop: start * rowHeight, padBottom: (count - 1 - end) * rowHeight };
}
