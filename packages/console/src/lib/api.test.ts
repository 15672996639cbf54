import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ApiError,
  clientCodes,
  createApiClient,
  toQueryString,
  type ClientMessageKey,
} from './api.ts';
import { defineEndpoint, type AnyEndpoint } from '@quiver/contract';
import { createStorage, createTokenStore } from './storage.ts';

const refreshEndpoint = defineEndpoint({
  id: 'test.refreshEndpoint',
  summary: 'test endpoint',
  method: 'POST',
  path: '/api/dbaas/v1/auth/token/refresh',
  auth: 'none',
  request: z.object({ refreshToken: z.string() }),
  response: z.object({ accessToken: z.string(), refreshToken: z.string() }),
});

const userInfo = defineEndpoint({
  id: 'test.userInfo',
  summary: 'test endpoint',
  method: 'GET',
  path: '/api/dbaas/v1/user/info',
  auth: 'user',
  request: z.object({}),
  response: z.object({ email: z.string() }),
});

const instanceList = defineEndpoint({
  id: 'test.instanceList',
  summary: 'test endpoint',
  method: 'GET',
  path: '/api/dbaas/v1/instance/list',
  auth: 'user',
  request: z.object({ page: z.number(), size: z.number(), status: z.array(z.string()).optional() }),
  response: z.array(z.object({ id: z.number() })),
});

const profileUpdate = defineEndpoint({
  id: 'test.profileUpdate',
  summary: 'test endpoint',
  method: 'POST',
  path: '/api/dbaas/v1/user/profile/update',
  auth: 'user',
  request: z.object({ name: z.string() }),
  response: z.null(),
});

const githubLogin = defineEndpoint({
  id: 'test.githubLogin',
  summary: 'test endpoint',
  method: 'POST',
  path: '/api/dbaas/v1/auth/github/login',
  auth: 'none',
  encoding: 'form',
  request: z.object({ code: z.string() }),
  response: z.object({ accessToken: z.string(), refreshToken: z.string() }),
});

const messages: Record<ClientMessageKey, string> = {
  'api.server-error': 'Server Error!',
  'api.login-failed': 'Login failed.',
  'api.login-expired': 'Login information expired.',
};

type Handler = (request: Request) => unknown;

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

/** A client over a fetch stub whose answers come from `handler` (an envelope, or a Response). */
function setup(
  handler: Handler,
  { location = '/accounts', checked = true }: { location?: string; checked?: boolean } = {},
) {
  const backend = new Map<string, string>();
  const tokenStorage = createStorage({
    getItem: (key) => backend.get(key) ?? null,
    setItem: (key, value) => void backend.set(key, value),
    removeItem: (key) => void backend.delete(key),
  });
  const tokens = createTokenStore(tokenStorage);
  const requests: Request[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://console.test'), init);
    requests.push(request.clone());
    const answer = await handler(request);
    if (answer instanceof Response) return answer;
    if (answer instanceof Error) throw answer;
    return json(answer);
  });
  const notifyError = vi.fn<(message: string) => void>();
  const navigate = vi.fn<(to: string) => void>();
  const client = createApiClient({
    tokens,
    notifyError,
    navigate,
    currentLocation: () => location,
    language: () => 'en',
    translate: (key) => messages[key],
    refreshEndpoint,
    fetch: fetchStub as typeof fetch,
    // The test endpoints are full ones: check answers with their own response schemas.
    answerCheck: () =>
      checked ? (endpoint, data) => (endpoint as AnyEndpoint).response.safeParse(data) : undefined,
  });
  return { client, tokens, requests, notifyError, navigate, fetchStub };
}

const ok = (data: unknown) => ({ code: 200, message: 'success', data });

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('requests', () => {
  it('sends credentials, bearer token, Accept-Language and a 32-character trace id', async () => {
    const { client, tokens, requests, fetchStub } = setup(() => ok({ email: 'a@b.co' }));
    tokens.set({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    await expect(client.call(userInfo, {})).resolves.toEqual({ email: 'a@b.co' });
    await client.call(userInfo, {});
    const [first, second] = requests;
    expect(first?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(first?.headers.get('Accept-Language')).toBe('en');
    expect(first?.headers.get('X-Trace-Id')).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(second?.headers.get('X-Trace-Id')).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(first?.headers.get('X-Trace-Id')).not.toBe(second?.headers.get('X-Trace-Id'));
    expect(fetchStub.mock.calls[0]?.[1]?.credentials).toBe('include');
    expect(new URL(first!.url).pathname).toBe('/api/dbaas/v1/user/info');
  });

  it('sends no Authorization header when no token is stored', async () => {
    const { client, requests } = setup(() => ok({ email: 'a@b.co' }));
    await client.call(userInfo, {});
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('puts GET parameters in the query string and sends no body', async () => {
    const { client, requests } = setup(() => ok([{ id: 1 }]));
    await client.call(instanceList, { page: 2, size: 20, status: ['RUNNING', 'STOPPED'] });
    const url = new URL(requests[0]!.url);
    expect(url.search).toBe('?page=2&size=20&status=RUNNING&status=STOPPED');
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.body).toBeNull();
  });

  it('sends POST bodies as JSON', async () => {
    const { client, requests } = setup(() => ok(null));
    await client.call(profileUpdate, { name: 'Ada Lovelace' });
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(await requests[0]?.json()).toEqual({ name: 'Ada Lovelace' });
  });

  it('form-encodes the social logins', async () => {
    const { client, requests } = setup(() => ok({ accessToken: 'a', refreshToken: 'r' }));
    await client.call(githubLogin, { code: 'abc&d=1' });
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(await requests[0]?.text()).toBe('code=abc%26d%3D1');
  });

  it('leaves out empty query values', () => {
    expect(toQueryString({ a: undefined, b: null, c: 0, d: false, e: 'x y' })).toBe(
      '?c=0&d=false&e=x+y',
    );
    expect(toQueryString({})).toBe('');
    expect(toQueryString(undefined)).toBe('');
  });
});

describe('session (spec section 4)', () => {
  it('20 concurrent calls answered 411 share exactly one refresh and are all retried', async () => {
    let refreshCalls = 0;
    let releaseRefresh!: () => void;
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const { client, tokens, requests, notifyError, navigate } = setup(async (request) => {
      if (request.url.endsWith('/auth/token/refresh')) {
        refreshCalls += 1;
        expect(await request.json()).toEqual({ refreshToken: 'refresh-old' });
        await refreshGate;
        return ok({ accessToken: 'access-new', refreshToken: 'refresh-new' });
      }
      return request.headers.get('Authorization') === 'Bearer access-new'
        ? ok({ email: 'a@b.co' })
        : { code: 411, message: 'Access token expired' };
    });
    tokens.set({ accessToken: 'access-old', refreshToken: 'refresh-old' });

    const calls = Array.from({ length: 20 }, () => client.call(userInfo, {}));
    // Let every first attempt come back with 411 before the refresh answers.
    await vi.waitFor(() => expect(requests.length).toBe(21));
    releaseRefresh();
    const results = await Promise.all(calls);

    expect(results).toHaveLength(20);
    expect(results.every((result) => result.email === 'a@b.co')).toBe(true);
    expect(refreshCalls).toBe(1);
    const retried = requests.filter(
      (request) => request.headers.get('Authorization') === 'Bearer access-new',
    );
    expect(retried).toHaveLength(20);
    expect(tokens.accessToken()).toBe('access-new');
    expect(tokens.refreshToken()).toBe('refresh-new');
    expect(notifyError).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a call that starts while a refresh runs waits and goes out with the new token', async () => {
    let releaseRefresh!: () => void;
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const { client, tokens, requests } = setup(async (request) => {
      if (request.url.endsWith('/auth/token/refresh')) {
        await refreshGate;
        return ok({ accessToken: 'access-new', refreshToken: 'refresh-new' });
      }
      return request.headers.get('Authorization') === 'Bearer access-new'
        ? ok({ email: 'a@b.co' })
        : { code: 411, message: '' };
    });
    tokens.set({ accessToken: 'access-old', refreshToken: 'refresh-old' });
    const first = client.call(userInfo, {});
    await vi.waitFor(() => expect(requests.length).toBe(2));
    const late = client.call(userInfo, {});
    releaseRefresh();
    await Promise.all([first, late]);
    const lateRequests = requests.slice(2);
    expect(lateRequests.map((request) => request.headers.get('Authorization'))).toEqual([
      'Bearer access-new',
      'Bearer access-new',
    ]);
  });

  it('a refused refresh clears the tokens, says "Login information expired." once and goes to /login', async () => {
    let refreshCalls = 0;
    const { client, tokens, notifyError, navigate } = setup((request) => {
      if (request.url.endsWith('/auth/token/refresh')) {
        refreshCalls += 1;
        return { code: 412, message: 'Refresh token revoked' };
      }
      return { code: 411, message: '' };
    });
    tokens.set({ accessToken: 'access-old', refreshToken: 'refresh-old' });
    const errors = await Promise.all(
      Array.from({ length: 5 }, () => rejection(client.call(userInfo, {}))),
    );
    expect(refreshCalls).toBe(1);
    expect(errors.every((error) => error.code === clientCodes.loginFailed)).toBe(true);
    expect(tokens.accessToken()).toBeNull();
    expect(tokens.refreshToken()).toBeNull();
    expect(notifyError.mock.calls).toEqual([['Login information expired.']]);
    expect(navigate.mock.calls).toEqual([['/login?returnUrl=%2Faccounts']]);
  });

  it('with no refresh token stored, a 411 ends the session', async () => {
    const { client, tokens, notifyError, navigate, requests } = setup(() => ({
      code: 411,
      message: '',
    }));
    tokens.set({ accessToken: 'access-old', refreshToken: 'refresh-old' });
    tokens.set({ accessToken: 'access-old', refreshToken: ' ' });
    const error = await rejection(client.call(userInfo, {}));
    expect(error.code).toBe(clientCodes.loginFailed);
    expect(requests).toHaveLength(1);
    expect(notifyError).toHaveBeenCalledWith('Login information expired.');
    expect(navigate).toHaveBeenCalledWith('/login?returnUrl=%2Faccounts');
  });

  it('a refresh the server cannot answer keeps the session and says "Server Error!"', async () => {
    const { client, tokens, notifyError, navigate } = setup((request) =>
      request.url.endsWith('/refresh')
        ? { code: 500, message: 'boom' }
        : { code: 411, message: '' },
    );
    tokens.set({ accessToken: 'access-old', refreshToken: 'refresh-old' });
    const error = await rejection(client.call(userInfo, {}));
    expect(error.code).toBe(clientCodes.serverError);
    expect(tokens.refreshToken()).toBe('refresh-old');
    expect(notifyError.mock.calls).toEqual([['Server Error!']]);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('error catalogue (spec section 8)', () => {
  it.each([500, 700])('code %i shows "Server Error!" and returns -1002', async (code) => {
    const { client, notifyError, navigate } = setup(() => ({ code, message: 'internal detail' }));
    const error = await rejection(client.call(userInfo, {}));
    expect(error.code).toBe(clientCodes.serverError);
    expect(error.serverCode).toBe(code);
    expect(error.message).toBe('Server Error!');
    expect(error.traceId).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(notifyError.mock.calls).toEqual([['Server Error!']]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a network failure shows "Server Error!" and returns -1002', async () => {
    const { client, notifyError } = setup(() => new TypeError('Failed to fetch'));
    const error = await rejection(client.call(userInfo, {}));
    expect(error.code).toBe(clientCodes.serverError);
    expect(notifyError.mock.calls).toEqual([['Server Error!']]);
  });

  it('an answer that is not an envelope shows "Server Error!" and returns -1002', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client, notifyError } = setup(
      () => new Response('<html>Bad gateway</html>', { status: 502 }),
    );
    const error = await rejection(client.call(userInfo, {}));
    expect(error.code).toBe(clientCodes.serverError);
    expect(notifyError.mock.calls).toEqual([['Server Error!']]);
  });

  it('data that breaks the contract is logged with the trace id and returns -1002', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client } = setup(() => ok({ email: 42 }));
    const error = await rejection(client.call(userInfo, {}));
    expect(error.code).toBe(clientCodes.serverError);
    expect(logged.mock.calls[0]?.[1]).toMatchObject({ traceId: error.traceId });
  });

  it('uses an answer as sent while the response schemas have not loaded', async () => {
    const { client } = setup(() => ok({ email: 42 }), { checked: false });
    await expect(client.call(userInfo, {})).resolves.toEqual({ email: 42 });
  });

  it.each([401, 407, 412])(
    'code %i shows "Login failed.", clears the tokens, goes to /login and returns -1001',
    async (code) => {
      const { client, tokens, notifyError, navigate } = setup(() => ({ code, message: 'x' }));
      tokens.set({ accessToken: 'access', refreshToken: 'refresh' });
      const error = await rejection(client.call(userInfo, {}));
      expect(error.code).toBe(clientCodes.loginFailed);
      expect(error.message).toBe('Login failed.');
      expect(tokens.accessToken()).toBeNull();
      expect(tokens.refreshToken()).toBeNull();
      expect(notifyError.mock.calls).toEqual([['Login failed.']]);
      expect(navigate.mock.calls).toEqual([['/login?returnUrl=%2Faccounts']]);
    },
  );

  it('a burst of 401 answers signs out once', async () => {
    const { client, tokens, notifyError, navigate } = setup(() => ({ code: 401, message: '' }));
    tokens.set({ accessToken: 'access', refreshToken: 'refresh' });
    await Promise.all(Array.from({ length: 5 }, () => rejection(client.call(userInfo, {}))));
    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('does not carry a returnUrl from the dashboard root, and does not navigate when already at /login', async () => {
    const atRoot = setup(() => ({ code: 401, message: '' }), { location: '/' });
    await rejection(atRoot.client.call(userInfo, {}));
    expect(atRoot.navigate).toHaveBeenCalledWith('/login');
    const atLogin = setup(() => ({ code: 401, message: '' }), { location: '/login?type=github' });
    await rejection(atLogin.client.call(userInfo, {}));
    expect(atLogin.navigate).not.toHaveBeenCalled();
  });

  it.each([404, 1216])(
    "code %i shows the server's message and returns -1003 with field errors",
    async (code) => {
      const { client, notifyError, navigate } = setup(() => ({
        code,
        message: 'Instance name error.',
        data: {
          fields: { name: 'validation.instance.name-too-long', bad: 3 },
          reason: 'instanceName',
        },
      }));
      const error = await rejection(client.call(userInfo, {}));
      expect(error.code).toBe(clientCodes.refused);
      expect(error.serverCode).toBe(code);
      expect(error.message).toBe('Instance name error.');
      expect(error.fields).toEqual({ name: 'validation.instance.name-too-long' });
      expect(error.reason).toBe('instanceName');
      expect(notifyError.mock.calls).toEqual([['Instance name error.']]);
      expect(navigate).not.toHaveBeenCalled();
    },
  );

  it('reads the tries left before a sign-in lock, and nothing that is not a count', async () => {
    for (const [attemptsLeft, read] of [
      [2, 2],
      [0, undefined],
      [1.5, undefined],
      ['2', undefined],
    ] as const) {
      const { client } = setup(() => ({
        code: 1216,
        message: 'Incorrect account or password.',
        data: { reason: 'incorrectAccountOrPassword', attemptsLeft },
      }));
      const error = await rejection(client.call(userInfo, {}, { silent: true }));
      expect(error.attemptsLeft).toBe(read);
    }
  });

  it('code 411 shows nothing (it refreshes)', async () => {
    const { client, tokens, notifyError } = setup((request) =>
      request.url.endsWith('/refresh')
        ? ok({ accessToken: 'n', refreshToken: 'm' })
        : request.headers.get('Authorization') === 'Bearer n'
          ? ok({ email: 'a@b.co' })
          : { code: 411, message: 'expired' },
    );
    tokens.set({ accessToken: 'o', refreshToken: 'p' });
    await client.call(userInfo, {});
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('a failed social login (1501) goes to the caller without a toast', async () => {
    const { client, navigate, notifyError } = setup(() => ({
      code: 1501,
      message: 'GitHub failed',
    }));
    const error = await rejection(client.call(githubLogin, { code: 'x' }));
    expect(error.code).toBe(1501);
    expect(notifyError).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a code outside the catalogue is a server error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client, notifyError } = setup(() => ({ code: 999, message: 'odd' }));
    const error = await rejection(client.call(userInfo, {}));
    expect(error.code).toBe(clientCodes.serverError);
    expect(notifyError.mock.calls).toEqual([['Server Error!']]);
  });

  it.each([
    ['500', { code: 500, message: '' }],
    ['1216', { code: 1216, message: 'Refused' }],
    ['404', { code: 404, message: 'Not found' }],
    ['1501', { code: 1501, message: 'Failed' }],
  ])('a silent call shows no toast for %s', async (_name, answer) => {
    const { client, notifyError } = setup(() => answer);
    await rejection(client.call(userInfo, {}, { silent: true }));
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('a silent call still signs out on 401 (only the toast is hidden by the caller)', async () => {
    const { client, navigate } = setup(() => ({ code: 401, message: '' }));
    await rejection(client.call(userInfo, {}, { silent: true }));
    expect(navigate).toHaveBeenCalledWith('/login?returnUrl=%2Faccounts');
  });

  it('a background call neither toasts nor signs out', async () => {
    const { client, tokens, notifyError, navigate } = setup(() => ({ code: 401, message: '' }));
    tokens.set({ accessToken: 'a', refreshToken: 'r' });
    const error = await rejection(client.call(userInfo, {}, { background: true }));
    expect(error.code).toBe(clientCodes.loginFailed);
    expect(tokens.accessToken()).toBe('a');
    expect(notifyError).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('an aborted call rejects with the abort and shows nothing', async () => {
    const controller = new AbortController();
    const { client, notifyError } = setup(
      (request) =>
        new Promise((_resolve, reject) =>
          request.signal.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    );
    const pending = client.call(userInfo, {}, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(notifyError).not.toHaveBeenCalled();
  });
});
