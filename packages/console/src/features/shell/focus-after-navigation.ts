import { useEffect, useRef } from 'react';

/**
 * After a move to another page, puts the focus on the page's main region when it was left with
 * nowhere to be: the control that led here (a wizard's "Start", a menu item) went away with the
 * page it was on, so the focus fell to the document's body, and a keyboard or screen-reader user
 * started again from the top of the page. A page that placed the focus itself (its effects run
 * first), or a move that kept it (a navigation link), is left alone; so is the first page of a
 * visit, where the skip link comes first.
 */
export function useFocusAfterNavigation(pathname: string, mainId: string) {
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [pathname, mainId]);
}
