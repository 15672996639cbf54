import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { isFirstPage } from '../../lib/first-page.ts';
import { brand } from '../../lib/brand.ts';
import { SiteFooter, SiteNotice } from '../shell/global-elements.tsx';

interface AuthFrameProps {
  /** Which step the panel shows (the sign-in's code step, its help, ...): a change is a new page. */
  step?: string;
  children: ReactNode;
}

/**
 * Puts the focus on the panel's heading when the control that led here went away and left it on
 * the body: a step's link ("Can't use your authenticator?", Back) replaced by the next step, or
 * the shell's "Log out" gone with the shell. The heading says where the user now is, and the next
 * Tab goes on from there rather than from the top of the page. A step that placed the focus itself
 * (the code step's input; its effects run first) is left alone, and so is a page the browser
 * opened (a visit's first page, a reload), where the focus starts as the browser puts it.
 */
function useFocusOnNewStep(panel: RefObject<HTMLDivElement | null>, step: string) {
  // Arrived by the browser (a load, a reload, back or forward: "POP", or where a loader sent that
  // load), the page's focus is the browser's; arrived by the app (a link, a redirect after
  // "Log out"), it was on what led here.
  const { key } = useLocation();
  const arrivedByBrowser = useNavigationType() === 'POP' || isFirstPage(key);
  const shown = useRef<string | null>(arrivedByBrowser ? step : null);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    const frame = panel.current;
    const active = document.activeElement;
    const lost = active === null || active === document.body || !active.isConnected;
    if (frame === null || !lost) return;
    const heading = frame.querySelector('h1');
    if (heading !== null) return focusInPlace(heading);
    // A step still loading shows a spinner: the panel holds the focus until its heading arrives.
    focusInPlace(frame);
    const arrival = new MutationObserver(() => {
      const arrived = frame.querySelector('h1');
      if (arrived === null) return;
      arrival.disconnect();
      if (document.activeElement === frame) focusInPlace(arrived);
    });
    arrival.observe(frame, { childList: true, subtree: true });
    return () => arrival.disconnect();
  }, [panel, step]);
}

/** Focuses an element that is not a control (a heading, the panel), without scrolling to it. */
function focusInPlace(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/** The page around the sign-in and sign-up panels: the brand, the panel, and room to breathe. */
export function AuthFrame({ step = 'first', children }: AuthFrameProps) {
  const panel = useRef<HTMLDivElement>(null);
  useFocusOnNewStep(panel, step);
  return (
    <div className="flex min-h-screen flex-col bg-surface-sunken">
      <SiteNotice />
      <header className="px-6 py-4">
        <p className="text-lg font-semibold text-surface-fg">{brand.name}</p>
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center">
        <div
          ref={panel}
          className="w-full max-w-md rounded-xl border border-border bg-surface-raised p-6 shadow-md outline-none sm:p-8 [&_h1]:outline-none"
        >
          {children}
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
