import {
  createBrowserRouter,
  matchRoutes,
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { isApiError, clientCodes } from '../lib/api.ts';

import { notify } from '../lib/notify.ts';
import { whenIdle } from '../lib/when-idle.ts';
import { loadOnce } from '../lib/load-once.ts';
import { followFirstPage } from '../lib/first-page.ts';
import { guardRoute, guardSession, loginRedirect, signedInArrivalRedirect } from './guards.ts';
import {
  loadSignedInRoutes,
  publicRoutes,
  type ScreenRoute,
  type SignedInRoutes,
} from './routes.tsx';
import type { Services } from '../lib/services.tsx';
import { RouteError } from '../routes/route-error.tsx';
import { followPageTitle } from './page-title.ts';
import { PageLoading } from '../routes/page-loading.tsx';

function locationOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/**
 * The user-info query's module: /login and /register never look the user up, so it is not part of
 * start-up. Loaded once: a second `import()` would wait behind the screen chunks a navigation is
 * fetching (140 ms at 4x on the instance list).
 */
const loadUserInfoModule = loadOnce(() => import('../data/user/user-info-query.ts'));

/**
 * The signed-in user for a route inside the layout, or the redirect that replaces it. The start-up
 * lookup is silent; its failure is shown here (spec section 8, user-info row): -1001 was already
 * announced and routed by the client, any other failure is toasted and goes to /login.
 */
async function loadViewer(services: Services, request: Request) {
  const location = locationOf(request);
  const session = guardSession('signedIn', services.tokens.accessToken() !== null, location);
  if (session.kind === 'redirect') throw redirect(session.to);
  // Signed-in screens check every answer: the schemas load now if /login did not load them yet.
  void services.answerCheck.load();
  // Code, not a call: a failed load shows the route's error screen, as a screen's code does.
  const [{ userInfoOptions }, queryClient] = await Promise.all([
    loadUserInfoModule(),
    services.lazyQueryClient.load(),
  ]);
  try {
    return await queryClient.ensureQueryData(userInfoOptions(services.api));
  } catch (error) {
    if (isApiError(error) && error.code === clientCodes.loginFailed)
      throw redirect(loginRedirect(location));
    if (isApiError(error) && error.message !== '') notify.error(error.message);
    throw redirect(loginRedirect(location));
  }
}

/**
 * The signed-in routes' loaders run again only when the path changes. They guard the route (the
 * signed-in user, the route's permission) and ask for what its screen shows first; a change of the
 * query string alone (the list's page or filters, a detail's tab) changes neither the guard's
 * answer nor which screen shows, and the screen's own queries follow the new query string. With
 * no loader to run, React Router completes such a navigation in the click's own render, where it
 * otherwise rendered a loading state first and the new page a task later.
 */
function revalidateOnPathChange({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

function screenRoute(services: Services, route: ScreenRoute): RouteObject {
  const base = {
    lazy: route.screen,
    handle: { pageTitle: route.title },
    shouldRevalidate: revalidateOnPathChange,
  };
  const loader = async ({ request }: LoaderFunctionArgs) => {
    const user = await loadViewer(services, request);
    const decision = guardRoute(
      route.permission,
      { hasToken: services.tokens.accessToken() !== null, isStaff: user.isQuiver },
      locationOf(request),
    );
    if (decision.kind === 'redirect') throw redirect(decision.to);
    route.prefetch?.(services, new URL(request.url));
    return null;
  };
  if (route.path === '/') return { index: true, loader, ...base };
  return { path: route.path, loader, ...base };
}

/** The layout route and every signed-in route inside it. */
function signedInTree(services: Services, signedIn: SignedInRoutes): RouteObject {
  let mainScreensPreloaded = false;
  return {
    path: '/',
    errorElement: <RouteError />,
    loader: async ({ request }: LoaderFunctionArgs) => {
      await loadViewer(services, request);
      // Once per route table (a page load): the main screen's code, while the first signed-in page
      // sits idle.
      if (!mainScreensPreloaded) {
        mainScreensPreloaded = true;
        whenIdle(signedIn.preloadMainScreens);
      }
      return null;
    },
    shouldRevalidate: revalidateOnPathChange,
    lazy: signedIn.layoutScreen,
    HydrateFallback: PageLoading,
    children: signedIn.layoutRoutes.map((route) => ({
      ...screenRoute(services, route),
      errorElement: <RouteError />,
      HydrateFallback: PageLoading,
    })),
  };
}

/**
 * The route table: the public routes, and the signed-in ones when `signedIn` (./signed-in-routes.tsx)
 * is given. Without them, the router of `createConsoleRouter` adds them on the first navigation that
 * needs them.
 */
export function createRoutes(services: Services, signedIn?: SignedInRoutes): RouteObject[] {
  return [
    ...publicRoutes.map((route) => ({
      path: route.path,
      lazy:
        route.withoutQueryClient === true
          ? route.screen
          : async () => (await Promise.all([route.screen(), services.lazyQueryClient.load()]))[0],
      handle: { pageTitle: route.title },
      errorElement: <RouteError />,
      HydrateFallback: PageLoading,
    })),
    ...(signedIn === undefined ? [] : [signedInTree(services, signedIn)]),
  ];
}

/**
 * Loads the screen of the first page before the router starts when that page needs no data (the
 * public routes: /login, /register, /maintain). The router then renders the screen in its first
 * commit, instead of painting the loading fallback and the screen a frame later: the sign-in page
 * is complete in its first paint. Its chunks are already on the way (the route-preload script), so
 * this waits only for them to run. A screen that fails to load is left to the router, which shows
 * the route's error screen as it would have.
 */
export async function resolveFirstScreen(
  routes: RouteObject[],
  location: { pathname: string },
): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  if (matches.some(({ route }) => route.loader !== undefined)) return;
  await Promise.all(
    matches.map(async ({ route }) => {
      const { lazy } = route;
      if (typeof lazy !== 'function') return;
      try {
        const screen = await lazy();
        Object.assign(route, screen);
        delete route.lazy;
      } catch {
        // Left lazy: the router loads it again and shows the error screen if that fails too.
      }
    }),
  );
}

export async function createConsoleRouter(services: Services) {
  // Checked once, on arrival (typed, bookmarked, reloaded), before anything is drawn: the moves to
  // /login inside the app (sign-out, an ended session) are not redirected back.
  const away = signedInArrivalRedirect(window.location, services.tokens.accessToken() !== null);
  if (away !== null) window.history.replaceState(null, '', away);
  // A public page starts without the signed-in routes (a chunk of their own); any other page waits
  // for them, since it is one of them (or the not-found screen inside the layout). If they fail to
  // load, the router tries again when it finds no match, and shows the error screen if that fails.
  let routes = createRoutes(services);
  let signedInAdded = false;
  if ((matchRoutes(routes, window.location) ?? []).length === 0) {
    const signedIn = await loadSignedInRoutes().catch(() => undefined);
    if (signedIn !== undefined) {
      routes = createRoutes(services, signedIn);
      signedInAdded = true;
    }
  }
  await resolveFirstScreen(routes, window.location);
  const router = createBrowserRouter(routes, {
    // A path no public route matches: the signed-in routes are added, once, and matched again.
    patchRoutesOnNavigation: async ({ patch }) => {
      if (signedInAdded) return;
      const signedIn = await loadSignedInRoutes();
      if (signedInAdded) return;
      signedInAdded = true;
      patch(null, [signedInTree(services, signedIn)]);
    },
  });
  services.bindNavigate((to) => void router.navigate(to));
  followFirstPage(router);
  // Stops with the router (`dispose` drops its subscribers).
  followPageTitle(router, services.i18n);
  return router;
}
