import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultOAuthEndpoints } from '../src/config.ts';
import {
  call,
  freshEmail,
  register,
  skipSuite,
  startHarness,
  v1,
  type Harness,
} from './helpers.ts';

/** A fake Google + GitHub on 127.0.0.1: real HTTP exchanges, no network. */
function fakeProvider(accounts: Map<string, { sub: string; email: string; verified: boolean }>) {
  const seen: Array<{ path: string; body: string }> = [];
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => resolve(body));
    });
  const server = createServer(async (request, response) => {
    const body = await read(request);
    const path = request.url ?? '';
    seen.push({ path, body });
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    const code = new URLSearchParams(body).get('code') ?? '';
    const bearer = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    const account = accounts.get(bearer.replace(/^at-/, ''));
    if (path === '/google/token' || path === '/github/token') {
      if (!accounts.has(code))
        return json(path.startsWith('/github') ? 200 : 400, { error: 'bad_verification_code' });
      return json(200, { access_token: `at-${code}`, token_type: 'bearer' });
    }
    if (!account) return json(401, { error: 'unauthorized' });
    if (path === '/google/userinfo')
      return json(200, {
        sub: account.sub,
        email: account.email,
        email_verified: account.verified,
      });
    if (path === '/github/api/user') return json(200, { id: Number(account.sub), login: 'octo' });
    if (path === '/github/api/user/emails')
      return json(200, [
        { email: 'other@example.com', primary: false, verified: true },
        { email: account.email, primary: true, verified: account.verified },
      ]);
    return json(404, {});
  });
  return { server, seen };
}

describe.skipIf(skipSuite)('Google and GitHub sign-in', () => {
  const accounts = new Map<string, { sub: string; email: string; verified: boolean }>();
  let provider: ReturnType<typeof fakeProvider>;
  let h: Harness;
  let bare: Harness;

  beforeAll(async () => {
    provider = fakeProvider(accounts);
    await new Promise<void>((resolve) => provider.server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(provider.server.address() as AddressInfo).port}`;
    h = await startHarness({
      google: { clientId: 'g-id', clientSecret: 'g-secret' },
      github: { clientId: 'gh-id', clientSecret: 'gh-secret' },
      oauthEndpoints: {
        ...defaultOAuthEndpoints,
        googleToken: `${base}/google/token`,
        googleUserInfo: `${base}/google/userinfo`,
        githubToken: `${base}/github/token`,
        githubApi: `${base}/github/api`,
      },
    });
    bare = await startHarness({}, h.database);
  });
  afterAll(async () => {
    await bare?.close();
    await h?.close();
    await new Promise((resolve) => provider?.server.close(resolve));
  });

  const form = (app: Harness['app'], path: string, fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: v1(path),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  it('answers where sign-in starts, with a signed state', async () => {
    const start = await call<{ enabled: boolean; authorizeUrl: string; state: string }>(
      h.app,
      'GET',
      v1('/auth/google/login'),
    );
    expect(start.data?.enabled).toBe(true);
    const url = new URL(start.data?.authorizeUrl ?? 'http://x');
    expect(url.searchParams.get('client_id')).toBe('g-id');
    expect(url.searchParams.get('state')).toBe(start.data?.state);
    expect((await call(bare.app, 'GET', v1('/auth/github/login'))).data).toEqual({
      enabled: false,
    });
  });

  it('exchanges a Google code (form-encoded) and creates the account on first use', async () => {
    const email = freshEmail('google');
    accounts.set('g-code-1', { sub: 'google-sub-1', email, verified: true });
    const start = await call<{ state: string }>(h.app, 'GET', v1('/auth/google/login'));
    const response = await form(h.app, '/auth/google/login', {
      code: 'g-code-1',
      state: start.data?.state ?? '',
    });
    const answer = response.json() as { code: number; data: { accessToken: string } };
    expect(answer.code).toBe(200);
    const exchange = provider.seen.find((entry) => entry.path === '/google/token');
    expect(new URLSearchParams(exchange?.body).get('client_secret')).toBe('g-secret');
    const info = await call<{ email: string; identityType: string }>(
      h.app,
      'GET',
      v1('/user/info'),
      { token: answer.data.accessToken },
    );
    expect(info.data).toMatchObject({ email, identityType: 'google' });
    // Second sign-in finds the same account.
    const again = (await form(h.app, '/auth/google/login', { code: 'g-code-1' })).json() as {
      data: { accessToken: string };
    };
    const second = await call<{ id: string }>(h.app, 'GET', v1('/user/info'), {
      token: again.data.accessToken,
    });
    const first = await call<{ id: string }>(h.app, 'GET', v1('/user/info'), {
      token: answer.data.accessToken,
    });
    expect(second.data?.id).toBe(first.data?.id);
  });

  it('exchanges a GitHub code and links to an existing account with the same verified address', async () => {
    const existing = await register(h);
    accounts.set('gh-code-1', { sub: '4242', email: existing.email, verified: true });
    const answer = (await form(h.app, '/auth/github/login', { code: 'gh-code-1' })).json() as {
      code: number;
      data: { accessToken: string };
    };
    expect(answer.code).toBe(200);
    const info = await call<{ email: string; identityType: string }>(
      h.app,
      'GET',
      v1('/user/info'),
      { token: answer.data.accessToken },
    );
    expect(info.data).toMatchObject({ email: existing.email, identityType: 'email' });
  });

  it('answers 1501 for a refused code, an unverified address, a forged state, or no configuration', async () => {
    accounts.set('gh-unverified', { sub: '77', email: freshEmail('unverified'), verified: false });
    const cases = [
      await form(h.app, '/auth/github/login', { code: 'no-such-code' }),
      await form(h.app, '/auth/google/login', { code: 'no-such-code' }),
      await form(h.app, '/auth/github/login', { code: 'gh-unverified' }),
      await form(h.app, '/auth/google/login', { code: 'g-code-1', state: 'google.1.forged.sig' }),
      await form(bare.app, '/auth/google/login', { code: 'g-code-1' }),
    ];
    for (const response of cases) {
      expect(response.statusCode).toBe(200);
      expect((response.json() as { code: number }).code).toBe(1501);
    }
  });

  it('refuses a missing code with a field error', async () => {
    const response = await form(h.app, '/auth/google/login', { state: 'x' });
    expect(response.json()).toMatchObject({
      code: 1216,
      data: { fields: { code: expect.any(String) } },
    });
  });
});
