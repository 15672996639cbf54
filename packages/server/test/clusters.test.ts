// Powerhouse clusters end to end: creation rules, the servers on the local provider (each a real
// graph engine process), every lifecycle call as one durable job over all servers, the action
// matrix, ownership, bad input and a race.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusters, instances, jobs, users } from '../src/db/schema.ts';
import { JobRunner } from '../src/jobs/runner.ts';
import {
  call,
  latestCode,
  register,
  skipSuite,
  startHarness,
  v1,
  type Harness,
  sandboxCard,
} from './helpers.ts';
import { findSize } from '../src/modules/catalogue/index.ts';

interface ServerView {
  id: string;
  role: string;
  status: string;
  serviceAddress: string | null;
  storageGb: number;
  size: { id: string };
}
interface ClusterView {
  id: string;
  name: string;
  type: string;
  status: string;
  version: string;
  port: number;
  memoryThreshold: number;
  logLevel: number;
  allowedIps: { ip: string; description: string }[];
  serverCount: number;
  hourlyPriceMicros: number;
  serviceAddress: string | null;
  failureReason: string | null;
  servers?: ServerView[];
}
type Refusal = { fields?: Record<string, string>; reason?: string };
interface Accepted {
  operationId: string;
  resourceId: string;
  action: string;
  status: string;
  finalStatus: string;
}

const standardCluster = (name: string, version = 'powerhouse-5.1.4') => ({
  name,
  vendor: 'gcp',
  region: 'us-central1',
  version,
  allowedIps: [{ ip: '10.0.0.0/8', description: 'office' }],
  rootPassword: 'Graph-Root-Pass9',
  servers: [
    { role: 'GRAPH_V5_META_SERVER', sizeId: 'powerhouse-4c16g', count: 1 },
    { role: 'GRAPH_V5_SHARD_SERVER', sizeId: 'powerhouse-4c16g', count: 1 },
    { role: 'GRAPH_V5_HDC_SERVER', sizeId: 'powerhouse-8c32g', count: 1, storageGb: 64 },
  ],
});

/**
 * Time for a test that starts `count` graph engines one after another. Each start spawns an engine
 * process and opens its database (process-engine.ts gives an open up to 30 s); on a loaded shared
 * machine one start can take seconds, so a test restarting six engines must not be cut at the
 * default 30 s (a cut test leaves its job running and the next test finds "operation in progress").
 */
const engineStarts = (count: number) => ({ timeout: 30_000 + count * 30_000 });

describe.skipIf(skipSuite)('Powerhouse clusters', () => {
  let h: Harness;
  let token: string;
  let email: string;
  let other: string;
  let freeId: string;
  let standardId: string;

  beforeAll(async () => {
    h = await startHarness();
    const account = await register(h);
    token = account.accessToken;
    email = account.email;
    other = (await register(h)).accessToken;
  });
  afterAll(() => h?.close());

  const post = <T>(path: string, body: unknown, as = token) =>
    call<T>(h.app, 'POST', v1(path), { token: as, body });
  const get = <T>(path: string, query: Record<string, string>, as = token) =>
    call<T>(h.app, 'GET', v1(path), { token: as, query });
  const detail = async (clusterId: string) =>
    (await get<ClusterView>('/cluster/detail', { clusterId })).data;
  const runJobs = () => h.app.services.jobs.runUntilIdle();
  const local = () => h.app.services.providers.local;
  /** This account's clusters only: files share the PostgreSQL database of a run. */
  const clusterCount = async () => {
    const [me] = await h.database.db.select().from(users).where(eq(users.email, email));
    return (
      await h.database.db
        .select()
        .from(clusters)
        .where(eq(clusters.userId, me?.id ?? ''))
    ).length;
  };

  it('free config and free check describe the free cluster', async () => {
    const config = await get<{
      vendor: string;
      region: string;
      version: string;
      port: number;
      servers: { role: string; count: number; size: { id: string } }[];
      hourlyPriceMicros: number;
    }>('/cluster/free/config', {});
    expect(config.code).toBe(200);
    expect(config.data).toMatchObject({ vendor: 'aws', version: '5.2.1', port: 60061 });
    expect(config.data?.hourlyPriceMicros).toBe(0);
    expect(config.data?.servers.map((line) => [line.role, line.count])).toEqual([
      ['GRAPH_V5_META_SERVER', 1],
      ['GRAPH_V5_SHARD_SERVER', 1],
    ]);
    const check = await post('/cluster/quiverv5/free/check', {});
    expect(check.data).toEqual({ allowed: true, reason: null, message: null });
  });

  it(
    'creates the free cluster: CREATING, then every server provisioned and RUNNING',
    engineStarts(2),
    async () => {
      const created = await post<ClusterView>('/cluster/quiverv5/free/create', {
        name: 'free graph',
        rootPassword: 'Graph-Root-Pass9',
      });
      expect(created.code).toBe(200);
      expect(created.data).toMatchObject({ status: 'CREATING', type: 'FREE', serverCount: 2 });
      expect(created.data?.servers?.map((server) => server.status)).toEqual([
        'CREATING',
        'CREATING',
      ]);
      freeId = created.data?.id ?? '';

      await runJobs();
      const running = await detail(freeId);
      expect(running?.status).toBe('RUNNING');
      expect(running?.serviceAddress).toMatch(/:60061$/);
      for (const server of running?.servers ?? []) {
        expect(server.status).toBe('RUNNING');
        expect(server.serviceAddress).toMatch(/:60061$/);
        // Each server is a real engine on the provider, holding the root password's verifier.
        expect((await local().inspect(server.id)).state).toBe('running');
        expect(await local().verifyRootPassword(server.id, 'Graph-Root-Pass9')).toBe(true);
      }
    },
  );

  it('one FREE instance or cluster per account, across both', async () => {
    const second = await post<Refusal>('/cluster/quiverv5/free/create', {
      name: 'free two',
      rootPassword: 'Graph-Root-Pass9',
    });
    expect(second.code).toBe(1216);
    expect(second.message).toBe('Only one free instance or cluster per account.');
    const blaze = await post<Refusal>('/instance/create', {
      edition: 'shared',
      vendor: 'aws',
      region: 'us-east-1',
      sizeId: 'shared-2c8g',
      version: 'blaze-4.5.2',
      name: 'free blaze',
      allowedIps: [],
      rootPassword: 'Graph-Root-Pass9',
    });
    expect(blaze.message).toBe('Only one free instance or cluster per account.');
    const check = await post('/cluster/quiverv5/free/check', {});
    expect(check.data).toEqual({
      allowed: false,
      reason: 'oneFreePerAccount',
      message: 'Only one free instance or cluster per account.',
    });
    expect(await clusterCount()).toBe(1);
  });

  it('names, list with paging and filters, detail, summary and state', async () => {
    expect((await get('/cluster/name', { name: 'free graph' })).data).toEqual({
      available: false,
    });
    expect((await get('/cluster/name', { name: 'other graph' })).data).toEqual({
      available: true,
    });
    const list = await get<{ items: ClusterView[]; total: number }>('/cluster/list', {});
    expect(list.data?.total).toBe(1);
    expect(list.data?.items[0]).toMatchObject({ id: freeId, serverCount: 2 });
    expect(list.data?.items[0]).not.toHaveProperty('servers');
    expect((await get<{ total: number }>('/cluster/list', { status: 'STOPPED' })).data?.total).toBe(
      0,
    );
    expect((await get<{ total: number }>('/cluster/list', { name: 'FREE' })).data?.total).toBe(1);
    expect((await get<{ total: number }>('/cluster/list', { name: '%' })).data?.total).toBe(0);
    const page2 = await get<{ items: unknown[]; page: number }>('/cluster/list', {
      page: '2',
      pageSize: '1',
    });
    expect(page2.data).toMatchObject({ items: [], page: 2 });

    const summary = await get<ClusterView>('/cluster/detailwithoutinstance', { clusterId: freeId });
    expect(summary.data).toMatchObject({ id: freeId, status: 'RUNNING', serverCount: 2 });
    expect(summary.data).not.toHaveProperty('servers');

    const state = await post<{ items: { id: string; status: string }[] }>('/cluster/state', {
      clusterIds: [freeId],
    });
    expect(state.data?.items).toEqual([
      expect.objectContaining({ id: freeId, status: 'RUNNING', serviceState: null }),
    ]);
  });

  it('lists servers only in their cluster: the instance calls do not see them', async () => {
    const servers = (await detail(freeId))?.servers ?? [];
    const instanceList = await get<{ total: number }>('/instance/list', {});
    expect(instanceList.data?.total).toBe(0);
    // The cluster counts once among the account's instances, however many servers it has.
    const counted = await get<{ instanceNum: number; byKind: Record<string, number> }>(
      '/instance/count',
      {},
    );
    expect(counted.data).toEqual({
      instanceNum: 1,
      byKind: { BLAZE: 0, POWERHOUSE: 1, MANAGER: 0 },
    });
    const server = servers[0]?.id ?? '';
    expect((await get('/instance/detail', { instanceId: server })).code).toBe(404);
    expect((await post('/instance/stop', { instanceId: server })).code).toBe(404);
  });

  it("answers 404 for anyone else's cluster, and changes nothing", async () => {
    const ref = { clusterId: freeId };
    expect((await get('/cluster/detail', ref, other)).code).toBe(404);
    expect((await get('/cluster/detail', ref, other)).message).toBe('Cluster not found.');
    expect((await get('/cluster/detailwithoutinstance', ref, other)).code).toBe(404);
    expect((await get('/cluster/connect/manager', ref, other)).code).toBe(404);
    expect((await post('/cluster/stop', ref, other)).code).toBe(404);
    expect((await post('/cluster/restart', ref, other)).code).toBe(404);
    expect(
      (await post('/cluster/terminate', { ...ref, confirmName: 'free graph' }, other)).code,
    ).toBe(404);
    expect((await post('/cluster/update/info', { ...ref, name: 'mine' }, other)).code).toBe(404);
    expect((await post('/cluster/update/config', { ...ref, logLevel: 1 }, other)).code).toBe(404);
    expect((await post('/cluster/update/network', { ...ref, allowedIps: [] }, other)).code).toBe(
      404,
    );
    expect((await post('/cluster/upgrade/check', ref, other)).code).toBe(404);
    expect(
      (await post('/cluster/upgrade', { ...ref, version: 'powerhouse-5.2.1' }, other)).code,
    ).toBe(404);
    expect(
      (
        await post(
          '/cluster/reset/password',
          { ...ref, emailCode: '123456', password: 'New-Root-Pass9' },
          other,
        )
      ).code,
    ).toBe(404);
    const state = await post<{ items: unknown[] }>(
      '/cluster/state',
      { clusterIds: [freeId] },
      other,
    );
    expect(state.data?.items).toEqual([]);
    expect((await get<{ total: number }>('/cluster/list', {}, other)).data?.total).toBe(0);
    const after = await detail(freeId);
    expect(after).toMatchObject({ name: 'free graph', status: 'RUNNING', logLevel: 3 });
  });

  it('refuses bad input with specific fields and never a 500, creating nothing', async () => {
    expect((await get('/cluster/detail', { clusterId: 'not-a-uuid' })).code).toBe(404);
    expect((await get<Refusal>('/cluster/detail', {})).data?.fields?.clusterId).toBeDefined();
    const unknown = await post<Refusal>('/cluster/stop', { clusterId: freeId, force: true });
    expect(unknown.code).toBe(1216);
    expect(unknown.data?.fields?.force).toBe('api.unknown-field');
    const noMeta = await post<Refusal>('/cluster/quiverv5/standard/create', {
      ...standardCluster('broken'),
      servers: [{ role: 'GRAPH_V5_SHARD_SERVER', sizeId: 'powerhouse-4c16g', count: 1 }],
    });
    expect(noMeta.code).toBe(1216);
    expect(noMeta.data?.fields?.servers).toBe('api.cluster-roles-invalid');
    const badSize = await post<Refusal>('/cluster/quiverv5/batches/check', {
      vendor: 'aws',
      region: 'us-east-1',
      servers: [
        { role: 'GRAPH_V5_META_SERVER', sizeId: 'standard-4c16g', count: 1 },
        { role: 'GRAPH_V5_SHARD_SERVER', sizeId: 'powerhouse-4c16g', count: 1 },
      ],
    });
    expect(badSize.data?.fields?.['servers.0.sizeId']).toBe('api.key-invalid');
    const badRegion = await post<Refusal>('/cluster/quiverv5/standard/create', {
      ...standardCluster('broken'),
      region: 'mars-1',
    });
    expect(badRegion.data?.fields?.region).toBe('api.key-invalid');
    const badStorage = await post<Refusal>('/cluster/quiverv5/standard/create', {
      ...standardCluster('broken'),
      servers: [
        { role: 'GRAPH_V5_META_SERVER', sizeId: 'powerhouse-4c16g', count: 1, storageGb: 500 },
        { role: 'GRAPH_V5_SHARD_SERVER', sizeId: 'powerhouse-4c16g', count: 1 },
      ],
    });
    expect(badStorage.code).toBe(1216);
    const badPassword = await post<Refusal>('/cluster/quiverv5/free/create', {
      name: 'x',
      rootPassword: 'has space',
    });
    expect(badPassword.data?.fields?.rootPassword).toBeDefined();
    const noSetting = await post<Refusal>('/cluster/update/config', { clusterId: freeId });
    expect(noSetting.code).toBe(1216);
    const badThreshold = await post<Refusal>('/cluster/update/config', {
      clusterId: freeId,
      memoryThreshold: 95,
    });
    expect(badThreshold.data?.fields?.memoryThreshold).toBeDefined();
    const badPort = await post<Refusal>('/cluster/update/network', { clusterId: freeId, port: 80 });
    expect(badPort.data?.fields?.port).toBeDefined();
    const badVersion = await post<Refusal>('/cluster/upgrade', {
      clusterId: freeId,
      version: 'blaze-4.5.2',
    });
    expect(badVersion.data?.fields?.version).toBe('api.key-invalid');
    expect(await clusterCount()).toBe(1);
    expect((await detail(freeId))?.status).toBe('RUNNING');
    const active = await h.app.services.jobs.unfinished(
      ((await detail(freeId))?.servers ?? []).map((server) => server.id),
    );
    expect(active).toEqual([]);
  });

  it('enforces the action matrix with the contract messages', async () => {
    const start = await post<Refusal>('/cluster/start', { clusterId: freeId });
    expect(start.message).toBe('The instance is already running.');
    expect(start.data?.reason).toBe('alreadyRunning');
    const wrongName = await post<Refusal>('/cluster/terminate', {
      clusterId: freeId,
      confirmName: 'free grap',
    });
    expect(wrongName.message).toBe('Type the name exactly as shown to confirm.');
    expect(wrongName.data?.fields?.confirmName).toBe('api.invalid-value');
    const freePort = await post('/cluster/update/network', { clusterId: freeId, port: 60100 });
    expect(freePort.message).toBe('The port of a free cluster is fixed.');
    expect((await detail(freeId))?.status).toBe('RUNNING');
  });

  it('renames at once; a taken name is refused', async () => {
    const renamed = await post<ClusterView>('/cluster/update/info', {
      clusterId: freeId,
      name: 'free renamed',
    });
    expect(renamed.data).toMatchObject({ name: 'free renamed', status: 'RUNNING' });
    expect((await get('/cluster/name', { name: 'free graph' })).data).toEqual({ available: true });
  });

  it(
    'two racing stops: one operation, one refusal; then stop → start → restart on every server',
    engineStarts(4),
    async () => {
      const [a, b] = await Promise.all([
        post<Accepted>('/cluster/stop', { clusterId: freeId }),
        post<Accepted>('/cluster/stop', { clusterId: freeId }),
      ]);
      const accepted = [a, b].filter((answer) => answer.code === 200);
      const refused = [a, b].filter((answer) => answer.code === 1216);
      expect(accepted).toHaveLength(1);
      expect(accepted[0]?.data).toMatchObject({
        resourceId: freeId,
        action: 'stop',
        status: 'STOPPING',
        finalStatus: 'STOPPED',
      });
      expect(refused[0]?.message).toBe(
        'An operation is in progress (Stopping): wait until it finishes.',
      );
      const serverIds = ((await detail(freeId))?.servers ?? []).map((server) => server.id);
      const queued = await h.database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, 'cluster.stop'), inArray(jobs.instanceId, serverIds)));
      expect(queued).toHaveLength(1);
      const stopping = await detail(freeId);
      expect(stopping?.servers?.every((server) => server.status === 'STOPPING')).toBe(true);

      await runJobs();
      const stopped = await detail(freeId);
      expect(stopped?.status).toBe('STOPPED');
      for (const server of stopped?.servers ?? []) {
        expect(server.status).toBe('STOPPED');
        expect((await local().inspect(server.id)).state).toBe('stopped');
      }
      expect((await post('/cluster/restart', { clusterId: freeId })).message).toBe(
        'The instance is stopped: start it instead.',
      );
      expect((await post('/cluster/stop', { clusterId: freeId })).message).toBe(
        'The instance is already stopped.',
      );
      expect((await get('/cluster/connect/manager', { clusterId: freeId })).message).toBe(
        'Start the instance first.',
      );

      expect((await post('/cluster/start', { clusterId: freeId })).data).toMatchObject({
        status: 'STARTING',
        finalStatus: 'RUNNING',
      });
      await runJobs();
      const started = await detail(freeId);
      expect(started?.status).toBe('RUNNING');
      for (const server of started?.servers ?? [])
        expect((await local().inspect(server.id)).state).toBe('running');

      expect((await post('/cluster/restart', { clusterId: freeId })).data).toMatchObject({
        status: 'RESTARTING',
      });
      await runJobs();
      expect((await detail(freeId))?.status).toBe('RUNNING');
    },
  );

  it('LIMITED and REVIEW accounts cannot start or create clusters', async () => {
    expect((await post('/cluster/stop', { clusterId: freeId })).code).toBe(200);
    await runJobs();
    await h.database.db.update(users).set({ status: 'LIMITED' }).where(eq(users.email, email));
    const start = await post('/cluster/start', { clusterId: freeId });
    expect(start.message).toBe(
      'Your account is limited: you can read and pay bills, but not create or start instances.',
    );
    const create = await post('/cluster/quiverv5/standard/create', standardCluster('limited'));
    expect(create.message).toBe(
      'Your account is limited: you can read and pay bills, but not create or start instances.',
    );
    await h.database.db.update(users).set({ status: 'REVIEW' }).where(eq(users.email, email));
    const review = await post('/cluster/quiverv5/free/check', {});
    expect(review.data).toMatchObject({ allowed: false, reason: 'accountInReview' });
    expect((await post('/cluster/start', { clusterId: freeId })).data).toMatchObject({
      reason: 'accountInReview',
    });
    await h.database.db.update(users).set({ status: 'NORMAL' }).where(eq(users.email, email));
    expect((await detail(freeId))?.status).toBe('STOPPED');
    expect((await post('/cluster/start', { clusterId: freeId })).code).toBe(200);
    await runJobs();
  });

  it(
    'standard create needs a payment method; batches check; a cluster of three roles',
    engineStarts(3),
    async () => {
      const unpaid = await post('/cluster/quiverv5/standard/create', standardCluster('std graph'));
      expect(unpaid.message).toBe('Failed to start the instance, check the payment method.');
      expect(await clusterCount()).toBe(1);
      expect((await post('/instance/pay', { paymentMethod: sandboxCard })).code).toBe(200);

      const stock = await post<{
        available: boolean;
        items: { role: string; available: boolean }[];
      }>('/cluster/quiverv5/batches/check', {
        vendor: 'gcp',
        region: 'us-central1',
        servers: standardCluster('x').servers,
      });
      expect(stock.data?.available).toBe(true);
      expect(stock.data?.items.map((item) => item.role)).toEqual([
        'GRAPH_V5_META_SERVER',
        'GRAPH_V5_SHARD_SERVER',
        'GRAPH_V5_HDC_SERVER',
      ]);

      const created = await post<ClusterView>(
        '/cluster/quiverv5/standard/create',
        standardCluster('std graph'),
      );
      expect(created.code).toBe(200);
      expect(created.data).toMatchObject({ type: 'STANDARD', version: '5.1.4', serverCount: 3 });
      // 2 × $1.66/hr for the 4-vCPU servers and $3.32/hr for the 8-vCPU one.
      expect(created.data?.hourlyPriceMicros).toBe(1_660_000 * 2 + 3_320_000);
      expect(
        created.data?.servers?.find((server) => server.role === 'GRAPH_V5_HDC_SERVER'),
      ).toMatchObject({
        storageGb: 64,
        size: expect.objectContaining({ id: 'powerhouse-8c32g' }),
      });
      standardId = created.data?.id ?? '';
      const taken = await post<Refusal>(
        '/cluster/quiverv5/standard/create',
        standardCluster('std graph'),
      );
      expect(taken.message).toBe('You already have a cluster with this name.');
      await runJobs();
      expect((await detail(standardId))?.status).toBe('RUNNING');
    },
  );

  it(
    'upgrade check and upgrade: every server restarts on the new version',
    engineStarts(3),
    async () => {
      const check = await post('/cluster/upgrade/check', { clusterId: standardId });
      expect(check.data).toMatchObject({
        currentVersion: '5.1.4',
        latestVersion: '5.2.1',
        upgradable: true,
        versions: [expect.objectContaining({ id: 'powerhouse-5.2.1', version: '5.2.1' })],
      });
      const older = await post('/cluster/upgrade', {
        clusterId: freeId,
        version: 'powerhouse-5.1.4',
      });
      expect(older.code).toBe(1216);
      const same = await post('/cluster/upgrade', {
        clusterId: freeId,
        version: 'powerhouse-5.2.1',
      });
      expect(same.message).toBe('The instance already runs this version.');

      const upgrade = await post<Accepted>('/cluster/upgrade', {
        clusterId: standardId,
        version: 'powerhouse-5.2.1',
      });
      expect(upgrade.data).toMatchObject({ status: 'UPDATING', finalStatus: 'RUNNING' });
      expect((await post('/cluster/stop', { clusterId: standardId })).message).toBe(
        'An operation is in progress (Updating): wait until it finishes.',
      );
      await runJobs();
      const upgraded = await detail(standardId);
      expect(upgraded).toMatchObject({ status: 'RUNNING', version: '5.2.1' });
      const rows = await h.database.db
        .select()
        .from(instances)
        .where(eq(instances.clusterId, standardId));
      expect(rows.map((row) => row.version)).toEqual(['5.2.1', '5.2.1', '5.2.1']);
      expect((await post('/cluster/upgrade/check', { clusterId: standardId })).data).toMatchObject({
        upgradable: false,
        versions: [],
      });
    },
  );

  it(
    'update config and network: settings on every server, a port change restarts',
    engineStarts(6),
    async () => {
      const config = await post<Accepted>('/cluster/update/config', {
        clusterId: standardId,
        memoryThreshold: 85,
        logLevel: 4,
      });
      expect(config.data).toMatchObject({ status: 'UPDATING', finalStatus: 'RUNNING' });
      await runJobs();
      expect(await detail(standardId)).toMatchObject({
        status: 'RUNNING',
        memoryThreshold: 85,
        logLevel: 4,
      });
      // Every server's provider got the settings.
      for (const server of (await detail(standardId))?.servers ?? []) {
        const log = await local().logs(server.id, {
          level: 4,
          from: 0,
          to: Date.now() + 60_000,
          page: 1,
          pageSize: 50,
        });
        expect(
          log.items.some((entry) =>
            /Settings changed: .*memoryThresholdPercent/.test(entry.message),
          ),
        ).toBe(true);
      }
      // The same values again: nothing to change, no operation.
      const same = await post('/cluster/update/config', {
        clusterId: standardId,
        memoryThreshold: 85,
        logLevel: 4,
      });
      expect(same.message).toBe('Nothing to change: these are the current settings.');
      expect((await detail(standardId))?.status).toBe('RUNNING');

      const network = await post<Accepted>('/cluster/update/network', {
        clusterId: standardId,
        port: 60100,
        allowedIps: [{ ip: '192.168.1.0/24' }],
      });
      expect(network.data).toMatchObject({ status: 'UPDATING', finalStatus: 'RUNNING' });
      await runJobs();
      const moved = await detail(standardId);
      expect(moved).toMatchObject({
        status: 'RUNNING',
        port: 60100,
        allowedIps: [{ ip: '192.168.1.0/24', description: '' }],
      });
      expect(moved?.serviceAddress).toMatch(/:60100$/);
      for (const server of moved?.servers ?? []) {
        expect(server.serviceAddress).toMatch(/:60100$/);
        expect((await local().inspect(server.id)).state).toBe('running');
      }
      const rows = await h.database.db
        .select()
        .from(instances)
        .where(eq(instances.clusterId, standardId));
      expect(rows.every((row) => row.memoryThreshold === 85 && row.port === 60100)).toBe(true);
    },
  );

  it(
    'resets the root password with the e-mailed code; the cluster restarts',
    engineStarts(3),
    async () => {
      const ref = { clusterId: standardId };
      const wrong = await post<Refusal>('/cluster/reset/password', {
        ...ref,
        emailCode: '000000',
        password: 'New-Root-Pass9',
      });
      expect(wrong.message).toBe('Incorrect verification code.');
      expect((await detail(standardId))?.status).toBe('RUNNING');

      // A code sent without naming this cluster (or for another resource) does not reset it.
      expect((await post('/auth/email/captcha', { email, purpose: 'instance-reset' })).code).toBe(
        200,
      );
      const unbound = await post<Refusal>('/cluster/reset/password', {
        ...ref,
        emailCode: await latestCode(h, email),
        password: 'New-Root-Pass9',
      });
      expect(unbound.message).toBe('Incorrect verification code.');
      h.clock.advance(61);
      const image = await get<{ captchaId: string }>('/cluster/reset/password/captcha', ref);
      const sent = await post<{ sentTo: string }>('/cluster/reset/password/captcha', {
        ...ref,
        captchaId: image.data?.captchaId ?? '',
        captchaCode: h.captchaAnswers.at(-1) ?? '',
      });
      expect(sent.code).toBe(200);
      const emailCode = await latestCode(h, email);
      const reset = await post<Accepted>('/cluster/reset/password', {
        ...ref,
        emailCode,
        password: 'New-Root-Pass9',
      });
      expect(reset.data).toMatchObject({ status: 'RESTARTING', finalStatus: 'RUNNING' });
      await runJobs();
      const after = await detail(standardId);
      expect(after?.status).toBe('RUNNING');
      for (const server of after?.servers ?? []) {
        expect(await local().verifyRootPassword(server.id, 'New-Root-Pass9')).toBe(true);
        expect(await local().verifyRootPassword(server.id, 'Graph-Root-Pass9')).toBe(false);
      }
      // The code works once.
      const again = await post('/cluster/reset/password', {
        ...ref,
        emailCode,
        password: 'Other-Root-Pass9',
      });
      expect(again.message).toBe('Incorrect verification code.');
    },
  );

  it('connect answers the address and root user of an Active cluster', async () => {
    const connect = await get('/cluster/connect/manager', { clusterId: standardId });
    expect(connect.data).toMatchObject({
      port: 60100,
      username: 'root',
      managerUrl: null,
    });
  });

  it('a cluster job resumes after a crash from its recorded step', async () => {
    const stop = await post('/cluster/stop', { clusterId: standardId });
    expect(stop.code).toBe(200);
    // The first process records nothing and dies; a new runner takes the job back.
    const taken = await h.app.services.jobs.runPartially(0);
    expect(taken?.kind).toBe('cluster.stop');
    const next = new JobRunner({
      db: h.database.db,
      providers: h.app.services.providers,
      clock: h.clock,
      log: h.app.log,
      sizes: findSize,
    });
    expect(await next.reclaimUnfinished()).toBe(1);
    await next.runUntilIdle();
    expect((await detail(standardId))?.status).toBe('STOPPED');
  });

  it('terminates every server (typed name); the free slot opens again', async () => {
    const accepted = await post<Accepted>('/cluster/terminate', {
      clusterId: freeId,
      confirmName: 'free renamed',
    });
    expect(accepted.data).toMatchObject({ status: 'TERMINATING', finalStatus: 'TERMINATED' });
    const servers = (await detail(freeId))?.servers ?? [];
    await runJobs();
    const gone = await detail(freeId);
    expect(gone?.status).toBe('TERMINATED');
    expect(gone?.serviceAddress).toBeNull();
    for (const server of servers) expect((await local().inspect(server.id)).state).toBe('missing');
    expect((await post('/cluster/start', { clusterId: freeId })).message).toBe(
      'The instance is cancelled: nothing more can be done with it.',
    );
    expect((await post('/cluster/update/info', { clusterId: freeId, name: 'again' })).message).toBe(
      'The instance is cancelled: nothing more can be done with it.',
    );
    expect((await post('/cluster/quiverv5/free/check', {})).data).toMatchObject({ allowed: true });
    // Still listed (as Cancelled) for 7 days, then no more.
    expect((await get<{ total: number }>('/cluster/list', {})).data?.total).toBe(2);
    // (The access token would have expired too: ask the service, as the next sign-in would.)
    h.clock.advance(8 * 24 * 3600);
    const [user] = await h.database.db.select().from(users).where(eq(users.email, email));
    const later = await h.app.services.clusters.list(user?.id ?? '', { page: 1, pageSize: 10 });
    expect(later.items.map((item) => item.id)).toEqual([standardId]);
    await expect(h.app.services.clusters.detail(user?.id ?? '', freeId)).rejects.toThrow(
      'Cluster not found.',
    );
  });
});
