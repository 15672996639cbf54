// Rate limits counted in PostgreSQL (issue 16): two apps on one database stand for two server
// processes. The limit on every route (RATE_LIMIT) counts the requests of both, written to the
// database about every second; a sign-in route's own limit (RATE_LIMIT_SENSITIVE) counts every
// request of both at once. Runs in the server-postgres project only (PGlite keeps one process).
import { and, eq } from 'drizzle-orm';
import { inject } from 'vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { throttles } from '../src/db/schema.ts';
import { freshPostgresDatabase, v1 } from './helpers.ts';

const url = inject('databaseUrl');

describe.skipIf(!url)('rate limits shared by the processes of one database', () => {
  let database: Database;
  let fresh: Awaited<ReturnType<typeof freshPostgresDatabase>> | undefined;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    fresh = await freshPostgresDatabase();
    database = await openDatabase({ databaseUrl: fresh.url });
    for (let index = 0; index < 2; index += 1) {
      const app = await buildApp({
        config: testConfig({ databaseUrl: fresh.url, rateLimits: { global: 10, sensitive: 3 } }),
        db: database.db,
        runJobs: false,
      });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
    await fresh?.drop();
  });

  // Each test calls from its own client address, so its windows start empty.
  it('a sign-in route (3 a minute): the fourth attempt is refused, whichever process gets it', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const login = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: v1('/auth/login'),
        payload: { email: 'nobody@example.com', password: 'Wrong-Horse-9' },
        remoteAddress: '10.9.0.1',
      });
    const answers = [];
    for (const app of [first, second, first, second]) answers.push((await login(app)).json());
    expect(answers.slice(0, 3).map((answer) => answer.message)).not.toContainEqual(
      expect.stringMatching(/Too many requests/),
    );
    expect(answers[3]).toMatchObject({ code: 1216, data: { reason: 'tooManyRequests' } });
    expect(answers[3].message).toMatch(/Too many requests/);
  });

  it('every route: 10 a minute, counted across both within about a second', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const notice = async (app: FastifyInstance) =>
      (
        await app.inject({ method: 'GET', url: v1('/notice/get'), remoteAddress: '10.9.0.2' })
      ).json() as { code: number; message: string };
    for (let index = 0; index < 6; index += 1) expect((await notice(first)).code).toBe(200);
    // The first writes its six within about a second (1.25 s by its timers); the second then counts
    // on from them. Waiting for the row rather than a fixed time: on a busy machine the timers and
    // the write come late, and a fixed sleep made this test fail without anything being wrong.
    const written = async () => {
      const [row] = await database.db
        .select({ count: throttles.count })
        .from(throttles)
        .where(and(eq(throttles.scope, 'rate:all'), eq(throttles.key, '10.9.0.2')));
      return row?.count ?? 0;
    };
    const deadline = Date.now() + 15_000;
    while ((await written()) < 6) {
      if (Date.now() > deadline) throw new Error(`the first wrote ${await written()} of its 6`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const fromSecond = [];
    for (let index = 0; index < 5; index += 1) fromSecond.push(await notice(second));
    expect(fromSecond.slice(0, 4).map((answer) => answer.code)).toEqual([200, 200, 200, 200]);
    expect(fromSecond[4]).toMatchObject({ code: 1216 });
    expect(fromSecond[4]?.message).toMatch(/Too many requests/);
  });
});
