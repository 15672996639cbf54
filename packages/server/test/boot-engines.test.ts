// Boot consistency in local mode: engines end with the server; at the next start the job runner
// brings back those that should run. One that cannot start again is not left saying RUNNING.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instances, jobs } from '../src/db/schema.ts';
import { call, register, skipSuite, startHarness, v1, type Harness } from './helpers.ts';

const sharedInstance = (name: string) => ({
  edition: 'shared',
  vendor: 'aws',
  region: 'us-east-1',
  sizeId: 'shared-2c8g',
  version: 'blaze-4.5.2',
  name,
  allowedIps: [{ ip: '10.0.0.0/8', description: 'office' }],
  rootPassword: 'Graph-Root-Pass9',
});

interface InstanceView {
  id: string;
  status: string;
  failureReason: string | null;
}

describe.skipIf(skipSuite)('boot: engines of running instances', () => {
  let h: Harness;
  const accounts: string[] = [];
  const ids: string[] = [];

  beforeAll(async () => {
    h = await startHarness();
    for (let i = 0; i < 3; i += 1) {
      const token = (await register(h)).accessToken;
      accounts.push(token);
      const created = await call<{ id: string }>(h.app, 'POST', v1('/instance/create'), {
        token,
        body: sharedInstance(`boot ${i}`),
      });
      ids.push(created.data?.id ?? '');
    }
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
});
