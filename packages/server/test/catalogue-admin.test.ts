// The catalogue in the database: the seed migration holds today's catalogue, the admin command
// changes it (checked input, one transaction, version bumped), and the API answers from the new
// snapshot at once in this process and after a refresh in another one.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../src/admin.ts';
import {
  catalogueVersion,
  findAnyImage,
  findImage,
  findRegion,
  findSize,
  instanceHourlyMicros,
  seedCatalogue,
} from '../src/modules/catalogue/index.ts';
import { readCatalogue } from '../src/modules/catalogue/store.ts';
import {
  catalogueImages,
  catalogueSettings,
  catalogueSizes,
  instances,
  users,
} from '../src/db/schema.ts';
import { call, register, skipSuite, startHarness, v1, type Harness } from './helpers.ts';

const v2 = (path: string) => `/api/dbaas/v2${path}`;
type Fields = { fields?: Record<string, string> };

describe.skipIf(skipSuite)('catalogue stored in the database', () => {
  let h: Harness;
  let token: string;
  let email: string;
  const admin = (...args: string[]) => runAdmin(args, h.app.services);
  const version = async () =>
    (
      await h.database.db
        .select({ version: catalogueSettings.version })
        .from(catalogueSettings)
        .where(eq(catalogueSettings.id, 1))
    )[0]?.version;

  beforeAll(async () => {
    h = await startHarness();
    ({ accessToken: token, email } = await register(h));
  });
  afterAll(async () => {
    // Files of the PostgreSQL project share one database: put the seeded values back.
    if (!h) return;
    await admin('size', 'price', 'standard-4c16g', '1.14').catch(() => undefined);
    await admin('size', 'enable', 'standard-8c32g').catch(() => undefined);
    for (const key of ['powerhouse-4c16g', 'powerhouse-8c32g', 'powerhouse-16c64g'])
      await admin('size', 'enable', key).catch(() => undefined);
    await admin('region', 'enable', 'gcp', 'europe-west3').catch(() => undefined);
    await admin('image', 'default', 'blaze-4.5.2').catch(() => undefined);
    await admin('image', 'enable', 'blaze-4.3.12').catch(() => undefined);
    await admin('image', 'remove', 'blaze-4.6.0').catch(() => undefined);
    await admin('storage', 'price', '0.000137').catch(() => undefined);
    await h.close();
  });

  const get = <T>(path: string, query: Record<string, string> = {}) =>
    call<T>(h.app, 'GET', path, { token, query });

  it('seeds exactly the catalogue of spec section 9 (migration 0007 = src/modules/catalogue/seed.ts)', async () => {
    const stored = await readCatalogue(h.database.db);
    const { version: _storedVersion, ...storedData } = stored;
    const { version: _seedVersion, ...seedData } = seedCatalogue;
    expect(storedData.sizes).toEqual(seedData.sizes);
    expect(storedData.regions).toEqual(seedData.regions);
    expect(storedData).toEqual(seedData);
  });

  it('lists prices in dollars and explains where a change shows', async () => {
    const sizes = await admin('size', 'list', 'standard');
    expect(sizes).toMatch(
      /standard-4c16g\s+standard\s+4\s+16 GiB\s+50-4096 GB\s+\$1\.14\s+\$832\.20\s+yes/,
    );
    expect(sizes).not.toContain('shared-2c8g');
    expect(await admin('region', 'list', 'aws')).toMatch(
      /aws\s+sa-east-1\s+South America \(São Paulo\)\s+disabled/,
    );
    expect(await admin('image', 'list', 'blaze')).toMatch(
      /blaze-4\.5\.2\s+BLAZE\s+4\.5\.2\s+2026-09-15\s+yes\s+yes/,
    );
    const summary = await admin('catalogue');
    expect(summary).toContain('Storage: $0.000137 per GB-hour');
  });

  it('changes a size price: the API and the instance price follow at once, the version moves', async () => {
    const before = await version();
    const out = await admin('size', 'price', 'standard-4c16g', '1.25');
    expect(out).toContain('standard-4c16g costs $1.25 per hour (about $912.50 per month)');
    expect(out).toContain('The server reads the catalogue when it starts');
    expect(await version()).toBe((before ?? 0) + 1);
    expect(catalogueVersion).toBe((before ?? 0) + 1);
    const price = await get<{ hourlyPriceMicros: number; monthlyEstimateMicros: number }>(
      v1('/product/sellPrice'),
      { vendor: 'aws', region: 'us-east-1', sizeId: 'standard-4c16g' },
    );
    expect(price.data).toMatchObject({
      hourlyPriceMicros: 1_250_000,
      monthlyEstimateMicros: 912_500_000,
    });
    const size = findSize('standard-4c16g');
    expect(size && instanceHourlyMicros(size, 60)).toBe(1_250_000 + 10 * 137);
    const products = await get<{ items: { key: string; priceText: string }[] }>(
      v1('/product/list'),
      {
        kind: 'BLAZE',
      },
    );
    expect(products.data?.items.find((item) => item.key === 'standard')?.priceText).toBe(
      'From $1.2500/hr',
    );
    // The same price again changes nothing.
    expect(await admin('size', 'price', 'standard-4c16g', '1.250000')).toBe(
      'No change: standard-4c16g costs $1.25 per hour (about $912.50 per month) already.',
    );
    expect(await version()).toBe((before ?? 0) + 1);
  });

  it('refuses bad prices and unknown sizes with a clear message, changing nothing', async () => {
    const before = await version();
    await expect(admin('size', 'price', 'standard-4c16g', '1.1234567')).rejects.toThrow(
      '1.1234567 is not a price: write dollars per hour with at most 6 decimals, e.g. 1.14.',
    );
    await expect(admin('size', 'price', 'standard-4c16g', '-1')).rejects.toThrow('is not a price');
    await expect(admin('size', 'price', 'standard-4c16g', '0')).rejects.toThrow(
      'A price must be more than $0 and at most $100,000 per hour.',
    );
    await expect(admin('size', 'price', 'standard-3c9g', '1')).rejects.toThrow(
      'There is no size standard-3c9g: see `size list`.',
    );
    await expect(admin('size', 'price', 'standard-4c16g')).rejects.toThrow(
      'size price needs a size and a price',
    );
    await expect(admin('size', 'grow', 'standard-4c16g')).rejects.toThrow(
      'size needs list, enable or disable, or price.',
    );
    await expect(admin('size', 'list', 'platinum')).rejects.toThrow('Unknown edition platinum');
    expect(await version()).toBe(before);
    expect(findSize('standard-4c16g')?.hourlyMicros).toBe(1_250_000);
  });

  it('takes a size off offer: no longer sold, still found for the instances that have it', async () => {
    expect(await admin('size', 'disable', 'standard-8c32g')).toContain(
      'standard-8c32g is no longer offered to new instances',
    );
    expect(findSize('standard-8c32g')?.offered).toBe(false);
    const refused = await get(v1('/product/sellPrice'), {
      vendor: 'aws',
      region: 'us-east-1',
      sizeId: 'standard-8c32g',
    });
    expect(refused.code).toBe(1216);
    const options = await get<{ sizes: { id: string }[] }>(v1('/product/options'), {
      edition: 'standard',
      vendor: 'aws',
      region: 'us-east-1',
    });
    expect(options.data?.sizes.map((size) => size.id)).not.toContain('standard-8c32g');
    expect(options.data?.sizes.map((size) => size.id)).toContain('standard-16c64g');
    // A stopped instance cannot change to it either.
    const [owner] = await h.database.db.select().from(users).where(eq(users.email, email));
    if (!owner) throw new Error('no user');
    const [stopped] = await h.database.db
      .insert(instances)
      .values({
        userId: owner.id,
        name: 'size-change',
        status: 'STOPPED',
        type: 'STANDARD',
        edition: 'standard',
        sizeKey: 'standard-16c64g',
        storageGb: 128,
      })
      .returning({ id: instances.id });
    const change = await call<Fields>(h.app, 'POST', v1('/instance/change'), {
      token,
      body: { instanceId: stopped?.id, sizeId: 'standard-8c32g' },
    });
    expect(change).toMatchObject({
      code: 1216,
      message: 'This size is not offered in the selected region.',
      data: { fields: { sizeId: 'api.key-invalid' } },
    });
    // The last size of an edition stays on offer.
    await expect(admin('size', 'disable', 'shared-2c8g')).rejects.toThrow(
      'shared-2c8g is the last size the shared edition offers: offer another size first.',
    );
    expect(await admin('size', 'enable', 'standard-8c32g')).toContain(
      'is offered to new instances',
    );
    expect(findSize('standard-8c32g')?.offered).toBe(true);
  });

  it('closes and opens a region: listed as not enabled, stock unavailable, existing lookups work', async () => {
    const stockIn = (region: string) =>
      get<{ available: boolean }>(v1('/instance/stock/check'), {
        vendor: 'gcp',
        region,
        sizeId: 'standard-4c16g',
      });
    expect((await stockIn('europe-west3')).data?.available).toBe(true);
    expect(await admin('region', 'disable', 'gcp', 'europe-west3')).toContain(
      'gcp europe-west3 is closed to new instances',
    );
    expect(findRegion('gcp', 'europe-west3')?.usable).toBe(false);
    const usable = await get<{ items: { id: string; vendor: string }[] }>(
      v2('/region/list/usable'),
      {
        edition: 'standard',
      },
    );
    expect(usable.data?.items.some((r) => r.vendor === 'gcp' && r.id === 'europe-west3')).toBe(
      false,
    );
    const stock = await get<{ available: boolean; reason?: string }>(v1('/instance/stock/check'), {
      vendor: 'gcp',
      region: 'europe-west3',
      sizeId: 'standard-4c16g',
    });
    expect(stock.data?.available).toBe(false);
    await expect(admin('region', 'disable', 'gcp', 'mars-1')).rejects.toThrow(
      'There is no region mars-1 of gcp: see `region list gcp`.',
    );
    await expect(admin('region', 'disable', 'ibm', 'us-south')).rejects.toThrow(
      'Unknown vendor ibm: use aws, gcp, azure, alibaba.',
    );
    await expect(admin('region', 'disable', 'gcp')).rejects.toThrow(
      'needs a vendor and a region code',
    );
    expect(await admin('region', 'enable', 'gcp', 'europe-west3')).toContain(
      'open to new instances',
    );
    expect(findRegion('gcp', 'europe-west3')?.usable).toBe(true);
  });

  it('adds an image version, moves the default, withdraws and removes versions', async () => {
    const out = await admin(
      'image',
      'add',
      'blaze',
      '4.6.0',
      '--notes',
      'Vector indexes.',
      '--released',
      '2026-11-01',
      '--default',
    );
    expect(out).toContain('Added blaze-4.6.0 as the default version');
    const images = await get<{ items: { id: string; isDefault: boolean }[] }>(v2('/image/list'), {
      kind: 'BLAZE',
    });
    expect(images.data?.items.map((image) => image.id)).toEqual([
      'blaze-4.6.0',
      'blaze-4.5.2',
      'blaze-4.4.7',
      'blaze-4.3.12',
    ]);
    expect(images.data?.items.filter((image) => image.isDefault).map((image) => image.id)).toEqual([
      'blaze-4.6.0',
    ]);
    await expect(admin('image', 'add', 'BLAZE', '4.6.0')).rejects.toThrow(
      'BLAZE 4.6.0 is already listed.',
    );
    await expect(admin('image', 'add', 'BLAZE', '4.6')).resolves.toContain('Added blaze-4.6');
    await admin('image', 'remove', 'blaze-4.6');
    await expect(admin('image', 'add', 'BLAZE', 'latest')).rejects.toThrow(
      'A version is 2 to 4 numbers separated by dots, such as 4.6.0: latest is not one.',
    );
    await expect(
      admin('image', 'add', 'BLAZE', '4.7.0', '--released', '2026-02-30'),
    ).rejects.toThrow('A release date is YYYY-MM-DD: 2026-02-30 is not one.');
    await expect(admin('image', 'add', 'GRAPHITE', '1.0')).rejects.toThrow(
      'Unknown product GRAPHITE: use BLAZE, POWERHOUSE, MANAGER.',
    );
    await expect(admin('image', 'add', 'BLAZE', '4.7.0', '--colour', 'red')).rejects.toThrow();
    await expect(admin('image', 'disable', 'blaze-4.6.0')).rejects.toThrow(
      'blaze-4.6.0 is the default BLAZE version: make another version the default first.',
    );
    expect(await admin('image', 'default', 'blaze-4.5.2')).toContain(
      'blaze-4.5.2 is the default version',
    );

    expect(await admin('image', 'disable', 'blaze-4.3.12')).toContain('withdrawn');
    expect(findImage('blaze-4.3.12')).toBeUndefined();
    expect(findAnyImage('blaze-4.3.12')?.offered).toBe(false);
    const listed = await get<{ items: { id: string }[] }>(v1('/image/list'), { kind: 'BLAZE' });
    expect(listed.data?.items.map((image) => image.id)).not.toContain('blaze-4.3.12');
    await expect(admin('image', 'default', 'blaze-4.3.12')).rejects.toThrow(
      'blaze-4.3.12 is withdrawn: offer it again before making it the default.',
    );
    await admin('image', 'enable', 'blaze-4.3.12');

    await expect(admin('image', 'remove', 'blaze-4.5.2')).rejects.toThrow(
      'is the default BLAZE version',
    );
    expect(await admin('image', 'remove', 'blaze-4.6.0')).toContain('Removed blaze-4.6.0');
    await expect(admin('image', 'remove', 'blaze-4.6.0')).rejects.toThrow(
      'There is no image blaze-4.6.0: see `image list`.',
    );
  });

  it('sets the storage price (stopped instances and storage beyond a size)', async () => {
    expect(await admin('storage', 'price', '0.0002')).toContain(
      'Storage costs $0.0002 per GB-hour',
    );
    const size = findSize('shared-2c8g');
    expect(size && instanceHourlyMicros(size, 50)).toBe(610_000 + 10 * 200);
    await expect(admin('storage', 'price', '11')).rejects.toThrow(
      'A storage price must be $0 to $10 per GB-hour.',
    );
    await expect(admin('storage', 'price', 'cheap')).rejects.toThrow('cheap is not a price');
    await admin('storage', 'price', '0.000137');
  });

  it('serialises racing changes: every one counted, the last size of an edition kept', async () => {
    const before = (await version()) ?? 0;
    const sizes = ['powerhouse-4c16g', 'powerhouse-8c32g', 'powerhouse-16c64g'];
    const results = await Promise.allSettled(sizes.map((key) => admin('size', 'disable', key)));
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect(String((refused[0] as PromiseRejectedResult).reason)).toContain(
      'is the last size the powerhouse-standard edition offers',
    );
    expect(await version()).toBe(before + 2);
    const offered = (await readCatalogue(h.database.db)).sizes.filter(
      (size) => size.edition === 'powerhouse-standard' && size.offered,
    );
    expect(offered).toHaveLength(1);
    await Promise.all(sizes.map((key) => admin('size', 'enable', key)));
    expect(await version()).toBe(before + 4);
    expect(findSize('powerhouse-8c32g')?.offered).toBe(true);
  });

  it('another server process sees a change after its refresh (version counter)', async () => {
    // What the admin command does from another process: a change in one transaction with the
    // version bumped. This process's snapshot is older until it looks at the version.
    await h.database.db.transaction(async (tx) => {
      await tx
        .update(catalogueSizes)
        .set({ hourlyMicros: 1_300_000 })
        .where(eq(catalogueSizes.key, 'standard-4c16g'));
      await tx
        .update(catalogueSettings)
        .set({ version: sql`${catalogueSettings.version} + 1` })
        .where(eq(catalogueSettings.id, 1));
    });
    expect(findSize('standard-4c16g')?.hourlyMicros).toBe(1_250_000);
    expect(await h.app.services.catalogue.refreshIfChanged()).toBe(true);
    expect(findSize('standard-4c16g')?.hourlyMicros).toBe(1_300_000);
    expect(await h.app.services.catalogue.refreshIfChanged()).toBe(false);
  });

  it('the database refuses what the catalogue may never hold', async () => {
    await expect(
      h.database.db
        .update(catalogueSizes)
        .set({ hourlyMicros: 0 })
        .where(eq(catalogueSizes.key, 'standard-4c16g')),
    ).rejects.toThrow();
    await expect(
      h.database.db
        .update(catalogueImages)
        .set({ isDefault: true })
        .where(eq(catalogueImages.id, 'blaze-4.4.7')),
    ).rejects.toThrow();
  });
});
