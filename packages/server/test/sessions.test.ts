import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, register, skipSuite, startHarness, v1, type Harness } from './helpers.ts';

describe.skipIf(skipSuite)('sessions: access tokens, refresh rotation, reuse, logout', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ accessTokenTtl: 60 });
  });
  afterAll(() => h?.close());

  it('answers user info with a fresh access token', async () => {
    const account = await register(h);
    const info = await call<{ email: string }>(h.app, 'GET', v1('/user/info'), {
      token: account.accessToken,
    });
    expect(info).toMatchObject({ code: 200, status: 200, data: { email: account.email } });
  });

  it('answers 401 without a token and with a forged one', async () => {
    expect((await call(h.app, 'GET', v1('/user/info'))).code).toBe(401);
    const account = await register(h);
    const [head, body] = account.accessToken.split('.');
    expect(
      (await call(h.app, 'GET', v1('/user/info'), { token: `${head}.${body}.forged` })).code,
    ).toBe(401);
  });

  it('answers 411 once the access token expired, and a refresh gives a working pair', async () => {
    const account = await register(h);
    h.clock.advance(61);
    const expired = await call(h.app, 'GET', v1('/user/info'), { token: account.accessToken });
    expect(expired).toMatchObject({ code: 411, status: 200 });
    const refreshed = await call<{ accessToken: string; refreshToken: string }>(
      h.app,
      'POST',
      v1('/auth/token/refresh'),
      {
        body: { refreshToken: account.refreshToken },
      },
    );
    expect(refreshed.code).toBe(200);
    expect(refreshed.data?.refreshToken).not.toBe(account.refreshToken);
    const again = await call(h.app, 'GET', v1('/user/info'), {
      token: refreshed.data?.accessToken,
    });
    expect(again.code).toBe(200);
  });

  it('rotates on every refresh; reusing a rotated token answers 412 and revokes the family', async () => {
    const account = await register(h);
    const first = await call<{ accessToken: string; refreshToken: string }>(
      h.app,
      'POST',
      v1('/auth/token/refresh'),
      {
        body: { refreshToken: account.refreshToken },
      },
    );
    expect(first.code).toBe(200);
    const reuse = await call(h.app, 'POST', v1('/auth/token/refresh'), {
      body: { refreshToken: account.refreshToken },
    });
    expect(reuse.code).toBe(412);
    // The newest token of the family is dead too, and so is its access token.
    const newest = await call(h.app, 'POST', v1('/auth/token/refresh'), {
      body: { refreshToken: first.data?.refreshToken },
    });
    expect(newest.code).toBe(412);
    expect(
      (await call(h.app, 'GET', v1('/user/info'), { token: first.data?.accessToken })).code,
    ).toBe(401);
  });

  it('lets exactly one of 10 concurrent refreshes with one token succeed', async () => {
    const account = await register(h);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(h.app, 'POST', v1('/auth/token/refresh'), {
          body: { refreshToken: account.refreshToken },
        }),
      ),
    );
    const codes = answers.map((answer) => answer.code).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 412)).toHaveLength(9);
  });

  it('logout revokes the session: access and refresh tokens stop working', async () => {
    const account = await register(h);
    expect(
      (await call(h.app, 'GET', v1('/auth/logout'), { token: account.accessToken })).code,
    ).toBe(200);
    expect((await call(h.app, 'GET', v1('/user/info'), { token: account.accessToken })).code).toBe(
      401,
    );
    const refresh = await call(h.app, 'POST', v1('/auth/token/refresh'), {
      body: { refreshToken: account.refreshToken },
    });
    expect(refresh.code).toBe(412);
  });

  it('refuses an unknown or malformed refresh token with 412 or field errors', async () => {
    expect(
      (await call(h.app, 'POST', v1('/auth/token/refresh'), { body: { refreshToken: 'qr_nope' } }))
        .code,
    ).toBe(412);
    const bad = await call<{ fields: Record<string, string> }>(
      h.app,
      'POST',
      v1('/auth/token/refresh'),
      {
        body: { refreshToken: 42 },
      },
    );
    expect(bad.code).toBe(1216);
    expect(bad.data?.fields).toHaveProperty('refreshToken');
  });

  it('serves open endpoints to a caller with a stale token; one that needs the caller says why', async () => {
    const account = await register(h);
    h.clock.advance(61);
    expect((await call(h.app, 'GET', v1('/notice/get'), { token: account.accessToken })).code).toBe(
      200,
    );
    const reset = { email: account.email, purpose: 'instance-reset' };
    const stale = await call(h.app, 'POST', v1('/auth/email/captcha'), {
      token: account.accessToken,
      body: reset,
    });
    expect(stale.code).toBe(411);
    expect((await call(h.app, 'POST', v1('/auth/email/captcha'), { body: reset })).code).toBe(401);
    const login = await call<{ accessToken: string }>(h.app, 'POST', v1('/auth/login'), {
      token: account.accessToken,
      body: { email: account.email, password: account.password },
    });
    expect(login.code).toBe(200);
    const sent = await call(h.app, 'POST', v1('/auth/email/captcha'), {
      token: login.data?.accessToken,
      body: reset,
    });
    expect(sent.code).toBe(200);
    const other = await call(h.app, 'POST', v1('/auth/email/captcha'), {
      token: login.data?.accessToken,
      body: { email: 'someone.else@example.com', purpose: 'instance-reset' },
    });
    expect(other).toMatchObject({ code: 1216, data: { fields: { email: 'api.invalid-value' } } });
  });

  it('refuses a refresh token past REFRESH_TOKEN_TTL with 412', async () => {
    const short = await startHarness({ refreshTokenTtl: 120 }, h.database);
    try {
      const account = await register(short);
      short.clock.advance(121);
      const answer = await call(short.app, 'POST', v1('/auth/token/refresh'), {
        body: { refreshToken: account.refreshToken },
      });
      expect(answer.code).toBe(412);
    } finally {
      await short.close();
    }
  });
});
