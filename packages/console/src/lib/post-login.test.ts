import { describe, expect, it, vi } from 'vitest';
import {
  firstStep,
  readRedirectParams,
  routeAfterLogin,
  safeInAppPath,
  signedInTarget,
  type IdentityType,
  type InstanceGuideOutcome,
  type LoginRedirectParams,
} from './post-login.ts';

describe('before the user is looked up', () => {
  it('goes to /login, carrying the parameters, when no access token is stored', () => {
    expect(
      firstStep({
        hasAccessToken: false,
        storedMarketplace: null,
        params: { returnUrl: '/accounts', channel: 'aws' },
      }),
    ).toEqual({
      kind: 'go',
      to: '/login?returnUrl=%2Faccounts&channel=aws',
      clearStoredMarketplace: false,
    });
  });

  it('sends a stored marketplace subscription back to /login with its values, then clears them', () => {
    expect(
      firstStep({
        hasAccessToken: true,
        storedMarketplace: { channel: 'aws', extAccountToken: 'ext+/=1' },
        params: {},
      }),
    ).toEqual({
      kind: 'go',
      to: '/login?channel=aws&extAccountToken=ext%2B%2F%3D1',
      clearStoredMarketplace: true,
    });
  });

  it('continues otherwise', () => {
    expect(firstStep({ hasAccessToken: true, storedMarketplace: null, params: {} })).toEqual({
      kind: 'continue',
    });
  });
});

type Row = [
  name: string,
  identityType: IdentityType,
  isTwofa: boolean,
  questionnaireDue: boolean,
  guide: InstanceGuideOutcome,
  params: LoginRedirectParams,
  target: string,
];

const rows: Row[] = [
  ['e-mail, no 2FA, no questionnaire', 'email', false, false, 'falsy', {}, '/MFATip'],
  [
    'e-mail, no 2FA, questionnaire due',
    'email',
    false,
    true,
    'falsy',
    {},
    '/questionnaire?next=%2FMFATip',
  ],
  [
    'e-mail, no 2FA, carries the redirect parameters to the tip',
    'email',
    false,
    false,
    'truthy',
    { returnUrl: '/accounts', channel: 'aws' },
    '/MFATip?returnUrl=%2Faccounts&channel=aws',
  ],
  [
    'e-mail with 2FA, guide truthy',
    'email',
    true,
    false,
    'truthy',
    {},
    '/quiverGraphCloudDatabase',
  ],
  [
    'e-mail with 2FA, guide failed',
    'email',
    true,
    false,
    'failed',
    {},
    '/quiverGraphCloudDatabase',
  ],
  ['e-mail with 2FA, guide falsy', 'email', true, false, 'falsy', {}, '/dashboard'],
  ['GitHub without 2FA skips the tip', 'github', false, false, 'falsy', {}, '/dashboard'],
  ['Google, guide truthy', 'google', false, false, 'truthy', {}, '/quiverGraphCloudDatabase'],
  [
    'questionnaire first; its target is the guide target',
    'github',
    false,
    true,
    'truthy',
    {},
    '/questionnaire?next=%2FquiverGraphCloudDatabase',
  ],
  [
    'questionnaire before the dashboard',
    'email',
    true,
    true,
    'falsy',
    {},
    '/questionnaire?next=%2Fdashboard',
  ],
  [
    'returnUrl wins over the guide',
    'email',
    true,
    false,
    'truthy',
    { returnUrl: '/help' },
    '/help',
  ],
  [
    'redirect is used when there is no returnUrl',
    'email',
    true,
    false,
    'falsy',
    { redirect: '/accounts?tab=keys' },
    '/accounts?tab=keys',
  ],
  [
    'an off-site returnUrl is ignored',
    'email',
    true,
    false,
    'falsy',
    { returnUrl: '//evil.example/x' },
    '/dashboard',
  ],
  [
    'returnUrl is carried through the questionnaire',
    'email',
    true,
    true,
    'falsy',
    { returnUrl: '/billings' },
    '/questionnaire?next=%2Fbillings',
  ],
];

describe('post-login routing table (spec section 2)', () => {
  it.each(rows)('%s', (_name, identityType, isTwofa, questionnaireDue, guide, params, target) => {
    expect(signedInTarget({ identityType, isTwofa, questionnaireDue, params }, guide)).toBe(target);
  });
});

describe('routeAfterLogin', () => {
  const deps = (overrides: Partial<Parameters<typeof routeAfterLogin>[0]> = {}) => ({
    hasAccessToken: true,
    storedMarketplace: null,
    params: {},
    clearStoredMarketplace: vi.fn(),
    fetchUser: vi.fn(async () => ({ identityType: 'email' as const, isTwofa: true })),
    fetchQuestionnaireDue: vi.fn(async () => false),
    fetchInstanceGuide: vi.fn(async () => true),
    ...overrides,
  });

  it('asks the instance guide and follows it', async () => {
    const d = deps({ fetchInstanceGuide: vi.fn(async () => false) });
    await expect(routeAfterLogin(d)).resolves.toBe('/dashboard');
    expect(d.fetchInstanceGuide).toHaveBeenCalledTimes(1);
  });

  it('a failed guide call leads to the instance list', async () => {
    const d = deps({
      fetchInstanceGuide: vi.fn(async () => {
        throw new Error('Server Error!');
      }),
    });
    await expect(routeAfterLogin(d)).resolves.toBe('/quiverGraphCloudDatabase');
  });

  it('does not ask the guide when the two-factor tip comes next', async () => {
    const d = deps({
      fetchUser: vi.fn(async () => ({ identityType: 'email' as const, isTwofa: false })),
    });
    await expect(routeAfterLogin(d)).resolves.toBe('/MFATip');
    expect(d.fetchInstanceGuide).not.toHaveBeenCalled();
  });

  it('treats a failed questionnaire check as not due', async () => {
    const d = deps({
      fetchQuestionnaireDue: vi.fn(async () => {
        throw new Error('x');
      }),
    });
    await expect(routeAfterLogin(d)).resolves.toBe('/quiverGraphCloudDatabase');
  });

  it('clears the stored marketplace values and asks nothing of the server', async () => {
    const d = deps({ storedMarketplace: { channel: 'aws', extAccountToken: 't' } });
    await expect(routeAfterLogin(d)).resolves.toBe('/login?channel=aws&extAccountToken=t');
    expect(d.clearStoredMarketplace).toHaveBeenCalledTimes(1);
    expect(d.fetchUser).not.toHaveBeenCalled();
  });

  it('goes to /login without a token', async () => {
    const d = deps({ hasAccessToken: false });
    await expect(routeAfterLogin(d)).resolves.toBe('/login');
    expect(d.fetchUser).not.toHaveBeenCalled();
  });
});

describe('redirect parameters', () => {
  it('reads the four carried parameters and nothing else', () => {
    expect(
      readRedirectParams('?returnUrl=%2Fhelp&redirect=&channel=aws&extAccountToken=t&type=github'),
    ).toEqual({ returnUrl: '/help', channel: 'aws', extAccountToken: 't' });
  });

  it.each([
    ['/accounts', '/accounts'],
    ['/accounts?tab=keys#api', '/accounts?tab=keys#api'],
    ['https://evil.example', null],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['/login?returnUrl=/x', null],
    ['/register', null],
    ['/a\nb', null],
    [undefined, null],
  ])('safeInAppPath(%s) is %s', (value, expected) => {
    expect(safeInAppPath(value)).toBe(expected);
  });
});
