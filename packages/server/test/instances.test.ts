import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { instances, jobs, paymentMethods, users } from '../src/db/schema.ts';
import { JobRunner } from '../src/jobs/runner.ts';
import {
  call,
  register,
  skipSuite,
  startHarness,
  v1,
  type Harness,
  sharedInstanceBody,
} from './helpers.ts';
import { findSize } from '../src/modules/catalogue/index.ts';

interface InstanceView {
  id: string;
  name: string;
  status: string;
  type: string;
  serviceAddress: string | null;
  failureReason: string | null;
}
type Refusal = { fields?: Record<string, string>; reason?: string };

describe.skipIf(skipSuite)('Blaze instances: creation rules and a durable lifecycle', () => {
  let h: Harness;
  let token: string;
  let other: string;
  let instanceId: string;

  beforeAll(async () => {
    h = await startHarness();
    token = (await register(h)).accessToken;
    other = (await register(h)).accessToken;
  });
  afterAll(() => h?.close());

  const post = <T>(path: string, body: unknown, as = token) =>
    call<T>(h.app, 'POST', v1(path), { token: as, body });
  const get = <T>(path: string, query: Record<string, string>, as = token) =>
    call<T>(h.app, 'GET', v1(path), { token: as, query });
  const detail = async (id: string, as = token) =>
    (await get<InstanceView>('/instance/detail', { instanceId: id }, as)).data;
  const runJobs = () => h.app.services.jobs.runUntilIdle();

  it('creates a Shared instance that goes CREATING → RUNNING through its job', async () => {
    const created = await post<InstanceView>('/instance/create', sharedInstanceBody('graph one'));
    expect(created.code).toBe(200);
    expect(created.data).toMatchObject({ status: 'CREATING', type: 'FREE', serviceAddress: null });
    instanceId = created.data?.id ?? '';

    expect((await get('/instance/name', { name: 'graph one' })).data).toEqual({ available: false });
    expect((await get('/instance/name', { name: 'graph two' })).data).toEqual({ available: true });

    await runJobs();
    const running = await detail(instanceId);
    expect(running?.status).toBe('RUNNING');
    expect(running?.serviceAddress).toMatch(/:60061$/);
  });

  it('refuses a second FREE instance, a taken name, and bad input, creating nothing', async () => {
    const second = await post<Refusal>('/instance/create', sharedInstanceBody('graph two'));
    expect(second.code).toBe(1216);
    expect(second.message).toBe('Only one free instance or cluster per account.');

    const badName = await post<Refusal>('/instance/create', sharedInstanceBody('bad\u0007name'));
    expect(badName.code).toBe(1216);
    expect(badName.data?.fields?.name).toBeDefined();

    const count = await get<{ instanceNum: number }>('/instance/count', {});
    expect(count.data?.instanceNum).toBe(1);
  });

  it('refuses STANDARD without a payment method and accounts in LIMITED or REVIEW', async () => {
    const standard = await post<Refusal>('/instance/create', {
      ...sharedInstanceBody('std'),
      edition: 'standard',
      sizeId: 'standard-4c16g',
    });
    expect(standard.message).toBe('Failed to start the instance, check the payment method.');

    const limited = await register(h);
    await h.database.db
      .update(users)
      .set({ status: 'LIMITED' })
      .where(eq(users.email, limited.email));
    const refused = await post<Refusal>(
      '/instance/create',
      sharedInstanceBody('nope'),
      limited.accessToken,
    );
    expect(refused.message).toBe(
      'Your account is limited: you can read and pay bills, but not create or start instances.',
    );
  });

  it('offers no other size to a Shared instance (v1 product/change/list)', async () => {
    const options = await get('/product/change/list', { instanceId });
    expect(options.data).toMatchObject({ currentSizeId: 'shared-2c8g', items: [] });
    expect((await get('/product/change/list', { instanceId }, other)).code).toBe(404);
  });

  it('monitors a running instance: cpu, memory and disk series, and its log', async () => {
    // The provider stamps samples with the wall clock; the test clock started earlier.
    const range = {
      from: new Date(Date.now() - 3600_000).toISOString(),
      to: new Date(Date.now() + 120_000).toISOString(),
    };
    const memory = await get<{ unit: string; points: { value: number }[] }>(
      '/instance/monitor/memory',
      { instanceId, ...range },
    );
    expect(memory.code).toBe(200);
    expect(memory.data?.unit).toBe('bytes');
    expect(memory.data?.points.length).toBeGreaterThan(0);
    const disk = await get<{ points: { value: number }[] }>('/instance/monitor/disk', {
      instanceId,
      ...range,
    });
    expect(disk.data?.points.at(-1)?.value).toBeGreaterThan(0);
    const log = await get<{ items: { level: number; message: string }[] }>(
      '/instance/monitor/log',
      { instanceId, level: '3', ...range },
    );
    expect(log.data?.items.some((entry) => /provisioned/.test(entry.message))).toBe(true);
    expect(log.data?.items.every((entry) => entry.level <= 3)).toBe(true);
    const badRange = await get<Refusal>('/instance/monitor/cpu', {
      instanceId,
      from: '2026-01-10T00:00:00Z',
      to: '2026-01-01T00:00:00Z',
    });
    expect(badRange.data?.fields?.from).toBe('api.time-range-invalid');
    expect((await get('/instance/monitor/cpu', { instanceId }, other)).code).toBe(404);
  });

  it('takes at most one sample a minute for charts, however often they are asked for', async () => {
    const range = {
      from: new Date(Date.now() - 3600_000).toISOString(),
      to: new Date(Date.now() + 120_000).toISOString(),
    };
    // Each sample is kept in the instance's week of history: one per chart refresh would shorten it.
    const sample = vi.spyOn(h.app.services.providers.local, 'sample');
    try {
      for (const metric of ['cpu', 'memory', 'disk', 'cpu', 'cpu'])
        expect((await get(`/instance/monitor/${metric}`, { instanceId, ...range })).code).toBe(200);
      expect(sample.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      sample.mockRestore();
    }
  });

  it('gives the point of now to each of the charts a page asks for at once, not only the first', async () => {
    const range = {
      from: new Date(Date.now() - 3600_000).toISOString(),
      to: new Date(Date.now() + 120_000).toISOString(),
    };
    const provider = h.app.services.providers.local;
    const readMetrics = provider.metrics.bind(provider);
    const takeSample = provider.sample.bind(provider);
    // As for a server no chart has sampled yet this minute: its series end before the minute until
    // a sample is stored, and the sample takes a moment. The service's record of this minute's
    // sample is cleared: the tests above charted the instance, perhaps in this same minute.
    (
      h.app.services.monitor as unknown as { chartSamples: Map<string, unknown> }
    ).chartSamples.clear();
    let stored = false;
    const thisMinute = () => Math.floor(Date.now() / 60_000) * 60_000;
    const metrics = vi.spyOn(provider, 'metrics').mockImplementation(async (id, query) => {
      const series = await readMetrics(id, query);
      if (stored) return series;
      return { ...series, points: series.points.filter((point) => point.at < thisMinute()) };
    });
    const sample = vi.spyOn(provider, 'sample').mockImplementation(async (id) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const taken = await takeSample(id);
      stored = true;
      return taken;
    });
    try {
      const charts = await Promise.all(
        ['cpu', 'memory', 'disk'].map((metric) =>
          get<{ points: { at: string }[] }>(`/instance/monitor/${metric}`, {
            instanceId,
            ...range,
          }),
        ),
      );
      // One sample, and every chart ends with it.
      expect(sample).toHaveBeenCalledOnce();
      for (const chart of charts)
        expect(Date.parse(chart.data?.points.at(-1)?.at ?? '')).toBeGreaterThanOrEqual(
          thisMinute(),
        );
    } finally {
      metrics.mockRestore();
      sample.mockRestore();
    }
  });

  it('enforces the action matrix with the contract messages', async () => {
    const start = await post<Refusal>('/instance/start', { instanceId });
    expect(start.code).toBe(1216);
    expect(start.message).toBe('The instance is already running.');
    expect(start.data?.reason).toBe('alreadyRunning');
  });

  it('answers 404 for anyone else’s instance, and leaves it alone', async () => {
    expect((await get('/instance/detail', { instanceId }, other)).code).toBe(404);
    expect((await post('/instance/stop', { instanceId }, other)).code).toBe(404);
    const list = await get<{ total: number }>('/instance/list', {}, other);
    expect(list.data?.total).toBe(0);
    expect((await detail(instanceId))?.status).toBe('RUNNING');
  });

  it('two racing stops: one operation, one clear refusal; then stop → start → restart', async () => {
    const [a, b] = await Promise.all([
      post<{ status: string }>('/instance/stop', { instanceId }),
      post<{ status: string }>('/instance/stop', { instanceId }),
    ]);
    const accepted = [a, b].filter((answer) => answer.code === 200);
    const refused = [a, b].filter((answer) => answer.code === 1216);
    expect(accepted).toHaveLength(1);
    expect(accepted[0]?.data).toMatchObject({ status: 'STOPPING', finalStatus: 'STOPPED' });
    expect(refused[0]?.message).toBe(
      'An operation is in progress (Stopping): wait until it finishes.',
    );
    const active = await h.database.db.select().from(jobs).where(eq(jobs.instanceId, instanceId));
    expect(active.filter((job) => job.kind === 'stop')).toHaveLength(1);

    await runJobs();
    expect((await detail(instanceId))?.status).toBe('STOPPED');
    expect((await post('/instance/restart', { instanceId })).message).toBe(
      'The instance is stopped: start it instead.',
    );

    expect((await post('/instance/start', { instanceId })).data).toMatchObject({
      status: 'STARTING',
    });
    await runJobs();
    expect((await detail(instanceId))?.status).toBe('RUNNING');
  });

  it('backs up a running instance (RUNNING → BACKUPING → RUNNING), lists and deletes the backup', async () => {
    const created = await post<{ backup: { id: string; status: string }; operation: unknown }>(
      '/instance/data/backup/create',
      { instanceId, tag: 'before-upgrade' },
    );
    expect(created.code).toBe(200);
    expect(created.data?.backup.status).toBe('CREATING');
    expect(created.data?.operation).toMatchObject({ status: 'BACKUPING', finalStatus: 'RUNNING' });
    const backupId = created.data?.backup.id ?? '';
    // Nothing else while it backs up.
    expect((await post('/instance/stop', { instanceId })).message).toBe(
      'An operation is in progress (Backing up): wait until it finishes.',
    );
    await runJobs();
    expect((await detail(instanceId))?.status).toBe('RUNNING');
    const listed = await get<{ items: { id: string; status: string; sizeBytes: number }[] }>(
      '/instance/data/backup/list',
      { instanceId },
    );
    expect(listed.data?.items).toMatchObject([{ id: backupId, status: 'AVAILABLE' }]);
    expect(listed.data?.items[0]?.sizeBytes).toBeGreaterThan(0);
    expect((await get('/instance/data/backup/list', { instanceId }, other)).code).toBe(404);

    const deleted = await post<{ status: string }>('/instance/data/backup/delete', {
      instanceId,
      backupId,
    });
    expect(deleted.data?.status).toBe('DELETED');
    const after = await get<{ total: number }>('/instance/data/backup/list', { instanceId });
    expect(after.data?.total).toBe(0);
    const samples = await get<{ items: unknown[] }>('/instance/data/sample/list', {});
    expect(samples.data?.items.length).toBeGreaterThanOrEqual(3);
  });

  it('real data: load a sample, back up, empty, recover → the counts of the backup', async () => {
    const counts = async () => {
      const [row] = await h.database.db
        .select()
        .from(instances)
        .where(eq(instances.id, instanceId));
      const inspection = await h.app.services.providers.local.inspect(row?.id ?? '');
      return { nodes: inspection.nodes, edges: inspection.edges };
    };
    const samples = await get<{ items: { id: string; nodeCount: number; edgeCount: number }[] }>(
      '/instance/data/sample/list',
      {},
    );
    const sample = samples.data?.items[0];
    const load = await post('/instance/data/sample/load', { instanceId, sampleId: sample?.id });
    expect(load.data).toMatchObject({ status: 'RUNNING', finalStatus: 'RUNNING' });
    expect((await post('/instance/stop', { instanceId })).message).toBe(
      'An operation is in progress (Updating): wait until it finishes.',
    );
    await runJobs();
    const loaded = await counts();
    expect(loaded).toEqual({ nodes: sample?.nodeCount, edges: sample?.edgeCount });

    const backup = await post<{ backup: { id: string } }>('/instance/data/backup/create', {
      instanceId,
      tag: 'loaded',
    });
    await runJobs();
    expect((await post('/instance/data/clean', { instanceId })).code).toBe(200);
    await runJobs();
    expect(await counts()).toEqual({ nodes: 0, edges: 0 });

    const backupId = backup.data?.backup.id ?? '';
    const wrongName = await post('/instance/data/recover', {
      instanceId,
      backupId,
      confirmName: 'nope',
    });
    expect(wrongName.message).toBe('Type the name exactly as shown to confirm.');
    const recover = await post('/instance/data/recover', {
      instanceId,
      backupId,
      confirmName: 'graph one',
    });
    expect(recover.data).toMatchObject({ status: 'RECOVERING', finalStatus: 'RUNNING' });
    await runJobs();
    expect((await detail(instanceId))?.status).toBe('RUNNING');
    expect(await counts()).toEqual(loaded);
  });

  it('prices, clones, renames and queries the instance', async () => {
    const product = await get<{
      hourlyPriceMicros: number;
      listHourlyPriceMicros: number;
      listStoppedHourlyPriceMicros: number;
    }>('/instance/product/detail', { instanceId });
    // A Shared instance is the free tier: $0 charged, list prices beside it.
    expect(product.data?.hourlyPriceMicros).toBe(0);
    expect(product.data?.listHourlyPriceMicros).toBeGreaterThan(
      product.data?.listStoppedHourlyPriceMicros ?? 0,
    );
    const clone = await get<{ name: string; sizeId: string }>('/instance/detail/clone', {
      instanceId,
    });
    expect(clone.data?.name).toMatch(/^grap_C[0-9]{6}$/);
    const query = await post<{ ok: boolean; rows?: unknown[][] }>('/instance/query', {
      instanceId,
      statement: 'RETURN 1 + 1 AS two',
      readOnly: true,
    });
    expect(query.data).toMatchObject({ ok: true, rows: [[2]] });
    const broken = await post<{ ok: boolean }>('/instance/query', {
      instanceId,
      statement: 'THIS IS NOT CYPHER',
    });
    expect(broken.code).toBe(200);
    expect(broken.data?.ok).toBe(false);
    const renamed = await post<InstanceView>('/instance/update/info', {
      instanceId,
      name: 'graph one',
    });
    expect(renamed.data?.name).toBe('graph one');
  });

  it('resumes a create after a crash: a new runner finishes the unfinished job', async () => {
    const owner = await register(h);
    const created = await post<InstanceView>(
      '/instance/create',
      sharedInstanceBody('survivor'),
      owner.accessToken,
    );
    const id = created.data?.id ?? '';
    // The first runner stops after CREATING and DEPLOYING (provisioned), as a crash would leave it.
    const crashed = await h.app.services.jobs.runPartially(2);
    expect(crashed?.instanceId).toBe(id);
    const [halfDone] = await h.database.db.select().from(jobs).where(eq(jobs.instanceId, id));
    expect(halfDone).toMatchObject({ status: 'running', step: 2 });
    expect((await detail(id, owner.accessToken))?.status).toBe('DEPLOYING');

    const next = new JobRunner({
      db: h.database.db,
      providers: h.app.services.providers,
      clock: h.clock,
      log: h.app.log,
      sizes: findSize,
    });
    expect(await next.reclaimUnfinished()).toBe(1);
    await next.runUntilIdle();
    const done = await detail(id, owner.accessToken);
    expect(done?.status).toBe('RUNNING');
    expect(done?.serviceAddress).not.toBeNull();

    const [finished] = await h.database.db.select().from(jobs).where(eq(jobs.instanceId, id));
    expect(finished).toMatchObject({ status: 'done', attempts: 2 });
    // Clean up the second database.
    await post(
      '/instance/terminate',
      { instanceId: id, confirmName: 'survivor' },
      owner.accessToken,
    );
    await runJobs();
  });

  it('starting a STANDARD instance needs a payment method', async () => {
    const payer = await register(h);
    const [user] = await h.database.db.select().from(users).where(eq(users.email, payer.email));
    await h.database.db.insert(paymentMethods).values({
      userId: user?.id ?? '',
      providerToken: 'pm_sandbox_test',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
    });
    const created = await post<InstanceView>(
      '/instance/create',
      { ...sharedInstanceBody('paid'), edition: 'standard', sizeId: 'standard-4c16g' },
      payer.accessToken,
    );
    expect(created.data).toMatchObject({ type: 'STANDARD', status: 'CREATING' });
    const id = created.data?.id ?? '';
    await runJobs();
    await post('/instance/stop', { instanceId: id }, payer.accessToken);
    await runJobs();
    await h.database.db.delete(paymentMethods).where(eq(paymentMethods.userId, user?.id ?? ''));
    const start = await post<Refusal>('/instance/start', { instanceId: id }, payer.accessToken);
    expect(start.message).toBe('Failed to start the instance, check the payment method.');
    expect((await detail(id, payer.accessToken))?.status).toBe('STOPPED');
    await post('/instance/terminate', { instanceId: id, confirmName: 'paid' }, payer.accessToken);
    await runJobs();
  });

  it('terminates with the typed name; Cancelled stays listed 7 days, uncounted', async () => {
    const wrong = await post<Refusal>('/instance/terminate', { instanceId, confirmName: 'graph' });
    expect(wrong.message).toBe('Type the name exactly as shown to confirm.');
    const accepted = await post('/instance/terminate', { instanceId, confirmName: 'graph one' });
    expect(accepted.data).toMatchObject({ status: 'TERMINATING', finalStatus: 'TERMINATED' });
    await runJobs();

    const list = await get<{ items: InstanceView[]; total: number }>('/instance/list', {
      status: 'TERMINATED',
    });
    expect(list.data?.items.map((item) => item.id)).toEqual([instanceId]);
    expect((await get<{ instanceNum: number }>('/instance/count', {})).data?.instanceNum).toBe(0);
    expect((await post<Refusal>('/instance/start', { instanceId })).data?.reason).toBe(
      'instanceCancelled',
    );

    // Eight days later (moved in the row: moving the clock would expire the test's token).
    await h.database.db
      .update(instances)
      .set({ terminatedAt: new Date(h.clock.now().getTime() - 8 * 24 * 3600 * 1000) })
      .where(eq(instances.id, instanceId));
    expect((await get<{ total: number }>('/instance/list', {})).data?.total).toBe(0);
    expect((await get('/instance/detail', { instanceId })).code).toBe(404);
  });
});
