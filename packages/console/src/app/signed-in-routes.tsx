/**
 * The routes inside the main layout (spec section 2), each with the permission it needs next to its
 * path (STYLE.md §11): a chunk of its own, loaded by `loadSignedInRoutes` (./routes.tsx) when a
 * signed-in page is first shown or a sign-in starts. Screens are lazy: a route's code loads when it
 * is visited.
 */
import { routePaths } from '../lib/brand.ts';
import '../i18n/areas/signed-in-title/index.ts';
import type { LazyScreen, ScreenRoute } from './screen-route.ts';
// Part of this chunk, not loaded with the screen: the page's call leaves as the route's loader runs,
// instead of after a chunk of its own (which the screen's chunks delayed past the screen's own
// query, 200 ms at 4x).
import { prefetchInstanceList } from '../features/instances/instance-list-prefetch.ts';

const dashboard: LazyScreen = async () => ({
  Component: (await import('../routes/dashboard.tsx')).default,
});
const questionnaire: LazyScreen = async () => ({
  Component: (await import('../routes/questionnaire.tsx')).default,
});
const mfaTip: LazyScreen = async () => ({
  Component: (await import('../routes/mfa-tip.tsx')).default,
});
const instances: LazyScreen = async () => ({
  Component: (await import('../routes/instances.tsx')).default,
});

// One screen for the wizard's four routes: the same component stays mounted from step to step.
const blazeCreate: LazyScreen = async () => ({
  Component: (await import('../routes/blaze-create.tsx')).default,
});

// One screen for the cluster wizard's two routes, as for the Blaze wizard's four.
const powerhouseCreate: LazyScreen = async () => ({
  Component: (await import('../routes/powerhouse-create.tsx')).default,
});

// One screen for the Manager wizard's two routes, as the Blaze wizard's.
const managerCreate: LazyScreen = async () => ({
  Component: (await import('../routes/manager-create.tsx')).default,
});

/** The main layout around every signed-in screen. */
export const layoutScreen: LazyScreen = async () => ({
  Component: (await import('../routes/layout.tsx')).default,
});

/** Starts loading what a sign-in leads to (see `preloadSignedInScreens` in ./routes.tsx). */
export function preloadSignedInScreens(): void {
  const loads: (() => Promise<unknown>)[] = [
    layoutScreen,
    mfaTip,
    questionnaire,
    dashboard,
    // The post-login target of an account with instances (/{brand}GraphCloudDatabase).
    instances,
    () => import('../data/questionnaire/endpoints.ts'),
  ];
  for (const load of loads) void load().catch(() => undefined);
}

/**
 * Starts loading the instance list's code: the product's main screen, one click from every page of
 * the layout. A sign-in loads it with the screens that follow (above); a visit that starts signed
 * in (a reload, a bookmark, a new tab) loads it once the first page is idle (the router's layout
 * loader), so the first click on "Instances" waits for its answer only, not for about thirty
 * chunks and their compilation (100 ms at 4x CPU on a local server, more on a real network).
 */
export function preloadMainScreens(): void {
  void instances().catch(() => undefined);
}

/** Routes inside the main layout. */
export const layoutRoutes: readonly ScreenRoute[] = [
  {
    path: routePaths.root,
    permission: 'signedIn',
    title: 'signed-in-title.dashboard',
    screen: dashboard,
  },
  {
    path: routePaths.dashboard,
    permission: 'signedIn',
    title: 'signed-in-title.dashboard',
    screen: dashboard,
  },
  {
    path: routePaths.questionnaire,
    permission: 'signedIn',
    title: 'signed-in-title.questionnaire',
    screen: questionnaire,
  },
  {
    path: routePaths.mfaTip,
    permission: 'signedIn',
    title: 'signed-in-title.mfa-tip',
    screen: mfaTip,
  },
  {
    path: routePaths.accounts,
    permission: 'signedIn',
    title: 'signed-in-title.accounts',
    screen: async () => ({ Component: (await import('../routes/accounts.tsx')).default }),
  },
  {
    path: routePaths.help,
    permission: 'signedIn',
    title: 'signed-in-title.help',
    screen: async () => ({ Component: (await import('../routes/help.tsx')).default }),
  },
  {
    path: routePaths.vpcNetwork,
    permission: 'staffOnly',
    title: 'signed-in-title.vpc-network',
    screen: async () => ({ Component: (await import('../routes/vpc-network.tsx')).default }),
  },
  {
    path: routePaths.vpcNetworkConfigure,
    permission: 'staffOnly',
    title: 'signed-in-title.vpc-network-configure',
    screen: async () => ({
      Component: (await import('../routes/vpc-network-configure.tsx')).default,
    }),
  },
  {
    path: routePaths.instanceManagement,
    permission: 'signedIn',
    title: 'signed-in-title.instances',
    screen: instances,
    prefetch: prefetchInstanceList,
  },
  // The post-login target is an alias of the instance list.
  {
    path: routePaths.cloudDatabase,
    permission: 'signedIn',
    title: 'signed-in-title.instances',
    screen: instances,
    prefetch: prefetchInstanceList,
  },
  {
    path: routePaths.blazeInstance,
    permission: 'signedIn',
    title: 'signed-in-title.blaze-create',
    screen: blazeCreate,
  },
  {
    path: routePaths.blazeSetting,
    permission: 'signedIn',
    title: 'signed-in-title.blaze-create',
    screen: blazeCreate,
  },
  {
    path: routePaths.blazeAccount,
    permission: 'signedIn',
    title: 'signed-in-title.blaze-create',
    screen: blazeCreate,
  },
  {
    path: routePaths.blazeReview,
    permission: 'signedIn',
    title: 'signed-in-title.blaze-create',
    screen: blazeCreate,
  },
  {
    path: routePaths.blazeConfigurations,
    permission: 'signedIn',
    title: 'signed-in-title.blaze-configurations',
    screen: async () => ({
      Component: (await import('../routes/blaze-configurations.tsx')).default,
    }),
  },
  {
    path: routePaths.blazeDetail,
    permission: 'signedIn',
    title: 'signed-in-title.blaze-detail',
    screen: async () => ({ Component: (await import('../routes/instance-detail.tsx')).default }),
  },
  {
    path: routePaths.blazeCli,
    permission: 'signedIn',
    title: 'signed-in-title.blaze-query',
    screen: async () => ({ Component: (await import('../routes/query.tsx')).default }),
  },
  {
    path: routePaths.powerhouseCreate,
    permission: 'signedIn',
    title: 'signed-in-title.powerhouse-create',
    screen: powerhouseCreate,
  },
  {
    path: routePaths.powerhouseCreateSetting,
    permission: 'signedIn',
    title: 'signed-in-title.powerhouse-create',
    screen: powerhouseCreate,
  },
  {
    path: routePaths.powerhouseConfigurations,
    permission: 'signedIn',
    title: 'signed-in-title.powerhouse-configurations',
    screen: async () => ({
      Component: (await import('../routes/powerhouse-configurations.tsx')).default,
    }),
  },
  {
    path: routePaths.powerhouseDetail,
    permission: 'signedIn',
    title: 'signed-in-title.powerhouse-detail',
    screen: async () => ({
      Component: (await import('../routes/powerhouse-detail.tsx')).default,
    }),
  },
  {
    path: routePaths.powerhouseBackup,
    permission: 'signedIn',
    title: 'signed-in-title.powerhouse-backup',
    screen: async () => ({
      Component: (await import('../routes/powerhouse-backup.tsx')).default,
    }),
  },
  {
    path: routePaths.managerCreate,
    permission: 'signedIn',
    title: 'signed-in-title.manager-create',
    screen: managerCreate,
  },
  {
    path: routePaths.managerCreateSetting,
    permission: 'signedIn',
    title: 'signed-in-title.manager-create',
    screen: managerCreate,
  },
  {
    path: routePaths.managerConfigurations,
    permission: 'signedIn',
    title: 'signed-in-title.manager-configurations',
    screen: async () => ({
      Component: (await import('../routes/manager-configurations.tsx')).default,
    }),
  },
  // Billing is 'signedIn', not more: a LIMITED account reads and pays its bills (DECISIONS.md).
  {
    path: routePaths.billings,
    permission: 'signedIn',
    title: 'signed-in-title.billings',
    screen: async () => ({ Component: (await import('../routes/billings.tsx')).default }),
  },
  {
    path: routePaths.billingsDetail,
    permission: 'signedIn',
    title: 'signed-in-title.billings-detail',
    screen: async () => ({ Component: (await import('../routes/billings-detail.tsx')).default }),
  },
  // Any unknown path shows a not-found screen inside the layout, with the way back (issue 13
  // replaces the spec's "shows the dashboard", which left a mistyped address looking like it worked).
  {
    path: '*',
    permission: 'signedIn',
    title: 'page-title.not-found',
    screen: async () => ({ Component: (await import('../routes/not-found.tsx')).default }),
  },
];
