// A cluster's root password verifier lives where an instance's does: in the create (or reset) job
// while it runs, then with the graph of each server (the local driver); an ended job keeps none.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instances, jobs, users } from '../src/db/schema.ts';
import { call, register, skipSuite, startHarness, v1, type Harness } from './helpers.ts';

describe.skipIf(skipSuite)('cluster root password verifier', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h?.close());

  it('travels in the create and reset jobs to every server, and no ended job keeps it', async () => {
    const account = await register(h);
    const created = await call<{ id: string }>(h.app, 'POST', v1('/cluster/quiverv5/free/create'), {
      token: account.accessToken,
      body: { name: 'verifier', rootPassword: 'First-Root-Pass9' },
    });
    expect(created.code).toBe(200);
    const clusterId = created.data?.id ?? '';
    const db = h.database.db;
    const servers = await db.select().from(instances).where(eq(instances.clusterId, clusterId));
    expect(servers.length).toBeGreaterThan(1);
    const jobsOfCluster = async () =>
      (await db.select().from(jobs)).filter((job) => job.payload['clusterId'] === clusterId);

    const [pending] = await jobsOfCluster();
    expect(pending?.kind).toBe('cluster.create');
    expect(pending?.payload['rootPasswordHash']).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(pending?.payload)).not.toContain('First-Root-Pass9');

    await h.app.services.jobs.runUntilIdle();
    const local = h.app.services.providers.local;
    for (const server of servers) {
      expect(await local.verifyRootPassword(server.id, 'First-Root-Pass9')).toBe(true);
      expect(await local.verifyRootPassword(server.id, 'Other-Root-Pass9')).toBe(false);
    }

    const [user] = await db.select().from(users).where(eq(users.email, account.email));
    await h.app.services.clusters.resetRootPassword(
      { id: user?.id ?? '', status: 'NORMAL' },
      clusterId,
      'Other-Root-Pass9',
    );
    const reset = (await jobsOfCluster()).find((job) => job.kind === 'cluster.resetRootPassword');
    expect(reset?.payload['rootPasswordHash']).toMatch(/^\$argon2id\$/);
    await h.app.services.jobs.runUntilIdle();
    for (const server of servers) {
      expect(await local.verifyRootPassword(server.id, 'Other-Root-Pass9')).toBe(true);
      expect(await local.verifyRootPassword(server.id, 'First-Root-Pass9')).toBe(false);
    }

    const ended = await jobsOfCluster();
    expect(ended.map((job) => job.status)).toEqual(['done', 'done']);
    for (const job of ended) expect(job.payload).not.toHaveProperty('rootPasswordHash');
  });
});
