/**
 * Every route of spec section 2 with `{brand}` = the brand's route word, each with the permission it
 * needs next to its path (STYLE.md §11). Screens are lazy: a route's code loads when it is visited.
 * The public routes are here; the signed-in ones (inside the layout) are in `./signed-in-routes.tsx`,
 * a chunk of its own: /login does not carry their forty lazy imports and the list of every chunk
 * they preload (about 3 KiB gzip). The router adds them on the first navigation that needs them.
 */
import { routePaths } from '../lib/brand.ts';
import { loadOnce } from '../lib/load-once.ts';
import type { ScreenRoute, SignedInRoutes } from './screen-route.ts';

export type { LazyScreen, ScreenRoute, SignedInRoutes } from './screen-route.ts';

/** Routes outside the layout: no user lookup happens there (spec section 2). */
export const publicRoutes: readonly ScreenRoute[] = [
  {
    path: routePaths.login,
    permission: 'public',
    title: 'page-title.login',
    // Its later steps wait for the client themselves (features/auth/login-screen.tsx).
    withoutQueryClient: true,
    screen: async () => ({ Component: (await import('../routes/login.tsx')).default }),
  },
  {
    path: routePaths.register,
    permission: 'public',
    title: 'page-title.register',
    screen: async () => ({ Component: (await import('../routes/register.tsx')).default }),
  },
  {
    path: routePaths.maintain,
    permission: 'public',
    title: 'page-title.maintain',
    withoutQueryClient: true,
    screen: async () => ({ Component: (await import('../routes/maintain.tsx')).default }),
  },
];

/** The routes inside the layout (`./signed-in-routes.tsx`), loaded once. */
export const loadSignedInRoutes: () => Promise<SignedInRoutes> = loadOnce(
  () => import('./signed-in-routes.tsx'),
);

/**
 * Starts loading what a sign-in leads to (the layout, the two-factor tip, the questionnaire, the
 * dashboard, the instance list and the post-login calls' endpoint groups) while the server checks
 * the password, so the next screen does not wait for its code. Failures are left to the route's own
 * load, which retries.
 */
export function preloadSignedInScreens(): void {
  void loadSignedInRoutes()
    .then((routes) => routes.preloadSignedInScreens())
    .catch(() => undefined);
}
