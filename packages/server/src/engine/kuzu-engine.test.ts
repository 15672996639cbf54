import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KuzuEngine, createKuzuEngineFactory, kuzuEngineFactory } from './kuzu-engine.ts';
import { sampleGraph, summarise } from './samples/index.ts';
import type { SampleGraph } from './graph-engine.ts';

let root: string;
const engine = new KuzuEngine();
const social = sampleGraph('social-network') as SampleGraph;
const movies = sampleGraph('movies') as SampleGraph;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'quiver-kuzu-'));
  await engine.open(join(root, 'instance'));
});

afterAll(async () => {
  await engine.close();
  await rm(root, { recursive: true, force: true });
});

describe('KuzuEngine', () => {
  it('reports itself available on this machine', async () => {
    expect(await kuzuEngineFactory.availability()).toMatchObject({
      available: true,
      engine: 'kuzu',
      version: '0.11.3',
    });
  });

  it('reports why when the native module cannot load', async () => {
    const broken = createKuzuEngineFactory(async () => ({
      error: 'no prebuilt binary for freebsd-x64',
    }));
    expect(await broken.availability()).toEqual({
      available: false,
      engine: 'kuzu',
      reason: 'no prebuilt binary for freebsd-x64',
    });
  });

  it('starts empty and grows on disk when a sample loads', async () => {
    expect(await engine.counts()).toEqual({ nodes: 0, edges: 0 });
    const before = await engine.diskSize();
    const counts = await engine.loadSample(social);
    const expected = summarise(social);
    expect(counts).toEqual({ nodes: expected.nodeCount, edges: expected.edgeCount });
    // The write-ahead log or the database file must hold the new data.
    expect(await engine.diskSize()).toBeGreaterThan(before + 100_000);
  });

  it('refuses a sample whose tables already exist, and changes nothing', async () => {
    const before = await engine.counts();
    await expect(engine.loadSample(social)).rejects.toThrow(/already has a table named User/);
    expect(await engine.counts()).toEqual(before);
  });

  it('round-trips the graph through a snapshot: clear empties, restore brings back the same counts', async () => {
    await engine.loadSample(movies);
    const loaded = await engine.counts();
    const manifest = await engine.snapshot(join(root, 'backup-1'));
    expect(manifest).toMatchObject({ engine: 'kuzu', nodes: loaded.nodes, edges: loaded.edges });
    expect(manifest.bytes).toBeGreaterThan(0);

    await engine.clear();
    expect(await engine.counts()).toEqual({ nodes: 0, edges: 0 });
    const ghost = await engine.query('MATCH (m:Movie) RETURN count(m) AS c');
    expect(ghost).toMatchObject({ ok: false, error: { kind: 'syntax' } });

    const restored = await engine.restore(join(root, 'backup-1'));
    expect(restored.nodes).toBe(loaded.nodes);
    expect(await engine.counts()).toEqual(loaded);
    const movieCount = await engine.query('MATCH (m:Movie) RETURN count(m) AS c');
    expect(movieCount).toMatchObject({
      ok: true,
      rows: [{ c: summarise(movies).nodeCount - 720 }],
    });
  });

  it('refuses to overwrite an existing snapshot folder', async () => {
    await expect(engine.snapshot(join(root, 'backup-1'))).rejects.toThrow(/already exists/);
  });

  it('returns columns and JSON-safe rows, with parameters', async () => {
    const outcome = await engine.query(
      'MATCH (u:User) WHERE u.id <= $last RETURN u.id AS id, u.name AS name, u ORDER BY u.id',
      { params: { last: 2 } },
    );
    if (!outcome.ok) throw new Error(outcome.error.message);
    expect(outcome.columns.map((column) => column.name)).toEqual(['id', 'name', 'u']);
    expect(outcome.columns[2]?.type).toBe('NODE');
    expect(outcome.rows).toHaveLength(2);
    expect(outcome.rows[0]?.u).toMatchObject({
      _label: 'User',
      id: 1,
      _id: expect.stringMatching(/^\d+:0$/),
    });
    expect(JSON.parse(JSON.stringify(outcome.rows))).toEqual(outcome.rows);
  });

  it('cuts rows at the row limit and says so', async () => {
    const outcome = await engine.query('MATCH (u:User) RETURN u.id', { rowLimit: 25 });
    expect(outcome).toMatchObject({ ok: true, truncated: true });
    expect(outcome.ok && outcome.rows).toHaveLength(25);
    const all = await engine.query('MATCH (u:User) RETURN u.id', { rowLimit: 10_000 });
    expect(all).toMatchObject({ ok: true, truncated: false });
    expect(all.ok && all.rows).toHaveLength(600);
  });

  it('stops a statement at its time limit and stays usable', async () => {
    const outcome = await engine.query(
      'MATCH (a:User)-[:FOLLOWS*1..12]->(b:User) RETURN count(*) AS paths',
      { timeLimitMs: 50 },
    );
    expect(outcome).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    expect(await engine.query('RETURN 1 AS one')).toMatchObject({ ok: true, rows: [{ one: 1 }] });
  });

  it('refuses writes when read-only is asked, and leaves the graph as it was', async () => {
    const before = await engine.counts();
    const create = await engine.query("CREATE (:User {id: 9999, name: 'x'})", { readOnly: true });
    expect(create).toMatchObject({ ok: false, error: { kind: 'read-only' } });
    const ddl = await engine.query('CREATE NODE TABLE Extra(id INT64 PRIMARY KEY)', {
      readOnly: true,
    });
    expect(ddl).toMatchObject({ ok: false, error: { kind: 'read-only' } });
    expect(await engine.counts()).toEqual(before);
    const read = await engine.query('MATCH (u:User) RETURN count(u) AS c', { readOnly: true });
    expect(read).toMatchObject({ ok: true, rows: [{ c: 600 }] });
  });

  it('writes when read-only is not asked', async () => {
    const created = await engine.query(
      "CREATE (:User {id: 9999, name: 'New', city: 'Oslo', joined_year: 2026})",
    );
    expect(created.ok).toBe(true);
    const found = await engine.query('MATCH (u:User {id: 9999}) RETURN u.name AS name');
    expect(found).toMatchObject({ ok: true, rows: [{ name: 'New' }] });
  });

  it('returns engine errors as data', async () => {
    expect(await engine.query('MATC (n) RETURN n')).toMatchObject({
      ok: false,
      error: { kind: 'syntax' },
    });
    expect(await engine.query("LOAD FROM '/etc/passwd' RETURN *")).toMatchObject({
      ok: false,
      error: { kind: 'not-allowed' },
    });
    expect(await engine.query('RETURN 1; RETURN 2')).toMatchObject({
      ok: false,
      error: { kind: 'not-allowed' },
    });
    const duplicate = await engine.query("CREATE (:User {id: 1, name: 'dup'})");
    expect(duplicate).toMatchObject({ ok: false, error: { kind: 'execution' } });
  });
});
