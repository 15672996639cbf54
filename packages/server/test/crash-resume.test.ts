// Crash resume (issue 6, "Durability"): the real server as a child process on a data folder, a
// create and a backup under way, SIGKILL, a restart on the same folder, and both operations reach
// their final status with nothing lost and no engine process left behind.
//
// The kill lands mid-job deterministically through the JOB_HOLD test hook (src/config.ts): the
// second server holds every create job at STARTING (provisioned, its engine running, two of four
// steps done) and every backup job at BACKUPING (claimed, copy not yet taken).
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { backups, instances, jobs } from '../src/db/schema.ts';
import {
  alive,
  childrenOf,
  enginesOf,
  ServerFleet,
  until,
  v1,
  type InstanceView,
} from './server-process.ts';

const instanceBody = (name: string) => ({
  edition: 'shared',
  vendor: 'aws',
  region: 'us-east-1',
  sizeId: 'shared-2c8g',
  version: 'blaze-4.5.2',
  name,
  allowedIps: [{ ip: '10.0.0.0/8', description: 'office' }],
  rootPassword: 'Graph-Root-Pass9',
});

const counting = 'MATCH (n) OPTIONAL MATCH (n)-[r]->() RETURN count(DISTINCT n), count(r)';

describe.each(['pglite', 'postgres'] as const)(
  'crash resume on %s: SIGKILL mid-create and mid-backup, restart, both finish',
  (target) => {
    const fleet = new ServerFleet('crash');
    const start = (env: Record<string, string> = {}) => fleet.start(env);

    beforeAll(async () => {
      if (target === 'postgres') await fleet.usePostgres();
    });

    afterAll(() => fleet.close());

    it('resumes both jobs after a crash: RUNNING and AVAILABLE, the backup holds the graph', async () => {
      if (target === 'postgres' && !fleet.postgresUrl) return; // unreachable: said loudly above
      // 1. A first server: an Active instance holding a sample graph.
      const first = await start();
      const alice = await first.register(`alice.${Date.now()}@example.com`);
      const bob = await first.register(`bob.${Date.now()}@example.com`);
      const created = await first.call<InstanceView>(
        'POST',
        v1('/instance/create'),
        alice,
        instanceBody('alpha'),
      );
      expect(created.code).toBe(200);
      const alpha = created.data?.id ?? '';
      await first.settled(alice, alpha, 'RUNNING');
      const samples = await first.call<{
        items: { id: string; nodeCount: number; edgeCount: number }[];
      }>('GET', v1('/instance/data/sample/list'), alice);
      const sample = samples.data?.items.find((item) => item.edgeCount > 0);
      expect(sample).toBeDefined();
      const load = await first.call('POST', v1('/instance/data/sample/load'), alice, {
        instanceId: alpha,
        sampleId: sample?.id,
      });
      expect(load.code).toBe(200);
      await first.settled(alice, alpha, 'RUNNING');
      const loaded = await first.query(alice, alpha, counting);
      expect(loaded.data?.rows).toEqual([[sample?.nodeCount, sample?.edgeCount]]);
      const firstChildren = childrenOf(first.pid);
      await first.stop();
      expect(firstChildren.filter(alive)).toEqual([]);

      // 2. A second server that holds creates at STARTING and backups at BACKUPING.
      const second = await start({ JOB_HOLD: 'create:STARTING,backup:BACKUPING' });
      // Its boot brought alpha's database back (RUNNING instances run again after a restart).
      await second.settled(alice, alpha, 'RUNNING');
      const backup = await second.call<{ backup: { id: string; status: string } }>(
        'POST',
        v1('/instance/data/backup/create'),
        alice,
        { instanceId: alpha, tag: 'before-crash' },
      );
      expect(backup.data?.backup.status).toBe('CREATING');
      const backupId = backup.data?.backup.id ?? '';
      const createdBeta = await second.call<InstanceView>(
        'POST',
        v1('/instance/create'),
        bob,
        instanceBody('beta'),
      );
      expect(createdBeta.code).toBe(200);
      const beta = createdBeta.data?.id ?? '';
      // beta's create is past DEPLOYING: provisioned, its engine process started. The backup job,
      // older, was claimed before it (jobs are claimed oldest first).
      await until('beta provisioned', async () =>
        (await second.detail(bob, beta))?.status === 'STARTING' ? true : undefined,
      );
      expect((await second.detail(alice, alpha))?.status).toBe('BACKUPING');
      expect(enginesOf(second.pid)).toHaveLength(2); // alpha's and beta's databases
      // Everything the server started (engines, tsx's esbuild) must end with it.
      const engines = childrenOf(second.pid);

      // 3. SIGKILL mid-job. The engine processes notice the server is gone and end.
      await second.kill();
      await until(
        'the killed server’s engine processes to end',
        () => (engines.every((pid) => !alive(pid)) ? true : undefined),
        30_000,
      );

      // 4. A third server on the same data folder finishes both jobs.
      const third = await start();
      const betaView = await third.settled(bob, beta, 'RUNNING');
      expect(betaView.failureReason).toBeNull();
      await third.settled(alice, alpha, 'RUNNING');
      const listed = await third.call<{
        items: { id: string; status: string; sizeBytes: number }[];
      }>('GET', `${v1('/instance/data/backup/list')}?instanceId=${alpha}`, alice);
      expect(listed.data?.items).toMatchObject([{ id: backupId, status: 'AVAILABLE' }]);
      expect(listed.data?.items[0]?.sizeBytes).toBeGreaterThan(0);
      expect((await third.query(bob, beta, 'RETURN 1 AS one')).data).toMatchObject({
        ok: true,
        rows: [[1]],
      });
      // One engine per running instance, no duplicates.
      expect(enginesOf(third.pid)).toHaveLength(2);

      // 5. Nothing lost: the backup restores the graph it was taken of.
      expect(
        (await third.call('POST', v1('/instance/data/clean'), alice, { instanceId: alpha })).code,
      ).toBe(200);
      await third.settled(alice, alpha, 'RUNNING');
      expect((await third.query(alice, alpha, counting)).data?.rows).toEqual([[0, 0]]);
      const recover = await third.call('POST', v1('/instance/data/recover'), alice, {
        instanceId: alpha,
        backupId,
        confirmName: 'alpha',
      });
      expect(recover.code).toBe(200);
      await third.settled(alice, alpha, 'RUNNING');
      expect((await third.query(alice, alpha, counting)).data?.rows).toEqual(loaded.data?.rows);
      const thirdEngines = childrenOf(third.pid);
      await third.stop();
      expect(thirdEngines.filter(alive)).toEqual([]);

      // 6. The records: each job done once (the two interrupted ones on their second attempt), the
      // backup's counts those of the sample.
      const database = await openDatabase(
        fleet.postgresUrl
          ? { databaseUrl: fleet.postgresUrl }
          : { dataDir: join(fleet.dataDir, 'pglite') },
      );
      try {
        // Instance jobs (billing's period-close tasks wait for their month in the same table).
        const rows = (await database.db.select().from(jobs)).filter((job) => job.instanceId);
        expect(rows.every((job) => job.status === 'done')).toBe(true);
        const [betaCreate] = rows.filter((job) => job.instanceId === beta && job.kind === 'create');
        expect(betaCreate).toMatchObject({ attempts: 2, step: 4 });
        const [backupJob] = rows.filter((job) => job.kind === 'backup');
        expect(backupJob).toMatchObject({ attempts: 2, step: 2 });
        const [copy] = await database.db.select().from(backups).where(eq(backups.id, backupId));
        expect(copy).toMatchObject({
          status: 'AVAILABLE',
          nodes: sample?.nodeCount,
          edges: sample?.edgeCount,
        });
        const statuses = await database.db
          .select({ id: instances.id, status: instances.status })
          .from(instances);
        expect(statuses.map((row) => row.status).sort()).toEqual(['RUNNING', 'RUNNING']);
      } finally {
        await database.close();
      }
    });
  },
);
