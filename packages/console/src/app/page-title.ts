/**
 * The document title of each page, "<Page> · Quiver Cloud" (WCAG 2.4.2 Page Titled): browser tabs,
 * history entries and screen readers' page announcements tell the pages apart. Each route declares
 * its page's name as a catalogue key (`handle.pageTitle`, from `ScreenRoute.title`); the
 * router's state is followed, so the title changes when a navigation commits, lazy screens and
 * public pages (which have no common layout) included.
 */
import type { MessageKey, Translator } from '../i18n/index.ts';
import { brand } from '../lib/brand.ts';
import { onPageSubjectChange, pageSubject, type PageSubject } from '../lib/page-subject.ts';

/**
 * A page's name: a public page's is in the core catalogue (a page may need it before any area
 * loads); a signed-in page's is in the `signed-in-title` area, which the signed-in route table
 * imports, so it has loaded before any of those routes can match.
 */
export type PageTitleKey = Exclude<
  Extract<MessageKey, `page-title.${string}` | `signed-in-title.${string}`>,
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

/**
 * "<Page> · Quiver Cloud", or the brand alone when no route names the page; "<subject> · <Page> ·
 * Quiver Cloud" when the page names what it shows (lib/page-subject.ts), the name first, as it is
 * what tells two tabs apart.
 */
export function documentTitleOf(
  matches: readonly MatchLike[],
  i18n: Translator,
  subject?: string,
): string {
  const key = pageTitleKeyOf(matches);
  if (key === undefined) return brand.name;
  const page = i18n.t(key);
  const named =
    subject === undefined ? page : i18n.t('page-title.format', { page: subject, brand: page });
  return i18n.t('page-title.format', { page: named, brand: brand.name });
}

interface FollowedState {
  matches: readonly MatchLike[];
  location: { pathname: string };
}

interface FollowedRouter {
  state: FollowedState;
  subscribe: (listener: (state: FollowedState) => void) => () => void;
}

/**
 * Keeps `doc.title` on the current page's title: now, after each committed navigation, when the
 * page names its subject, and when the language changes. Returns the function that stops following.
 */
export function followPageTitle(
  router: FollowedRouter,
  i18n: Translator,
  doc: Pick<Document, 'title'> = document,
  subjectOf: () => PageSubject | null = pageSubject,
  onSubjectChange: (listener: () => void) => () => void = onPageSubjectChange,
): () => void {
  let { matches, location } = router.state;
  const apply = () => {
    const subject = subjectOf();
    const named = subject !== null && subject.pathname === location.pathname;
    const title = documentTitleOf(matches, i18n, named ? subject.name : undefined);
    if (doc.title !== title) doc.title = title;
  };
  apply();
  const unsubscribe = router.subscribe((state) => {
    if (state.matches === matches && state.location.pathname === location.pathname) return;
    ({ matches, location } = state);
    apply();
  });
  const stopSubject = onSubjectChange(apply);
  i18n.on('languageChanged', apply);
  return () => {
    unsubscribe();
    stopSubject();
    i18n.off('languageChanged', apply);
  };
}
