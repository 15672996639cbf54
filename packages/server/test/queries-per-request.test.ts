// Queries per request (issue 16): the endpoints a console calls most (the instance and cluster
// lists, an instance's detail, the status poll, the running total) each run a fixed number of
// statements whatever the page size, the number of ids polled or the number of instances billed.
// A query per row (an N+1) grows the count and fails here. Statements are counted as drizzle sends
// them (transaction begin and commit included); the session check of a signed-in call is one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusters, instances } from '../src/db/schema.ts';
import { insertInstance } from '../src/modules/instances/repo.ts';
import {
  call,
  openTestDatabase,
  register,
  skipSuite,
  startHarness,
  v1,
  type Harness,
} from './helpers.ts';

describe.skipIf(skipSuite)('queries per request', () => {
  let h: Harness;
  let statements: string[] | undefined;
  let token = '';
  const ids: string[] = [];

  /** The statements one call runs. */
  async function counted(method: 'GET' | 'POST', path: string, body?: object) {
    statements = [];
    const answer = await call(h.app, method, v1(path), {
      token,
      ...(body ? { body } : {}),
    });
    const ran = statements;
    statements = undefined;
    expect(answer.code, JSON.stringify(answer)).toBe(200);
    return ran;
  }

  /** Adds `count` instances of the account (each with its meter record), newest last. */
  async function addInstances(count: number) {
    const userId = (await h.app.services.sessions.verifyAccess(token)).userId;
    const started = Date.now() - 24 * 3600 * 1000;
    for (let index = 0; index < count; index += 1) {
      const row = await h.database.db.transaction((tx) =>
        insertInstance(tx, {
          userId,
          name: `counted-${ids.length}`,
          status: ids.length % 3 === 0 ? 'STOPPED' : 'RUNNING',
          type: 'STANDARD',
          edition: 'standard',
          sizeKey: 'standard-4c16g',
          storageGb: 50,
          createdAt: new Date(started + ids.length * 60_000),
          updatedAt: new Date(started + ids.length * 60_000),
        }),
      );
      ids.push(row.id);
    }
  }

  beforeAll(async () => {
    const database = await openTestDatabase({
      onQuery: (query) => statements?.push(query),
    });
    h = await startHarness({}, database);
    ({ accessToken: token } = await register(h));
    await addInstances(2);
  });
  afterAll(async () => {
    await h?.close();
    await h?.database.close();
  });

  it('the instance list: the session, the total and the page, for any page size', async () => {
    const small = await counted('GET', '/instance/list?page=1&pageSize=2');
    await addInstances(18);
    const large = await counted('GET', '/instance/list?page=1&pageSize=20');
    expect(large).toHaveLength(3);
    expect(small).toHaveLength(3);
    // Filters keep the count.
    expect(await counted('GET', '/instance/list?page=1&pageSize=20&status=RUNNING')).toHaveLength(
      3,
    );
    expect(await counted('GET', '/instance/list?page=1&pageSize=20&name=counted')).toHaveLength(3);
  });

  it('an instance’s detail: the session and the row', async () => {
    expect(await counted('GET', `/instance/detail?instanceId=${ids[0]}`)).toHaveLength(2);
  });

  it('the status poll: the session and one query, however many ids are polled', async () => {
    const one = await counted('POST', '/instance/state', { instanceIds: ids.slice(0, 1) });
    const twenty = await counted('POST', '/instance/state', { instanceIds: ids.slice(0, 20) });
    expect(one).toHaveLength(2);
    expect(twenty).toHaveLength(2);
  });

  it('the cluster list (servers in one query) and the cluster poll', async () => {
    const userId = (await h.app.services.sessions.verifyAccess(token)).userId;
    const clusterIds: string[] = [];
    const addClusters = async (count: number) => {
      for (let index = 0; index < count; index += 1) {
        const [cluster] = await h.database.db
          .insert(clusters)
          .values({
            userId,
            name: `cluster-${clusterIds.length}`,
            status: 'RUNNING',
            type: 'STANDARD',
            vendor: 'aws',
            region: 'us-east-1',
            version: 'powerhouse-5.2.1',
            port: 60061,
            memoryThreshold: 80,
            logLevel: 3,
            nodeIdCache: 0,
          })
          .returning({ id: clusters.id });
        clusterIds.push(cluster?.id ?? '');
        for (const role of ['GRAPH_V5_META_SERVER', 'GRAPH_V5_SHARD_SERVER'])
          await h.database.db.transaction((tx) =>
            insertInstance(tx, {
              userId,
              clusterId: cluster?.id ?? null,
              role,
              kind: 'POWERHOUSE',
              name: `${cluster?.id}-${role}`,
              status: 'RUNNING',
              type: 'STANDARD',
              edition: 'powerhouse-standard',
              sizeKey: 'powerhouse-4c16g',
              storageGb: 50,
              createdAt: new Date(),
              updatedAt: new Date(),
            }),
          );
      }
    };
    await addClusters(1);
    // The session, the total, the page, and the servers of every cluster on it at once.
    expect(await counted('GET', '/cluster/list?page=1&pageSize=20')).toHaveLength(4);
    await addClusters(4);
    expect(await counted('GET', '/cluster/list?page=1&pageSize=20')).toHaveLength(4);
    expect(await counted('POST', '/cluster/state', { clusterIds })).toHaveLength(2);
  });

  it('the running total: the same statements for 20 instances billed as for 40', async () => {
    const before = await counted('GET', '/billing/summary');
    await addInstances(20);
    const after = await counted('GET', '/billing/summary');
    expect(after).toEqual(before);
    expect(after.length).toBeLessThanOrEqual(6);
    const [row] = await h.database.db.select({ n: instances.id }).from(instances).limit(1);
    expect(row).toBeDefined();
  });
});
