import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProcessGraphEngine } from './process-engine.ts';
import { sampleGraph, summarise } from './samples/index.ts';
import type { SampleGraph } from './graph-engine.ts';

let root: string;
const engine = new ProcessGraphEngine();
const payments = sampleGraph('payments-fraud') as SampleGraph;

beforeAll(async () => {
  process.env.QUIVER_TEST_SECRET = 'must-not-leak';
  root = await mkdtemp(join(tmpdir(), 'quiver-process-engine-'));
  await engine.open(join(root, 'instance'), { memoryLimitBytes: 512 * 1024 ** 2 });
});

afterAll(async () => {
  delete process.env.QUIVER_TEST_SECRET;
  await engine.close();
  await rm(root, { recursive: true, force: true });
});

describe('ProcessGraphEngine', () => {
  it('holds the database in its own process and reports that process’s memory and CPU', async () => {
    expect(engine.isOpen).toBe(true);
    expect(engine.pid).toBeGreaterThan(0);
    expect(engine.pid).not.toBe(process.pid);
    const usage = await engine.resourceUsage();
    expect(usage.rssBytes).toBeGreaterThan(10 * 1024 ** 2);
    expect(usage.cpuMicros).toBeGreaterThan(0);
  });

  it('keeps the server’s secrets out of the engine process', async () => {
    const { readFile } = await import('node:fs/promises');
    const environ = await readFile(`/proc/${engine.pid}/environ`, 'utf8').catch(() => undefined);
    if (environ === undefined) return; // /proc exists on Linux only
    const names = environ.split('\0').map((entry) => entry.split('=')[0]);
    expect(names).toContain('PATH');
    expect(
      names.every((name) =>
        [
          'PATH',
          'HOME',
          'TMPDIR',
          'TMP',
          'TEMP',
          'LANG',
          'TZ',
          'SYSTEMROOT',
          'NODE_ENV',
          'NODE_CHANNEL_FD',
          'NODE_CHANNEL_SERIALIZATION_MODE',
          '',
        ].includes(name as string),
      ),
    ).toBe(true);
  });

  it('loads a sample and finds its fraud rings', async () => {
    const counts = await engine.loadSample(payments);
    const expected = summarise(payments);
    expect(counts).toEqual({ nodes: expected.nodeCount, edges: expected.edgeCount });
    // Ring members share one device with at least three other accounts.
    const rings = await engine.query(
      'MATCH (a:Account)-[:USES]->(d:Device) WITH d, count(a) AS users WHERE users >= 4 ' +
        'MATCH (x:Account)-[:USES]->(d), (x)-[t:TRANSFER]->(y:Account)-[:USES]->(d) ' +
        'WHERE t.amount_cents > 850000 RETURN count(DISTINCT d) AS devices',
      { readOnly: true, timeLimitMs: 10_000 },
    );
    expect(rings).toMatchObject({ ok: true, rows: [{ devices: 8 }] });
    const schema = await engine.schema();
    expect(schema.nodeTables.map((table) => table.name)).toEqual(['Account', 'Device']);
    expect(schema.relTables.map((table) => [table.name, table.connections])).toEqual([
      ['USES', [{ from: 'Account', to: 'Device' }]],
      ['TRANSFER', [{ from: 'Account', to: 'Account' }]],
    ]);
  });

  it('stops a statement that exhausts memory before it takes the machine, and opens again', async () => {
    const outcome = await engine.query('UNWIND range(1, 400000000) AS x RETURN sum(x) AS total', {
      timeLimitMs: 60_000,
    });
    expect(outcome).toMatchObject({ ok: false, error: { kind: 'out-of-memory' } });
    expect(!outcome.ok && outcome.error.message).toMatch(/512 MiB/);
    expect(engine.isOpen).toBe(false);
    await engine.open(join(root, 'instance'), { memoryLimitBytes: 512 * 1024 ** 2 });
    expect(await engine.query('RETURN 1 AS one')).toMatchObject({ ok: true, rows: [{ one: 1 }] });
  });

  it('counts a call’s time limit from when it starts, not while it waits behind a long load', async () => {
    const patient = new ProcessGraphEngine({ queryGraceMs: 20 });
    await patient.open(join(root, 'patient'));
    try {
      const loading = patient.loadSample(sampleGraph('social-network') as SampleGraph);
      const waiting = patient.query('MATCH (u:User) RETURN count(u) AS users', {
        timeLimitMs: 100,
      });
      await loading;
      expect(await waiting).toMatchObject({ ok: true, rows: [{ users: 600 }] });
      expect(patient.isOpen).toBe(true);
    } finally {
      await patient.close();
    }
  });

  it('survives the death of its process: queries say the instance is down, and it opens again', async () => {
    process.kill(engine.pid as number, 'SIGKILL');
    await expect.poll(() => engine.isOpen, { timeout: 10_000 }).toBe(false);
    const outcome = await engine.query('RETURN 1');
    expect(outcome).toMatchObject({ ok: false, error: { kind: 'unavailable' } });
    expect(engine.exitReason).toMatch(/SIGKILL/);
    await expect(engine.counts()).rejects.toThrow(/not open/);

    await engine.open(join(root, 'instance'));
    expect((await engine.counts()).nodes).toBe(summarise(payments).nodeCount);
  });
});
