// A Powerhouse cluster's data through the instance calls (the console's cluster screens): statements
// and the schema reach the cluster through its entry server (its first META server), each server
// is watched on its own (monitoring, log), and backups of the cluster (its id in `instanceId`) copy
// and restore every server in one cluster job.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backups } from '../src/db/schema.ts';
import { call, register, skipSuite, startHarness, v1, type Harness } from './helpers.ts';

interface ServerView {
  id: string;
  role: string;
  status: string;
  serviceAddress: string | null;
}
interface ClusterView {
  id: string;
  name: string;
  status: string;
  serviceState: string | null;
  serviceAddress: string | null;
  servers: ServerView[];
}
interface BackupView {
  id: string;
  instanceId: string;
  tag: string;
  status: string;
  sizeBytes: number;
}
type QueryAnswer = { ok: boolean; rows?: unknown[][]; error?: { message: string } };

describe.skipIf(skipSuite)("a cluster's data through the instance calls", () => {
  let h: Harness;
  let token: string;
  let other: string;
  let clusterId: string;
  let servers: ServerView[] = [];

  beforeAll(async () => {
    h = await startHarness();
    token = (await register(h)).accessToken;
    other = (await register(h)).accessToken;
    const created = await call<ClusterView>(h.app, 'POST', v1('/cluster/quiverv5/free/create'), {
      token,
      body: { name: 'data graph', rootPassword: 'Graph-Root-Pass9' },
    });
    clusterId = created.data?.id ?? '';
    await h.app.services.jobs.runUntilIdle();
    servers = (await detail())?.servers ?? [];
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  const post = <T>(path: string, body: unknown, as = token) =>
    call<T>(h.app, 'POST', v1(path), { token: as, body });
  const get = <T>(path: string, query: Record<string, string>, as = token) =>
    call<T>(h.app, 'GET', v1(path), { token: as, query });
  async function detail() {
    return (await get<ClusterView>('/cluster/detail', { clusterId })).data;
  }
  const run = (statement: string, id = clusterId, as = token) =>
    post<QueryAnswer>('/instance/query', { instanceId: id, statement }, as);
  const local = () => h.app.services.providers.local;

  it('runs statements on the cluster through its entry server, and reads its schema', async () => {
    expect(servers.map((server) => server.status)).toEqual(['RUNNING', 'RUNNING']);
    const created = await run('CREATE NODE TABLE Person(name STRING, PRIMARY KEY(name))');
    expect(created.data?.ok).toBe(true);
    expect((await run("CREATE (:Person {name: 'Ada'})")).data?.ok).toBe(true);
    const read = await run('MATCH (p:Person) RETURN p.name');
    expect(read.data?.rows).toEqual([['Ada']]);
    const schema = await get<{ nodeTables: { name: string }[] }>('/instance/schema', {
      instanceId: clusterId,
    });
    expect(schema.data?.nodeTables.map((table) => table.name)).toEqual(['Person']);
    // The entry server is the META one, whose address is the cluster's.
    const meta = servers.find((server) => server.role === 'GRAPH_V5_META_SERVER');
    expect((await detail())?.serviceAddress).toBe(meta?.serviceAddress);
  });

  it("keeps another account's cluster and a server id out of the query calls", async () => {
    expect((await run('RETURN 1', clusterId, other)).code).toBe(404);
    expect((await run('RETURN 1', servers[0]?.id ?? '')).code).toBe(404);
    expect((await get('/instance/detail', { instanceId: servers[0]?.id ?? '' })).code).toBe(404);
  });

  it('watches each server on its own: metrics and log by server id', async () => {
    // The provider stamps samples with the wall clock; the test clock started earlier.
    const range = {
      from: new Date(Date.now() - 3600_000).toISOString(),
      to: new Date(Date.now() + 120_000).toISOString(),
    };
    for (const server of servers) {
      const cpu = await get<{ metric: string }>('/instance/monitor/cpu', {
        instanceId: server.id,
        ...range,
      });
      expect(cpu.data?.metric).toBe('cpu');
      const memory = await get<{ capacity: number; points: unknown[] }>(
        '/instance/monitor/memory',
        { instanceId: server.id, ...range },
      );
      expect(memory.data?.capacity).toBeGreaterThan(0);
      expect(memory.data?.points.length).toBeGreaterThan(0);
      const log = await get<{ items: { message: string }[] }>('/instance/monitor/log', {
        instanceId: server.id,
        ...range,
      });
      expect(log.data?.items.some((entry) => /provisioned/.test(entry.message))).toBe(true);
    }
    expect(
      (await get('/instance/monitor/cpu', { instanceId: servers[0]?.id ?? '' }, other)).code,
    ).toBe(404);
  });

  let backupId = '';
  it('backs the cluster up: BACKUPING, then one AVAILABLE backup copied on every server', async () => {
    const created = await post<{
      backup: BackupView;
      operation: { resourceId: string; status: string; finalStatus: string };
    }>('/instance/data/backup/create', { instanceId: clusterId, tag: 'before' });
    expect(created.code).toBe(200);
    expect(created.data?.backup).toMatchObject({
      instanceId: clusterId,
      tag: 'before',
      status: 'CREATING',
    });
    expect(created.data?.operation).toMatchObject({
      resourceId: clusterId,
      status: 'BACKUPING',
      finalStatus: 'RUNNING',
    });
    backupId = created.data?.backup.id ?? '';
    const busy = await detail();
    expect(busy).toMatchObject({ status: 'BACKUPING', serviceState: 'BACKUP' });
    expect(busy?.servers.map((server) => server.status)).toEqual(['BACKUPING', 'BACKUPING']);
    // One operation per cluster: a second backup waits for the first.
    expect(
      (await post('/instance/data/backup/create', { instanceId: clusterId, tag: 'x' })).code,
    ).toBe(1216);

    await h.app.services.jobs.runUntilIdle();
    expect((await detail())?.status).toBe('RUNNING');
    const list = await get<{ items: BackupView[]; total: number }>('/instance/data/backup/list', {
      instanceId: clusterId,
    });
    expect(list.data?.total).toBe(1);
    expect(list.data?.items[0]).toMatchObject({
      id: backupId,
      instanceId: clusterId,
      status: 'AVAILABLE',
    });
    expect(list.data?.items[0]?.sizeBytes).toBeGreaterThan(0);
    expect((await get('/instance/data/backup/list', { instanceId: clusterId }, other)).code).toBe(
      404,
    );
  });

  it('recovers every server from the backup, the typed cluster name confirming', async () => {
    expect((await run("CREATE (:Person {name: 'Grace'})")).data?.ok).toBe(true);
    const wrong = await post('/instance/data/recover', {
      instanceId: clusterId,
      backupId,
      confirmName: 'data',
    });
    expect(wrong.code).toBe(1216);
    const accepted = await post<{ status: string; finalStatus: string }>('/instance/data/recover', {
      instanceId: clusterId,
      backupId,
      confirmName: 'data graph',
    });
    expect(accepted.data).toMatchObject({ status: 'RECOVERING', finalStatus: 'RUNNING' });
    await h.app.services.jobs.runUntilIdle();
    expect((await detail())?.status).toBe('RUNNING');
    expect((await run('MATCH (p:Person) RETURN p.name ORDER BY p.name')).data?.rows).toEqual([
      ['Ada'],
    ]);
  });

  it('deletes the backup on every server', async () => {
    const deleted = await post<BackupView>('/instance/data/backup/delete', {
      instanceId: clusterId,
      backupId,
    });
    expect(deleted.data).toMatchObject({ instanceId: clusterId, status: 'DELETED' });
    expect(
      (await get<{ total: number }>('/instance/data/backup/list', { instanceId: clusterId })).data
        ?.total,
    ).toBe(0);
    // The copy is gone from the servers: restoring it now fails on the provider.
    for (const server of servers)
      await expect(local().restore(server.id, backupId)).rejects.toMatchObject({
        code: 'backup-missing',
      });
  });

  it('terminating the cluster takes its backups with it', async () => {
    const kept = await post<{ backup: BackupView }>('/instance/data/backup/create', {
      instanceId: clusterId,
      tag: 'last',
    });
    await h.app.services.jobs.runUntilIdle();
    const keptId = kept.data?.backup.id ?? '';
    expect((await post('/cluster/terminate', { clusterId, confirmName: 'data graph' })).code).toBe(
      200,
    );
    await h.app.services.jobs.runUntilIdle();
    const [row] = await h.database.db.select().from(backups).where(eq(backups.id, keptId));
    expect(row?.status).toBe('DELETED');
  });
});
