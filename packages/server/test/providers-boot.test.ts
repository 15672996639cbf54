// Server start with the cloud providers of the configuration: simulated clouds count the instances
// that already exist (a restart does not free their capacity), and a machine where the graph engine
// cannot load still starts, says why, and refuses to provision.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { prepareServices } from '../src/boot.ts';
import { testConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { instances, users } from '../src/db/schema.ts';
import type { GraphEngineFactory } from '../src/engine/graph-engine.ts';
import { createCloudProviders, noDelays } from '../src/providers/index.ts';
import {
  call,
  freshEmail,
  openTestDatabase,
  register,
  skipSuite,
  startHarness,
  v1,
  type Harness,
} from './helpers.ts';
import { findRegion } from '../src/modules/catalogue/index.ts';

describe.skipIf(skipSuite)('cloud providers at server start', () => {
  let database: Database;
  const dataRoot = mkdtempSync(join(tmpdir(), 'quiver-providers-boot-'));
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dataRoot, { recursive: true, force: true });
  });

  it('simulated mode: instances that exist hold their region capacity after a restart', async () => {
    const [user] = await database.db
      .insert(users)
      .values({ email: freshEmail('boot'), identityType: 'email' })
      .returning({ id: users.id });
    if (!user) throw new Error('no user');
    const place = { vendor: 'alibaba', region: 'eu-central-1' };
    const row = (name: string, status: string) => ({
      userId: user.id,
      name,
      status,
      type: 'STANDARD',
      edition: 'standard',
      sizeKey: 'standard-4c16g',
      storageGb: 50,
      ...place,
    });
    const [running] = await database.db
      .insert(instances)
      .values([row('kept-1', 'RUNNING'), row('kept-2', 'STOPPED'), row('gone', 'TERMINATED')])
      .returning({ id: instances.id });
    if (!running) throw new Error('no instance');
    // The RUNNING instance has a real database, left by a server that has since stopped.
    const before = createCloudProviders({
      mode: 'simulated',
      dataDir: join(dataRoot, 'graphs'),
      regions: findRegion,
      delays: noDelays,
    });
    await before.forVendor('alibaba').provision({
      instanceId: running.id,
      vendor: 'alibaba',
      region: 'eu-central-1',
      sizeKey: 'standard-4c16g',
      vcpu: 4,
      memoryGiB: 16,
      storageGb: 50,
      version: '4.5.2',
      port: 60061,
      memoryThresholdPercent: 80,
    });
    await before.shutdown();

    const h: Harness = await startHarness(
      {
        dataRoot,
        cloud: {
          mode: 'simulated',
          // Realistic delays (a start takes 20 s): the restart at boot must not wait for them.
          delayFactor: 1,
          regionCapacity: 50,
          capacityOverrides: { 'alibaba/eu-central-1': 2, 'alibaba/us-west-1': 0 },
          faults: [],
        },
      },
      database,
    );
    try {
      expect(h.app.services.providers.forVendor('alibaba').name).toBe('alibaba');
      expect(h.app.bootReport?.adopted).toBeGreaterThanOrEqual(2);
      expect(h.app.services.providers.simulated('alibaba')?.placedIn('eu-central-1')).toBe(2);
      const { accessToken } = await register(h);
      const stock = (region: string) =>
        call<{ available: boolean; message?: string }>(h.app, 'GET', v1('/instance/stock/check'), {
          token: accessToken,
          query: { vendor: 'alibaba', region, sizeId: 'standard-4c16g' },
        });
      // Two live instances fill the two places: the terminated one does not count.
      expect((await stock('eu-central-1')).data).toMatchObject({
        available: false,
        message: 'Instance sold out in this region: choose another region or submit a request.',
      });
      expect((await stock('us-west-1')).data?.available).toBe(false);
      expect((await stock('cn-hangzhou')).data?.available).toBe(true);

      // The server's own start brings the engine back, without the simulated cloud's delays.
      const { local } = h.app.services.providers;
      expect((await local.inspect(running.id)).state).not.toBe('running');
      const started = performance.now();
      const report = await prepareServices(h.app.services, h.app.log, { restartEngines: true });
      expect(report.enginesRestarted).toBe(1);
      expect(performance.now() - started).toBeLessThan(15_000);
      expect((await local.inspect(running.id)).state).toBe('running');
    } finally {
      await h.close();
    }
  });

  it('simulated mode from the configuration: capacity and injected faults reach the API', async () => {
    const h = await startHarness(
      {
        dataRoot,
        cloud: {
          mode: 'simulated',
          delayFactor: 0,
          regionCapacity: 50,
          capacityOverrides: { 'aws/ap-south-1': 0 },
          faults: [{ vendor: 'azure', fault: { kind: 'provision-failure', times: 1 } }],
        },
      },
      database,
    );
    try {
      const { accessToken } = await register(h);
      const create = (vendor: string, region: string) =>
        call<{ id: string; status: string; failureReason: string | null }>(
          h.app,
          'POST',
          v1('/instance/create'),
          {
            token: accessToken,
            body: {
              edition: 'shared',
              vendor,
              region,
              sizeId: 'shared-2c8g',
              version: 'blaze-4.5.2',
              name: `sim ${region}`,
              allowedIps: [],
              rootPassword: 'Graph-Root-Pass9',
            },
          },
        );
      expect(await create('aws', 'ap-south-1')).toMatchObject({
        code: 1216,
        message: 'Instance sold out in this region: choose another region or submit a request.',
      });
      const created = await create('azure', 'eastus');
      expect(created.data?.status).toBe('CREATING');
      await h.app.services.jobs.runUntilIdle();
      const detail = await call<{ status: string; failureReason: string | null }>(
        h.app,
        'GET',
        v1('/instance/detail'),
        { token: accessToken, query: { instanceId: created.data?.id ?? '' } },
      );
      expect(detail.data).toMatchObject({ status: 'ERROR', failureReason: 'providerInitFailed' });
      // The fault was for one operation: the region takes instances again.
      expect(
        await h.app.services.providers
          .forVendor('azure')
          .checkStock({ vendor: 'azure', region: 'eastus', sizeKey: 'shared-2c8g' }),
      ).toMatchObject({ status: 'available' });
    } finally {
      await h.close();
    }
  });

  it('without a graph engine the server starts, says why, and refuses to provision', async () => {
    const missingEngine: GraphEngineFactory = {
      name: 'kuzu',
      availability: async () => ({
        available: false,
        engine: 'kuzu',
        reason: 'the native module needs glibc 2.38.',
      }),
      create: () => {
        throw new Error('not available');
      },
    };
    const warnings: string[] = [];
    const app = await buildApp({
      config: testConfig({ dataRoot }),
      db: database.db,
      cloudProviders: createCloudProviders({
        mode: 'local',
        dataDir: join(dataRoot, 'graphs-none'),
        regions: findRegion,
        engineFactory: missingEngine,
      }),
      logger: {
        level: 'warn',
        stream: { write: (line: string) => void warnings.push(line) },
      },
    });
    try {
      await app.ready();
      expect(app.bootReport?.provisioningUnavailable).toBe(
        'The graph engine (kuzu) is unavailable: the native module needs glibc 2.38.',
      );
      expect(warnings.join('\n')).toContain(
        'Provisioning is unavailable: The graph engine (kuzu) is unavailable: the native module needs glibc 2.38.',
      );
      const h = { app } as Harness;
      const { accessToken } = await register({ ...h, database } as Harness);
      const stock = await call<{ available: boolean; message?: string }>(
        app,
        'GET',
        v1('/instance/stock/check'),
        {
          token: accessToken,
          query: { vendor: 'aws', region: 'us-east-1', sizeId: 'standard-4c16g' },
        },
      );
      expect(stock.data).toMatchObject({
        available: false,
        message: 'The selected instance cannot be created now.',
      });
      // The rest of the API works.
      const vendors = await call<{ items: unknown[] }>(app, 'GET', v1('/vendor/list'), {
        token: accessToken,
      });
      expect(vendors.data?.items).toHaveLength(4);
    } finally {
      await app.close();
    }
  });
});
