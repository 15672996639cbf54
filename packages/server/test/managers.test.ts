// Manager instances: create (payment method, edition, managed clusters), upgrade check and
// upgrade as a durable job, ownership and the kinds that have no upgrade.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusters, instances, users } from '../src/db/schema.ts';
import {
  call,
  register,
  skipSuite,
  startHarness,
  v1,
  type Harness,
  sandboxCard,
} from './helpers.ts';

type Refusal = { fields?: Record<string, string>; reason?: string };
interface InstanceView {
  id: string;
  kind: string;
  type: string;
  edition: string;
  status: string;
  version: string;
  serviceAddress: string | null;
}

const managerInput = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  vendor: 'aws',
  region: 'us-east-1',
  sizeId: 'manager-4c16g',
  version: 'manager-2.2.5',
  allowedIps: [],
  rootPassword: 'Graph-Root-Pass9',
  ...extra,
});

describe.skipIf(skipSuite)('Manager instances', () => {
  let h: Harness;
  let token: string;
  let email: string;
  let other: string;
  let managerId: string;
  let clusterId: string;
  let othersClusterId: string;

  beforeAll(async () => {
    h = await startHarness();
    const account = await register(h);
    token = account.accessToken;
    email = account.email;
    other = (await register(h)).accessToken;
    const free = await call<{ id: string }>(h.app, 'POST', v1('/cluster/quiverv5/free/create'), {
      token,
      body: { name: 'managed', rootPassword: 'Graph-Root-Pass9' },
    });
    clusterId = free.data?.id ?? '';
    const foreign = await call<{ id: string }>(h.app, 'POST', v1('/cluster/quiverv5/free/create'), {
      token: other,
      body: { name: 'foreign', rootPassword: 'Graph-Root-Pass9' },
    });
    othersClusterId = foreign.data?.id ?? '';
    await h.app.services.jobs.runUntilIdle();
  });
  afterAll(() => h?.close());

  const post = <T>(path: string, body: unknown, as = token) =>
    call<T>(h.app, 'POST', v1(path), { token: as, body });
  const get = <T>(path: string, query: Record<string, string>, as = token) =>
    call<T>(h.app, 'GET', v1(path), { token: as, query });
  /** This account's Managers only: files share the PostgreSQL database of a run. */
  const managerRows = async () => {
    const [me] = await h.database.db.select().from(users).where(eq(users.email, email));
    return h.database.db
      .select()
      .from(instances)
      .where(and(eq(instances.kind, 'MANAGER'), eq(instances.userId, me?.id ?? '')));
  };

  it('refuses without a payment method, with a size or version of another kind, or a bad account', async () => {
    const unpaid = await post('/manager/create', managerInput('mgr'));
    expect(unpaid.message).toBe('Failed to start the instance, check the payment method.');
    expect((await post('/instance/pay', { paymentMethod: sandboxCard })).code).toBe(200);
    const blazeSize = await post<Refusal>(
      '/manager/create',
      managerInput('mgr', { sizeId: 'standard-4c16g' }),
    );
    expect(blazeSize.data?.fields?.sizeId).toBe('api.key-invalid');
    const blazeVersion = await post<Refusal>(
      '/manager/create',
      managerInput('mgr', { version: 'blaze-4.5.2' }),
    );
    expect(blazeVersion.data?.fields?.version).toBe('api.key-invalid');
    const badIds = await post<Refusal>('/manager/create', managerInput('mgr', { clusterIds: [] }));
    expect(badIds.data?.fields?.clusterIds).toBe('api.id-list-invalid');
    const unknown = await post<Refusal>('/manager/create', managerInput('mgr', { extra: 1 }));
    expect(unknown.data?.fields?.extra).toBe('api.unknown-field');

    await h.database.db.update(users).set({ status: 'LIMITED' }).where(eq(users.email, email));
    const limited = await post('/manager/create', managerInput('mgr'));
    expect(limited.message).toBe(
      'Your account is limited: you can read and pay bills, but not create or start instances.',
    );
    await h.database.db.update(users).set({ status: 'NORMAL' }).where(eq(users.email, email));
    expect(await managerRows()).toEqual([]);
  });

  it("will not manage someone else's cluster (404), creating nothing", async () => {
    const foreign = await post(
      '/manager/create',
      managerInput('mgr', { clusterIds: [othersClusterId] }),
    );
    expect(foreign.code).toBe(404);
    expect(foreign.message).toBe('Cluster not found.');
    expect(await managerRows()).toEqual([]);
  });

  it('creates a Manager that manages a cluster; it runs after its job', async () => {
    const created = await post<InstanceView>(
      '/manager/create',
      managerInput('mgr', { clusterIds: [clusterId] }),
    );
    expect(created.code).toBe(200);
    expect(created.data).toMatchObject({
      kind: 'MANAGER',
      type: 'STANDARD',
      edition: 'manager-standard',
      status: 'CREATING',
      version: '2.2.5',
    });
    managerId = created.data?.id ?? '';
    const [cluster] = await h.database.db.select().from(clusters).where(eq(clusters.id, clusterId));
    expect(cluster?.managerId).toBe(managerId);
    await h.app.services.jobs.runUntilIdle();
    const detail = await get<InstanceView>('/instance/detail', { instanceId: managerId });
    expect(detail.data?.status).toBe('RUNNING');
    // The provider holds the root password's verifier, never the password.
    expect(
      await h.app.services.providers.local.verifyRootPassword(managerId, 'Graph-Root-Pass9'),
    ).toBe(true);
    // Listed with the instances.
    const list = await get<{ items: { id: string }[] }>('/instance/list', {});
    expect(list.data?.items.map((item) => item.id)).toEqual([managerId]);
    // The cluster's connect call links to its manager.
    const connect = await get<{ managerUrl: string | null }>('/cluster/connect/manager', {
      clusterId,
    });
    expect(connect.data?.managerUrl).toBe(
      `http://${detail.data?.serviceAddress ?? ''}/clusters/${clusterId}`,
    );
    const taken = await post('/manager/create', managerInput('mgr'));
    expect(taken.message).toBe('You already have an instance with this name.');
  });

  it('upgrade check, upgrade as a job (UPDATING → RUNNING), then nothing newer', async () => {
    const check = await post('/manager/upgrade/check', { instanceId: managerId });
    expect(check.data).toMatchObject({
      currentVersion: '2.2.5',
      latestVersion: '2.3.0',
      upgradable: true,
      versions: [expect.objectContaining({ id: 'manager-2.3.0' })],
    });
    expect(
      (await post('/manager/upgrade', { instanceId: managerId, version: 'manager-2.3.0' }, other))
        .code,
    ).toBe(404);
    expect((await post('/manager/upgrade/check', { instanceId: managerId }, other)).code).toBe(404);
    const wrongKind = await post<Refusal>('/manager/upgrade', {
      instanceId: managerId,
      version: 'powerhouse-5.2.1',
    });
    expect(wrongKind.data?.fields?.version).toBe('api.key-invalid');

    const [first, second] = await Promise.all([
      post<{ status: string }>('/manager/upgrade', {
        instanceId: managerId,
        version: 'manager-2.3.0',
      }),
      post<{ status: string }>('/manager/upgrade', {
        instanceId: managerId,
        version: 'manager-2.3.0',
      }),
    ]);
    const accepted = [first, second].filter((answer) => answer.code === 200);
    expect(accepted).toHaveLength(1);
    expect(accepted[0]?.data).toMatchObject({ status: 'UPDATING', finalStatus: 'RUNNING' });
    expect([first, second].find((answer) => answer.code !== 200)?.message).toBe(
      'An operation is in progress (Updating): wait until it finishes.',
    );
    await h.app.services.jobs.runUntilIdle();
    const after = await get<InstanceView>('/instance/detail', { instanceId: managerId });
    expect(after.data).toMatchObject({ status: 'RUNNING', version: '2.3.0' });
    expect((await h.app.services.providers.local.inspect(managerId)).state).toBe('running');
    const same = await post('/manager/upgrade', {
      instanceId: managerId,
      version: 'manager-2.3.0',
    });
    expect(same.message).toBe('The instance already runs this version.');
    expect((await post('/manager/upgrade/check', { instanceId: managerId })).data).toMatchObject({
      upgradable: false,
      versions: [],
    });
  });

  it('Blaze instances have no upgrade; unknown ids answer 404', async () => {
    const blaze = await post<{ id: string }>('/instance/create', {
      edition: 'shared',
      vendor: 'aws',
      region: 'us-east-1',
      sizeId: 'shared-2c8g',
      version: 'blaze-4.5.2',
      name: 'blaze',
      allowedIps: [],
      rootPassword: 'Graph-Root-Pass9',
    });
    // The account already has its free cluster: a Shared Blaze instance is refused.
    expect(blaze.message).toBe('Only one free instance or cluster per account.');
    const [row] = await h.database.db
      .insert(instances)
      .values({
        userId:
          (await h.database.db.select().from(users).where(eq(users.email, email)))[0]?.id ?? '',
        name: 'blaze row',
        status: 'RUNNING',
        kind: 'BLAZE',
        type: 'STANDARD',
        edition: 'standard',
        sizeKey: 'standard-4c16g',
      })
      .returning();
    const refused = await post('/manager/upgrade/check', { instanceId: row?.id ?? '' });
    expect(refused.message).toBe('Blaze instances do not offer this action.');
    expect(
      (await post('/manager/upgrade', { instanceId: row?.id ?? '', version: 'manager-2.3.0' }))
        .message,
    ).toBe('Blaze instances do not offer this action.');
    expect((await post('/manager/upgrade/check', { instanceId: 'nope' })).code).toBe(404);
  });
});
