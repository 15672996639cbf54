// Scale-out (issue 16): two real server processes on one PostgreSQL database and one data folder,
// as SERVER_PROCESSES=2 or two replicas would run. What one process does holds on the other:
// - a session made on one is valid on the other; refresh-token rotation and reuse detection hold
//   across both (a token rotated on one and replayed on the other revokes the family on both);
// - login lockouts and the sign-in rate limit count the attempts made on both;
// - the first process hosts the engines and the job queue: a backup asked of the second runs on
//   the first (once), the second relays a query to the first's engine, and when the first is
//   SIGKILLed mid-backup the second takes the engines and the job over and finishes it.
// Runs in the server-postgres project; skips loudly when PostgreSQL is unreachable.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';
import { backups, engineHost, jobs } from '../src/db/schema.ts';
import {
  alive,
  childrenOf,
  enginesOf,
  ServerFleet,
  type ServerProcess,
  until,
  v1,
  type InstanceView,
} from './server-process.ts';

const password = 'Correct-Horse-9';
const sharedInstance = (name: string) => ({
  edition: 'shared',
  vendor: 'aws',
  region: 'us-east-1',
  sizeId: 'shared-2c8g',
  version: 'blaze-4.5.2',
  name,
  allowedIps: [{ ip: '10.0.0.0/8', description: 'office' }],
  rootPassword: 'Graph-Root-Pass9',
});

/** The server processes a SERVER_PROCESSES primary started (not tsx's esbuild). */
function workersOf(pid: number): number[] {
  return childrenOf(pid).filter((child) => {
    try {
      return readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('src/main.ts');
    } catch {
      return false;
    }
  });
}

interface Pair {
  accessToken: string;
  refreshToken: string;
}

describe('two server processes on one PostgreSQL', () => {
  const fleet = new ServerFleet('two-processes');
  let database: Database | undefined;

  beforeAll(async () => {
    await fleet.usePostgres('two-processes (server-postgres)');
  });

  afterAll(async () => {
    await database?.close();
    await fleet.close();
  });

  it('share sessions, refresh rotation, lockouts and rate limits; a job fails over', async () => {
    const postgresUrl = fleet.postgresUrl;
    if (!postgresUrl) return; // unreachable: said loudly above
    // A short job lease, so the take-over comes 3 s after the kill (10 s by default).
    const env = { RATE_LIMIT_SENSITIVE: '8', JOB_LEASE_SECONDS: '3' };
    // The first to start takes the engine host's lock; it holds backups at BACKUPING.
    const first = await fleet.start({ ...env, JOB_HOLD: 'backup:BACKUPING' });
    const second = await fleet.start(env);
    database = await openDatabase({ databaseUrl: postgresUrl });
    const db = database.db;
    const host = async () => (await db.select().from(engineHost))[0];
    expect(await host()).toMatchObject({ pid: first.pid });

    // Sessions: made on the first, valid on the second.
    const email = `two.${Date.now()}@example.com`;
    const token = await first.register(email);
    const info = await second.call<{ email: string }>('GET', v1('/user/info'), token);
    expect(info).toMatchObject({ code: 200, data: { email } });

    // Refresh rotation across processes: rotate on the second, replay the old token on the first.
    const login = (server: ServerProcess, typed = password) =>
      server.call<Pair>('POST', v1('/auth/login'), undefined, { email, password: typed });
    const signedIn = await login(first);
    expect(signedIn.code).toBe(200);
    const refresh = (server: ServerProcess, refreshToken: string) =>
      server.call<Pair>('POST', v1('/auth/token/refresh'), undefined, { refreshToken });
    const rotated = await refresh(second, signedIn.data?.refreshToken ?? '');
    expect(rotated.code).toBe(200);
    expect((await refresh(first, signedIn.data?.refreshToken ?? '')).code).toBe(412);
    // Reuse revoked the family everywhere: its newest refresh token and its access tokens.
    expect((await refresh(second, rotated.data?.refreshToken ?? '')).code).toBe(412);
    expect((await first.call('GET', v1('/user/info'), rotated.data?.accessToken)).code).toBe(401);
    expect((await second.call('GET', v1('/user/info'), rotated.data?.accessToken)).code).toBe(401);

    // Lockout: five wrong passwords, spread over both processes, lock the address on both.
    for (const server of [first, second, first, second, first])
      expect((await login(server, 'Wrong-Horse-9')).code).toBe(1216);
    const locked = await login(second);
    expect(locked).toMatchObject({ code: 1216, data: { reason: 'tooManyRequests' } });
    expect(locked.message).toMatch(/Too many attempts/);
    // The sign-in rate limit (8 a minute per address here): 7 logins so far, on both processes;
    // the 8th passes the limit (and meets the lockout), the 9th is over it wherever it lands.
    expect((await login(first)).message).toMatch(/Too many attempts/);
    const limited = await login(second);
    expect(limited).toMatchObject({ code: 1216, data: { reason: 'tooManyRequests' } });
    expect(limited.message).toMatch(/Too many requests/);

    // Jobs: asked of the second, carried out by the first (the engine host).
    const owner = await second.register(`owner.${Date.now()}@example.com`);
    const created = await second.call<InstanceView>(
      'POST',
      v1('/instance/create'),
      owner,
      sharedInstance('shared-one'),
    );
    expect(created.code).toBe(200);
    const instanceId = created.data?.id ?? '';
    await second.settled(owner, instanceId, 'RUNNING');
    expect(enginesOf(first.pid)).toHaveLength(1);
    expect(enginesOf(second.pid)).toHaveLength(0);
    // The second relays the query to the engine the first runs.
    const answered = await second.query(owner, instanceId, 'RETURN 40 + 2');
    expect(answered.data).toMatchObject({ ok: true, rows: [[42]] });

    const backup = await second.call<{ backup: { id: string } }>(
      'POST',
      v1('/instance/data/backup/create'),
      owner,
      { instanceId, tag: 'failover' },
    );
    expect(backup.code).toBe(200);
    const backupJob = await until('the first to hold the backup at BACKUPING', async () => {
      const [job] = await db.select().from(jobs).where(eq(jobs.kind, 'backup'));
      const view = await second.detail(owner, instanceId);
      return job?.status === 'running' && view?.status === 'BACKUPING' ? job : undefined;
    });
    expect(backupJob).toMatchObject({ attempts: 1, lockedBy: (await host())?.runnerId });

    // SIGKILL the host mid-backup: the second takes the lock, the engine and, once the job's
    // lease has passed, the job.
    const firstEngines = enginesOf(first.pid);
    await first.kill();
    await until('the second to host the engines', async () =>
      (await host())?.pid === second.pid ? true : undefined,
    );
    await until('the first’s engine to end', () =>
      firstEngines.every((pid) => !alive(pid)) ? true : undefined,
    );
    await second.settled(owner, instanceId, 'RUNNING');
    const [done] = await db.select().from(jobs).where(eq(jobs.kind, 'backup'));
    expect(done).toMatchObject({ status: 'done', attempts: 2 });
    expect(await db.select().from(backups)).toMatchObject([
      { id: backup.data?.backup.id, status: 'AVAILABLE' },
    ]);
    expect(enginesOf(second.pid)).toHaveLength(1);
    const after = await second.query(owner, instanceId, 'RETURN 1');
    expect(after.data).toMatchObject({ ok: true });
    await second.stop();
    expect(enginesOf(second.pid)).toEqual([]);
  }, 120_000);

  it('SERVER_PROCESSES=2 starts two workers on one port; a killed worker is replaced', async () => {
    if (!fleet.postgresUrl || !database) return; // unreachable: said loudly above
    const db = database.db;
    // A folder of its own (removed with the fleet's): the first test's servers may still hold it.
    const folder = join(fleet.dataDir, 'cluster');
    mkdirSync(folder);
    const primary = await fleet.start({ SERVER_PROCESSES: '2', JOB_LEASE_SECONDS: '3' }, folder);
    const workers = await until('two workers', () => {
      const found = workersOf(primary.pid);
      return found.length === 2 ? found : undefined;
    });
    const host = await until('a worker to host the engines', async () => {
      const [row] = await db.select().from(engineHost);
      return row && workers.includes(row.pid) ? row : undefined;
    });
    const hostPid = host.pid;
    // Both listen before the host is killed: with PORT=0 the port lives as long as one worker
    // holds it (a worker still starting when the only listening one died found a new port).
    await until('both workers listening', () =>
      primary.log().match(/API listening on /g)?.length === 2 ? true : undefined,
    );
    // Both answer on the one port (connections go round-robin).
    for (let call = 0; call < 4; call += 1)
      expect((await primary.call('GET', v1('/notice/get'))).code).toBe(200);
    process.kill(hostPid, 'SIGKILL');
    const replaced = await until('a new worker in the killed one’s place', () => {
      const now = workersOf(primary.pid);
      return now.length === 2 && !now.includes(hostPid) ? now : undefined;
    });
    const next = await until('another worker to host the engines', async () => {
      const [row] = await db.select().from(engineHost);
      return row && row.pid !== hostPid && replaced.includes(row.pid) ? row : undefined;
    });
    // Each worker's relay endpoint is its own port (a port shared through the cluster primary
    // would hand relayed calls to any worker): the new host's is not the killed one's.
    expect(next.address).not.toBe(host.address);
    expect((await primary.call('GET', v1('/notice/get'))).code).toBe(200);
    await primary.stop();
    expect(replaced.filter(alive)).toEqual([]);
  }, 120_000);
});
