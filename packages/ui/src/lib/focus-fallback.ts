import { useRef } from 'react';

// Focus must never fall to the page's body: a screen reader then starts again from the top, and the
// next Tab leaves the user somewhere they did not choose. It falls there when the element holding
// it, or the one it returns to, can no longer take it: an action's button disabled because the
// action it started now runs (a dialog's trigger, a form's Save while the resource updates).

/** Whether `element` can take focus now: in the page, not disabled, not inside an inert part. */
function canTakeFocus(element: Element): boolean {
  return (
    element.isConnected && !element.matches(':disabled') && element.closest('[inert]') === null
  );
}

/** Whether focus has fallen to nothing (the body, or no element at all). */
function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body;
}

/**
 * The nearest ancestor of `from` that takes focus from script (a tab panel, a section marked
 * `tabIndex={-1}`, the shell's main region): the place the user was, as close as it can be.
 */
function nearestFocusableContainer(from: Element): HTMLElement | null {
  for (let element = from.parentElement; element !== null; element = element.parentElement) {
    if (element.hasAttribute('tabindex') && canTakeFocus(element)) return element;
  }
  return null;
}

/**
 * A native `focusout` listener for a page's frame (the ui `AppShell`): React's `onBlur` was not
 * called for the focus-out Chromium fired when the console's Save was disabled by a re-render (seen
 * end to end). Focus that would fall to the body goes somewhere near instead:
 * - an element still in the page but disabled while it held focus: to its nearest focusable
 *   container;
 * - an element removed while it held focus (a banner's close button, the cookie panel's Accept,
 *   a page left): to `main()`, unless something else took the focus meanwhile (a component that
 *   focuses what replaced it does so in an effect, which runs before the task this waits for).
 * A window losing focus is not this case: its element can still take focus.
 */
export function rescueLostFocus(main: () => HTMLElement | null) {
  return (event: FocusEvent) => {
    const left = event.target;
    if (event.relatedTarget !== null || !(left instanceof Element)) return;
    queueMicrotask(() => {
      if (!focusIsLost()) return;
      if (!left.isConnected) {
        setTimeout(() => {
          if (focusIsLost()) main()?.focus({ preventScroll: true });
        });
        return;
      }
      if (canTakeFocus(left)) return;
      nearestFocusableContainer(left)?.focus({ preventScroll: true });
    });
  };
}

interface AutoFocusHandlers {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * A modal's open and close focus handlers that remember, when it opens, what had focus (the opener)
 * and its nearest focusable container. When the modal closes and focus was returned to nothing,
 * it goes back to the opener if it can still take it (a dialog opened from state, with no Radix
 * trigger to return to: an "Add a card" button's `onClick`), else to that container (the opener
 * was disabled meanwhile, or replaced because the action it offered is no longer allowed). A
 * caller's `onCloseAutoFocus` that prevents the default has placed focus itself and is left alone.
 */
export function useReturnFocusNearOpener({ onOpenAutoFocus, onCloseAutoFocus }: AutoFocusHandlers) {
  const opened = useRef<{ opener: HTMLElement; container: HTMLElement | null } | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      // Radix asks for the auto-focus before moving it: the opener still has focus here.
      const opener = document.activeElement;
      opened.current =
        opener instanceof HTMLElement && !focusIsLost()
          ? { opener, container: nearestFocusableContainer(opener) }
          : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const from = opened.current;
      opened.current = null;
      if (event.defaultPrevented || from === null) return;
      // Radix returns focus to the trigger right after this handler, in the same dispatch.
      queueMicrotask(() => {
        if (!focusIsLost()) return;
        const to = canTakeFocus(from.opener) ? from.opener : from.container;
        if (to !== null && canTakeFocus(to)) to.focus({ preventScroll: true });
      });
    },
  };
}
