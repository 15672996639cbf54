import type { ComponentProps, MouseEvent } from 'react';
import { createPath, useLocation, useNavigate } from 'react-router';
import type { AppPath } from './brand.ts';

export interface LinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  /** Where the link goes, in the app. */
  to: AppPath;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** History state for the next location. */
  state?: unknown;
}

/**
 * A link to a page of the console: a real anchor (its address can be opened in a new tab, copied,
 * read out) whose plain click navigates in the app without reloading, as React Router's `Link`
 * does, built on its public `useNavigate` and `useLocation`.
 *
 * Every console address is absolute and the app has no basename, so the address is the anchor's
 * `href` as it is: React Router's `useHref` and `useLinkClickHandler` each resolved it against the
 * matched routes (two resolutions and five hooks a link: about 6% of the instance list's first
 * render at 4x CPU); its `Link` also carried route-module prefetching this app has no use for
 * (about 8 KiB of minified code on every page, /login included). Use it instead of
 * react-router's `Link` and `NavLink` (lint enforces it).
 */
export function Link({ to, replace, state, target, onClick, ref, children, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // A handler of the caller's that called preventDefault() keeps the click for itself;
    // modified clicks (new tab, new window) and other targets are left to the browser.
    if (event.defaultPrevented || !isPlainClick(event, target)) return;
    event.preventDefault();
    // As React Router's Link: a link to where the reader already is adds no history entry.
    void navigate(to, { replace: replace ?? createPath(location) === to, state });
  };
  return (
    <a {...rest} ref={ref} href={to} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}

/** A primary-button click without a modifier key, on a link that opens in this tab. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button === 0 &&
    (target === undefined || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}
