// Review of the root-password reset: the wrong-code path costs no password hashing, a reset refused by
// the lifecycle leaves its e-mail code usable, a code works only for the resource it was sent for, and
// e-mail codes never reach the log.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../src/config.ts';
import { devMailbox, readMailbox } from '../src/modules/mail/mailer.ts';
import {
  call,
  register,
  skipSuite,
  startHarness,
  v1,
  type Harness,
  sandboxCard,
} from './helpers.ts';

type Refusal = { fields?: Record<string, string>; reason?: string };

describe.skipIf(skipSuite)('root password reset codes', () => {
  let h: Harness;
  let token: string;
  let email: string;
  const ids: Record<string, string> = {};

  const post = <T>(path: string, body: unknown) =>
    call<T>(h.app, 'POST', v1(path), { token, body });
  const status = async (instanceId: string) =>
    (
      await call<{ status: string }>(h.app, 'GET', v1('/instance/detail'), {
        token,
        query: { instanceId },
      })
    ).data?.status;
  const create = async (name: string, edition: 'shared' | 'standard' = 'shared') => {
    const created = await post<{ id: string }>('/instance/create', {
      edition,
      vendor: 'aws',
      region: 'us-east-1',
      sizeId: edition === 'shared' ? 'shared-2c8g' : 'standard-4c16g',
      version: 'blaze-4.5.2',
      name,
      allowedIps: [],
      rootPassword: 'First-Root-1',
    });
    expect(created.code, created.message).toBe(200);
    ids[name] = created.data?.id ?? '';
  };
  /** Sends a reset code for the instance and answers it (from the dev mailbox). */
  const sendCode = async (instanceId: string) => {
    h.clock.advance(61);
    const image = await call<{ captchaId: string }>(
      h.app,
      'GET',
      v1('/instance/reset/password/captcha'),
      { token, query: { instanceId } },
    );
    const sent = await post('/instance/reset/password/captcha', {
      instanceId,
      captchaId: image.data?.captchaId ?? '',
      captchaCode: h.captchaAnswers.at(-1) ?? '',
    });
    expect(sent.code).toBe(200);
    return (await readMailbox(h.database.db, email))[0]?.code ?? '';
  };

  beforeAll(async () => {
    h = await startHarness();
    ({ accessToken: token, email } = await register(h));
    await create('first');
    await h.app.services.jobs.runUntilIdle();
  });
  afterAll(async () => {
    for (const [name, instanceId] of Object.entries(ids))
      await post('/instance/terminate', { instanceId, confirmName: name });
    await h.app.services.jobs.runUntilIdle();
    await h?.close();
  });

  it('checks the code before hashing the new password', async () => {
    const code = await sendCode(ids.first ?? '');
    const hashing = vi.spyOn(h.app.services.lifecycle, 'rootPasswordHash');
    try {
      const wrong = await post<Refusal>('/instance/reset/password', {
        instanceId: ids.first,
        emailCode: code === '000000' ? '111111' : '000000',
        password: 'Second-Root-2',
      });
      expect(wrong.message).toBe('Incorrect verification code.');
      expect(hashing).not.toHaveBeenCalled();
    } finally {
      hashing.mockRestore();
    }
  });

  it('a reset refused because another operation won the race leaves the code usable', async () => {
    const instanceId = ids.first ?? '';
    const code = await sendCode(instanceId);
    const instances = h.app.services.instances;
    const act = instances.act.bind(instances);
    // A stop is accepted between the reset's own checks and its locked lifecycle step.
    const racing = vi
      .spyOn(instances, 'act')
      .mockImplementationOnce(async (owner, id, action, options) => {
        await act(owner, id, 'stop');
        return act(owner, id, action, options);
      });
    try {
      const lost = await post<Refusal>('/instance/reset/password', {
        instanceId,
        emailCode: code,
        password: 'Second-Root-2',
      });
      expect(lost.code).not.toBe(200);
      expect(lost.message).not.toBe('Incorrect verification code.');
    } finally {
      racing.mockRestore();
    }
    await h.app.services.jobs.runUntilIdle();
    expect(await status(instanceId)).toBe('STOPPED');
    await post('/instance/start', { instanceId });
    await h.app.services.jobs.runUntilIdle();

    const reset = await post('/instance/reset/password', {
      instanceId,
      emailCode: code,
      password: 'Second-Root-2',
    });
    expect(reset.code).toBe(200);
    await h.app.services.jobs.runUntilIdle();
    expect(await status(instanceId)).toBe('RUNNING');
    const local = h.app.services.providers.local;
    expect(await local.verifyRootPassword(instanceId, 'Second-Root-2')).toBe(true);
  });

  it('a code sent for one instance resets that one only', async () => {
    // One free instance per account: the second one is STANDARD, paid with a sandbox card.
    const card = await post('/instance/pay', {
      paymentMethod: sandboxCard,
    });
    expect(card.code).toBe(200);
    await create('second', 'standard');
    await h.app.services.jobs.runUntilIdle();
    const code = await sendCode(ids.first ?? '');
    const [mail] = await readMailbox(h.database.db, email);
    expect(mail?.text).toContain('your instance "first"');
    const elsewhere = await post<Refusal>('/instance/reset/password', {
      instanceId: ids.second,
      emailCode: code,
      password: 'Third-Root-3',
    });
    expect(elsewhere.message).toBe('Incorrect verification code.');
    expect(await status(ids.second ?? '')).toBe('RUNNING');
    // Nor a cluster of the same account (the check the cluster reset makes).
    await expect(
      h.app.services.emailCodes.check(email, 'instance-reset', code, {
        resourceId: crypto.randomUUID(),
      }),
    ).rejects.toThrow();
    const own = await post('/instance/reset/password', {
      instanceId: ids.first,
      emailCode: code,
      password: 'Third-Root-3',
    });
    expect(own.code).toBe(200);
    await h.app.services.jobs.runUntilIdle();
    const local = h.app.services.providers.local;
    expect(await local.verifyRootPassword(ids.second ?? '', 'Third-Root-3')).toBe(false);
    expect(await local.verifyRootPassword(ids.first ?? '', 'Third-Root-3')).toBe(true);
  });

  it('the dev mailbox keeps the code but never writes it to the log', async () => {
    const lines: unknown[] = [];
    const log = { info: (...args: unknown[]) => lines.push(args) } as unknown as FastifyBaseLogger;
    await devMailbox(h.database.db, log).send({
      to: 'logged@example.com',
      subject: '493817 is your Quiver Cloud verification code',
      text: 'Use the code 493817 to reset the root password.',
      code: '493817',
    });
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toContain('493817');
    expect(JSON.stringify(lines)).toContain('/api/dev/mailbox');
    expect((await readMailbox(h.database.db, 'logged@example.com'))[0]?.code).toBe('493817');
  });
});

describe('production needs SMTP_URL', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
  it('refuses to start without it, naming the variable', () => {
    expect(() => loadConfig(production)).toThrow(
      'Invalid configuration:\n  SMTP_URL: required in production (without it e-mail codes would only reach the development mailbox)',
    );
    expect(loadConfig({ ...production, SMTP_URL: 'smtp://127.0.0.1:2525' }).smtpUrl).toBe(
      'smtp://127.0.0.1:2525',
    );
  });
});
