import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphSchema } from '@quiver/contract';
import {
  call,
  register,
  sharedInstanceBody,
  skipSuite,
  startHarness,
  v1,
  type Harness,
} from './helpers.ts';

type Refusal = { fields?: Record<string, string>; reason?: string };

// GET /instance/schema (extension, issue 13): the query screen's schema panel, read from the
// instance's real engine.
describe.skipIf(skipSuite)('the schema of an instance', () => {
  let h: Harness;
  let token: string;
  let other: string;
  let instanceId: string;

  beforeAll(async () => {
    h = await startHarness();
    token = (await register(h)).accessToken;
    other = (await register(h)).accessToken;
    const created = await call<{ id: string }>(h.app, 'POST', v1('/instance/create'), {
      token,
      body: sharedInstanceBody('schema graph'),
    });
    instanceId = created.data?.id ?? '';
    await h.app.services.jobs.runUntilIdle();
  });
  afterAll(async () => {
    await call(h.app, 'POST', v1('/instance/terminate'), {
      token,
      body: { instanceId, confirmName: 'schema graph' },
    });
    await h.app.services.jobs.runUntilIdle();
    await h?.close();
  });

  const schema = (as = token, id = instanceId) =>
    call<GraphSchema & Refusal>(h.app, 'GET', v1('/instance/schema'), {
      token: as,
      query: { instanceId: id },
    });
  const run = async (statement: string) => {
    const answer = await call<{ ok: boolean }>(h.app, 'POST', v1('/instance/query'), {
      token,
      body: { instanceId, statement },
    });
    expect(answer.data?.ok, statement).toBe(true);
  };

  it('is empty on a new instance, and a CREATE before any table fails with the reason', async () => {
    expect((await schema()).data).toEqual({ nodeTables: [], relTables: [] });
    const refused = await call<{ ok: boolean; error?: { kind: string; message: string } }>(
      h.app,
      'POST',
      v1('/instance/query'),
      { token, body: { instanceId, statement: "CREATE (a:Person {name: 'Ada'})" } },
    );
    expect(refused.data).toEqual({
      ok: false,
      error: { kind: 'syntax', message: 'Binder exception: Table Person does not exist.' },
    });
  });

  it('lists the tables created by statements, with properties and a rel table’s ends', async () => {
    await run('CREATE NODE TABLE Person(name STRING PRIMARY KEY, born INT64)');
    await run('CREATE REL TABLE Knows(FROM Person TO Person, since INT64)');
    const answer = await schema();
    expect(answer.code).toBe(200);
    expect(answer.data).toEqual({
      nodeTables: [
        {
          name: 'Person',
          properties: [
            { name: 'name', type: 'STRING', primaryKey: true },
            { name: 'born', type: 'INT64', primaryKey: false },
          ],
        },
      ],
      relTables: [
        {
          name: 'Knows',
          properties: [{ name: 'since', type: 'INT64', primaryKey: false }],
          connections: [{ from: 'Person', to: 'Person' }],
        },
      ],
    });
  });

  it('is the caller’s only: another account and an unknown id get 404, a bad id a field refusal', async () => {
    const foreign = await schema(other);
    expect(foreign.code).toBe(404);
    // No table of another account's graph leaks into the refusal.
    expect(foreign.data).toEqual({ reason: 'instanceNotFound' });
    expect((await schema(token, 'no-such-instance')).code).toBe(404);
    const bad = await schema(token, 'not an id!');
    expect(bad.code).toBe(1216);
    expect(bad.data?.fields?.instanceId).toBeDefined();
    const signedOut = await call(h.app, 'GET', v1('/instance/schema'), {
      query: { instanceId },
    });
    expect(signedOut.code).toBe(401);
  });

  it('answers while a sample loads (Updating allows connect)', async () => {
    const load = await call(h.app, 'POST', v1('/instance/data/sample/load'), {
      token,
      body: { instanceId, sampleId: 'payments-fraud' },
    });
    expect(load.code).toBe(200);
    // The job has not run: the instance is RUNNING with service state LOADING (Updating).
    expect((await schema()).code).toBe(200);
    await h.app.services.jobs.runUntilIdle();
    const loaded = (await schema()).data;
    expect(loaded?.nodeTables.map((table) => table.name)).toEqual(['Person', 'Account', 'Device']);
  });

  it('is refused with the lifecycle reason while stopping and once stopped', async () => {
    expect(
      (await call(h.app, 'POST', v1('/instance/stop'), { token, body: { instanceId } })).code,
    ).toBe(200);
    const stopping = await schema();
    expect(stopping).toMatchObject({
      code: 1216,
      message: 'An operation is in progress (Stopping): wait until it finishes.',
      data: { reason: 'operationInProgress' },
    });
    await h.app.services.jobs.runUntilIdle();
    const stopped = await schema();
    expect(stopped).toMatchObject({
      code: 1216,
      message: 'Start the instance first.',
      data: { reason: 'startFirst' },
    });
    await call(h.app, 'POST', v1('/instance/start'), { token, body: { instanceId } });
    await h.app.services.jobs.runUntilIdle();
    expect((await schema()).data?.relTables.map((table) => table.name)).toEqual([
      'Knows',
      'USES',
      'TRANSFER',
    ]);
  });
});
