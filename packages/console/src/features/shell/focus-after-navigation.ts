import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { isFirstPage } from '../../lib/first-page.ts';

/**
 * After a move to another page, puts the focus on the page's main region when it was left with
 * nowhere to be: the control that led here (a wizard's "Start", a menu item) went away with the
 * page it was on, so the focus fell to the document's body, and a keyboard or screen-reader user
 * started again from the top of the page. A page that placed the focus itself (its effects run
 * first), or a move that kept it (a navigation link), is left alone; so is a first page the
 * browser opened (a load, a reload, back or forward, or where a loader sent that load), where the
 * skip link comes first. A first page the app moved to (after signing in, the sign-in's button
 * went with its page) is a move.
 */
export function useFocusAfterNavigation(pathname: string, mainId: string) {
  const { key } = useLocation();
  const arrivedByApp = useNavigationType() !== 'POP' && !isFirstPage(key);
  const previous = useRef<string | null>(arrivedByApp ? null : pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [pathname, mainId]);
}
