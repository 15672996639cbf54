import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { freshEmail, goodPassword, openTestDatabase, skipSuite } from './helpers.ts';

describe.skipIf(skipSuite)('on a real listening port', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let base: string;
  const logLines: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          logLines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    app = await buildApp({
      config: testConfig({ rateLimits: { global: 1000, sensitive: 5 } }),
      db: database.db,
      logger: { level: 'info', stream },
    });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/dbaas/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('registers through the dev mailbox and signs in over HTTP', async () => {
    const email = freshEmail('wire');
    expect(
      await (await post('/auth/email/captcha', { email, purpose: 'register' })).json(),
    ).toMatchObject({ code: 200 });
    const mailbox = (await (
      await fetch(`${base}/api/dev/mailbox?to=${encodeURIComponent(email)}`)
    ).json()) as {
      data: Array<{ subject: string; text: string; code: string }>;
    };
    expect(mailbox.data[0]?.subject).toMatch(/verification code/);
    const emailCode = mailbox.data[0]?.code ?? '';
    expect(mailbox.data[0]?.text).toContain(emailCode);
    const registered = (await (
      await post('/auth/register', { email, password: goodPassword, emailCode })
    ).json()) as {
      code: number;
      data: { accessToken: string };
    };
    expect(registered.code).toBe(200);
    const info = await fetch(`${base}/api/dbaas/v1/user/info`, {
      headers: { authorization: `Bearer ${registered.data.accessToken}` },
    });
    expect(await info.json()).toMatchObject({ code: 200, data: { email } });
  });

  it('sends secure headers, no CORS headers, and echoes the trace id, which the request log line carries', async () => {
    const traceId = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';
    const response = await fetch(`${base}/api/dbaas/v1/notice/get`, {
      headers: { 'x-trace-id': traceId, origin: 'https://evil.example' },
    });
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('x-trace-id')).toBe(traceId);
    await response.json();
    const line = logLines.find(
      (entry) => entry['traceId'] === traceId && entry['msg'] === 'request',
    );
    expect(line).toMatchObject({ method: 'GET', path: '/api/dbaas/v1/notice/get', status: 200 });
    // A trace id that is not a plain token is replaced, never logged as sent.
    const odd = await fetch(`${base}/api/dbaas/v1/notice/get`, {
      headers: { 'x-trace-id': 'not a token; <script>' },
    });
    expect(odd.headers.get('x-trace-id')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('rate-limits sensitive endpoints per address with a 1216 answer', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await fetch(`${base}/api/dbaas/v1/auth/captcha`);
      answers.push(((await response.json()) as { code: number }).code);
    }
    expect(answers.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.slice(5)).toEqual([1216, 1216]);
  });

  it('never shows a stack: an unexpected failure is 500 "Server Error!" and logged with its trace id', async () => {
    const traceId = 'feedfacefeedfacefeedfacefeedface';
    app.services.notices.current = () => Promise.reject(new Error('disk on fire at /secret/path'));
    const response = await fetch(`${base}/api/dbaas/v1/notice/get`, {
      headers: { 'x-trace-id': traceId },
    });
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(JSON.parse(text)).toEqual({ code: 500, message: 'Server Error!' });
    expect(text).not.toContain('secret');
    expect(logLines.some((entry) => entry['traceId'] === traceId && entry['level'] === 50)).toBe(
      true,
    );
  });
});
