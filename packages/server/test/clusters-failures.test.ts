// Clusters on the simulated clouds: regional stock judged for the whole cluster, a provisioning
// failure (ERROR, then only terminate), a start refused for memory (back to STOPPED with every
// server stopped), the one-free rule under racing creates, and bad input on every cluster and
// manager call (never a 500, nothing changed).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clusterEndpoints, managerEndpoints, resetPasswordEndpoints } from '@quiver/contract';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { clusters, instances, jobs, users } from '../src/db/schema.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { JobRunner } from '../src/jobs/runner.ts';
import { createCloudProviders, noDelays, type CloudProviders } from '../src/providers/index.ts';
import {
  call,
  freshEmail,
  goodPassword,
  openTestDatabase,
  skipSuite,
  v1,
  sandboxCard,
} from './helpers.ts';
import { readMailbox } from '../src/modules/mail/mailer.ts';
import { findRegion, findSize } from '../src/modules/catalogue/index.ts';

type Refusal = { fields?: Record<string, string>; reason?: string };
interface ClusterView {
  id: string;
  status: string;
  failureReason: string | null;
  servers: { id: string; status: string }[];
}

const cluster = (name: string, region: string, shards = 1) => ({
  name,
  vendor: 'gcp',
  region,
  version: 'powerhouse-5.2.1',
  allowedIps: [],
  rootPassword: 'Graph-Root-Pass9',
  servers: [
    { role: 'GRAPH_V5_META_SERVER', sizeId: 'powerhouse-4c16g', count: 1 },
    { role: 'GRAPH_V5_SHARD_SERVER', sizeId: 'powerhouse-4c16g', count: shards },
  ],
});

describe.skipIf(skipSuite)('clusters on the simulated clouds: failures and refusals', () => {
  let app: FastifyInstance;
  let database: Database;
  let providers: CloudProviders;
  let dataDir: string;
  let token: string;
  let email: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'quiver-clusters-'));
    database = await openTestDatabase();
    providers = createCloudProviders({
      mode: 'simulated',
      dataDir,
      regions: findRegion,
      delays: noDelays,
      capacityOverrides: { 'gcp/europe-west1': 2 },
    });
    app = await buildApp({
      config: testConfig(),
      db: database.db,
      clock: new ManualClock(),
      cloudProviders: providers,
    });
    await app.ready();
    email = freshEmail();
    token = await signUp(email);
    expect((await post('/instance/pay', { paymentMethod: sandboxCard })).code).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
    await providers?.shutdown();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function signUp(address = freshEmail()): Promise<string> {
    const email = address;
    await call(app, 'POST', v1('/auth/email/captcha'), { body: { email, purpose: 'register' } });
    const [mail] = await readMailbox(database.db, email);
    const done = await call<{ accessToken: string }>(app, 'POST', v1('/auth/register'), {
      body: { email, password: goodPassword, emailCode: mail?.code },
    });
    return done.data?.accessToken ?? '';
  }
  const post = <T>(path: string, body: unknown, as = token) =>
    call<T>(app, 'POST', v1(path), { token: as, body });
  const detail = async (clusterId: string) =>
    (await call<ClusterView>(app, 'GET', v1('/cluster/detail'), { token, query: { clusterId } }))
      .data;
  const runJobs = () => app.services.jobs.runUntilIdle();
  /** This file's rows only: files share the PostgreSQL database of a run. */
  const counts = async () => {
    const [me] = await database.db.select().from(users).where(eq(users.email, email));
    const mine = await database.db
      .select()
      .from(instances)
      .where(eq(instances.userId, me?.id ?? ''));
    const ids = mine.map((row) => row.id);
    return {
      clusters: (
        await database.db
          .select()
          .from(clusters)
          .where(eq(clusters.userId, me?.id ?? ''))
      ).length,
      servers: mine.length,
      jobs: ids.length
        ? (await database.db.select().from(jobs).where(inArray(jobs.instanceId, ids))).length
        : 0,
      pending: ids.length
        ? (
            await database.db
              .select()
              .from(jobs)
              .where(and(inArray(jobs.instanceId, ids), eq(jobs.status, 'pending')))
          ).length
        : 0,
    };
  };

  it('judges regional stock for the whole cluster: two places do not hold three servers', async () => {
    const check = await post<{ available: boolean; items: { reason: string | null }[] }>(
      '/cluster/quiverv5/batches/check',
      { vendor: 'gcp', region: 'europe-west1', servers: cluster('x', 'europe-west1', 2).servers },
    );
    expect(check.data?.available).toBe(false);
    expect(check.data?.items.map((item) => item.reason)).toEqual(['soldOut', 'soldOut']);
    const before = await counts();
    const refused = await post(
      '/cluster/quiverv5/standard/create',
      cluster('big', 'europe-west1', 2),
    );
    expect(refused.message).toBe(
      'Instance sold out in this region: choose another region or submit a request.',
    );
    expect(await counts()).toEqual(before);
    const fits = await post<{ available: boolean }>('/cluster/quiverv5/batches/check', {
      vendor: 'gcp',
      region: 'europe-west1',
      servers: cluster('x', 'europe-west1', 1).servers,
    });
    expect(fits.data?.available).toBe(true);
  });

  it('a provisioning failure leaves the cluster in ERROR; only terminate is offered', async () => {
    providers.simulated('gcp')?.injectFault({
      kind: 'provision-failure',
      region: 'us-east1',
      times: 1,
    });
    const created = await post<ClusterView>(
      '/cluster/quiverv5/standard/create',
      cluster('doomed', 'us-east1'),
    );
    expect(created.code).toBe(200);
    await runJobs();
    const failed = await detail(created.data?.id ?? '');
    expect(failed).toMatchObject({ status: 'ERROR', failureReason: 'providerInitFailed' });
    expect(failed?.servers.every((server) => server.status === 'ERROR')).toBe(true);
    const start = await post('/cluster/start', { clusterId: failed?.id });
    expect(start.message).toBe('The instance is in error: terminate it, then create a new one.');
    const terminate = await post('/cluster/terminate', {
      clusterId: failed?.id,
      confirmName: 'doomed',
    });
    expect(terminate.code).toBe(200);
    await runJobs();
    expect((await detail(failed?.id ?? ''))?.status).toBe('TERMINATED');
  });

  it('a start refused for memory returns to STOPPED with no server left running', async () => {
    const created = await post<ClusterView>(
      '/cluster/quiverv5/standard/create',
      cluster('tight', 'us-west1', 2),
    );
    const clusterId = created.data?.id ?? '';
    await runJobs();
    expect((await post('/cluster/stop', { clusterId })).code).toBe(200);
    await runJobs();
    // The last server's graph does not fit: the first two must not be left running.
    const servers = (await detail(clusterId))?.servers ?? [];
    const last = servers.at(-1)?.id;
    const gcp = providers.forVendor('gcp');
    const memoryFit = gcp.memoryFit.bind(gcp);
    const spy = vi.spyOn(gcp, 'memoryFit').mockImplementation(async (id) => {
      const fit = await memoryFit(id);
      return id === last ? { ...fit, requiredBytes: fit.availableBytes * 2, fits: false } : fit;
    });
    expect((await post('/cluster/start', { clusterId })).code).toBe(200);
    await runJobs();
    const after = await detail(clusterId);
    expect(after).toMatchObject({ status: 'STOPPED', failureReason: 'startNoMemory' });
    for (const server of after?.servers ?? []) {
      expect(server.status).toBe('STOPPED');
      expect((await providers.local.inspect(server.id)).state).toBe('stopped');
    }
    spy.mockRestore();
    expect((await post('/cluster/start', { clusterId })).code).toBe(200);
    await runJobs();
    expect(await detail(clusterId)).toMatchObject({ status: 'RUNNING', failureReason: null });
  });

  it('a create interrupted after provisioning resumes from its next step, provisioning nobody twice', async () => {
    const created = await post<ClusterView>(
      '/cluster/quiverv5/standard/create',
      cluster('resumed', 'us-west1', 1),
    );
    const clusterId = created.data?.id ?? '';
    // CREATING and DEPLOYING (every server provisioned) are recorded, then the process dies.
    const taken = await app.services.jobs.runPartially(2);
    expect(taken?.kind).toBe('cluster.create');
    expect((await detail(clusterId))?.status).toBe('DEPLOYING');
    const next = new JobRunner({
      db: database.db,
      providers,
      clock: new ManualClock(),
      log: app.log,
      sizes: findSize,
    });
    expect(await next.reclaimUnfinished()).toBe(1);
    await next.runUntilIdle();
    const done = await detail(clusterId);
    expect(done?.status).toBe('RUNNING');
    const [job] = await database.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, taken?.id ?? ''));
    expect(job).toMatchObject({ status: 'done', attempts: 2, step: 4 });
    for (const server of done?.servers ?? []) {
      const log = await providers.local.logs(server.id, {
        level: 4,
        from: 0,
        to: Date.now() + 60_000,
        page: 1,
        pageSize: 50,
      });
      expect(log.items.filter((entry) => /provisioned/.test(entry.message))).toHaveLength(1);
      expect((await providers.local.inspect(server.id)).state).toBe('running');
    }
  });

  it('racing free creates (cluster and Blaze instance): exactly one succeeds', async () => {
    const racer = await signUp();
    const answers = await Promise.all([
      post('/cluster/quiverv5/free/create', { name: 'a', rootPassword: 'Graph-Root-Pass9' }, racer),
      post(
        '/instance/create',
        {
          edition: 'shared',
          vendor: 'aws',
          region: 'us-east-1',
          sizeId: 'shared-2c8g',
          version: 'blaze-4.5.2',
          name: 'b',
          allowedIps: [],
          rootPassword: 'Graph-Root-Pass9',
        },
        racer,
      ),
      post('/cluster/quiverv5/free/create', { name: 'c', rootPassword: 'Graph-Root-Pass9' }, racer),
    ]);
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.code !== 200))
      expect(refused.message).toBe('Only one free instance or cluster per account.');
    await runJobs();
  });

  it('bad input on every cluster and manager call: 1216 or 404, never 500, nothing changed', async () => {
    const before = await counts();
    const garbage: unknown[] = [
      {},
      { clusterId: '' },
      { clusterId: 'x'.repeat(65) },
      { clusterId: '../../etc' },
      { clusterId: 42 },
      { clusterId: null, name: ['a'] },
      { instanceId: '00000000-0000-0000-0000-000000000000', version: 'manager-9.9.9' },
      { clusterIds: Array.from({ length: 101 }, (_, i) => String(i)) },
      { servers: 'all' },
      'not an object',
    ];
    const endpoints = [
      ...Object.values(clusterEndpoints),
      ...Object.values(managerEndpoints),
      resetPasswordEndpoints.resetCluster,
    ];
    for (const endpoint of endpoints) {
      const path = endpoint.path.replace('{brand}', 'quiver');
      for (const body of garbage) {
        const answer =
          endpoint.method === 'GET'
            ? await call(app, 'GET', path, {
                token,
                query:
                  typeof body === 'object' && body !== null
                    ? Object.fromEntries(
                        Object.entries(body).map(([key, value]) => [key, String(value)]),
                      )
                    : {},
              })
            : await call<Refusal>(app, 'POST', path, { token, body });
        expect([200, 404, 1216], `${endpoint.id} ${JSON.stringify(body)}`).toContain(answer.code);
        expect(answer.status).toBe(200);
      }
    }
    expect(await counts()).toEqual(before);
    expect((await counts()).pending).toBe(0);
  });
});
