// Boot consistency in local mode: engines end with the server; at the next start the job runner
// brings back those that should run. One that cannot start again is not left saying RUNNING.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusters, instances, jobs } from '../src/db/schema.ts';
import {
  call,
  register,
  skipSuite,
  startHarness,
  v1,
  type Harness,
  sharedInstanceBody,
} from './helpers.ts';

interface InstanceView {
  id: string;
  status: string;
  failureReason: string | null;
}

describe.skipIf(skipSuite)('boot: engines of running instances', () => {
  let h: Harness;
  const accounts: string[] = [];
  const ids: string[] = [];
  let clusterToken = '';
  let clusterId = '';

  beforeAll(async () => {
    h = await startHarness();
    for (let i = 0; i < 3; i += 1) {
      const token = (await register(h)).accessToken;
      accounts.push(token);
      const created = await call<{ id: string }>(h.app, 'POST', v1('/instance/create'), {
        token,
        body: sharedInstanceBody(`boot ${i}`),
      });
      ids.push(created.data?.id ?? '');
    }
    clusterToken = (await register(h)).accessToken;
    const cluster = await call<{ id: string }>(h.app, 'POST', v1('/cluster/quiverv5/free/create'), {
      token: clusterToken,
      body: { name: 'boot cluster', rootPassword: 'Graph-Root-Pass9' },
    });
    clusterId = cluster.data?.id ?? '';
    await h.app.services.jobs.runUntilIdle();
  });
  afterAll(() => h?.close());

  const local = () => h.app.services.providers.local;
  const row = async (id: string) =>
    (await h.database.db.select().from(instances).where(eq(instances.id, id)))[0];
  const graphDir = (id: string) =>
    join(h.app.services.config.dataRoot, 'graphs', 'instances', id, 'graph');
  const breakEngine = async (id: string) => {
    // The database file is damaged (a disk fault): the engine cannot open it.
    await rm(graphDir(id), { recursive: true, force: true });
    await mkdir(graphDir(id), { recursive: true });
    await writeFile(join(graphDir(id), 'graph.kz'), 'not a database '.repeat(1000));
  };

  it('restarts the engines that can start, and marks ERROR (service CRASH) the one that cannot', async () => {
    for (const id of ids) expect((await row(id))?.status).toBe('RUNNING');
    // The server stops: its engine processes end with it.
    await local().shutdown();
    const [healthy, broken, withJob] = ids as [string, string, string];
    await breakEngine(broken);
    await breakEngine(withJob);
    // An unfinished job of the third one resumes after the restart and records its own outcome.
    const [job] = await h.database.db
      .insert(jobs)
      .values({ instanceId: withJob, kind: 'backup', payload: {}, status: 'running' })
      .returning({ id: jobs.id });

    await h.app.services.jobs.restartEngines();

    expect((await local().inspect(healthy)).state).toBe('running');
    expect(await row(healthy)).toMatchObject({ status: 'RUNNING', failureReason: null });

    expect((await local().inspect(broken)).state).not.toBe('running');
    expect(await row(broken)).toMatchObject({
      status: 'ERROR',
      serviceState: 'CRASH',
      failureReason: 'providerFailed',
    });
    const detail = await call<InstanceView>(h.app, 'GET', v1('/instance/detail'), {
      token: accounts[1] ?? '',
      query: { instanceId: broken },
    });
    expect(detail.data).toMatchObject({ status: 'ERROR' });
    // The instance's log says why, at FATAL.
    const logs = await local().logs(broken, {
      level: 1,
      from: 0,
      to: Date.now() + 60_000,
      page: 1,
      pageSize: 10,
    });
    expect(logs.items.map((entry) => entry.message).join('\n')).toMatch(
      /The graph database failed to start/,
    );

    expect(await row(withJob)).toMatchObject({ status: 'RUNNING' });
    await h.database.db.delete(jobs).where(eq(jobs.id, job?.id ?? ''));
  });

  it('a cluster whose server engine cannot start follows its server to ERROR (service CRASH)', async () => {
    const clusterRow = async () =>
      (await h.database.db.select().from(clusters).where(eq(clusters.id, clusterId)))[0];
    const servers = await h.database.db
      .select()
      .from(instances)
      .where(eq(instances.clusterId, clusterId));
    expect(servers.length).toBeGreaterThan(1);
    expect((await clusterRow())?.status).toBe('RUNNING');
    const [meta, dataServer] = [
      servers.find((server) => server.role === 'GRAPH_V5_META_SERVER'),
      servers.find((server) => server.role !== 'GRAPH_V5_META_SERVER'),
    ];
    await local().shutdown();
    await breakEngine(dataServer?.id ?? '');

    // While a cluster job (recorded on another server) is unfinished, it resumes and decides.
    const [job] = await h.database.db
      .insert(jobs)
      .values({ instanceId: meta?.id ?? '', kind: 'cluster.stop', payload: {}, status: 'pending' })
      .returning({ id: jobs.id });
    await h.app.services.jobs.restartEngines();
    expect(await row(dataServer?.id ?? '')).toMatchObject({ status: 'RUNNING' });
    expect((await clusterRow())?.status).toBe('RUNNING');
    await h.database.db.delete(jobs).where(eq(jobs.id, job?.id ?? ''));

    await local().shutdown();
    await h.app.services.jobs.restartEngines();
    expect(await row(dataServer?.id ?? '')).toMatchObject({
      status: 'ERROR',
      serviceState: 'CRASH',
      failureReason: 'providerFailed',
    });
    expect(await clusterRow()).toMatchObject({
      status: 'ERROR',
      serviceState: 'CRASH',
      failureReason: 'providerFailed',
    });
    const detail = await call<{ status: string }>(h.app, 'GET', v1('/cluster/detail'), {
      token: clusterToken,
      query: { clusterId },
    });
    expect(detail.data).toMatchObject({ status: 'ERROR' });
    // Error allows only terminate.
    const connect = await call(h.app, 'GET', v1('/cluster/connect/manager'), {
      token: clusterToken,
      query: { clusterId },
    });
    expect(connect.code).not.toBe(200);
    const terminate = await call(h.app, 'POST', v1('/cluster/terminate'), {
      token: clusterToken,
      body: { clusterId, confirmName: 'boot cluster' },
    });
    expect(terminate.code).toBe(200);
    await h.app.services.jobs.runUntilIdle();
    expect((await clusterRow())?.status).toBe('TERMINATED');
  });
});
