import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * What a page is about (an instance's or a cluster's name), for the document title: "graph-1 ·
 * Blaze instance · Quiver Cloud", so tabs and history entries of two instances can be told apart.
 * The route names the page (app/page-title.ts); the screen, which has loaded the resource, names
 * its subject. A subject belongs to the path it was set at: the title leaves it out as soon as the
 * router is elsewhere, before the screen that set it has gone.
 */
export interface PageSubject {
  pathname: string;
  name: string;
}

type Listener = () => void;

let current: PageSubject | null = null;
const listeners = new Set<Listener>();

/** The subject named by the page now shown, if any. */
export function pageSubject(): PageSubject | null {
  return current;
}

/** Calls `listener` whenever the subject changes; returns the function that stops it. */
export function onPageSubjectChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function setPageSubject(next: PageSubject | null) {
  if (current?.pathname === next?.pathname && current?.name === next?.name) return;
  current = next;
  for (const listener of listeners) listener();
}

/** Names this page's subject while the screen is shown (nothing while `name` is undefined). */
export function usePageSubject(name: string | undefined) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (name === undefined || name === '') return;
    const subject = { pathname, name };
    setPageSubject(subject);
    // Cleared only if it is still this screen's: the next page may have named its own already.
    return () => {
      if (current === subject) setPageSubject(null);
    };
  }, [pathname, name]);
}
