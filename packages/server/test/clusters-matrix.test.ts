// The cluster action matrix, call by call: for every internal status, every cluster action answers
// exactly what `canPerform` of @quiver/contract says (kind POWERHOUSE). An allowed action is
// accepted with the first status of its path; a refused one answers the contract's message and
// changes nothing.
import {
  canPerform,
  nextStatus,
  type LifecycleAction,
  type OperationAccepted,
} from '@quiver/contract';
import { instanceStatuses, type InstanceStatus } from '@quiver/validation';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusters, instances, jobs } from '../src/db/schema.ts';
import { call, register, skipSuite, startHarness, v1, type Harness } from './helpers.ts';

const name = 'matrix graph';
/** Each cluster action and the call that asks for it. */
const calls: Record<string, { method: 'GET' | 'POST'; path: string; body: object }> = {
  start: { method: 'POST', path: '/cluster/start', body: {} },
  stop: { method: 'POST', path: '/cluster/stop', body: {} },
  restart: { method: 'POST', path: '/cluster/restart', body: {} },
  terminate: { method: 'POST', path: '/cluster/terminate', body: { confirmName: name } },
  configure: { method: 'POST', path: '/cluster/update/config', body: { logLevel: 2 } },
  upgrade: { method: 'POST', path: '/cluster/upgrade', body: { version: 'powerhouse-5.2.1' } },
  connect: { method: 'GET', path: '/cluster/connect/manager', body: {} },
  resetRootPassword: {
    method: 'POST',
    path: '/cluster/reset/password',
    body: { emailCode: '000000', password: 'New-Root-Pass9' },
  },
};

describe.skipIf(skipSuite)('the cluster action matrix', () => {
  let h: Harness;
  let token: string;
  let clusterId: string;
  let serverIds: string[];
  /** Only this cluster's jobs: files share the PostgreSQL database of a run. */
  const ownJobs = () => inArray(jobs.instanceId, serverIds);

  beforeAll(async () => {
    h = await startHarness();
    token = (await register(h)).accessToken;
    const created = await call<{ id: string }>(h.app, 'POST', v1('/cluster/quiverv5/free/create'), {
      token,
      body: { name, rootPassword: 'Graph-Root-Pass9' },
    });
    clusterId = created.data?.id ?? '';
    serverIds = (
      await h.database.db.select().from(instances).where(eq(instances.clusterId, clusterId))
    ).map((server) => server.id);
    // No engine is needed: the matrix is judged on the stored status.
    await h.database.db.delete(jobs).where(ownJobs());
  });
  afterAll(() => h?.close());

  async function setStatus(status: InstanceStatus) {
    const values = {
      status,
      serviceState: null,
      terminatedAt: status === 'TERMINATED' ? h.clock.now() : null,
    };
    await h.database.db
      .update(clusters)
      .set({ ...values, version: '5.1.4' })
      .where(eq(clusters.id, clusterId));
    await h.database.db.update(instances).set(values).where(eq(instances.clusterId, clusterId));
  }

  for (const status of instanceStatuses) {
    it(`${status}: every action as canPerform says`, async () => {
      for (const [action, request] of Object.entries(calls)) {
        await setStatus(status);
        const decision = canPerform(
          { status, kind: 'POWERHOUSE', type: 'FREE', edition: 'powerhouse-standard' },
          action as LifecycleAction,
          { accountStatus: 'NORMAL' },
        );
        const answer =
          request.method === 'GET'
            ? await call(h.app, 'GET', v1(request.path), { token, query: { clusterId } })
            : await call<OperationAccepted>(h.app, 'POST', v1(request.path), {
                token,
                body: { clusterId, ...request.body },
              });
        const label = `${status} ${action}`;
        const pending = await h.database.db.select().from(jobs).where(ownJobs());
        if (!decision.allowed) {
          expect(answer.code, label).toBe(1216);
          expect(answer.message, label).toBe(decision.message);
          expect(pending, label).toEqual([]);
          const [row] = await h.database.db
            .select()
            .from(clusters)
            .where(eq(clusters.id, clusterId));
          expect(row?.status, label).toBe(status);
        } else if (action === 'resetRootPassword') {
          // Past the matrix, the e-mail code decides.
          expect(answer.message, label).toBe('Incorrect verification code.');
        } else if (action === 'connect') {
          expect(answer.code, label).toBe(200);
        } else {
          const plan = nextStatus(status, action as LifecycleAction);
          expect(answer.code, label).toBe(200);
          expect(answer.data, label).toMatchObject({
            status: plan?.next,
            finalStatus: plan?.final,
          });
          expect(
            pending.map((job) => job.kind),
            label,
          ).toEqual([`cluster.${action}`]);
          const servers = await h.database.db
            .select()
            .from(instances)
            .where(eq(instances.clusterId, clusterId));
          expect(new Set(servers.map((server) => server.status)), label).toEqual(
            new Set([plan?.next]),
          );
          await h.database.db.delete(jobs).where(ownJobs());
        }
      }
    });
  }
});
