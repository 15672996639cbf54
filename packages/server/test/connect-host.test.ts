// Instances and clusters answer `connect` with one function (src/modules/instances/connection.ts):
// the host is the service address without its port, the whole address when it has no port.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusters, instances } from '../src/db/schema.ts';
import { hostOf } from '../src/modules/instances/connection.ts';
import { call, register, skipSuite, startHarness, v1, type Harness } from './helpers.ts';

describe('hostOf', () => {
  it('cuts a port, keeps a port-less address whole, and is null only without an address', () => {
    expect(hostOf('127.0.0.1:60061')).toBe('127.0.0.1');
    expect(hostOf('db.example.internal:7687')).toBe('db.example.internal');
    expect(hostOf('db.example.internal')).toBe('db.example.internal');
    expect(hostOf('[2001:db8::1]:7687')).toBe('2001:db8::1');
    expect(hostOf('[2001:db8::1]')).toBe('2001:db8::1');
    expect(hostOf('2001:db8::1')).toBe('2001:db8::1');
    expect(hostOf(null)).toBeNull();
  });
});

describe.skipIf(skipSuite)('connect answers of instances and clusters agree', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h?.close());

  it('an address without a port is the host, for an instance and for a cluster alike', async () => {
    const instanceOwner = (await register(h)).accessToken;
    const clusterOwner = (await register(h)).accessToken;
    const instance = await call<{ id: string }>(h.app, 'POST', v1('/instance/create'), {
      token: instanceOwner,
      body: {
        edition: 'shared',
        vendor: 'aws',
        region: 'us-east-1',
        sizeId: 'shared-2c8g',
        version: 'blaze-4.5.2',
        name: 'host-check',
        allowedIps: [],
        rootPassword: 'Graph-Root-Pass9',
      },
    });
    expect(instance.code).toBe(200);
    const cluster = await call<{ id: string }>(h.app, 'POST', v1('/cluster/quiverv5/free/create'), {
      token: clusterOwner,
      body: { name: 'host-check', rootPassword: 'Graph-Root-Pass9' },
    });
    expect(cluster.code).toBe(200);
    await h.app.services.jobs.runUntilIdle();
    const instanceId = instance.data?.id ?? '';
    const clusterId = cluster.data?.id ?? '';

    const connect = async () => ({
      instance: await call<{ host: string | null; serviceAddress: string | null }>(
        h.app,
        'GET',
        v1('/instance/connect/manager'),
        { token: instanceOwner, query: { instanceId } },
      ),
      cluster: await call<{ host: string | null; serviceAddress: string | null }>(
        h.app,
        'GET',
        v1('/cluster/connect/manager'),
        { token: clusterOwner, query: { clusterId } },
      ),
    });

    // As provisioned: host:port on both, and the host is the part before the port.
    const before = await connect();
    expect(before.instance.code).toBe(200);
    expect(before.cluster.code).toBe(200);
    for (const answer of [before.instance.data, before.cluster.data]) {
      expect(answer?.serviceAddress).toMatch(/:\d+$/);
      expect(answer?.host).toBe(answer?.serviceAddress?.replace(/:\d+$/, ''));
    }

    // A port-less address (a provider that answers a DNS name only) is the host on both.
    const db = h.database.db;
    await db
      .update(instances)
      .set({ serviceAddress: 'blaze.example.internal' })
      .where(eq(instances.id, instanceId));
    await db
      .update(clusters)
      .set({ serviceAddress: 'cluster.example.internal' })
      .where(eq(clusters.id, clusterId));
    const after = await connect();
    expect(after.instance.data).toMatchObject({
      serviceAddress: 'blaze.example.internal',
      host: 'blaze.example.internal',
      username: 'root',
    });
    expect(after.cluster.data).toMatchObject({
      serviceAddress: 'cluster.example.internal',
      host: 'cluster.example.internal',
      username: 'root',
    });
  });
});
