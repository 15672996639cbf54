import { useLayoutEffect, useRef } from 'react';

/**
 * Keeps the keyboard in a list's pagination when a page change takes away the button that was
 * pressed: Next on reaching the last page (Previous on the first) becomes disabled, and a page
 * button can leave the range shown. Focus then went to the main region, the top of the page (found
 * in a keyboard-only pass, 2026-12-03). It goes to the current page's button instead, which a
 * screen reader reads as "Page 3, current page". A pressed button that is still there and enabled
 * keeps the focus, so Next can be pressed again.
 *
 * Returns `[ref, pressed]`: `ref` goes on an element holding the ui `Pagination`; call
 * `pressed(page)` in its `onPageChange`.
 * The root fix is the ui `Pagination` keeping its end buttons focusable (`aria-disabled`).
 */
export function usePaginationFocus(page: number) {
  const ref = useRef<HTMLDivElement>(null);
  // Set by a page asked for from the pagination, read once that page is shown.
  const pressedRef = useRef(false);

  useLayoutEffect(() => {
    if (!pressedRef.current) return;
    pressedRef.current = false;
    const box = ref.current;
    if (box === null) return;
    const active = document.activeElement;
    const kept =
      active instanceof HTMLElement &&
      box.contains(active) &&
      !(active instanceof HTMLButtonElement && active.disabled);
    if (kept) return;
    box.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  }, [page]);

  /** To call with the page the pagination asks for, before it is shown. */
  const pressed = (next: number) => {
    // The current page's own button asks for no change: nothing to follow.
    pressedRef.current = next !== page;
  };
  return [ref, pressed] as const;
}
