// Response codes the server and the console agree on (DECISIONS.md "Response envelope and codes",
// spec section 8). Every answer is HTTP 200 with one of these in the envelope's `code`.

export const codes = {
  /** Success: use `data`. */
  ok: 200,
  /** Not signed in, or the access token is invalid. */
  unauthenticated: 401,
  /** The account may not sign in (status BANNED). */
  accountBanned: 407,
  /** The access token expired: refresh once, then retry. */
  accessTokenExpired: 411,
  /** The refresh token is invalid, reused or revoked (logout, password change). */
  refreshTokenInvalid: 412,
  /** Not found, or not the caller's (other users' resources are never revealed). */
  notFound: 404,
  /** Refused by a rule: a bad field, a wrong state, sold out, too soon. */
  refused: 1216,
  /** A Google or GitHub sign-in failed. */
  socialLoginFailed: 1501,
  /** Unexpected server error. */
  serverError: 500,
  /** The cloud provider failed. */
  providerError: 700,
} as const;

export type CodeName = keyof typeof codes;
export type Code = (typeof codes)[CodeName];
export type FailureCode = Exclude<Code, typeof codes.ok>;

/** The console's own codes for a failed call (spec section 8): what its callers receive. */
export const clientCodes = {
  /** The session ended: tokens cleared, sent to /login. */
  loginFailed: -1001,
  /** Server error, provider error or network failure. */
  serverError: -1002,
  /** The server refused or did not find something; its message was shown. */
  refused: -1003,
} as const;
export type ClientCode = (typeof clientCodes)[keyof typeof clientCodes];

/**
 * What the console does with each code:
 * - `use-data`: hand `data` to the caller;
 * - `refresh`: single-flight token refresh, then retry the call;
 * - `sign-out`: toast, clear the tokens, go to /login;
 * - `show-server-message`: toast the server's `message`;
 * - `social-login-failed`: go to /login with the provider's failure flag, no toast;
 * - `server-error`: toast 'Server Error!'.
 */
export type ConsoleReaction =
  | 'use-data'
  | 'refresh'
  | 'sign-out'
  | 'show-server-message'
  | 'social-login-failed'
  | 'server-error';

export interface CodeDescription {
  readonly name: CodeName;
  readonly meaning: string;
  readonly reaction: ConsoleReaction;
  /** The fixed toast text, when the console does not show the server's message. */
  readonly toast: string | null;
  readonly clientCode: ClientCode | null;
}

export const codeTable = {
  200: {
    name: 'ok',
    meaning: 'success',
    reaction: 'use-data',
    toast: null,
    clientCode: null,
  },
  401: {
    name: 'unauthenticated',
    meaning: 'not signed in, or the access token is invalid',
    reaction: 'sign-out',
    toast: 'Login failed.',
    clientCode: clientCodes.loginFailed,
  },
  407: {
    name: 'accountBanned',
    meaning: 'the account may not sign in (status BANNED)',
    reaction: 'sign-out',
    toast: 'Login failed.',
    clientCode: clientCodes.loginFailed,
  },
  411: {
    name: 'accessTokenExpired',
    meaning: 'the access token expired',
    reaction: 'refresh',
    toast: null,
    clientCode: null,
  },
  412: {
    name: 'refreshTokenInvalid',
    meaning: 'the refresh token is invalid, reused or revoked (logout, password change)',
    reaction: 'sign-out',
    toast: 'Login failed.',
    clientCode: clientCodes.loginFailed,
  },
  404: {
    name: 'notFound',
    meaning: "resource not found, or not the caller's",
    reaction: 'show-server-message',
    toast: null,
    clientCode: clientCodes.refused,
  },
  1216: {
    name: 'refused',
    meaning: 'request refused by a rule: bad field, wrong state, sold out, too soon',
    reaction: 'show-server-message',
    toast: null,
    clientCode: clientCodes.refused,
  },
  1501: {
    name: 'socialLoginFailed',
    meaning: 'social login failed',
    reaction: 'social-login-failed',
    toast: null,
    clientCode: null,
  },
  500: {
    name: 'serverError',
    meaning: 'unexpected server error',
    reaction: 'server-error',
    toast: 'Server Error!',
    clientCode: clientCodes.serverError,
  },
  700: {
    name: 'providerError',
    meaning: 'the cloud provider failed',
    reaction: 'server-error',
    toast: 'Server Error!',
    clientCode: clientCodes.serverError,
  },
} as const satisfies Record<Code, CodeDescription>;

export const allCodes = Object.values(codes) as readonly Code[];

export function isKnownCode(value: unknown): value is Code {
  return typeof value === 'number' && (allCodes as readonly number[]).includes(value);
}

/** How the console reacts to a code; an unknown code is handled like a server error. */
export function describeCode(code: number): CodeDescription {
  return isKnownCode(code) ? codeTable[code] : codeTable[codes.serverError];
}

/** The query flag the console adds to /login when a social login fails (code 1501). */
export const socialLoginFailedFlag = {
  github: 'githubLoginFailed',
  google: 'googleLoginFailed',
} as const;
