/**
 * The document title of each page, "<Page> · Quiver Cloud" (WCAG 2.4.2 Page Titled): browser tabs,
 * history entries and screen readers' page announcements tell the pages apart. Each route declares
 * its page's name as a core-catalogue key (`handle.pageTitle`, from `ScreenRoute.title`); the
 * router's state is followed, so the title changes when a navigation commits, lazy screens and
 * public pages (which have no common layout) included.
 */
import type en from '../i18n/en.json';
import type { Translator } from '../i18n/index.ts';
import { brand } from '../lib/brand.ts';

/** A page's name: a key of the core catalogue (every page may need one before its area loads). */
export type PageTitleKey = Exclude<
  Extract<keyof typeof en, `page-title.${string}`>,
  'page-title.format'
>;

/** What a route carries in its `handle`. */
export interface PageTitleHandle {
  pageTitle: PageTitleKey;
}

interface MatchLike {
  route: { handle?: unknown };
}

function titleKeyOf(handle: unknown): PageTitleKey | undefined {
  if (typeof handle !== 'object' || handle === null || !('pageTitle' in handle)) return undefined;
  const { pageTitle } = handle as Partial<PageTitleHandle>;
  return pageTitle;
}

/** The page's name of the deepest matched route that declares one. */
export function pageTitleKeyOf(matches: readonly MatchLike[]): PageTitleKey | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const key = titleKeyOf(matches[index]?.route.handle);
    if (key !== undefined) return key;
  }
  return undefined;
}

/** "<Page> · Quiver Cloud", or the brand alone when no route names the page. */
export function documentTitleOf(matches: readonly MatchLike[], i18n: Translator): string {
  const key = pageTitleKeyOf(matches);
  if (key === undefined) return brand.name;
  return i18n.t('page-title.format', { page: i18n.t(key), brand: brand.name });
}

interface FollowedRouter {
  state: { matches: readonly MatchLike[] };
  subscribe: (listener: (state: { matches: readonly MatchLike[] }) => void) => () => void;
}

/**
 * Keeps `doc.title` on the current page's title: now, after each committed navigation, and when
 * the language changes. Returns the function that stops following.
 */
export function followPageTitle(
  router: FollowedRouter,
  i18n: Translator,
  doc: Pick<Document, 'title'> = document,
): () => void {
  let matches = router.state.matches;
  const apply = () => {
    const title = documentTitleOf(matches, i18n);
    if (doc.title !== title) doc.title = title;
  };
  apply();
  const unsubscribe = router.subscribe((state) => {
    if (state.matches === matches) return;
    matches = state.matches;
    apply();
  });
  i18n.on('languageChanged', apply);
  return () => {
    unsubscribe();
    i18n.off('languageChanged', apply);
  };
}
