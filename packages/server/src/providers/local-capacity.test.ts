import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kuzuEngineFactory } from '../engine/kuzu-engine.ts';
import type { InstanceSpec } from './cloud-provider.ts';
import { LocalProvider } from './local-provider.ts';
import { defaultMaxEngines } from './local-resources.ts';

const GiB = 1024 ** 3;
let root: string;
let provider: LocalProvider;
const spec = (instanceId: string): InstanceSpec => ({
  instanceId,
  vendor: 'aws',
  region: 'us-east-1',
  sizeKey: 'shared-2c8g',
  vcpu: 2,
  memoryGiB: 8,
  storageGb: 40,
  version: '4.5.2',
  port: 60061,
  memoryThresholdPercent: 80,
});
const stock = () =>
  provider.checkStock({ vendor: 'aws', region: 'us-east-1', sizeKey: 'shared-2c8g' });

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'quiver-local-capacity-'));
  provider = new LocalProvider({ dataDir: root, engineFactory: kuzuEngineFactory, maxEngines: 2 });
});

afterAll(async () => {
  await provider.shutdown();
  await rm(root, { recursive: true, force: true });
});

describe('LocalProvider capacity', () => {
  it('defaults to half the machine’s memory at 256 MiB an engine, at least one', () => {
    expect(defaultMaxEngines(23.5 * GiB)).toBe(47);
    expect(defaultMaxEngines(4 * GiB)).toBe(8);
    expect(defaultMaxEngines(256 * 1024 ** 2)).toBe(1);
  });

  it('gives the last engine to one of two racing provisions and refuses the other as sold out', async () => {
    await provider.provision(spec('cap-a'));
    expect(await stock()).toEqual({ status: 'available', remaining: 1 });
    const results = await Promise.allSettled([
      provider.provision(spec('cap-b')),
      provider.provision(spec('cap-c')),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const [refused] = results.filter((result) => result.status === 'rejected');
    expect(refused?.reason).toMatchObject({
      code: 'sold-out',
      message: 'Instance sold out in this region: choose another region or submit a request.',
    });
    expect(provider.enginesInUse()).toBe(2);
    expect(await stock()).toEqual({ status: 'sold-out' });
    // The refused one left nothing behind; a running instance provisioned again (a resumed job) is fine.
    const loser = results[0]?.status === 'rejected' ? 'cap-b' : 'cap-c';
    expect((await provider.inspect(loser)).state).toBe('missing');
    await expect(provider.provision(spec('cap-a'))).resolves.toBeDefined();
  });

  it('a stopped engine frees its place', async () => {
    await provider.stop('cap-a');
    expect(provider.enginesInUse()).toBe(1);
    expect(await stock()).toEqual({ status: 'available', remaining: 1 });
  });
});
