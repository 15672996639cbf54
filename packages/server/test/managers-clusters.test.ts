// The clusters a Manager manages after its creation (extensions, issue 15): listed with their
// Manager, connected (moving from another Manager) and disconnected where the lifecycle table allows
// `configure`; another account's Manager or cluster, or another kind, answers 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  register,
  sandboxCard,
  sharedInstanceBody,
  skipSuite,
  startHarness,
  v1,
  type Harness,
} from './helpers.ts';

type Refusal = { fields?: Record<string, string>; reason?: string };
interface Managed {
  id: string;
  name: string;
  status: string;
  managerId: string | null;
  managerName: string | null;
}

const managerInput = (name: string) => ({
  name,
  vendor: 'aws',
  region: 'us-east-1',
  sizeId: 'manager-4c16g',
  version: 'manager-2.2.5',
  allowedIps: [],
  rootPassword: 'Graph-Root-Pass9',
});

describe.skipIf(skipSuite)("A Manager's clusters", () => {
  let h: Harness;
  let token: string;
  let other: string;
  let clusterId: string;
  let othersClusterId: string;
  let first: string;
  let second: string;

  const post = <T>(path: string, body: unknown, as = token) =>
    call<T>(h.app, 'POST', v1(path), { token: as, body });
  const get = <T>(path: string, query: Record<string, string>, as = token) =>
    call<T>(h.app, 'GET', v1(path), { token: as, query });
  const clustersOf = async (instanceId: string, as = token) =>
    (await get<{ items: Managed[] }>('/manager/cluster/list', { instanceId }, as)).data?.items;

  beforeAll(async () => {
    h = await startHarness();
    token = (await register(h)).accessToken;
    other = (await register(h)).accessToken;
    expect((await post('/instance/pay', { paymentMethod: sandboxCard })).code).toBe(200);
    const free = await post<{ id: string }>('/cluster/quiverv5/free/create', {
      name: 'payments',
      rootPassword: 'Graph-Root-Pass9',
    });
    clusterId = free.data?.id ?? '';
    const foreign = await post<{ id: string }>(
      '/cluster/quiverv5/free/create',
      { name: 'foreign', rootPassword: 'Graph-Root-Pass9' },
      other,
    );
    othersClusterId = foreign.data?.id ?? '';
    first = (await post<{ id: string }>('/manager/create', managerInput('ops'))).data?.id ?? '';
    second = (await post<{ id: string }>('/manager/create', managerInput('ops-2'))).data?.id ?? '';
  });
  afterAll(() => h?.close());

  it('waits for the Manager to be Active (or Stopped) before connecting', async () => {
    const early = await post('/manager/cluster/connect', { instanceId: first, clusterId });
    expect(early.message).toBe(
      'An operation is in progress (Initializing): wait until it finishes.',
    );
    await h.app.services.jobs.runUntilIdle();
  });

  it("lists the account's clusters with no Manager yet", async () => {
    expect(await clustersOf(first)).toEqual([
      expect.objectContaining({
        id: clusterId,
        name: 'payments',
        managerId: null,
        managerName: null,
      }),
    ]);
  });

  it('connects a cluster, which the cluster then links to', async () => {
    const connected = await post<Managed>('/manager/cluster/connect', {
      instanceId: first,
      clusterId,
    });
    expect(connected.code).toBe(200);
    expect(connected.data).toMatchObject({ id: clusterId, managerId: first, managerName: 'ops' });
    const link = await get<{ managerUrl: string | null }>('/cluster/connect/manager', {
      clusterId,
    });
    expect(link.data?.managerUrl).toMatch(new RegExp(`/clusters/${clusterId}$`));
    const again = await post<Refusal>('/manager/cluster/connect', { instanceId: first, clusterId });
    expect(again.message).toBe('This cluster is already connected to this Manager.');
    expect(again.data?.reason).toBe('clusterAlreadyConnected');
  });

  it('moves a cluster to another Manager, so the first no longer manages it', async () => {
    const moved = await post<Managed>('/manager/cluster/connect', {
      instanceId: second,
      clusterId,
    });
    expect(moved.data).toMatchObject({ managerId: second, managerName: 'ops-2' });
    expect(await clustersOf(first)).toEqual([
      expect.objectContaining({ id: clusterId, managerId: second, managerName: 'ops-2' }),
    ]);
    const notHere = await post('/manager/cluster/disconnect', { instanceId: first, clusterId });
    expect(notHere.message).toBe('This cluster is not connected to this Manager.');
    const released = await post<Managed>('/manager/cluster/disconnect', {
      instanceId: second,
      clusterId,
    });
    expect(released.data).toMatchObject({ id: clusterId, managerId: null, managerName: null });
    const link = await get<{ managerUrl: string | null }>('/cluster/connect/manager', {
      clusterId,
    });
    expect(link.data?.managerUrl).toBeNull();
  });

  it("answers 404 for another account's Manager or cluster, and for an instance of another kind", async () => {
    const foreignCluster = await post('/manager/cluster/connect', {
      instanceId: first,
      clusterId: othersClusterId,
    });
    expect(foreignCluster).toMatchObject({ code: 404, message: 'Cluster not found.' });
    const foreignManager = await post(
      '/manager/cluster/connect',
      { instanceId: first, clusterId: othersClusterId },
      other,
    );
    expect(foreignManager).toMatchObject({ code: 404, message: 'Manager not found.' });
    expect((await get('/manager/cluster/list', { instanceId: first }, other)).code).toBe(404);
    // A Blaze instance of an account (its free slot is still open) is not a Manager.
    const third = (await register(h)).accessToken;
    const blaze = await post<{ id: string }>(
      '/instance/create',
      sharedInstanceBody('blaze'),
      third,
    );
    expect(blaze.code).toBe(200);
    const notAManager = await get(
      '/manager/cluster/list',
      { instanceId: blaze.data?.id ?? '' },
      third,
    );
    expect(notAManager).toMatchObject({ code: 404, message: 'Manager not found.' });
    const bad = await post<Refusal>('/manager/cluster/connect', { instanceId: first });
    expect(bad.data?.fields).toEqual({ clusterId: 'validation.required' });
  });

  it('a cancelled Manager manages nothing and accepts no cluster', async () => {
    await post('/manager/cluster/connect', { instanceId: second, clusterId });
    const terminated = await post('/instance/terminate', {
      instanceId: second,
      confirmName: 'ops-2',
    });
    expect(terminated.code).toBe(200);
    await h.app.services.jobs.runUntilIdle();
    expect(await clustersOf(first)).toEqual([
      expect.objectContaining({ id: clusterId, managerId: null }),
    ]);
    const refused = await post('/manager/cluster/connect', { instanceId: second, clusterId });
    expect(refused.message).toBe('The instance is cancelled: nothing more can be done with it.');
  });
});
