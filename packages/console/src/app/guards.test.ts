import { describe, expect, it } from 'vitest';
import {
  guardRoute,
  guardSession,
  loginRedirect,
  signedInArrivalRedirect,
  type Permission,
  type Viewer,
} from './guards.ts';

const signedOut: Viewer = { hasToken: false, isStaff: false };
const customer: Viewer = { hasToken: true, isStaff: false };
const staff: Viewer = { hasToken: true, isStaff: true };

describe('route guards', () => {
  it.each<[Permission, Viewer, string, string | null]>([
    ['public', signedOut, '/login', null],
    ['public', customer, '/register', null],
    ['signedIn', signedOut, '/accounts', '/login?returnUrl=%2Faccounts'],
    ['signedIn', signedOut, '/', '/login'],
    ['signedIn', signedOut, '/help?tab=beta', '/login?returnUrl=%2Fhelp%3Ftab%3Dbeta'],
    ['signedIn', customer, '/accounts', null],
    ['signedIn', staff, '/accounts', null],
    ['staffOnly', signedOut, '/VPC-Network', '/login?returnUrl=%2FVPC-Network'],
    ['staffOnly', customer, '/VPC-Network', '/'],
    ['staffOnly', customer, '/VPC-Network/Configure', '/'],
    ['staffOnly', staff, '/VPC-Network/Configure', null],
  ])('%s route, viewer %o, at %s → %s', (permission, viewer, location, redirect) => {
    expect(guardRoute(permission, viewer, location)).toEqual(
      redirect === null ? { kind: 'allow' } : { kind: 'redirect', to: redirect },
    );
  });

  it('checks the session before the user is known', () => {
    expect(guardSession('staffOnly', true, '/VPC-Network')).toEqual({ kind: 'allow' });
    expect(guardSession('signedIn', false, '/billings')).toEqual({
      kind: 'redirect',
      to: '/login?returnUrl=%2Fbillings',
    });
  });

  it('does not carry the dashboard root as a returnUrl', () => {
    expect(loginRedirect('/')).toBe('/login');
  });
});

describe('signed-in arrival at /login or /register', () => {
  it.each<[string, string, boolean, string | null]>([
    ['/login', '', true, '/dashboard'],
    ['/register', '', true, '/dashboard'],
    ['/Login/', '', true, '/dashboard'],
    ['/login', '?returnUrl=%2Fhelp', true, '/dashboard'],
    ['/login', '', false, null],
    ['/register', '', false, null],
    // The screens handle these arrivals themselves (a marketplace link binds while signed in).
    ['/login', '?channel=aws&extAccountToken=t', true, null],
    ['/login', '?type=github&code=c', true, null],
    ['/login', '?githubLoginFailed=1', true, null],
    ['/maintain', '', true, null],
    ['/loginx', '', true, null],
  ])('%s%s (token stored: %s) → %s', (pathname, search, hasToken, target) => {
    expect(signedInArrivalRedirect({ pathname, search }, hasToken)).toBe(target);
  });
});
