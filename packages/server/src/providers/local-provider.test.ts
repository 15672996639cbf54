import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKuzuEngineFactory, kuzuEngineFactory } from '../engine/kuzu-engine.ts';
import { sampleSummaries } from '../engine/samples/index.ts';
import type { InstanceSpec, LogEntry } from './cloud-provider.ts';
import { LocalProvider } from './local-provider.ts';

let root: string;
let provider: LocalProvider;
const written: LogEntry[] = [];
const spec: InstanceSpec = {
  instanceId: 'inst-1',
  vendor: 'aws',
  region: 'us-east-1',
  sizeKey: 'shared-2c8g',
  vcpu: 2,
  memoryGiB: 8,
  storageGb: 40,
  version: '4.5.2',
  port: 60061,
  memoryThresholdPercent: 80,
};
const movies = sampleSummaries().find((sample) => sample.id === 'movies');
const hourAgo = () => Date.now() - 3600_000;
const soon = () => Date.now() + 1000;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'quiver-local-provider-'));
  // In-process engines keep this file fast; the process engine has its own tests.
  provider = new LocalProvider({
    dataDir: root,
    engineFactory: kuzuEngineFactory,
    onLog: (entry) => written.push(entry),
  });
});

afterAll(async () => {
  await provider.shutdown();
  await rm(root, { recursive: true, force: true });
});

describe('LocalProvider', () => {
  it('says provisioning is unavailable, and why, when the engine cannot load', async () => {
    const unavailable = new LocalProvider({
      dataDir: root,
      engineFactory: createKuzuEngineFactory(async () => ({ error: 'glibc 2.38 is required' })),
    });
    expect(await unavailable.availability()).toEqual({
      available: false,
      reason: 'The graph engine (kuzu) is unavailable: glibc 2.38 is required',
    });
  });

  it('is available when the engine loads', async () => {
    expect(await provider.availability()).toEqual({ available: true });
    expect(
      await provider.checkStock({ vendor: 'aws', region: 'us-east-1', sizeKey: 'shared-2c8g' }),
    ).toEqual({
      status: 'available',
      // Nothing runs yet: every engine of the machine's limit (local-capacity.test.ts) is free.
      remaining: provider.maxEngines,
    });
  });

  it('provisions a real, running, empty database; provisioning again changes nothing', async () => {
    expect(await provider.provision(spec)).toEqual({ serviceAddress: '127.0.0.1:60061' });
    expect(await provider.provision(spec)).toEqual({ serviceAddress: '127.0.0.1:60061' });
    expect(await provider.inspect('inst-1')).toMatchObject({
      state: 'running',
      nodes: 0,
      edges: 0,
      storageGb: 40,
    });
    expect(await provider.query('inst-1', 'RETURN 1 AS one')).toMatchObject({
      ok: true,
      rows: [{ one: 1 }],
    });
  });

  it('loads a sample: real rows, more disk in use', async () => {
    const before = await provider.sample('inst-1');
    expect(await provider.loadSample('inst-1', 'movies')).toEqual({
      nodes: movies?.nodeCount,
      edges: movies?.edgeCount,
    });
    const after = await provider.sample('inst-1');
    expect((await provider.schema('inst-1')).nodeTables.map((table) => table.name)).toEqual([
      'Movie',
      'Person',
    ]);
    expect(after.diskBytes).toBeGreaterThan(before.diskBytes);
    expect(after.diskPercent).toBeGreaterThan(0);
    expect(after.memoryBytes).toBeGreaterThan(0);
    await expect(provider.loadSample('inst-1', 'movies')).rejects.toMatchObject({
      code: 'sample-conflict',
    });
    await expect(provider.loadSample('inst-1', 'nope')).rejects.toMatchObject({
      code: 'sample-missing',
    });
  });

  it('backs up, empties and recovers the graph with the same counts', async () => {
    const backup = await provider.snapshot('inst-1', 'bk-1');
    expect(backup).toMatchObject({
      backupId: 'bk-1',
      nodes: movies?.nodeCount,
      edges: movies?.edgeCount,
    });
    expect(backup.bytes).toBeGreaterThan(0);
    // A resumed backup job gets the finished copy back instead of a second copy.
    expect(await provider.snapshot('inst-1', 'bk-1')).toEqual(backup);

    await provider.clean('inst-1');
    expect(await provider.inspect('inst-1')).toMatchObject({ nodes: 0, edges: 0 });

    expect(await provider.restore('inst-1', 'bk-1')).toMatchObject({
      nodes: movies?.nodeCount,
      edges: movies?.edgeCount,
    });
    expect(await provider.inspect('inst-1')).toMatchObject({
      state: 'running',
      nodes: movies?.nodeCount,
      edges: movies?.edgeCount,
    });
    await expect(provider.restore('inst-1', 'bk-none')).rejects.toMatchObject({
      code: 'backup-missing',
    });
    await expect(provider.restore('inst-1', '../../etc')).rejects.toMatchObject({
      code: 'not-found',
    });
  });

  it('deletes a backup', async () => {
    await provider.snapshot('inst-1', 'bk-2');
    await provider.deleteSnapshot('inst-1', 'bk-2');
    await expect(provider.restore('inst-1', 'bk-2')).rejects.toMatchObject({
      code: 'backup-missing',
    });
  });

  it('stops and starts, keeping the data; resizes only while stopped', async () => {
    await expect(
      provider.resize('inst-1', { sizeKey: 'standard-4c16g', vcpu: 4, memoryGiB: 16 }),
    ).rejects.toMatchObject({
      code: 'invalid-state',
    });
    await provider.stop('inst-1');
    await provider.stop('inst-1');
    expect(await provider.inspect('inst-1')).toMatchObject({ state: 'stopped' });
    expect(await provider.query('inst-1', 'RETURN 1')).toMatchObject({
      ok: false,
      error: { kind: 'unavailable' },
    });
    await expect(provider.schema('inst-1')).rejects.toMatchObject({ code: 'invalid-state' });
    await expect(provider.snapshot('inst-1', 'bk-3')).rejects.toMatchObject({
      code: 'invalid-state',
    });

    await provider.resize('inst-1', { sizeKey: 'standard-4c16g', vcpu: 4, memoryGiB: 16 });
    await provider.start('inst-1');
    await provider.start('inst-1');
    expect(await provider.inspect('inst-1')).toMatchObject({
      state: 'running',
      nodes: movies?.nodeCount,
      forced: false,
    });
    const fit = await provider.memoryFit('inst-1');
    expect(fit.fits).toBe(true);
    expect(fit.availableBytes).toBe(Math.floor(16 * 1024 ** 3 * 0.8));
    expect(fit.requiredBytes).toBeGreaterThan(128 * 1024 ** 2);
  });

  it('force-starts with only the default graph and says so', async () => {
    await provider.stop('inst-1');
    await provider.start('inst-1', { force: true });
    expect(await provider.inspect('inst-1')).toMatchObject({ state: 'running', forced: true });
    expect(written.at(-1)?.message).toMatch(/force-started: only the default graph is mounted/);
  });

  it('extends storage, never shrinks it', async () => {
    await provider.extendStorage('inst-1', 100);
    expect(await provider.inspect('inst-1')).toMatchObject({ storageGb: 100 });
    await expect(provider.extendStorage('inst-1', 50)).rejects.toMatchObject({
      code: 'storage-too-small',
    });
  });

  it('keeps 1-minute metric series from its samples', async () => {
    const latest = await provider.sample('inst-1');
    const disk = await provider.metrics('inst-1', { metric: 'disk', from: hourAgo(), to: soon() });
    expect(disk).toMatchObject({ unit: 'bytes', capacity: 100 * 1024 ** 3, intervalSeconds: 60 });
    expect(disk.points.length).toBeGreaterThanOrEqual(1);
    expect(disk.points.every((point) => point.at % 60_000 === 0 && point.value > 0)).toBe(true);
    expect(disk.points.at(-1)?.value).toBeLessThanOrEqual(latest.diskBytes);
    const memory = await provider.metrics('inst-1', {
      metric: 'memory',
      from: hourAgo(),
      to: soon(),
    });
    expect(memory).toMatchObject({ unit: 'bytes', capacity: 16 * 1024 ** 3 });
    const cpu = await provider.metrics('inst-1', { metric: 'cpu', from: hourAgo(), to: soon() });
    expect(cpu).toMatchObject({ unit: 'percent', capacity: null });
  });

  it('writes a log line for each operation, filtered by level and paged', async () => {
    await provider.query('inst-1', 'MATC nonsense');
    const info = await provider.logs('inst-1', {
      level: 3,
      from: hourAgo(),
      to: soon(),
      page: 1,
      pageSize: 100,
    });
    const messages = info.items.map((entry) => entry.message);
    expect(
      messages.some((message) => message.startsWith('Instance provisioned in aws us-east-1')),
    ).toBe(true);
    expect(messages.some((message) => message.startsWith('Backup bk-1 finished'))).toBe(true);
    expect(messages.some((message) => message.startsWith('Graph emptied'))).toBe(true);
    expect(messages.some((message) => message.startsWith('Query failed (syntax)'))).toBe(true);
    expect(info.items.every((entry) => entry.level <= 3)).toBe(true);
    // Newest first.
    expect(info.items[0]?.message).toMatch(/^Query failed/);

    const warnings = await provider.logs('inst-1', {
      level: 2,
      from: hourAgo(),
      to: soon(),
      page: 1,
      pageSize: 100,
    });
    expect(warnings.items.map((entry) => entry.level)).toEqual([2]);
    const debug = await provider.logs('inst-1', {
      level: 4,
      from: hourAgo(),
      to: soon(),
      page: 2,
      pageSize: 5,
    });
    expect(debug.total).toBeGreaterThan(info.total);
    expect(debug.items).toHaveLength(5);
    expect(written.length).toBe(debug.total);
  });

  it('after a server restart, reports what should run as stopped until it is started', async () => {
    const restarted = new LocalProvider({ dataDir: root, engineFactory: kuzuEngineFactory });
    await provider.shutdown();
    expect(await restarted.inspect('inst-1')).toMatchObject({ state: 'stopped', shouldRun: true });
    await restarted.start('inst-1');
    expect(await restarted.inspect('inst-1')).toMatchObject({
      state: 'running',
      nodes: movies?.nodeCount,
    });
    await restarted.shutdown();
    await provider.start('inst-1');
  });

  it('terminates: the data and backups are gone', async () => {
    await provider.terminate('inst-1');
    expect(existsSync(join(root, 'instances', 'inst-1'))).toBe(false);
    expect(await provider.inspect('inst-1')).toMatchObject({ state: 'missing' });
    await expect(provider.start('inst-1')).rejects.toMatchObject({ code: 'not-found' });
    await provider.terminate('inst-1');
  });
});
