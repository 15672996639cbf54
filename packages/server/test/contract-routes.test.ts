import { endpoints, type AnyEndpoint } from '@quiver/contract';
import { getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import * as schema from '../src/db/schema.ts';
import { handlers } from '../src/route-table.ts';
import { call, register, skipSuite, startHarness, type Harness } from './helpers.ts';

const tables = Object.values(schema).filter(
  (value): value is typeof schema.users =>
    typeof value === 'object' && value !== null && Symbol.for('drizzle:Name') in value,
);

describe.skipIf(skipSuite)('routes come from the contract', () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await startHarness();
    token = (await register(h)).accessToken;
  });
  afterAll(() => h?.close());

  it('registers a route for every contract endpoint', () => {
    const missing = endpoints.filter(
      (endpoint) => !h.app.hasRoute({ method: endpoint.method, url: endpoint.path }),
    );
    expect(missing.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([]);
  });

  it('registers no API route the contract does not list (the dev mailbox aside)', () => {
    const unlisted = h.app.routeList.filter(
      (route) =>
        route.method !== 'HEAD' &&
        route.url !== '/api/dev/mailbox' &&
        !endpoints.some(
          (endpoint) => endpoint.method === route.method && endpoint.path === route.url,
        ),
    );
    expect(unlisted).toEqual([]);
    expect(h.app.routeList.length).toBeGreaterThan(endpoints.length);
  });

  it('has a handler only for ids the contract lists', () => {
    const known = new Set<string>(endpoints.map((endpoint) => endpoint.id));
    expect([...handlers.keys()].filter((id) => !known.has(id))).toEqual([]);
  });

  it('fails the route check when an endpoint has no route', async () => {
    const [first, ...rest] = endpoints as readonly AnyEndpoint[];
    const partial = await buildApp({ config: testConfig(), db: h.database.db, endpoints: rest });
    await partial.ready();
    expect(partial.hasRoute({ method: first?.method ?? 'GET', url: first?.path ?? '/' })).toBe(
      false,
    );
    await partial.close();
  });

  it('answers endpoints of later issues with 1216 "Not available yet." and HTTP 200, never 404', async () => {
    const later = endpoints.filter((endpoint) => !handlers.has(endpoint.id));
    for (const endpoint of later) {
      const answer = await call(h.app, endpoint.method, endpoint.path, {
        token,
        body: endpoint.method === 'POST' ? {} : undefined,
      });
      expect({
        path: endpoint.path,
        status: answer.status,
        code: answer.code,
        message: answer.message,
      }).toEqual({
        path: endpoint.path,
        status: 200,
        code: 1216,
        message: 'Not available yet.',
      });
    }
  });

  it('answers an address outside the contract with HTTP 404 and the envelope', async () => {
    const answer = await call(h.app, 'GET', '/api/dbaas/v1/nope');
    expect(answer).toMatchObject({ status: 404, code: 404 });
  });

  it('answers unparsable bodies with 1216 and HTTP 200', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/dbaas/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      code: 1216,
      message: 'The request body is not valid JSON.',
    });
    const huge = await h.app.inject({
      method: 'POST',
      url: '/api/dbaas/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(70_000) }),
    });
    expect(huge.json()).toMatchObject({ code: 1216, message: 'The request body is too large.' });
    const text = await h.app.inject({
      method: 'POST',
      url: '/api/dbaas/v1/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.json()).toMatchObject({ code: 1216 });
  });

  describe('bad input never reaches the database and never answers 500', () => {
    // Values no field of these endpoints accepts: always 1216 with field errors, nothing stored.
    const invalidValues: Array<[string, unknown]> = [
      ['a number', 12345],
      ['an object', { $gt: '' }],
      ['an array', ['a', 'b']],
      ['null', null],
      ['an oversize string', 'x'.repeat(12_000)],
    ];
    // Hostile text: some fields accept it as plain text (then it is stored verbatim and harmless);
    // either way the answer is never a server error.
    const hostileValues: Array<[string, unknown]> = [
      ['SQL', "' OR 1=1; DROP TABLE users; --"],
      ['a script', '<script>alert(document.cookie)</script>'],
      ['unicode and a NUL', '𝔘𝔫𝔦😀\u0000\u202e'],
    ];
    const bodies: Record<string, string[]> = {
      '/auth/login': ['email', 'password', 'totpCode'],
      '/auth/register': ['email', 'password', 'emailCode'],
      '/auth/email/captcha': ['email', 'purpose', 'captchaId', 'captchaCode'],
      '/auth/token/refresh': ['refreshToken'],
      '/auth/password/modify': ['oldPassword', 'newPassword', 'confirmPassword'],
      '/auth/validatePassword': ['password'],
      '/auth/setup/totp': ['enable', 'code'],
      '/auth/bind/external': ['channel', 'extAccountToken'],
      '/auth/user/apply': ['company', 'useCase'],
      '/user/profile/update': ['name', 'phone', 'postalCode'],
      '/openkey/create': ['name', 'expiresAt'],
      '/openkey/update': ['id', 'name'],
      '/openkey/delete': ['id'],
      '/questionnaire/create': ['skipped', 'answers'],
      '/eventTracking/create': ['spm', 'event_key', 'action_type'],
    };

    async function fingerprint(): Promise<Record<string, number>> {
      const counts: Record<string, number> = {};
      for (const table of tables) {
        const name = getTableName(table);
        const result = await h.database.db.execute(
          sql.raw(`select count(*)::int as n from "${name}"`),
        );
        const rows = (
          Array.isArray(result) ? result : (result as { rows: Array<{ n: number }> }).rows
        ) as Array<{ n: number }>;
        counts[name] = rows[0]?.n ?? -1;
      }
      return counts;
    }

    it.each(Object.entries(bodies))('POST %s', async (path, keys) => {
      const before = await fingerprint();
      for (const [label, value] of invalidValues) {
        const body = Object.fromEntries(keys.map((key) => [key, value]));
        const answer = await call<{ fields?: Record<string, string> }>(
          h.app,
          'POST',
          `/api/dbaas/v1${path}`,
          { token, body },
        );
        expect({ label, code: answer.code, status: answer.status }).toEqual({
          label,
          code: 1216,
          status: 200,
        });
        expect(
          Object.keys(answer.data?.fields ?? {}).length,
          `${path} with ${label}`,
        ).toBeGreaterThan(0);
      }
      const missing = await call<{ fields?: Record<string, string> }>(
        h.app,
        'POST',
        `/api/dbaas/v1${path}`,
        { token, body: {} },
      );
      expect(missing.code).toBe(1216);
      expect(await fingerprint()).toEqual(before);
      for (const [label, value] of hostileValues) {
        const body = Object.fromEntries(keys.map((key) => [key, value]));
        const answer = await call(h.app, 'POST', `/api/dbaas/v1${path}`, { token, body });
        expect({ label, status: answer.status, serverError: answer.code === 500 }).toEqual({
          label,
          status: 200,
          serverError: false,
        });
      }
      expect(await h.database.db.select().from(schema.users).limit(1)).toHaveLength(1);
    });

    it('GET query strings are parsed with the contract too', async () => {
      const answer = await call<{ fields?: Record<string, string> }>(
        h.app,
        'GET',
        '/api/dbaas/v1/auth/external/bound',
        {
          query: { channel: "'; drop table users; --", extAccountToken: '' },
        },
      );
      expect(answer.code).toBe(1216);
      expect(Object.keys(answer.data?.fields ?? {}).sort()).toEqual(['channel', 'extAccountToken']);
    });
  });
});
