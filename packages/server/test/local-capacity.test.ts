// The local driver's capacity (LOCAL_MAX_ENGINES): every instance and cluster server is an engine
// process on this machine, so creations past the limit are sold out, counted over running engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  register,
  skipSuite,
  startHarness,
  v1,
  type Harness,
  sharedInstanceBody,
} from './helpers.ts';

const soldOut = 'Instance sold out in this region: choose another region or submit a request.';
const stockQuery = { vendor: 'aws', region: 'us-east-1', sizeId: 'shared-2c8g' };

describe.skipIf(skipSuite)('local capacity (LOCAL_MAX_ENGINES)', () => {
  let h: Harness;
  const tokens: string[] = [];

  beforeAll(async () => {
    h = await startHarness({ localMaxEngines: 3 });
    for (let i = 0; i < 4; i += 1) tokens.push((await register(h)).accessToken);
  });
  afterAll(() => h?.close());

  const post = <T>(path: string, body: unknown, token: string) =>
    call<T>(h.app, 'POST', v1(path), { token, body });
  const get = <T>(path: string, query: Record<string, string>, token: string) =>
    call<T>(h.app, 'GET', v1(path), { token, query });
  const runJobs = () => h.app.services.jobs.runUntilIdle();
  const local = () => h.app.services.providers.local;
  const count = async (token: string) =>
    (await get<{ instanceNum: number }>('/instance/count', {}, token)).data?.instanceNum;
  const token = (i: number) => tokens[i] ?? '';

  it('takes the limit from the configuration and counts running engines', async () => {
    expect(local().maxEngines).toBe(3);
    expect(local().enginesInUse()).toBe(0);
    const created = await post<{ id: string }>(
      '/instance/create',
      sharedInstanceBody('cap one'),
      token(0),
    );
    expect(created.code).toBe(200);
    await runJobs();
    expect(local().enginesInUse()).toBe(1);
    expect(await local().checkStock({ ...stockQuery, sizeKey: 'shared-2c8g' })).toEqual({
      status: 'available',
      remaining: 2,
    });
  });

  it('creates a cluster that fits (two servers in the two places left)', async () => {
    const created = await post<{ id: string; status: string }>(
      '/cluster/quiverv5/free/create',
      { name: 'cap cluster', rootPassword: 'Graph-Root-Pass9' },
      token(1),
    );
    expect(created.code).toBe(200);
    await runJobs();
    const detail = await get<{ status: string }>(
      '/cluster/detail',
      { clusterId: created.data?.id ?? '' },
      token(1),
    );
    expect(detail.data?.status).toBe('RUNNING');
    expect(local().enginesInUse()).toBe(3);
  });

  it('refuses instances and clusters past the limit as sold out, creating nothing', async () => {
    const stock = await get<{ available: boolean; message?: string }>(
      '/instance/stock/check',
      stockQuery,
      token(2),
    );
    expect(stock.data).toMatchObject({ available: false, reason: 'soldOut', message: soldOut });

    const instance = await post('/instance/create', sharedInstanceBody('cap two'), token(2));
    expect(instance.code).toBe(1216);
    expect(instance.message).toBe(soldOut);
    expect(await count(token(2))).toBe(0);

    const cluster = await post(
      '/cluster/quiverv5/free/create',
      { name: 'cap cluster two', rootPassword: 'Graph-Root-Pass9' },
      token(3),
    );
    expect(cluster.code).toBe(1216);
    expect(cluster.message).toBe(soldOut);
    expect(local().enginesInUse()).toBe(3);
  });

  it('a stopped instance frees its engine: one more fits, a two-server cluster still does not', async () => {
    const [first] =
      (await get<{ items: { id: string }[] }>('/instance/list', {}, token(0))).data?.items ?? [];
    expect((await post('/instance/stop', { instanceId: first?.id }, token(0))).code).toBe(200);
    await runJobs();
    expect(local().enginesInUse()).toBe(2);

    const cluster = await post(
      '/cluster/quiverv5/free/create',
      { name: 'cap cluster two', rootPassword: 'Graph-Root-Pass9' },
      token(3),
    );
    expect(cluster.message).toBe(soldOut);

    const instance = await post<{ id: string }>(
      '/instance/create',
      sharedInstanceBody('cap two'),
      token(2),
    );
    expect(instance.code).toBe(200);
    await runJobs();
    const detail = await get<{ status: string }>(
      '/instance/detail',
      { instanceId: instance.data?.id ?? '' },
      token(2),
    );
    expect(detail.data?.status).toBe('RUNNING');
    expect(local().enginesInUse()).toBe(3);
  });
});
