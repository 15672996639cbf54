// A finished job keeps no root-password verifier in its payload row (the verifier is
// an offline-guessable secret; only a running job needs it).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema.ts';
import type { Harness } from './helpers.ts';
import { call, register, sharedInstanceBody, skipSuite, startHarness, v1 } from './helpers.ts';

describe.skipIf(skipSuite)('job payload secrets', () => {
  let h: Harness;
  let token: string;

  beforeAll(async () => {
    h = await startHarness();
    ({ accessToken: token } = await register(h));
  });
  afterAll(async () => {
    await h?.close();
  });

  it('drops the root password verifier from the job row once the job has ended', async () => {
    const body = sharedInstanceBody('verifier-kept');
    const created = await call<{ id: string }>(h.app, 'POST', v1('/instance/create'), {
      token,
      body,
    });
    expect(created.code).toBe(200);
    const instanceId = created.data?.id ?? '';
    const [pending] = await h.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.instanceId, instanceId));
    // While the job may still need it, the verifier is there (and never the password).
    expect(pending?.payload['rootPasswordHash']).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(pending?.payload)).not.toContain(body.rootPassword);

    await h.app.services.jobs.runUntilIdle();
    const [ended] = await h.database.db.select().from(jobs).where(eq(jobs.instanceId, instanceId));
    expect(ended?.status).toBe('done');
    expect(ended?.payload).not.toHaveProperty('rootPasswordHash');
    expect(ended?.payload['path']).toBeDefined(); // the rest of the record stays

    await call(h.app, 'POST', v1('/instance/terminate'), {
      token,
      body: { instanceId, confirmName: 'verifier-kept' },
    });
    await h.app.services.jobs.runUntilIdle();
  });
});
