import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphEngineFactory } from '../engine/graph-engine.ts';
import { ProcessGraphEngine, processEngineFactory } from '../engine/process-engine.ts';
import type { InstanceSpec } from './cloud-provider.ts';
import { LocalProvider } from './local-provider.ts';

// The default engine: one database process per instance. These tests cover what only a separate
// process shows: a crash is the instance's alone, and start brings it back with its data.
let root: string;
let provider: LocalProvider;
const engines: ProcessGraphEngine[] = [];
const recordingFactory: GraphEngineFactory = {
  ...processEngineFactory,
  create: () => {
    const engine = new ProcessGraphEngine();
    engines.push(engine);
    return engine;
  },
};
const spec: InstanceSpec = {
  instanceId: 'proc-1',
  vendor: 'gcp',
  region: 'europe-west1',
  sizeKey: 'shared-2c8g',
  vcpu: 2,
  memoryGiB: 8,
  storageGb: 40,
  version: '4.5.2',
  port: 60061,
  memoryThresholdPercent: 80,
};

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'quiver-local-process-'));
  provider = new LocalProvider({ dataDir: root, engineFactory: recordingFactory });
});

afterAll(async () => {
  await provider.shutdown();
  await rm(root, { recursive: true, force: true });
});

describe('LocalProvider with database processes', () => {
  it('reports the memory of the instance’s own process', async () => {
    await provider.provision(spec);
    await provider.loadSample('proc-1', 'social-network');
    const sample = await provider.sample('proc-1');
    expect(engines[0]?.pid).not.toBe(process.pid);
    expect(sample.memoryBytes).toBeGreaterThan(20 * 1024 ** 2);
    expect(sample.memoryPercent).toBeCloseTo((sample.memoryBytes / (8 * 1024 ** 3)) * 100, 3);
  });

  it('shows a crashed database as crashed, with the reason, and start brings it back with its data', async () => {
    const before = await provider.inspect('proc-1');
    process.kill(engines[0]?.pid as number, 'SIGKILL');
    await expect.poll(() => engines[0]?.isOpen, { timeout: 10_000 }).toBe(false);

    const crashed = await provider.inspect('proc-1');
    expect(crashed).toMatchObject({
      state: 'crashed',
      crashReason: expect.stringMatching(/SIGKILL/),
    });
    expect(await provider.query('proc-1', 'RETURN 1')).toMatchObject({
      ok: false,
      error: { kind: 'unavailable' },
    });

    await provider.inspect('proc-1');
    const fatal = await provider.logs('proc-1', {
      level: 1,
      from: 0,
      to: Date.now() + 1000,
      page: 1,
      pageSize: 10,
    });
    expect(fatal.items.map((entry) => entry.message)).toEqual([
      expect.stringMatching(/^The graph database stopped unexpectedly: .*SIGKILL/),
    ]);

    await provider.start('proc-1');
    expect(await provider.inspect('proc-1')).toMatchObject({
      state: 'running',
      nodes: before.nodes,
      edges: before.edges,
    });
  });
});
