import type { ComponentProps, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';

export interface LinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  /** Where the link goes, in the app. */
  to: To;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** History state for the next location. */
  state?: unknown;
}

/**
 * A link to a page of the console: a real anchor (its address can be opened in a new tab, copied,
 * read out) whose plain click navigates in the app without reloading. Built on React Router's
 * public `useHref` and `useLinkClickHandler`, the two hooks its own `Link` rests on, without the
 * route-module prefetching that `Link` carries (`prefetch`, for framework mode's route modules,
 * which this app has none of): it kept about 8 KiB of minified code in the bundle every page
 * loads, /login included. Use it instead of react-router's `Link` and `NavLink` (lint enforces it).
 */
export function Link({ to, replace, state, target, onClick, ref, children, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // A handler of the caller's that called preventDefault() keeps the click for itself;
    // modified clicks (new tab, new window) and other targets are left to the browser.
    if (!event.defaultPrevented) navigate(event);
  };
  return (
    <a {...rest} ref={ref} href={href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}
