import { describe, expect, it, vi } from 'vitest';
import { createI18n, loadI18n, showLanguage } from '../i18n/index.ts';
import { documentTitleOf, followPageTitle, pageTitleKeyOf } from './page-title.ts';
import { publicRoutes } from './routes.tsx';
import type { PageSubject } from '../lib/page-subject.ts';
import { layoutRoutes } from './signed-in-routes.tsx';
import { prerenderedTitle } from '../prerender.tsx';

const match = (handle?: unknown) => ({ route: { handle } });

describe('page titles', () => {
  it('names the page by the deepest matched route that declares a title', () => {
    expect(pageTitleKeyOf([match(), match({ pageTitle: 'signed-in-title.help' })])).toBe(
      'signed-in-title.help',
    );
    expect(
      pageTitleKeyOf([match({ pageTitle: 'signed-in-title.dashboard' }), match({ other: 1 })]),
    ).toBe('signed-in-title.dashboard');
    expect(pageTitleKeyOf([match(), match(null)])).toBeUndefined();
  });

  it('writes "<Page> · Quiver Cloud", in the language shown, and the brand alone without a name', async () => {
    const en = createI18n('en');
    expect(documentTitleOf([match({ pageTitle: 'page-title.login' })], en)).toBe(
      'Log in · Quiver Cloud',
    );
    expect(documentTitleOf([], en)).toBe('Quiver Cloud');
    expect(
      documentTitleOf([match({ pageTitle: 'signed-in-title.billings' })], await loadI18n('zh')),
    ).toBe('账单 · Quiver Cloud');
  });

  it('gives the prerendered /login the title the app sets', () => {
    expect(prerenderedTitle('/login')).toBe('Log in · Quiver Cloud');
  });

  it('gives every route a title of its own wording in both languages', async () => {
    const en = createI18n('en');
    const zh = await loadI18n('zh');
    for (const route of [...publicRoutes, ...layoutRoutes]) {
      expect(en.exists(route.title, { lng: 'en', fallbackLng: false }), route.path).toBe(true);
      expect(zh.exists(route.title, { lng: 'zh', fallbackLng: false }), route.path).toBe(true);
    }
  });

  it('names the subject first when the page names one', () => {
    const en = createI18n('en');
    expect(
      documentTitleOf([match({ pageTitle: 'signed-in-title.blaze-detail' })], en, 'graph-1'),
    ).toBe('graph-1 · Blaze instance · Quiver Cloud');
  });

  it("adds the subject a page names, only while the router is at that page's path", () => {
    type State = { matches: ReturnType<typeof match>[]; location: { pathname: string } };
    let listener: (state: State) => void = () => undefined;
    let subject: PageSubject | null = null;
    let subjectChanged: () => void = () => undefined;
    const router = {
      state: {
        matches: [match({ pageTitle: 'signed-in-title.blaze-detail' })],
        location: { pathname: '/blaze/quiverGraphDetail' },
      } as State,
      subscribe: (next: (state: State) => void) => {
        listener = next;
        return () => undefined;
      },
    };
    const doc = { title: '' };
    followPageTitle(
      router,
      createI18n('en'),
      doc,
      () => subject,
      (next) => {
        subjectChanged = next;
        return () => undefined;
      },
    );
    expect(doc.title).toBe('Blaze instance · Quiver Cloud');
    subject = { pathname: '/blaze/quiverGraphDetail', name: 'graph-1' };
    subjectChanged();
    expect(doc.title).toBe('graph-1 · Blaze instance · Quiver Cloud');
    // Another page, while the detail screen (and its subject) has not gone yet.
    listener({
      matches: [match({ pageTitle: 'signed-in-title.instances' })],
      location: { pathname: '/quiverGraphInstanceManagement' },
    });
    expect(doc.title).toBe('Instances · Quiver Cloud');
  });

  it('follows the router: now, on each committed navigation, on a language change, until stopped', async () => {
    type State = { matches: ReturnType<typeof match>[]; location: { pathname: string } };
    let listener: (state: State) => void = () => undefined;
    const unsubscribe = vi.fn();
    const router = {
      state: {
        matches: [match({ pageTitle: 'page-title.login' })],
        location: { pathname: '/login' },
      } as State,
      subscribe: (next: (state: State) => void) => {
        listener = next;
        return unsubscribe;
      },
    };
    const i18n = createI18n('en');
    const doc = { title: 'Quiver Cloud' };
    const stop = followPageTitle(router, i18n, doc);
    expect(doc.title).toBe('Log in · Quiver Cloud');
    listener({
      matches: [match(), match({ pageTitle: 'signed-in-title.instances' })],
      location: { pathname: '/quiverGraphInstanceManagement' },
    });
    expect(doc.title).toBe('Instances · Quiver Cloud');
    await showLanguage(i18n, 'zh');
    expect(doc.title).toBe('实例 · Quiver Cloud');
    stop();
    expect(unsubscribe).toHaveBeenCalledOnce();
    void i18n.changeLanguage('en');
    expect(doc.title).toBe('实例 · Quiver Cloud');
  });
});
