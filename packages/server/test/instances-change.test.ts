// Issue 6, the instance calls after creation: payment method, size, storage, settings, capacity
// requests and connection. Each rule and each spec message, others' instances (404), bad input
// (1216, nothing changed) and two requests racing on one instance (one operation, one refusal).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { capacityRequests, instances, jobs, paymentMethods, users } from '../src/db/schema.ts';
import { JobRunner } from '../src/jobs/runner.ts';
import { call, register, skipSuite, startHarness, v1, type Harness } from './helpers.ts';
import { findSize } from '../src/modules/catalogue/index.ts';

interface InstanceView {
  id: string;
  name: string;
  status: string;
  type: string;
  size: { id: string };
  storageGb: number;
  port: number;
  allowedIps: { ip: string; description: string }[];
  memoryThreshold: number;
  logLevel: number;
  nodeIdCache: number;
  serviceAddress: string | null;
  failureReason: string | null;
  storageChangedAt: string | null;
}
interface Accepted {
  status: string;
  finalStatus: string;
  action: string;
}
type Refusal = { fields?: Record<string, string>; reason?: string };

const GiB = 1024 ** 3;
const card = (number: string) => ({
  type: 'card',
  number,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 3,
  cvc: '123',
  holderName: 'Ada Lovelace',
});
const instanceInput = (name: string, edition: 'shared' | 'standard') => ({
  edition,
  vendor: 'aws',
  region: 'us-east-1',
  sizeId: edition === 'shared' ? 'shared-2c8g' : 'standard-4c16g',
  version: 'blaze-4.5.2',
  name,
  allowedIps: [{ ip: '10.0.0.0/8', description: 'office' }],
  rootPassword: 'Graph-Root-Pass9',
});

describe.skipIf(skipSuite)('instance changes: pay, size, storage, settings, apply, connect', () => {
  let h: Harness;
  let token: string;
  let email: string;
  let other: string;
  let standardId: string;
  let sharedId: string;

  beforeAll(async () => {
    h = await startHarness();
    ({ accessToken: token, email } = await register(h));
    other = (await register(h)).accessToken;
  });
  afterAll(() => h?.close());

  const post = <T>(path: string, body: unknown, as = token) =>
    call<T>(h.app, 'POST', v1(path), { token: as, body });
  const get = <T>(path: string, query: Record<string, string>, as = token) =>
    call<T>(h.app, 'GET', v1(path), { token: as, query });
  const detail = async (id: string) =>
    (await get<InstanceView>('/instance/detail', { instanceId: id })).data as InstanceView;
  const runJobs = () => h.app.services.jobs.runUntilIdle();
  const userId = async (address: string) =>
    (await h.database.db.select().from(users).where(eq(users.email, address)))[0]?.id ?? '';
  const unfinishedJobs = (id: string) => h.app.services.jobs.unfinished([id]);

  it('/instance/pay keeps a sandbox card as a provider token only; refused cards change nothing', async () => {
    const id = await userId(email);
    const notLuhn = await post<Refusal>('/instance/pay', {
      paymentMethod: card('4242424242424241'),
    });
    expect(notLuhn.code).toBe(1216);
    expect(notLuhn.data?.fields).toEqual({ 'paymentMethod.number': 'api.card-number-invalid' });

    const declined = await post<Refusal>('/instance/pay', {
      paymentMethod: card('4000000000000002'),
    });
    expect(declined.code).toBe(1216);
    expect(declined.message).toBe('The card was declined: use another card.');

    const expired = await post<Refusal>('/instance/pay', {
      paymentMethod: card('4000000000000069'),
    });
    expect(expired.message).toBe('Your card has expired.');
    expect(expired.data?.fields?.expMonth).toBe('api.card-expiry-invalid');

    const token_ = await post<Refusal>('/instance/pay', {
      paymentMethod: { type: 'token', token: 'pm_elsewhere' },
    });
    expect(token_.code).toBe(1216);
    expect(token_.data?.fields).toEqual({ token: 'api.token-invalid' });

    const extra = await post<Refusal>('/instance/pay', {
      paymentMethod: { ...card('4242424242424242'), pin: '1234' },
    });
    expect(extra.code).toBe(1216);
    expect(
      await h.database.db.select().from(paymentMethods).where(eq(paymentMethods.userId, id)),
    ).toEqual([]);

    // Without a method on file a STANDARD instance cannot start (it starts as it is created).
    const refused = await post<Refusal>('/instance/create', instanceInput('std', 'standard'));
    expect(refused.message).toBe('Failed to start the instance, check the payment method.');

    const saved = await post<{ paymentMethod: { brand: string; last4: string } }>('/instance/pay', {
      paymentMethod: card('4242 4242 4242 4242'),
    });
    expect(saved.code).toBe(200);
    expect(saved.data?.paymentMethod).toMatchObject({ brand: 'visa', last4: '4242' });
    // A second card becomes the default; the first stays on file (billing lists and removes cards).
    const second = await post<{ paymentMethod: { brand: string; last4: string } }>(
      '/instance/pay',
      { paymentMethod: card('5555555555554444') },
    );
    expect(second.data?.paymentMethod).toMatchObject({ brand: 'mastercard', last4: '4444' });
    const rows = await h.database.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.userId, id));
    expect(rows.map((row) => [row.last4, row.isDefault]).sort()).toEqual([
      ['4242', false],
      ['4444', true],
    ]);
    expect(rows.every((row) => row.providerToken.startsWith('pm_sandbox_'))).toBe(true);
    expect(JSON.stringify(rows)).not.toMatch(/5555555555554444|4242424242424242/);
  });

  it('creates a STANDARD instance once a card is on file, and a Shared one', async () => {
    const standard = await post<InstanceView>('/instance/create', instanceInput('std', 'standard'));
    expect(standard.code).toBe(200);
    standardId = standard.data?.id ?? '';
    const shared = await post<InstanceView>('/instance/create', instanceInput('free', 'shared'));
    sharedId = shared.data?.id ?? '';
    await runJobs();
    expect((await detail(standardId)).status).toBe('RUNNING');
    expect((await detail(sharedId)).status).toBe('RUNNING');
    // The root password chosen at creation reached the provider as a verifier only.
    const local = h.app.services.providers.local;
    expect(await local.verifyRootPassword(standardId, 'Graph-Root-Pass9')).toBe(true);
    expect(await local.verifyRootPassword(standardId, 'Graph-Root-Pass8')).toBe(false);
    const stored = await h.database.db.select().from(jobs).where(eq(jobs.instanceId, standardId));
    expect(JSON.stringify(stored)).not.toContain('Graph-Root-Pass9');
    // The job has ended: its row no longer keeps the verifier either.
    expect(stored[0]?.payload).not.toHaveProperty('rootPasswordHash');
  });

  it('connect: address, root user; Stopped refuses; others get 404', async () => {
    const info = await get<{ host: string; port: number; username: string }>(
      '/instance/connect/manager',
      { instanceId: standardId },
    );
    expect(info.data).toMatchObject({
      host: '127.0.0.1',
      port: 60061,
      username: 'root',
      serviceAddress: '127.0.0.1:60061',
      managerUrl: null,
    });
    expect((await get('/instance/connect/manager', { instanceId: standardId }, other)).code).toBe(
      404,
    );
    expect((await get('/instance/connect/manager', { instanceId: 'nope' })).code).toBe(404);
  });

  it('change size: only while stopped, never to the same size, never for Shared', async () => {
    const running = await post<Refusal>('/instance/change', {
      instanceId: standardId,
      sizeId: 'standard-8c32g',
    });
    expect(running.message).toBe('Stop the instance before changing its size.');
    const shared = await post<Refusal>('/instance/change', {
      instanceId: sharedId,
      sizeId: 'standard-8c32g',
    });
    expect(shared.message).toBe('Shared instances cannot change size or storage.');

    await post('/instance/stop', { instanceId: standardId });
    await runJobs();
    expect((await detail(standardId)).status).toBe('STOPPED');
    const closed = await get<Refusal>('/instance/connect/manager', { instanceId: standardId });
    expect(closed.message).toBe('Start the instance first.');

    const same = await post<Refusal>('/instance/change', {
      instanceId: standardId,
      sizeId: 'standard-4c16g',
    });
    expect(same.message).toBe('No change to the size of the current instance.');
    const otherEdition = await post<Refusal>('/instance/change', {
      instanceId: standardId,
      sizeId: 'shared-2c8g',
    });
    expect(otherEdition.message).toBe('This size is not offered in the selected region.');
    const unknown = await post<Refusal>('/instance/change', {
      instanceId: standardId,
      sizeId: 'standard-999c',
    });
    expect(unknown.data?.fields).toEqual({ sizeId: 'api.key-invalid' });
    const foreign = await post(
      '/instance/change',
      {
        instanceId: standardId,
        sizeId: 'standard-8c32g',
      },
      other,
    );
    expect(foreign.code).toBe(404);
    const badInput = await post<Refusal>('/instance/change', { instanceId: standardId });
    expect(badInput.code).toBe(1216);
    expect((await detail(standardId)).status).toBe('STOPPED');
    expect(await unfinishedJobs(standardId)).toEqual([]);
  });

  it('change size: the size list says what the 80% rule judges, as the rule measures it', async () => {
    const local = h.app.services.providers.local;
    const fit = await local.memoryFit(standardId);
    const { diskBytes } = await local.inspect(standardId);
    const options = await get<{ usage: { memoryBytes: number; diskBytes: number } }>(
      '/product/change/list',
      { instanceId: standardId },
    );
    expect(options.data?.usage).toEqual({ memoryBytes: fit.requiredBytes, diskBytes });
    expect(fit.requiredBytes).toBeGreaterThan(0);
    const memory = vi
      .spyOn(local, 'memoryFit')
      .mockResolvedValueOnce({ requiredBytes: 26 * GiB, availableBytes: 0, fits: false });
    const judged = await get<{ usage: { memoryBytes: number } }>('/product/change/list', {
      instanceId: standardId,
    });
    expect(judged.data?.usage.memoryBytes).toBe(26 * GiB);
    memory.mockRestore();
  });

  it('change size: refused when memory or disk use reaches 80% of the new size', async () => {
    const local = h.app.services.providers.local;
    // The graph would need 26 GiB mounted: 80% of 32 GiB is 25.6 GiB.
    const memory = vi
      .spyOn(local, 'memoryFit')
      .mockResolvedValueOnce({ requiredBytes: 26 * GiB, availableBytes: 0, fits: false });
    const tooBig = await post<Refusal>('/instance/change', {
      instanceId: standardId,
      sizeId: 'standard-8c32g',
    });
    expect(tooBig.message).toBe('Memory and disk use must be below 80% of the new size.');
    memory.mockRestore();
    // 52 GB on disk against the 64 GB the new size comes with (80% is 51.2).
    const real = await local.inspect(standardId);
    const disk = vi.spyOn(local, 'inspect').mockResolvedValueOnce({ ...real, diskBytes: 52 * GiB });
    const fullDisk = await post<Refusal>('/instance/change', {
      instanceId: standardId,
      sizeId: 'standard-8c32g',
    });
    expect(fullDisk.message).toBe('Memory and disk use must be below 80% of the new size.');
    disk.mockRestore();
    expect((await detail(standardId)).status).toBe('STOPPED');
    expect(await unfinishedJobs(standardId)).toEqual([]);
  });

  it('change size: two racing requests make one job; it resizes, then starts by itself', async () => {
    const [a, b] = await Promise.all([
      post<Accepted & Refusal>('/instance/change', {
        instanceId: standardId,
        sizeId: 'standard-8c32g',
      }),
      post<Accepted & Refusal>('/instance/change', {
        instanceId: standardId,
        sizeId: 'standard-16c64g',
      }),
    ]);
    const accepted = [a, b].filter((answer) => answer.code === 200);
    const refused = [a, b].filter((answer) => answer.code !== 200);
    expect(accepted).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]?.code).toBe(1216);
    expect(refused[0]?.message).toMatch(/^An operation is in progress/);
    expect(accepted[0]?.data).toMatchObject({
      status: 'CHANGING',
      finalStatus: 'RUNNING',
      action: 'changeSize',
    });
    expect(await unfinishedJobs(standardId)).toHaveLength(1);
    const target = accepted[0] === a ? 'standard-8c32g' : 'standard-16c64g';
    expect((await detail(standardId)).status).toBe('CHANGING');
    // The server dies once the resize is done: a new runner starts the instance, not resizing again.
    const partial = await h.app.services.jobs.runPartially(1);
    expect(partial?.instanceId).toBe(standardId);
    const halfDone = await detail(standardId);
    expect(halfDone.size.id).toBe(target);
    expect(halfDone.status).toBe('CHANGING');
    const resize = vi.spyOn(h.app.services.providers.local, 'resize');
    const next = new JobRunner({
      db: h.database.db,
      providers: h.app.services.providers,
      clock: h.clock,
      log: h.app.log,
      sizes: findSize,
    });
    expect(await next.reclaimUnfinished()).toBe(1);
    await next.runUntilIdle();
    expect(resize).not.toHaveBeenCalled();
    resize.mockRestore();
    const changed = await detail(standardId);
    expect(changed.status).toBe('RUNNING');
    expect(changed.size.id).toBe(target);
    // The new size's included storage (64 GB for 8c32g, 128 GB for 16c64g) replaced the 50 GB.
    expect(changed.storageGb).toBe(target === 'standard-8c32g' ? 64 : 128);
    const fit = await h.app.services.providers.local.memoryFit(standardId);
    const memoryGiB = target === 'standard-8c32g' ? 32 : 64;
    expect(fit.availableBytes).toBe(Math.floor((memoryGiB * GiB * 80) / 100));
  });

  it('storage: price from the catalogue, extend, then not again within 6 hours', async () => {
    const before = await detail(standardId);
    const open = await get<{ extensible: boolean; maxStorageGb: number; stepGb: number }>(
      '/instance/extend/extensible',
      { instanceId: standardId },
    );
    expect(open.data).toMatchObject({
      extensible: true,
      reason: null,
      currentStorageGb: before.storageGb,
      maxStorageGb: 4096,
      stepGb: 10,
      nextChangeAt: null,
    });
    const target = before.storageGb + 100;
    const price = await get<{ hourlyPriceMicros: number; currentHourlyPriceMicros: number }>(
      '/instance/extend/sellPrice',
      { instanceId: standardId, storageGb: String(target) },
    );
    // 100 GB more at 137 micro-dollars per GB-hour, monthly = hourly x 730.
    expect(price.data?.hourlyPriceMicros).toBe(
      (price.data?.currentHourlyPriceMicros ?? 0) + 13_700,
    );
    expect(price.data).toMatchObject({
      storageGb: target,
      monthlyEstimateMicros: (price.data?.hourlyPriceMicros ?? 0) * 730,
    });
    const priceTooBig = await get<Refusal>('/instance/extend/sellPrice', {
      instanceId: standardId,
      storageGb: '5000',
    });
    expect(priceTooBig.message).toBe('Storage has reached its maximum.');
    expect(
      (await get('/instance/extend/sellPrice', { instanceId: standardId, storageGb: 'x' })).code,
    ).toBe(1216);
    expect(
      (await get('/instance/extend/sellPrice', { instanceId: standardId, storageGb: '100' }, other))
        .code,
    ).toBe(404);

    const smaller = await post<Refusal>('/instance/extend', {
      instanceId: standardId,
      storageGb: before.storageGb,
    });
    expect(smaller.message).toBe('The new storage must be larger than the current storage.');
    const tooBig = await post<Refusal>('/instance/extend', {
      instanceId: standardId,
      storageGb: 5000,
    });
    expect(tooBig.message).toBe('Storage has reached its maximum.');
    expect(tooBig.data?.fields).toEqual({ storageGb: 'api.storage-invalid' });
    const shared = await post<Refusal>('/instance/extend', { instanceId: sharedId, storageGb: 50 });
    expect(shared.message).toBe('Shared instances cannot change size or storage.');
    const sharedState = await get<{ extensible: boolean; reason: string }>(
      '/instance/extend/extensible',
      { instanceId: sharedId },
    );
    expect(sharedState.data).toMatchObject({ extensible: false, reason: 'sharedNoResize' });

    const [a, b] = await Promise.all([
      post<Accepted>('/instance/extend', { instanceId: standardId, storageGb: target }),
      post<Accepted>('/instance/extend', { instanceId: standardId, storageGb: target + 10 }),
    ]);
    expect([a.code, b.code].sort((x, y) => x - y)).toEqual([200, 1216]);
    const won = a.code === 200 ? a : b;
    const grown = a.code === 200 ? target : target + 10;
    expect(won.data).toMatchObject({ status: 'EXTENDING', finalStatus: 'RUNNING' });
    await runJobs();
    const extended = await detail(standardId);
    expect(extended).toMatchObject({ status: 'RUNNING', storageGb: grown });
    expect(extended.storageChangedAt).toBe(h.clock.now().toISOString());
    expect((await h.app.services.providers.local.inspect(standardId)).storageGb).toBe(grown);

    const again = await post<Refusal>('/instance/extend', {
      instanceId: standardId,
      storageGb: grown + 10,
    });
    expect(again.message).toBe('Storage changed too recently (at least 6 hours).');
    const waiting = await get<{ extensible: boolean; nextChangeAt: string }>(
      '/instance/extend/extensible',
      { instanceId: standardId },
    );
    expect(waiting.data).toMatchObject({
      extensible: false,
      reason: 'storageTooSoon',
      message: 'Storage changed too recently (at least 6 hours).',
      nextChangeAt: new Date(h.clock.now().getTime() + 6 * 3600_000).toISOString(),
    });

    // Six hours later (moved in the row: moving the clock would expire the test's token).
    await h.database.db
      .update(instances)
      .set({ storageChangedAt: new Date(h.clock.now().getTime() - 6 * 3600_000) })
      .where(eq(instances.id, standardId));
    expect(
      (
        await get<{ extensible: boolean }>('/instance/extend/extensible', {
          instanceId: standardId,
        })
      ).data?.extensible,
    ).toBe(true);

    // At the maximum nothing more can be added.
    await h.database.db
      .update(instances)
      .set({ storageGb: 4096 })
      .where(eq(instances.id, standardId));
    const atMax = await post<Refusal>('/instance/extend', {
      instanceId: standardId,
      storageGb: 4096,
    });
    expect(atMax.message).toBe('Storage has reached its maximum.');
    expect(
      (await get<{ reason: string }>('/instance/extend/extensible', { instanceId: standardId }))
        .data?.reason,
    ).toBe('storageMax');
    await h.database.db
      .update(instances)
      .set({ storageGb: grown })
      .where(eq(instances.id, standardId));
  });

  it('update/network: allowed IPs at once; a new port restarts a running instance', async () => {
    const duplicate = await post<Refusal>('/instance/update/network', {
      instanceId: standardId,
      allowedIps: [{ ip: '1.2.3.4' }, { ip: '1.2.3.4/32' }],
    });
    expect(duplicate.code).toBe(1216);
    expect(duplicate.data?.fields?.['allowedIps.1.ip']).toBe(
      'validation.instance.allowed-ip-duplicate',
    );
    const lowPort = await post<Refusal>('/instance/update/network', {
      instanceId: standardId,
      port: 59999,
    });
    expect(Object.keys(lowPort.data?.fields ?? {})).toEqual(['port']);
    const nothing = await post<Refusal>('/instance/update/network', { instanceId: standardId });
    expect(nothing.code).toBe(1216);
    const same = await post<Refusal>('/instance/update/network', {
      instanceId: standardId,
      port: 60061,
    });
    expect(same.message).toBe('Nothing to change: these are the current settings.');
    const sharedPort = await post<Refusal>('/instance/update/network', {
      instanceId: sharedId,
      port: 60100,
    });
    expect(sharedPort.message).toBe('The region, size and port of a Shared instance are fixed.');
    const foreign = await post(
      '/instance/update/network',
      {
        instanceId: standardId,
        port: 60100,
      },
      other,
    );
    expect(foreign.code).toBe(404);
    expect(await unfinishedJobs(standardId)).toEqual([]);

    const ips = await post<Accepted>('/instance/update/network', {
      instanceId: standardId,
      allowedIps: [{ ip: '192.168.0.1 - 192.168.0.9', description: 'lab' }, { ip: '8.8.8.8' }],
    });
    expect(ips.data).toMatchObject({ status: 'UPDATING', finalStatus: 'RUNNING' });
    await runJobs();
    expect((await detail(standardId)).allowedIps).toEqual([
      { ip: '192.168.0.1 - 192.168.0.9', description: 'lab' },
      { ip: '8.8.8.8', description: '' },
    ]);

    const [a, b] = await Promise.all([
      post<Accepted>('/instance/update/network', { instanceId: standardId, logLevel: 2 }),
      post<Accepted>('/instance/update/server', { instanceId: standardId, logLevel: 4 }),
    ]);
    // The first is bad input (logLevel is a server setting), refused before anything else.
    expect(a.code).toBe(1216);
    expect(b.code).toBe(200);
    await runJobs();

    const [port, server] = await Promise.all([
      post<Accepted>('/instance/update/network', { instanceId: standardId, port: 60100 }),
      post<Accepted>('/instance/update/server', { instanceId: standardId, logLevel: 2 }),
    ]);
    expect([port.code, server.code].sort((x, y) => x - y)).toEqual([200, 1216]);
    expect(await unfinishedJobs(standardId)).toHaveLength(1);
    await runJobs();
    if (port.code !== 200) {
      expect((await detail(standardId)).logLevel).toBe(2);
      expect(
        (await post<Accepted>('/instance/update/network', { instanceId: standardId, port: 60100 }))
          .code,
      ).toBe(200);
    } else {
      expect((await detail(standardId)).logLevel).toBe(4);
    }
    const [portJob] = await unfinishedJobs(standardId);
    if (portJob) {
      expect(portJob.payload.path).toEqual(['UPDATING', 'RESTARTING', 'RUNNING']);
      await runJobs();
    }
    const moved = await detail(standardId);
    expect(moved).toMatchObject({ status: 'RUNNING', port: 60100 });
    expect(moved.serviceAddress).toBe('127.0.0.1:60100');
    const [done] = (
      await h.database.db.select().from(jobs).where(eq(jobs.instanceId, standardId))
    ).filter(
      (job) =>
        job.kind === 'configure' &&
        job.status === 'done' &&
        job.payload.settings &&
        (job.payload.settings as { port?: number }).port === 60100,
    );
    expect(done?.payload.path).toEqual(['UPDATING', 'RESTARTING', 'RUNNING']);
  });

  it('update/server: memory threshold, log level and node ID cache by the validation rules', async () => {
    const bad = await post<Refusal>('/instance/update/server', {
      instanceId: standardId,
      memoryThreshold: 91,
      logLevel: 5,
      nodeIdCache: 999_000_001,
    });
    expect(Object.keys(bad.data?.fields ?? {}).sort()).toEqual([
      'logLevel',
      'memoryThreshold',
      'nodeIdCache',
    ]);
    const shortUuid = await post<Refusal>('/instance/update/server', {
      instanceId: standardId,
      shortUuid: true,
    });
    expect(shortUuid.code).toBe(1216);

    const accepted = await post<Accepted>('/instance/update/server', {
      instanceId: standardId,
      memoryThreshold: 90,
      logLevel: 1,
      nodeIdCache: 5_000_000,
    });
    expect(accepted.data).toMatchObject({ status: 'UPDATING', finalStatus: 'RUNNING' });
    await runJobs();
    expect(await detail(standardId)).toMatchObject({
      status: 'RUNNING',
      memoryThreshold: 90,
      logLevel: 1,
      nodeIdCache: 5_000_000,
    });
    // The provider judges memory with the new threshold.
    const fit = await h.app.services.providers.local.memoryFit(standardId);
    const memoryGiB = (await detail(standardId)).size.id === 'standard-8c32g' ? 32 : 64;
    expect(fit.availableBytes).toBe(Math.floor((memoryGiB * GiB * 90) / 100));
  });

  it('/instance/apply stores one open capacity request per place and size', async () => {
    const first = await post<{ requestId: string; submittedAt: string }>('/instance/apply', {
      vendor: 'aws',
      region: 'us-east-1',
      sizeId: 'standard-32c128g',
      quantity: 2,
      message: 'Launch in March',
    });
    expect(first.code).toBe(200);
    const again = await post<{ requestId: string }>('/instance/apply', {
      vendor: 'aws',
      region: 'us-east-1',
      sizeId: 'standard-32c128g',
    });
    expect(again.data?.requestId).toBe(first.data?.requestId);
    const [row] = await h.database.db
      .select()
      .from(capacityRequests)
      .where(eq(capacityRequests.id, first.data?.requestId ?? ''));
    expect(row).toMatchObject({ quantity: 2, message: 'Launch in March', status: 'OPEN' });

    const region = await post<Refusal>('/instance/apply', {
      vendor: 'aws',
      region: 'moon-1',
      sizeId: 'standard-32c128g',
    });
    expect(region.message).toBe('This size is not offered in the selected region.');
    const quantity = await post<Refusal>('/instance/apply', {
      vendor: 'aws',
      region: 'us-east-1',
      sizeId: 'standard-32c128g',
      quantity: 0,
    });
    expect(quantity.data?.fields).toEqual({ quantity: 'api.quantity-invalid' });
    const rows = await h.database.db
      .select()
      .from(capacityRequests)
      .where(eq(capacityRequests.userId, await userId(email)));
    expect(rows).toHaveLength(1);
  });

  it('a Stopped instance extends and stays Stopped; a LIMITED account cannot change its size', async () => {
    await post('/instance/stop', { instanceId: standardId });
    await runJobs();
    const before = await detail(standardId);
    expect(before.status).toBe('STOPPED');
    const accepted = await post<Accepted>('/instance/extend', {
      instanceId: standardId,
      storageGb: before.storageGb + 10,
    });
    expect(accepted.data).toMatchObject({ status: 'EXTENDING', finalStatus: 'STOPPED' });
    await runJobs();
    expect(await detail(standardId)).toMatchObject({
      status: 'STOPPED',
      storageGb: before.storageGb + 10,
    });

    await h.database.db.update(users).set({ status: 'LIMITED' }).where(eq(users.email, email));
    const limited = await post<Refusal>('/instance/change', {
      instanceId: standardId,
      sizeId: 'standard-4c16g',
    });
    expect(limited.message).toBe(
      'Your account is limited: you can read and pay bills, but not create or start instances.',
    );
    await h.database.db.update(users).set({ status: 'NORMAL' }).where(eq(users.email, email));
    expect(await unfinishedJobs(standardId)).toEqual([]);
  });

  it('cleans up: terminates both instances', async () => {
    for (const [id, name] of [
      [standardId, 'std'],
      [sharedId, 'free'],
    ] as const)
      await post('/instance/terminate', { instanceId: id, confirmName: name });
    await runJobs();
    expect((await detail(standardId)).status).toBe('TERMINATED');
    expect((await detail(sharedId)).status).toBe('TERMINATED');
  });
});
