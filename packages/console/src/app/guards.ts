/**
 * Route guards as pure functions: what a route needs (its permission, declared in the route table)
 * and who is looking decide whether the screen renders or where the user is sent instead. The server
 * enforces the same rules on its side; these only spare users a screen they cannot use.
 */
import { routePaths } from '../lib/brand.ts';
import { isPlainArrivalSearch } from '../lib/prerendered.ts';

/**
 * - `public`: outside the layout (/login, /register, /maintain); no user lookup.
 * - `signedIn`: inside the layout; needs a stored access token and a user.
 * - `staffOnly`: inside the layout, provider staff only (`isQuiver`); others go to /.
 */
export type Permission = 'public' | 'signedIn' | 'staffOnly';

export interface Viewer {
  /** Whether an access token is stored. */
  hasToken: boolean;
  /** The provider-staff flag of the signed-in user; false while unknown. */
  isStaff: boolean;
}

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

const allow: GuardDecision = { kind: 'allow' };

/** /login, carrying where the user was going unless that was the dashboard root. */
export function loginRedirect(location: string): string {
  if (location === '' || location === routePaths.root) return routePaths.login;
  return `${routePaths.login}?returnUrl=${encodeURIComponent(location)}`;
}

/** The check made before the user is fetched: a signed-in route without a token goes to /login. */
export function guardSession(permission: Permission, hasToken: boolean, location: string) {
  if (permission === 'public' || hasToken) return allow;
  return { kind: 'redirect', to: loginRedirect(location) } satisfies GuardDecision;
}

/** The full check, once the user is known. */
export function guardRoute(
  permission: Permission,
  viewer: Viewer,
  location: string,
): GuardDecision {
  const session = guardSession(permission, viewer.hasToken, location);
  if (session.kind === 'redirect') return session;
  if (permission === 'staffOnly' && !viewer.isStaff)
    return { kind: 'redirect', to: routePaths.root };
  return allow;
}

/**
 * Where a visitor with a stored access token who opens /login or /register goes instead: the
 * dashboard (issue 13). The stored token is enough (no user lookup on those pages, spec section 2):
 * a token the server no longer accepts sends them back to /login from there, signed out. Arrivals
 * with other parameters (a provider's return, a marketplace link, a failed sign-in) are the
 * screens' own business and stay.
 */
export function signedInArrivalRedirect(
  location: { pathname: string; search: string },
  hasToken: boolean,
): string | null {
  if (!hasToken || !/^\/(login|register)\/?$/i.test(location.pathname)) return null;
  return isPlainArrivalSearch(location.search) ? routePaths.dashboard : null;
}
