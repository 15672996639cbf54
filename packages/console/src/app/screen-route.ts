import type { ComponentType } from 'react';
import type { Permission } from './guards.ts';
import type { Services } from '../lib/services.tsx';
import type { PageTitleKey } from './page-title.ts';

/** A screen's module, loaded when its route is first shown. */
export type LazyScreen = () => Promise<{ Component: ComponentType }>;

/** One route of spec section 2: its path, the permission it needs, its page's name, its screen. */
export interface ScreenRoute {
  path: string;
  permission: Permission;
  /** The page's name in the document title ("<Page> · Quiver Cloud", ./page-title.ts). */
  title: PageTitleKey;
  screen: LazyScreen;
  /**
   * Starts the screen's first call once the route is allowed, beside the loading of its code (not
   * awaited: the screen shows its own loading state if the answer is slower than the code).
   */
  prefetch?: (services: Services, url: URL) => void;
  /**
   * A public screen that makes no TanStack query (/login's first step, /maintain): it renders before
   * the query client has loaded (lib/lazy-query-client.ts). Any other screen waits for it.
   */
  withoutQueryClient?: true;
}

/** The routes inside the layout (`./signed-in-routes.tsx`), a module of their own. */
export interface SignedInRoutes {
  layoutScreen: LazyScreen;
  layoutRoutes: readonly ScreenRoute[];
  preloadSignedInScreens: () => void;
  /** Starts loading the code of the screens a signed-in visit most likely opens next. */
  preloadMainScreens: () => void;
}
