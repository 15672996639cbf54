/**
 * Polite announcements through one shared live region, rather than a live region in every
 * component that may speak: a table of 20 rows with a copy button each had 20 of them, which
 * screen readers track one by one, and which a row's re-render could make speak again.
 *
 * The region is placed in the dialog around the component that speaks, if there is one, and
 * otherwise at the end of the body: a modal dialog hides everything outside it from assistive
 * technology (`aria-hidden`, Radix's hideOthers), a body-level region included.
 */

/** Marks the regions this module owns. */
const regionSlot = 'live-region';

/**
 * How long a new message waits after the region is emptied (or created): screen readers announce
 * a change to a region they already know, so the region must exist, empty, before the words arrive,
 * and the same words twice in a row must still be a change.
 */
export const announceDelayMs = 100;

const pending = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

function regionIn(container: Element): HTMLElement {
  for (const child of Array.from(container.children))
    if (child instanceof HTMLElement && child.dataset['slot'] === regionSlot) return child;
  const region = container.ownerDocument.createElement('div');
  region.dataset['slot'] = regionSlot;
  // `status`: polite and atomic, and found by role like any status message.
  region.setAttribute('role', 'status');
  // Visually hidden, without depending on the page's stylesheet.
  region.style.cssText =
    'position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;' +
    'clip:rect(0,0,0,0);white-space:nowrap;border:0';
  container.append(region);
  return region;
}

/**
 * Says `message` politely. `from` is the element the message is about (the button pressed), which
 * decides the region: the dialog around it, or the body.
 */
export function announce(message: string, from?: Element | null): void {
  if (typeof document === 'undefined') return;
  const container = from?.closest('[role="dialog"], [role="alertdialog"]') ?? document.body;
  const region = regionIn(container);
  clearTimeout(pending.get(region));
  region.textContent = '';
  pending.set(
    region,
    setTimeout(() => {
      region.textContent = message;
    }, announceDelayMs),
  );
}
