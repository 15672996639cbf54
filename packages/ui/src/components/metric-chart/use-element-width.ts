import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * The content width of an element, measured before the first paint and kept up to date with a
 * ResizeObserver. Unlike @visx/responsive's debounced hook, the first frame already has the real
 * width, so the chart paints once instead of empty-then-full (and the benchmark measures that).
 */
export function useElementWidth<T extends HTMLElement>(): [RefObject<T | null>, number] {
  const ref = useRef<T | null>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(Math.floor(element.getBoundingClientRect().width));
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
