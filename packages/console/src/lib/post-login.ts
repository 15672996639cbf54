/**
 * Where a user goes after signing in (spec section 2), as pure functions so the whole table is
 * tested without a browser, plus one small orchestrator that makes the calls the table needs.
 */
import { routePaths } from './brand.ts';

/** The parameters carried on login redirects. */
export interface LoginRedirectParams {
  returnUrl?: string;
  redirect?: string;
  channel?: string;
  extAccountToken?: string;
}

const carriedNames = ['returnUrl', 'redirect', 'channel', 'extAccountToken'] as const;

export function readRedirectParams(search: URLSearchParams | string): LoginRedirectParams {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const result: LoginRedirectParams = {};
  for (const name of carriedNames) {
    const value = params.get(name);
    if (value !== null && value !== '') result[name] = value;
  }
  return result;
}

/** `path` with the given query parameters appended (in a stable order, empty ones left out). */
export function withParams(path: string, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.append(name, value);
  const text = search.toString();
  if (text === '') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${text}`;
}

const signedOutPaths = new Set(['/login', '/register', '/maintain']);

/**
 * An in-app path that is safe to send a user to: it starts with one slash (no `//host`, no
 * `/\host`, no scheme), so a crafted returnUrl cannot send the user to another site, and it is not
 * a signed-out page (which would loop).
 */
export function safeInAppPath(value: string | undefined): string | null {
  if (value === undefined) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value.includes('\\') || [...value].some((char) => char.charCodeAt(0) < 0x20)) return null;
  const path = value.split(/[?#]/, 1)[0] ?? '';
  if (signedOutPaths.has(path)) return null;
  return value;
}

/** The in-app destination the user asked for before signing in, if any: returnUrl, then redirect. */
export function requestedDestination(params: LoginRedirectParams): string | null {
  return safeInAppPath(params.returnUrl) ?? safeInAppPath(params.redirect);
}

export type IdentityType = 'email' | 'google' | 'github';

/** The outcome of the instance-guide call: it failed, returned truthy data, or falsy data. */
export type InstanceGuideOutcome = 'failed' | 'truthy' | 'falsy';

export interface PostLoginFacts {
  /** Whether an access token is stored after the login attempt. */
  hasAccessToken: boolean;
  /** The marketplace channel and external account token stored before login, when both are. */
  storedMarketplace: { channel: string; extAccountToken: string } | null;
  params: LoginRedirectParams;
}

export type FirstStep =
  { kind: 'go'; to: string; clearStoredMarketplace: boolean } | { kind: 'continue' };

/** Before anything is asked of the server: no token, or a marketplace subscription to finish. */
export function firstStep({
  hasAccessToken,
  storedMarketplace,
  params,
}: PostLoginFacts): FirstStep {
  if (!hasAccessToken)
    return { kind: 'go', to: withParams('/login', { ...params }), clearStoredMarketplace: false };
  if (storedMarketplace !== null)
    return {
      kind: 'go',
      to: withParams('/login', {
        channel: storedMarketplace.channel,
        extAccountToken: storedMarketplace.extAccountToken,
      }),
      clearStoredMarketplace: true,
    };
  return { kind: 'continue' };
}

export interface SignedInFacts {
  identityType: IdentityType;
  isTwofa: boolean;
  questionnaireDue: boolean;
  params: LoginRedirectParams;
}

/** An e-mail identity without two-factor is shown the two-factor tip (never the social ones). */
export function needsMfaTip({
  identityType,
  isTwofa,
}: Pick<SignedInFacts, 'identityType' | 'isTwofa'>) {
  return identityType === 'email' && !isTwofa;
}

/**
 * Where the user lands when neither the questionnaire nor the two-factor tip is in the way: the page
 * they asked for, else the instance list while the instance guide says so (or cannot say), else the
 * dashboard.
 */
export function homeTarget(guide: InstanceGuideOutcome, params: LoginRedirectParams): string {
  const requested = requestedDestination(params);
  if (requested !== null) return requested;
  return guide === 'falsy' ? routePaths.dashboard : routePaths.cloudDatabase;
}

/** The questionnaire, whose finish and skip both lead to `next`. */
export function questionnairePath(next: string): string {
  return withParams(routePaths.questionnaire, { next });
}

/** The two-factor tip; when done or skipped it continues with the home target, carrying `params`. */
export function mfaTipPath(params: LoginRedirectParams): string {
  return withParams(routePaths.mfaTip, { ...params });
}

/**
 * The target once the user is known. `guide` is ignored when the two-factor tip is due (the tip
 * makes the guide call itself when the user moves on), so the caller need not ask for it then.
 */
export function signedInTarget(facts: SignedInFacts, guide: InstanceGuideOutcome): string {
  const target = needsMfaTip(facts) ? mfaTipPath(facts.params) : homeTarget(guide, facts.params);
  return facts.questionnaireDue ? questionnairePath(target) : target;
}

export interface PostLoginDeps extends PostLoginFacts {
  clearStoredMarketplace: () => void;
  /** The signed-in user (from /user/info). */
  fetchUser: () => Promise<{ identityType: IdentityType; isTwofa: boolean }>;
  /** Whether the questionnaire is due (/questionnaire/guide); a failure counts as not due. */
  fetchQuestionnaireDue: () => Promise<boolean>;
  /** The instance guide (/instance/guide). */
  fetchInstanceGuide: () => Promise<unknown>;
}

export async function guideOutcome(
  fetchInstanceGuide: () => Promise<unknown>,
): Promise<InstanceGuideOutcome> {
  try {
    return (await fetchInstanceGuide()) ? 'truthy' : 'falsy';
  } catch {
    return 'failed';
  }
}

/** Runs the post-login routing and returns the path to navigate to. */
export async function routeAfterLogin(deps: PostLoginDeps): Promise<string> {
  const first = firstStep(deps);
  if (first.kind === 'go') {
    if (first.clearStoredMarketplace) deps.clearStoredMarketplace();
    return first.to;
  }
  const [user, questionnaireDue] = await Promise.all([
    deps.fetchUser(),
    deps.fetchQuestionnaireDue().catch(() => false),
  ]);
  const facts: SignedInFacts = { ...user, questionnaireDue, params: deps.params };
  const guide = needsMfaTip(facts) ? 'falsy' : await guideOutcome(deps.fetchInstanceGuide);
  return signedInTarget(facts, guide);
}
