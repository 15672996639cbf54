import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { kuzuEngineFactory } from '../engine/kuzu-engine.ts';
import type { InstanceSpec } from './cloud-provider.ts';
import { LocalProvider } from './local-provider.ts';
import { createCloudProviders } from './registry.ts';
import { SimulatedCloudProvider, type SimulatedDelays } from './simulated-cloud-provider.ts';
import { findRegion } from '../modules/catalogue/index.ts';

let root: string;
let local: LocalProvider;
let aws: SimulatedCloudProvider;
const slept: number[] = [];
const delays: SimulatedDelays = {
  provisionMs: 45,
  startMs: 20,
  stopMs: 10,
  resizeMs: 30,
  extendMs: 15,
  snapshotMs: 8,
  restoreMs: 12,
  terminateMs: 5,
};
let next = 0;
const spec = (region = 'us-east-1'): InstanceSpec => ({
  instanceId: `sim-${++next}`,
  vendor: 'aws',
  region,
  sizeKey: 'standard-4c16g',
  vcpu: 4,
  memoryGiB: 16,
  storageGb: 50,
  version: '4.5.2',
  port: 60061,
  memoryThresholdPercent: 80,
});

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'quiver-simulated-'));
  local = new LocalProvider({ dataDir: root, engineFactory: kuzuEngineFactory });
});

beforeEach(() => {
  slept.length = 0;
  // The injected sleep records the delays instead of waiting them out.
  aws = new SimulatedCloudProvider({
    vendor: 'aws',
    local,
    regions: findRegion,
    delays,
    capacity: { 'us-east-2': 1 },
    defaultCapacity: null,
    sleep: async (ms) => {
      slept.push(ms);
    },
  });
});

afterAll(async () => {
  await local.shutdown();
  await rm(root, { recursive: true, force: true });
});

describe('SimulatedCloudProvider', () => {
  it('creates a real database after the cloud’s provisioning delay', async () => {
    const instance = spec();
    await aws.provision(instance);
    expect(slept).toEqual([45, 0]);
    expect(await aws.inspect(instance.instanceId)).toMatchObject({ state: 'running', nodes: 0 });
    await aws.stop(instance.instanceId);
    await aws.start(instance.instanceId);
    expect(slept).toEqual([45, 0, 10, 20]);
    await aws.terminate(instance.instanceId);
  });

  it('knows its regions: unknown and closed regions cannot create', async () => {
    expect(
      await aws.checkStock({ vendor: 'aws', region: 'us-central1', sizeKey: 'x' }),
    ).toMatchObject({
      status: 'unavailable',
    });
    expect(await aws.checkStock({ vendor: 'aws', region: 'sa-east-1', sizeKey: 'x' })).toEqual({
      status: 'unavailable',
      reason: 'South America (São Paulo) is not accepting new instances.',
    });
    expect(
      await aws.checkStock({ vendor: 'gcp', region: 'us-east-1', sizeKey: 'x' }),
    ).toMatchObject({
      status: 'unavailable',
    });
  });

  it('counts regional stock: occupied while a creation holds the last slot, then sold out, freed by terminate', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = new SimulatedCloudProvider({
      vendor: 'aws',
      local,
      regions: findRegion,
      delays,
      capacity: { 'us-east-2': 1 },
      sleep: (ms) => (ms === delays.provisionMs ? gate : Promise.resolve()),
    });
    const first = spec('us-east-2');
    expect(await slow.checkStock({ vendor: 'aws', region: 'us-east-2', sizeKey: 'x' })).toEqual({
      status: 'available',
      remaining: 1,
    });
    const creating = slow.provision(first);
    expect(await slow.checkStock({ vendor: 'aws', region: 'us-east-2', sizeKey: 'x' })).toEqual({
      status: 'occupied',
    });
    await expect(slow.provision(spec('us-east-2'))).rejects.toMatchObject({
      code: 'occupied',
      message: 'Instance occupied in this region.',
    });
    release();
    await creating;
    expect(await slow.checkStock({ vendor: 'aws', region: 'us-east-2', sizeKey: 'x' })).toEqual({
      status: 'sold-out',
    });
    await expect(slow.provision(spec('us-east-2'))).rejects.toMatchObject({
      code: 'sold-out',
      message: 'Instance sold out in this region: choose another region or submit a request.',
    });
    // A resumed create job for the instance that holds the slot goes through.
    await expect(slow.provision(first)).resolves.toMatchObject({
      serviceAddress: '127.0.0.1:60061',
    });
    await slow.terminate(first.instanceId);
    expect(
      await slow.checkStock({ vendor: 'aws', region: 'us-east-2', sizeKey: 'x' }),
    ).toMatchObject({
      status: 'available',
    });
  });

  it('injects sold-out and unavailable regions', async () => {
    aws.injectFault({ kind: 'sold-out', region: 'eu-west-1' });
    aws.injectFault({ kind: 'unavailable', region: 'eu-central-1', reason: 'Quota exceeded.' });
    expect(await aws.checkStock({ vendor: 'aws', region: 'eu-west-1', sizeKey: 'x' })).toEqual({
      status: 'sold-out',
    });
    expect(await aws.checkStock({ vendor: 'aws', region: 'eu-central-1', sizeKey: 'x' })).toEqual({
      status: 'unavailable',
      reason: 'Quota exceeded.',
    });
    expect(
      await aws.checkStock({ vendor: 'aws', region: 'us-west-2', sizeKey: 'x' }),
    ).toMatchObject({
      status: 'available',
    });
    aws.clearFaults();
    expect(
      await aws.checkStock({ vendor: 'aws', region: 'eu-west-1', sizeKey: 'x' }),
    ).toMatchObject({
      status: 'available',
    });
  });

  it('fails provisioning with a provider failure, and succeeds when the job retries', async () => {
    aws.injectFault({ kind: 'provision-failure', times: 1 });
    const instance = spec();
    await expect(aws.provision(instance)).rejects.toMatchObject({ code: 'provider-failure' });
    expect(await aws.inspect(instance.instanceId)).toMatchObject({ state: 'missing' });
    await aws.provision(instance);
    expect(await aws.inspect(instance.instanceId)).toMatchObject({ state: 'running' });
    await aws.terminate(instance.instanceId);
  });

  it('slows starts down when asked', async () => {
    const instance = spec();
    await aws.provision(instance);
    await aws.stop(instance.instanceId);
    aws.injectFault({ kind: 'slow-start', extraMs: 90_000, times: 1 });
    slept.length = 0;
    await aws.start(instance.instanceId);
    await aws.stop(instance.instanceId);
    await aws.start(instance.instanceId);
    expect(slept).toEqual([90_020, 10, 20]);
    await aws.terminate(instance.instanceId);
  });

  it('reports a graph too big for memory under memory pressure', async () => {
    const instance = spec();
    await aws.provision(instance);
    expect((await aws.memoryFit(instance.instanceId)).fits).toBe(true);
    aws.injectFault({ kind: 'memory-pressure', times: 1 });
    expect((await aws.memoryFit(instance.instanceId)).fits).toBe(false);
    expect((await aws.memoryFit(instance.instanceId)).fits).toBe(true);
    await aws.terminate(instance.instanceId);
  });
});

describe('createCloudProviders', () => {
  it('serves every vendor from the local driver by default', () => {
    const providers = createCloudProviders({
      mode: 'local',
      dataDir: root,
      regions: findRegion,
      engineFactory: kuzuEngineFactory,
    });
    expect(providers.forVendor('aws')).toBe(providers.local);
    expect(providers.forVendor('alibaba')).toBe(providers.local);
    expect(providers.simulated('aws')).toBeUndefined();
    expect(() => providers.forVendor('oracle')).toThrow(/no cloud provider named oracle/);
  });

  it('gives each vendor its simulated cloud in simulated mode, with capacity overrides', async () => {
    const providers = createCloudProviders({
      mode: 'simulated',
      dataDir: root,
      regions: findRegion,
      engineFactory: kuzuEngineFactory,
      capacityOverrides: { 'azure/westeurope': 0 },
    });
    expect(providers.forVendor('gcp').name).toBe('gcp');
    expect(providers.simulated('azure')).toBe(providers.forVendor('azure'));
    const azure = providers.forVendor('azure');
    expect(await azure.checkStock({ vendor: 'azure', region: 'westeurope', sizeKey: 'x' })).toEqual(
      {
        status: 'sold-out',
      },
    );
    expect(await azure.checkStock({ vendor: 'azure', region: 'eastus', sizeKey: 'x' })).toEqual({
      status: 'available',
      remaining: 50,
    });
  });
});
