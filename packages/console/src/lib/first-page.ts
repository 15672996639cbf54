/**
 * The page a visit starts on, once the router has settled there with its loaders' redirects
 * followed. The browser opened that page even when a loader replaced its address on the way (a
 * customer arriving at a staff page lands on the dashboard, an ended session on /login), yet the
 * router calls that last move a REPLACE, as it calls a move the app made. The focus rules that
 * leave a page the browser opened alone (features/shell/focus-after-navigation.ts, the sign-in
 * frame) ask `isFirstPage` as well as the navigation type.
 */
interface SettlingRouter {
  state: { initialized: boolean; location: { key: string } };
  subscribe: (listener: (state: SettlingRouter['state']) => void) => () => void;
}

let firstPageKey: string | undefined;

/** Remembers where `router` settles first (called once per router, as it is created). */
export function followFirstPage(router: SettlingRouter): void {
  firstPageKey = undefined;
  const settle = (state: SettlingRouter['state']) => {
    if (!state.initialized) return false;
    firstPageKey = state.location.key;
    return true;
  };
  if (settle(router.state)) return;
  const stop = router.subscribe((state) => {
    if (settle(state)) stop();
  });
}

/** Whether the location with this key is the page the visit started on. */
export function isFirstPage(locationKey: string): boolean {
  return firstPageKey !== undefined && locationKey === firstPageKey;
}
