import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { parseCapacityOverrides, parseFaults } from './cloud-settings.ts';
import { cloudProvidersConfig, createCloudProviders, scaledDelays } from './registry.ts';
import { realisticDelays } from './simulated-cloud-provider.ts';
import { findRegion } from '../modules/catalogue/index.ts';

const dataRoot = mkdtempSync(join(tmpdir(), 'quiver-cloud-settings-'));
afterAll(() => rmSync(dataRoot, { recursive: true, force: true }));
const env = (extra: Record<string, string>) =>
  loadConfig({ DATA_DIR: dataRoot, JWT_SECRET: 'x'.repeat(32), ...extra });

describe('SIMULATED_FAULTS and SIMULATED_CAPACITY', () => {
  it('reads every fault kind, scoped to a vendor, a region or every vendor', () => {
    expect(
      parseFaults(
        'aws/us-east-1:sold-out, gcp:provision-failure*2,*:slow-start=30000,azure/eastus:unavailable,alibaba:memory-pressure*1',
      ),
    ).toEqual([
      { vendor: 'aws', fault: { kind: 'sold-out', region: 'us-east-1' } },
      { vendor: 'gcp', fault: { kind: 'provision-failure', times: 2 } },
      { vendor: '*', fault: { kind: 'slow-start', extraMs: 30000 } },
      { vendor: 'azure', fault: { kind: 'unavailable', region: 'eastus' } },
      { vendor: 'alibaba', fault: { kind: 'memory-pressure', times: 1 } },
    ]);
    expect(parseFaults('')).toEqual([]);
  });

  it('refuses faults it cannot apply, naming the entry', () => {
    expect(() => parseFaults('ibm:sold-out')).toThrow(
      '"ibm:sold-out": unknown cloud provider "ibm"',
    );
    expect(() => parseFaults('aws:meteor')).toThrow('unknown fault "meteor"');
    expect(() => parseFaults('aws:slow-start')).toThrow('slow-start needs =ms');
    expect(() => parseFaults('aws:sold-out=5')).toThrow('slow-start needs =ms');
    expect(() => parseFaults('aws/us-east-1:slow-start=5')).toThrow('can name a region');
    expect(() => parseFaults('*/us-east-1:sold-out')).toThrow('only with a vendor');
    expect(() => parseFaults('aws:sold-out*2')).toThrow('*times (1 or more) applies to');
    expect(() => parseFaults('aws:provision-failure*0')).toThrow('*times (1 or more)');
    expect(() => parseFaults('sold-out')).toThrow('is not target:kind');
  });

  it('reads capacity overrides', () => {
    expect(parseCapacityOverrides('aws/us-east-1=0, gcp/europe-west1=3')).toEqual({
      'aws/us-east-1': 0,
      'gcp/europe-west1': 3,
    });
    expect(() => parseCapacityOverrides('aws=3')).toThrow('"aws=3" is not vendor/region=count');
    expect(() => parseCapacityOverrides('oracle/us-1=3')).toThrow(
      'unknown cloud provider "oracle"',
    );
    expect(() => parseCapacityOverrides('aws/us-east-1=-1')).toThrow('is not vendor/region=count');
  });
});

describe('CLOUD_PROVIDERS in the configuration', () => {
  it('defaults to the local driver', () => {
    expect(env({}).cloud).toMatchObject({ mode: 'local', faults: [] });
  });

  it('builds simulated settings from the environment', () => {
    const config = env({
      CLOUD_PROVIDERS: 'simulated',
      SIMULATED_DELAY_FACTOR: '0.1',
      SIMULATED_REGION_CAPACITY: '3',
      SIMULATED_CAPACITY: 'aws/us-east-1=0',
      SIMULATED_FAULTS: 'gcp:provision-failure*1',
    });
    expect(config.cloud).toEqual({
      mode: 'simulated',
      delayFactor: 0.1,
      regionCapacity: 3,
      capacityOverrides: { 'aws/us-east-1': 0 },
      faults: [{ vendor: 'gcp', fault: { kind: 'provision-failure', times: 1 } }],
    });
    expect(
      env({ CLOUD_PROVIDERS: 'simulated', SIMULATED_REGION_CAPACITY: 'unlimited' }).cloud,
    ).toMatchObject({ regionCapacity: null, delayFactor: 1 });
  });

  it('names the variable of a bad value', () => {
    expect(() => env({ CLOUD_PROVIDERS: 'openstack' })).toThrow('CLOUD_PROVIDERS');
    expect(() => env({ SIMULATED_FAULTS: 'aws:sold-out' })).toThrow(
      'SIMULATED_FAULTS: only with CLOUD_PROVIDERS=simulated',
    );
    expect(() => env({ CLOUD_PROVIDERS: 'simulated', SIMULATED_DELAY_FACTOR: 'fast' })).toThrow(
      'SIMULATED_DELAY_FACTOR: must be a number from 0 to 100',
    );
    expect(() => env({ CLOUD_PROVIDERS: 'simulated', SIMULATED_DELAY_FACTOR: '101' })).toThrow(
      'SIMULATED_DELAY_FACTOR',
    );
    expect(() => env({ CLOUD_PROVIDERS: 'simulated', SIMULATED_REGION_CAPACITY: 'lots' })).toThrow(
      'SIMULATED_REGION_CAPACITY: must be a whole number or unlimited',
    );
    expect(() => env({ CLOUD_PROVIDERS: 'simulated', SIMULATED_FAULTS: 'aws:meteor' })).toThrow(
      'SIMULATED_FAULTS: "aws:meteor": unknown fault',
    );
    expect(() =>
      env({
        CLOUD_PROVIDERS: 'simulated',
        SIMULATED_FAULTS: 'aws:sold-out',
        NODE_ENV: 'production',
      }),
    ).toThrow('SIMULATED_FAULTS: for tests and demos, not allowed in production');
    expect(() => env({ CATALOGUE_REFRESH_SECONDS: '-1' })).toThrow('CATALOGUE_REFRESH_SECONDS');
  });
});

describe('simulated clouds built from the settings', () => {
  const settings = env({
    CLOUD_PROVIDERS: 'simulated',
    SIMULATED_DELAY_FACTOR: '0',
    SIMULATED_REGION_CAPACITY: '2',
    SIMULATED_CAPACITY: 'aws/us-east-2=0',
    SIMULATED_FAULTS: 'aws/eu-west-1:sold-out,*:unavailable',
  }).cloud;

  it('scales the realistic delays', () => {
    expect(scaledDelays(0.5).provisionMs).toBe(realisticDelays.provisionMs / 2);
    expect(Object.values(scaledDelays(0)).every((ms) => ms === 0)).toBe(true);
  });

  it('applies capacity, faults and adopted instances to stock', async () => {
    if (!settings) throw new Error('no settings');
    const config = cloudProvidersConfig(
      { ...settings, faults: settings.faults.filter((f) => f.fault.kind !== 'unavailable') },
      join(dataRoot, 'graphs'),
      findRegion,
    );
    expect(config).toMatchObject({ mode: 'simulated', regionCapacity: 2 });
    const providers = createCloudProviders(config);
    const aws = providers.forVendor('aws');
    expect(aws.name).toBe('aws');
    const stock = (region: string) =>
      aws.checkStock({ vendor: 'aws', region, sizeKey: 'standard-4c16g' });
    expect(await stock('us-east-1')).toEqual({ status: 'available', remaining: 2 });
    expect(await stock('us-east-2')).toEqual({ status: 'sold-out' });
    expect(await stock('eu-west-1')).toEqual({ status: 'sold-out' });
    // After a restart the instances already placed count again.
    expect(
      providers.adopt([
        { id: 'i-1', vendor: 'aws', region: 'us-east-1' },
        { id: 'i-2', vendor: 'aws', region: 'us-east-1' },
        { id: 'i-3', vendor: 'gcp', region: 'us-central1' },
      ]),
    ).toBe(3);
    expect(await stock('us-east-1')).toEqual({ status: 'sold-out' });
    expect(providers.simulated('gcp')?.placedIn('us-central1')).toBe(1);
    await providers.shutdown();
  });

  it('injects a fault into every vendor with *', async () => {
    if (!settings) throw new Error('no settings');
    const providers = createCloudProviders(
      cloudProvidersConfig(settings, join(dataRoot, 'g2'), findRegion),
    );
    for (const vendor of ['gcp', 'azure'] as const) {
      const verdict = await providers
        .forVendor(vendor)
        .checkStock({ vendor, region: vendor === 'gcp' ? 'us-central1' : 'eastus', sizeKey: 'x' });
      expect(verdict.status).toBe('unavailable');
    }
    await providers.shutdown();
  });

  it('local mode adopts nothing (no capacity to count)', async () => {
    const providers = createCloudProviders(
      cloudProvidersConfig(env({}).cloud!, join(dataRoot, 'g3'), findRegion),
    );
    expect(providers.adopt([{ id: 'i-1', vendor: 'aws', region: 'us-east-1' }])).toBe(0);
    expect(providers.forVendor('aws').name).toBe('local');
    await providers.shutdown();
  });
});
