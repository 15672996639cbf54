/**
 * The one module that owns `fetch` (spec sections 4, 7 and 8). Every call goes to the same origin
 * with credentials, a bearer token when one is stored, Accept-Language and a fresh trace id; answers
 * are the envelope `{ code, message, data? }`, and every non-200 code is handled here, row by row of
 * the error catalogue, so screens only ever see `data` or one `ApiError`.
 *
 * Toasts and navigation are injected, so the client has no React in it and is tested on its own.
 */
import type { AnswerCheck } from './answer-check.ts';
import type { Endpoint, RequestOf, ResponseOf } from './endpoint.ts';
import type { TokenStore } from './storage.ts';
import { createTraceId } from './trace-id.ts';
import { clientCodes, codes } from '@quiver/contract/wire';

/**
 * Codes the client returns for outcomes it has already shown to the user (spec section 8): -1001
 * signed out, -1002 server error (or network), -1003 refused with the server's message.
 */
export { clientCodes };

/** The user-facing messages the client shows itself; the caller translates them. */
export type ClientMessageKey = 'api.server-error' | 'api.login-failed' | 'api.login-expired';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** A client code (-1001, -1002, -1003) or, for codes outside the catalogue, the server's code. */
    readonly code: number,
    /** What the user was (or would have been) shown. */
    message: string,
    /** The trace id of the request, to find it in the server's log. */
    readonly traceId: string,
    /** The server's code, when an answer arrived. */
    readonly serverCode?: number,
    /** Field errors of a refused request: field name → validation message key. */
    readonly fields?: Readonly<Record<string, string>>,
    /** The message key of a refusal (`data.reason`), for callers that react to a specific one. */
    readonly reason?: string,
    /** Tries left before sign-in with the address is paused (`data.attemptsLeft`), when few remain. */
    readonly attemptsLeft?: number,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface CallOptions {
  /** Do not show an error toast for this call (the caller shows the error itself). */
  silent?: boolean;
  /**
   * A call the user did not ask for (event tracking): no toast, and a refused session does not sign
   * the user out from here. A token refresh it needs is still shared with everyone else.
   */
  background?: boolean;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  tokens: TokenStore;
  /** Shows an error toast. */
  notifyError: (message: string) => void;
  /** Client-side navigation to an in-app path. */
  navigate: (to: string) => void;
  /** The current in-app location (path + search), carried to /login as `returnUrl`. */
  currentLocation: () => string;
  /** The language sent as Accept-Language. */
  language: () => string;
  translate: (key: ClientMessageKey) => string;
  /** The token refresh endpoint (`POST /auth/token/refresh`). */
  refreshEndpoint: Endpoint;
  fetch?: typeof fetch;
  /** Prefix of every path; empty for the same origin. */
  baseUrl?: string;
  /**
   * Checks a successful answer against the endpoint's response schema, once the schemas have loaded
   * (`undefined` until then: the answer is used as the server sent it). See answer-check.ts.
   */
  answerCheck?: () => AnswerCheck | undefined;
}

interface Envelope {
  code: number;
  message: string;
  data?: unknown;
}

interface Answer {
  envelope: Envelope;
  traceId: string;
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** GET parameters as a query string; empty and undefined values are left out. */
export function toQueryString(params: unknown): string {
  if (params === null || typeof params !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params as Record<string, QueryValue>)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const entry of value) search.append(key, String(entry));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

function toFormBody(params: unknown): URLSearchParams {
  const body = new URLSearchParams();
  if (params !== null && typeof params === 'object')
    for (const [key, value] of Object.entries(params as Record<string, unknown>))
      if (value !== undefined && value !== null) body.append(key, String(value));
  return body;
}

function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false;
  const { code, message } = value as Record<string, unknown>;
  return typeof code === 'number' && (message === undefined || typeof message === 'string');
}

function readReason(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const reason = (data as { reason?: unknown }).reason;
  return typeof reason === 'string' ? reason : undefined;
}

function readAttemptsLeft(data: unknown): number | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const left = (data as { attemptsLeft?: unknown }).attemptsLeft;
  return typeof left === 'number' && Number.isInteger(left) && left > 0 ? left : undefined;
}

function readFields(data: unknown): Record<string, string> | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const fields = (data as { fields?: unknown }).fields;
  if (typeof fields !== 'object' || fields === null) return undefined;
  const entries = Object.entries(fields).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

const signedOutPaths = ['/login', '/register', '/maintain'];

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}

export function createApiClient(options: ApiClientOptions) {
  const { tokens, translate } = options;
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const baseUrl = options.baseUrl ?? '';

  /** The refresh in flight, shared by every call that meets a 411 or starts while it runs. */
  let refreshing: Promise<void> | null = null;
  /** The access token whose end was already announced, so a burst of 401s shows one toast. */
  let endedToken: string | null | undefined;

  async function send(
    endpoint: Endpoint,
    params: unknown,
    accessToken: string | null,
    signal: AbortSignal | undefined,
  ): Promise<Answer> {
    const traceId = createTraceId();
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': options.language(),
      'X-Trace-Id': traceId,
    };
    if (accessToken !== null) headers.Authorization = `Bearer ${accessToken}`;
    let url = baseUrl + endpoint.path;
    let body: string | URLSearchParams | undefined;
    if (endpoint.method === 'GET') url += toQueryString(params);
    else if (endpoint.encoding === 'form') {
      body = toFormBody(params);
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
    } else {
      body = JSON.stringify(params ?? {});
      headers['Content-Type'] = 'application/json';
    }
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: endpoint.method,
        headers,
        body,
        credentials: 'include',
        signal,
      });
    } catch (error) {
      if (isAbort(error, signal)) throw error;
      return { envelope: { code: codes.serverError, message: '' }, traceId };
    }
    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch (error) {
      if (isAbort(error, signal)) throw error;
      parsed = undefined;
    }
    if (!isEnvelope(parsed)) {
      console.error(`API ${endpoint.method} ${endpoint.path}: unreadable answer`, {
        status: response.status,
        traceId,
      });
      return { envelope: { code: codes.serverError, message: '' }, traceId };
    }
    return { envelope: parsed, traceId };
  }

  function loginPath(): string {
    const here = options.currentLocation();
    const path = here.split(/[?#]/, 1)[0] ?? '/';
    if (signedOutPaths.includes(path)) return '/login';
    if (here === '/' || here === '') return '/login';
    return `/login?returnUrl=${encodeURIComponent(here)}`;
  }

  /** Clears the session and sends the user to /login, once per ended token. */
  function endSession(messageKey: ClientMessageKey, sentToken: string | null) {
    const alreadyEnded = endedToken !== undefined && endedToken === sentToken;
    tokens.clear();
    if (alreadyEnded) return;
    endedToken = sentToken;
    options.notifyError(translate(messageKey));
    const target = loginPath();
    const path = options.currentLocation().split(/[?#]/, 1)[0];
    if (path !== '/login') options.navigate(target);
  }

  function serverError(traceId: string, serverCode: number | undefined, quiet: boolean) {
    const message = translate('api.server-error');
    if (!quiet) options.notifyError(message);
    return new ApiError(clientCodes.serverError, message, traceId, serverCode);
  }

  /**
   * Renews the tokens once for everyone. `staleToken` is the token a caller was refused with: when
   * the stored token already differs, a refresh has finished since that call was sent, and the
   * caller simply retries.
   */
  function refreshSession(staleToken: string | null, force = false): Promise<void> {
    if (refreshing) return refreshing;
    if (!force && tokens.accessToken() !== staleToken && tokens.accessToken() !== null)
      return Promise.resolve();
    const run = async () => {
      const refreshToken = tokens.refreshToken();
      const expired = (traceId: string, serverCode?: number) => {
        endSession('api.login-expired', tokens.accessToken() ?? staleToken);
        return new ApiError(
          clientCodes.loginFailed,
          translate('api.login-expired'),
          traceId,
          serverCode,
        );
      };
      if (refreshToken === null) throw expired('');
      const { envelope, traceId } = await send(
        options.refreshEndpoint,
        { refreshToken },
        null,
        undefined,
      );
      if (envelope.code === codes.serverError || envelope.code === codes.providerError)
        // The server could not answer: the refresh token may still be good, so keep the session
        // and let the user retry rather than signing them out over a passing outage.
        throw serverError(traceId, envelope.code, false);
      const data = envelope.data as { accessToken?: unknown; refreshToken?: unknown } | undefined;
      if (
        envelope.code === codes.ok &&
        typeof data?.accessToken === 'string' &&
        typeof data.refreshToken === 'string'
      ) {
        tokens.set({ accessToken: data.accessToken, refreshToken: data.refreshToken });
        endedToken = undefined;
        return;
      }
      throw expired(traceId, envelope.code);
    };
    refreshing = run().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function call<E extends Endpoint>(
    endpoint: E,
    params?: RequestOf<E>,
    callOptions: CallOptions = {},
  ): Promise<ResponseOf<E>> {
    const { silent = false, background = false, signal } = callOptions;
    const quiet = silent || background;
    // A call that starts while the tokens are being renewed waits and goes out with the new token.
    if (refreshing && endpoint.auth === 'user') await refreshing.catch(() => undefined);
    let renewed = false;
    for (;;) {
      const sentToken = tokens.accessToken();
      const { envelope, traceId } = await send(endpoint, params, sentToken, signal);
      const { code } = envelope;
      const message = envelope.message ?? '';
      switch (code) {
        case codes.ok: {
          const check = options.answerCheck?.();
          if (check === undefined) return envelope.data as ResponseOf<E>;
          const result = check(endpoint, envelope.data);
          if (result.success) return result.data as ResponseOf<E>;
          console.error(`API ${endpoint.method} ${endpoint.path}: answer does not match contract`, {
            traceId,
            issues: result.error.issues,
          });
          throw serverError(traceId, code, quiet);
        }
        case codes.accessTokenExpired: {
          if (!renewed) {
            await refreshSession(sentToken);
            renewed = true;
            continue;
          }
          // Refused again with a token renewed a moment ago: the session cannot be repaired.
          if (!background) endSession('api.login-expired', tokens.accessToken());
          throw new ApiError(
            clientCodes.loginFailed,
            translate('api.login-expired'),
            traceId,
            code,
          );
        }
        case codes.unauthenticated:
        case codes.accountBanned:
        case codes.refreshTokenInvalid: {
          if (!background) endSession('api.login-failed', sentToken);
          throw new ApiError(clientCodes.loginFailed, translate('api.login-failed'), traceId, code);
        }
        case codes.serverError:
        case codes.providerError:
          throw serverError(traceId, code, quiet);
        case codes.notFound:
        case codes.refused: {
          if (!quiet && message !== '') options.notifyError(message);
          throw new ApiError(
            clientCodes.refused,
            message,
            traceId,
            code,
            readFields(envelope.data),
            readReason(envelope.data),
            readAttemptsLeft(envelope.data),
          );
        }
        case codes.socialLoginFailed:
          // The login screen knows which provider failed and goes to /login with its flag; no toast.
          throw new ApiError(code, message, traceId, code);
        default: {
          // A code outside the catalogue is a server fault as far as the user is concerned.
          console.error(`API ${endpoint.method} ${endpoint.path}: unknown code ${code}`, {
            traceId,
          });
          throw serverError(traceId, code, quiet);
        }
      }
    }
  }

  /** Renews the tokens now (file downloads, lib/download.ts, do this before opening a URL). */
  return { call, refreshSession: () => refreshSession(tokens.accessToken(), true) };
}

export type ApiClient = ReturnType<typeof createApiClient>;
