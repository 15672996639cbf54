// The admin command's refusal to remove an image that instances run names the
// command to type instead; that command must exist (it named `image withdraw`, which is refused).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../src/admin.ts';
import type { Harness } from './helpers.ts';
import { call, register, sharedInstanceBody, skipSuite, startHarness, v1 } from './helpers.ts';

describe.skipIf(skipSuite)('catalogue admin refusals', () => {
  let h: Harness;
  let token: string;
  let instanceId = '';
  const admin = (...args: string[]) => runAdmin(args, h.app.services);

  beforeAll(async () => {
    h = await startHarness();
    ({ accessToken: token } = await register(h));
  });
  afterAll(async () => {
    if (!h) return;
    if (instanceId) {
      // The instance must finish starting before it may be terminated (an Initializing instance
      // refuses), and be TERMINATED before its image can be removed; the PostgreSQL suite shares
      // one database between files, so a version left behind would show up in the next file.
      await h.app.services.jobs.runUntilIdle();
      await call(h.app, 'POST', v1('/instance/terminate'), {
        token,
        body: { instanceId, confirmName: 'on-4-5-97' },
      });
      await h.app.services.jobs.runUntilIdle();
    }
    await admin('image', 'enable', 'blaze-4.5.97').catch(() => undefined);
    await admin('image', 'remove', 'blaze-4.5.97');
    await h.close();
  });

  it('an image in use cannot be removed, and the command the refusal suggests works', async () => {
    await admin('image', 'add', 'blaze', '4.5.97');
    const created = await call<{ id: string }>(h.app, 'POST', v1('/instance/create'), {
      token,
      body: { ...sharedInstanceBody('on-4-5-97'), version: 'blaze-4.5.97' },
    });
    expect(created.code).toBe(200);
    instanceId = created.data?.id ?? '';

    const refusal = await admin('image', 'remove', 'blaze-4.5.97').then(
      () => '',
      (error: Error) => error.message,
    );
    expect(refusal).toMatch(/^1 instance\(s\) run blaze-4\.5\.97: withdraw it instead \(`.+`\)\.$/);
    const suggested = /`(.+)`/.exec(refusal)?.[1] ?? '';
    expect(suggested).toBe('image disable blaze-4.5.97');
    expect(await admin(...suggested.split(' '))).toContain('withdrawn');
  });
});
