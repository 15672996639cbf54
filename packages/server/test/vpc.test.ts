// The VPC network of a region (/VPC-Network/Configure's calls, issue 15): provider staff only, checked
// field by field, saved as revisions, and applied to the instances created afterwards (each keeps
// the network it was created with; a region without internet access admits private sources only).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  freshEmail,
  register,
  sandboxCard,
  sharedInstanceBody,
  skipSuite,
  startHarness,
  v1,
  type Harness,
} from './helpers.ts';

type Refusal = { fields?: Record<string, string>; reason?: string };
interface RegionNetwork {
  vendor: string;
  region: string;
  location: string;
  vpcCidr: string;
  subnetCidr: string;
  publicAccess: boolean;
  revision: number;
  updatedAt: string | null;
  updatedBy: string | null;
  instances: { current: number; earlier: number };
}
interface Networks {
  defaults: { vpcCidr: string; subnetCidr: string; publicAccess: boolean };
  items: RegionNetwork[];
}

// A region no other test file creates instances in: on PostgreSQL the files of a run share one
// database, and this file counts the instances of its region.
const place = { vendor: 'alibaba', region: 'cn-beijing' };
const privateOnly = {
  ...place,
  revision: 0,
  vpcCidr: '10.40.0.0/16',
  subnetCidr: '10.40.8.0/22',
  publicAccess: false,
};

describe.skipIf(skipSuite)('VPC network of a region', () => {
  let h: Harness;
  let staff: string;
  let staffEmail: string;
  let customer: string;

  beforeAll(async () => {
    h = await startHarness();
    staffEmail = freshEmail('ops', 'quiver.dev');
    staff = (await register(h, staffEmail)).accessToken;
    customer = (await register(h)).accessToken;
  });
  afterAll(() => h?.close());

  const list = (token: string) => call<Networks>(h.app, 'GET', v1('/vpc/network/list'), { token });
  const save = (token: string, body: Record<string, unknown>) =>
    call<RegionNetwork & Refusal>(h.app, 'POST', v1('/vpc/network/update'), { token, body });
  const regionOf = (networks: Networks | undefined) =>
    networks?.items.find((item) => item.vendor === place.vendor && item.region === place.region);

  it('refuses customers (and look-alike domains) with the staff refusal, and anyone signed out', async () => {
    const lookAlike = (await register(h, freshEmail('ops', 'quiver.dev.evil.io'))).accessToken;
    for (const token of [customer, lookAlike]) {
      const read = await list(token);
      expect(read).toMatchObject({
        code: 1216,
        message: 'Only provider staff may do this.',
        data: { reason: 'staffOnly' },
      });
      const write = await save(token, privateOnly);
      expect(write.code).toBe(1216);
      expect(write.message).toBe('Only provider staff may do this.');
    }
    expect((await call(h.app, 'GET', v1('/vpc/network/list'))).code).toBe(401);
    // Nothing was saved by the refused writes.
    expect(regionOf((await list(staff)).data)?.revision).toBe(0);
  });

  it('lists every region of the catalogue, never configured ones with the defaults', async () => {
    const answer = await list(staff);
    expect(answer.code).toBe(200);
    const catalogue = await call<{ items: { id: string; vendor: string }[] }>(
      h.app,
      'GET',
      v1('/region/list'),
      { token: staff },
    );
    expect(answer.data?.items.map((item) => `${item.vendor}/${item.region}`)).toEqual(
      catalogue.data?.items.map((item) => `${item.vendor}/${item.id}`),
    );
    expect(answer.data?.defaults).toEqual({
      vpcCidr: '10.0.0.0/16',
      subnetCidr: '10.0.0.0/20',
      publicAccess: true,
    });
    expect(regionOf(answer.data)).toMatchObject({
      location: 'China (Beijing)',
      ...answer.data?.defaults,
      revision: 0,
      updatedAt: null,
      updatedBy: null,
      instances: { current: 0, earlier: 0 },
    });
  });

  it('refuses bad input with a message on the field', async () => {
    const fieldsOf = async (body: Record<string, unknown>) =>
      (await save(staff, body)).data?.fields;
    expect(await fieldsOf({ ...privateOnly, subnetCidr: '10.41.0.0/24' })).toEqual({
      subnetCidr: 'validation.vpc.subnet-outside-vpc',
    });
    expect(await fieldsOf({ ...privateOnly, vpcCidr: '52.10.0.0/16' })).toMatchObject({
      vpcCidr: 'validation.vpc.cidr-not-private',
    });
    expect(await fieldsOf({ ...privateOnly, vpcCidr: '10.40.0.9/16' })).toMatchObject({
      vpcCidr: 'validation.vpc.cidr-host-bits',
    });
    expect(await fieldsOf({ ...privateOnly, subnetCidr: '10.40.8.0/29' })).toEqual({
      subnetCidr: 'validation.vpc.subnet-prefix-out-of-range',
    });
    expect(await fieldsOf({ ...privateOnly, publicAccess: 'no' })).toEqual({
      publicAccess: 'validation.invalid-type',
    });
    expect(await fieldsOf({ ...privateOnly, region: 'mars-north-1' })).toEqual({
      region: 'api.key-invalid',
    });
    expect(await fieldsOf({ ...privateOnly, vendor: 'nimbus' })).toEqual({
      vendor: 'api.key-invalid',
    });
    const unknown = await save(staff, { ...privateOnly, extra: true });
    expect(unknown.data?.fields).toEqual({ extra: 'api.unknown-field' });
    expect(regionOf((await list(staff)).data)?.revision).toBe(0);
  });

  it('applies a change to the instances created afterwards only', async () => {
    const runJobs = () => h.app.services.jobs.runUntilIdle();
    const create = (token: string, name: string, allowedIps: unknown[]) =>
      call<{ id: string } & Refusal>(h.app, 'POST', v1('/instance/create'), {
        token,
        body: { ...sharedInstanceBody(name), ...place, allowedIps },
      });
    const publicIp = [{ ip: '203.0.113.7', description: 'home' }];

    // Created before the change: the provider's defaults, internet access included.
    const before = await create(customer, 'before', publicIp);
    expect(before.code).toBe(200);

    const saved = await save(staff, privateOnly);
    expect(saved.code).toBe(200);
    expect(saved.data).toMatchObject({
      vpcCidr: '10.40.0.0/16',
      subnetCidr: '10.40.8.0/22',
      publicAccess: false,
      revision: 1,
      updatedBy: staffEmail,
      instances: { current: 0, earlier: 1 },
    });
    // Saved from a revision that is no longer the current one: refused, nothing changes.
    const stale = await save(staff, { ...privateOnly, publicAccess: true });
    expect(stale.message).toBe(
      "Someone changed this region's network since you opened it: reload to see the change, then try again.",
    );
    expect(regionOf((await list(staff)).data)?.publicAccess).toBe(false);

    // Created afterwards: public sources are refused in place, private ones accepted.
    const other = (await register(h)).accessToken;
    const refused = await create(other, 'after', [
      { ip: '10.1.0.0/16', description: 'vpn' },
      ...publicIp,
    ]);
    expect(refused.code).toBe(1216);
    expect(refused.data?.reason).toBe('privateSourcesOnly');
    expect(refused.data?.fields).toEqual({ 'allowedIps.1.ip': 'api.private-source-only' });
    const after = await create(other, 'after', [{ ip: '192.168.4.0/24', description: 'office' }]);
    expect(after.code).toBe(200);
    expect(regionOf((await list(staff)).data)?.instances).toEqual({ current: 1, earlier: 1 });

    // Later network changes follow the network each instance was created with.
    await runJobs();
    const network = (token: string, instanceId: string) =>
      call<Refusal>(h.app, 'POST', v1('/instance/update/network'), {
        token,
        body: { instanceId, allowedIps: [...publicIp, { ip: '8.8.8.8', description: '' }] },
      });
    expect((await network(customer, before.data?.id ?? '')).code).toBe(200);
    const blocked = await network(other, after.data?.id ?? '');
    expect(blocked.data?.fields).toEqual({
      'allowedIps.0.ip': 'api.private-source-only',
      'allowedIps.1.ip': 'api.private-source-only',
    });
    await runJobs();

    // Opening the region again applies to new instances; the one made private-only stays so.
    const reopened = await save(staff, { ...privateOnly, revision: 1, publicAccess: true });
    expect(reopened.data).toMatchObject({ revision: 2, instances: { current: 0, earlier: 2 } });
    expect((await network(other, after.data?.id ?? '')).data?.fields).toMatchObject({
      'allowedIps.0.ip': 'api.private-source-only',
    });
  });

  it("gives every server of a new cluster the region's network, and keeps its later changes to it", async () => {
    const current = regionOf((await list(staff)).data);
    const closed = await save(staff, { ...privateOnly, revision: current?.revision ?? 0 });
    expect(closed.code).toBe(200);
    const owner = (await register(h)).accessToken;
    const post = <T>(path: string, body: Record<string, unknown>) =>
      call<T & Refusal>(h.app, 'POST', v1(path), { token: owner, body });
    expect((await post('/instance/pay', { paymentMethod: sandboxCard })).code).toBe(200);
    const cluster = (allowedIps: unknown[]) => ({
      name: 'private graph',
      ...place,
      version: 'powerhouse-5.1.4',
      allowedIps,
      rootPassword: 'Graph-Root-Pass9',
      servers: [
        { role: 'GRAPH_V5_META_SERVER', sizeId: 'powerhouse-4c16g', count: 1 },
        { role: 'GRAPH_V5_SHARD_SERVER', sizeId: 'powerhouse-4c16g', count: 2 },
      ],
    });
    const before = regionOf((await list(staff)).data)?.instances;

    // A public source is refused on its field, and nothing of the cluster is stored.
    const refused = await post(
      '/cluster/quiverv5/standard/create',
      cluster([
        { ip: '172.16.0.0/12', description: 'vpn' },
        { ip: '198.51.100.4', description: 'home' },
      ]),
    );
    expect(refused.code).toBe(1216);
    expect(refused.data?.fields).toEqual({ 'allowedIps.1.ip': 'api.private-source-only' });
    const listed = await call<{ total: number }>(h.app, 'GET', v1('/cluster/list'), {
      token: owner,
    });
    expect(listed.data?.total).toBe(0);
    expect(regionOf((await list(staff)).data)?.instances).toEqual(before);

    // Private sources only: the three servers are counted on the region's current settings.
    const created = await post<{ id: string }>(
      '/cluster/quiverv5/standard/create',
      cluster([{ ip: '10.8.0.0/16', description: 'office' }]),
    );
    expect(created.code).toBe(200);
    expect(regionOf((await list(staff)).data)?.instances).toEqual({
      current: (before?.current ?? 0) + 3,
      earlier: before?.earlier,
    });

    // A later change of its allow-list follows the network its servers were created with.
    const changed = await post('/cluster/update/network', {
      clusterId: created.data?.id,
      allowedIps: [{ ip: '8.8.8.8', description: 'dns' }],
    });
    expect(changed.data?.fields).toEqual({ 'allowedIps.0.ip': 'api.private-source-only' });
  });
});
