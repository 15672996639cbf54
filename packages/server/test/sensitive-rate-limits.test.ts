// Every endpoint that takes a password or an e-mail code, or draws an image captcha,
// has the tighter per-address request limit (the cluster root-password reset and the instance reset
// captcha image had only the global one).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, register, skipSuite, startHarness, v1, type Harness } from './helpers.ts';

describe.skipIf(skipSuite)('sensitive request limits', () => {
  let h: Harness;
  let token: string;

  beforeAll(async () => {
    h = await startHarness({ rateLimits: { global: 1000, sensitive: 3 } });
    ({ accessToken: token } = await register(h));
  });
  afterAll(async () => {
    await h?.close();
  });

  it.each([
    [
      'POST',
      '/cluster/reset/password',
      { clusterId: crypto.randomUUID(), emailCode: '123456', password: 'Second-Root-2' },
    ],
    ['GET', '/instance/reset/password/captcha', { instanceId: crypto.randomUUID() }],
  ] as const)(
    'limits %s %s per address like the other sensitive endpoints',
    async (method, path, input) => {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const answer = await call(h.app, method, v1(path), {
          token,
          ...(method === 'GET' ? { query: input as Record<string, string> } : { body: input }),
        });
        codes.push(answer.code);
      }
      expect(codes.slice(0, 3)).not.toContain(1216);
      expect(codes.slice(3)).toEqual([1216, 1216]);
    },
  );
});
