import type { ComponentType } from 'react';
import type { Permission } from './guards.ts';

/** A screen's module, loaded when its route is first shown. */
export type LazyScreen = () => Promise<{ Component: ComponentType }>;

/** One route of spec section 2: its path, the permission it needs, its screen. */
export interface ScreenRoute {
  path: string;
  permission: Permission;
  screen: LazyScreen;
}

/** The routes inside the layout (`./signed-in-routes.tsx`), a module of their own. */
export interface SignedInRoutes {
  layoutScreen: LazyScreen;
  layoutRoutes: readonly ScreenRoute[];
  preloadSignedInScreens: () => void;
}
