// Resetting an instance's graph root password (spec section 4: needs an e-mail code and restarts the
// instance): image captcha, e-mailed code, reset. The password reaches the provider as a verifier
// only; a refused reset changes nothing and does not use the code up.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema.ts';
import { readMailbox } from '../src/modules/mail/mailer.ts';
import { call, register, skipSuite, startHarness, v1, type Harness } from './helpers.ts';

type Refusal = { fields?: Record<string, string>; reason?: string };

describe.skipIf(skipSuite)('instance root password reset', () => {
  let h: Harness;
  let token: string;
  let email: string;
  let other: string;
  let instanceId: string;

  beforeAll(async () => {
    h = await startHarness();
    ({ accessToken: token, email } = await register(h));
    other = (await register(h)).accessToken;
    const created = await call<{ id: string }>(h.app, 'POST', v1('/instance/create'), {
      token,
      body: {
        edition: 'shared',
        vendor: 'aws',
        region: 'us-east-1',
        sizeId: 'shared-2c8g',
        version: 'blaze-4.5.2',
        name: 'resettable',
        allowedIps: [],
        rootPassword: 'First-Root-1',
      },
    });
    instanceId = created.data?.id ?? '';
    await h.app.services.jobs.runUntilIdle();
  });
  afterAll(async () => {
    await call(h.app, 'POST', v1('/instance/terminate'), {
      token,
      body: { instanceId, confirmName: 'resettable' },
    });
    await h.app.services.jobs.runUntilIdle();
    await h?.close();
  });

  const post = <T>(path: string, body: unknown, as = token) =>
    call<T>(h.app, 'POST', v1(path), { token: as, body });
  const get = <T>(path: string, query: Record<string, string>, as = token) =>
    call<T>(h.app, 'GET', v1(path), { token: as, query });
  const status = async () =>
    (await get<{ status: string }>('/instance/detail', { instanceId })).data?.status;
  const captcha = async () => {
    const image = await get<{ captchaId: string; image: string }>(
      '/instance/reset/password/captcha',
      { instanceId },
    );
    expect(image.code).toBe(200);
    expect(image.data?.image).toMatch(/^data:image\/svg\+xml;base64,/);
    return { captchaId: image.data?.captchaId ?? '', answer: h.captchaAnswers.at(-1) ?? '' };
  };
  const latestCode = async () => (await readMailbox(h.database.db, email))[0]?.code ?? '';

  it('sends the code only after the image captcha, to the caller, masked in the answer', async () => {
    expect((await get('/instance/reset/password/captcha', { instanceId }, other)).code).toBe(404);
    const wrong = await captcha();
    const refused = await post<Refusal>('/instance/reset/password/captcha', {
      instanceId,
      captchaId: wrong.captchaId,
      captchaCode: 'zzzzz',
    });
    expect(refused.message).toBe('Incorrect verification code.');
    expect(await readMailbox(h.database.db, email)).toHaveLength(1); // the registration code only

    const right = await captcha();
    const sent = await post<{
      sentTo: string;
      expiresInSeconds: number;
      resendAfterSeconds: number;
    }>('/instance/reset/password/captcha', {
      instanceId,
      captchaId: right.captchaId,
      captchaCode: right.answer,
    });
    expect(sent.code).toBe(200);
    expect(sent.data).toEqual({
      sentTo: `${email[0]}***${email.slice(email.indexOf('@'))}`,
      expiresInSeconds: 600,
      resendAfterSeconds: 60,
    });
    const [mail] = await readMailbox(h.database.db, email);
    expect(mail?.text).toContain('"resettable"');
    expect(mail?.code).toMatch(/^[0-9]{6}$/);

    // The same captcha does not send twice; a new one inside the minute is throttled.
    const reused = await post<Refusal>('/instance/reset/password/captcha', {
      instanceId,
      captchaId: right.captchaId,
      captchaCode: right.answer,
    });
    expect(reused.message).toBe('Incorrect verification code.');
    const soon = await captcha();
    const throttled = await post('/instance/reset/password/captcha', {
      instanceId,
      captchaId: soon.captchaId,
      captchaCode: soon.answer,
    });
    expect(throttled.message).toMatch(/^Too many attempts: try again in \d+ seconds\.$/);
  });

  it('refuses a wrong code, a bad password and others, changing nothing', async () => {
    const code = await latestCode();
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await post<Refusal>('/instance/reset/password', {
      instanceId,
      emailCode: wrongCode,
      password: 'Second-Root-2',
    });
    expect(wrong.message).toBe('Incorrect verification code.');
    const badPassword = await post<Refusal>('/instance/reset/password', {
      instanceId,
      emailCode: code,
      password: 'has space',
    });
    expect(Object.keys(badPassword.data?.fields ?? {})).toEqual(['password']);
    const shortCode = await post<Refusal>('/instance/reset/password', {
      instanceId,
      emailCode: '12345',
      password: 'Second-Root-2',
    });
    expect(Object.keys(shortCode.data?.fields ?? {})).toEqual(['emailCode']);
    const foreign = await post(
      '/instance/reset/password',
      {
        instanceId,
        emailCode: code,
        password: 'Second-Root-2',
      },
      other,
    );
    expect(foreign.code).toBe(404);
    expect(await status()).toBe('RUNNING');
    expect(await h.app.services.jobs.unfinished([instanceId])).toEqual([]);
  });

  it('refuses while the instance is stopped without using the code up', async () => {
    const code = await latestCode();
    await post('/instance/stop', { instanceId });
    await h.app.services.jobs.runUntilIdle();
    const stopped = await post<Refusal>('/instance/reset/password', {
      instanceId,
      emailCode: code,
      password: 'Second-Root-2',
    });
    expect(stopped.message).toBe('Start the instance first.');
    await post('/instance/start', { instanceId });
    await h.app.services.jobs.runUntilIdle();
    expect(await status()).toBe('RUNNING');
  });

  it('two resets racing with one code: one restart; the password is stored as a verifier', async () => {
    const code = await latestCode();
    const [a, b] = await Promise.all([
      post<{ status: string; finalStatus: string }>('/instance/reset/password', {
        instanceId,
        emailCode: code,
        password: 'Second-Root-2',
      }),
      post<{ status: string; finalStatus: string }>('/instance/reset/password', {
        instanceId,
        emailCode: code,
        password: 'Second-Root-2',
      }),
    ]);
    expect([a.code, b.code].sort((x, y) => x - y)).toEqual([200, 1216]);
    const won = a.code === 200 ? a : b;
    expect(won.data).toMatchObject({
      action: 'resetRootPassword',
      status: 'RESTARTING',
      finalStatus: 'RUNNING',
    });
    expect(await status()).toBe('RESTARTING');
    await h.app.services.jobs.runUntilIdle();
    expect(await status()).toBe('RUNNING');

    const local = h.app.services.providers.local;
    expect(await local.verifyRootPassword(instanceId, 'Second-Root-2')).toBe(true);
    expect(await local.verifyRootPassword(instanceId, 'First-Root-1')).toBe(false);
    const rows = await h.database.db.select().from(jobs).where(eq(jobs.instanceId, instanceId));
    expect(JSON.stringify(rows)).not.toMatch(/First-Root-1|Second-Root-2/);

    // The code worked once.
    const again = await post<Refusal>('/instance/reset/password', {
      instanceId,
      emailCode: code,
      password: 'Third-Root-3',
    });
    expect(again.message).toBe('Incorrect verification code.');
  });
});
