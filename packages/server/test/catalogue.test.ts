import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, register, skipSuite, startHarness, v1, type Harness } from './helpers.ts';

const v2 = (path: string) => `/api/dbaas/v2${path}`;
type Fields = { fields?: Record<string, string>; reason?: string };

describe.skipIf(skipSuite)('catalogue endpoints (v1 and v2)', () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await startHarness();
    token = (await register(h)).accessToken;
  });
  afterAll(() => h?.close());

  const get = <T>(path: string, query: Record<string, string> = {}) =>
    call<T>(h.app, 'GET', path, { token, query });

  it('needs a signed-in caller', async () => {
    const response = await call(h.app, 'GET', v1('/vendor/list'));
    expect(response.code).not.toBe(200);
  });

  it('lists the four cloud providers and their regions', async () => {
    const vendors = await get<{ items: { id: string }[] }>(v1('/vendor/list'));
    expect(vendors.data?.items.map((vendor) => vendor.id)).toEqual([
      'aws',
      'gcp',
      'azure',
      'alibaba',
    ]);
    const aws = await get<{ items: { vendor: string }[] }>(v1('/region/list'), { vendor: 'aws' });
    expect(aws.data?.items.length).toBeGreaterThan(3);
    expect(aws.data?.items.every((region) => region.vendor === 'aws')).toBe(true);

    const grouped = await get<{ items: { vendor: { id: string }; regions: unknown[] }[] }>(
      v2('/region/list'),
    );
    expect(grouped.data?.items.map((group) => group.vendor.id)).toHaveLength(4);
    const usable = await get<{ items: { enabled: boolean }[] }>(v2('/region/list/usable'), {
      edition: 'standard',
    });
    expect(usable.data?.items.length).toBeGreaterThan(0);
    expect(usable.data?.items.every((region) => region.enabled)).toBe(true);
  });

  it('prices sizes in micro-dollars: Standard starts at $1.14/hr, monthly is x730', async () => {
    const price = await get<{ hourlyPriceMicros: number; monthlyEstimateMicros: number }>(
      v1('/product/sellPrice'),
      { vendor: 'aws', region: 'us-east-1', sizeId: 'standard-4c16g' },
    );
    expect(price.code).toBe(200);
    expect(price.data?.monthlyEstimateMicros).toBe((price.data?.hourlyPriceMicros ?? 0) * 730);

    const info = await call<{ lines: unknown[]; hourlyPriceMicros: number }>(
      h.app,
      'POST',
      v1('/product/sellinfo'),
      {
        token,
        body: { edition: 'standard', vendor: 'aws', region: 'us-east-1', sizeId: 'standard-4c16g' },
      },
    );
    expect(info.data?.lines).toHaveLength(1);
    expect(info.data?.hourlyPriceMicros).toBe(price.data?.hourlyPriceMicros);

    const products = await get<{ items: { key: string; priceText: string }[] }>(
      v1('/product/list'),
      { kind: 'BLAZE' },
    );
    expect(products.data?.items.map((item) => item.key)).toEqual(['shared', 'standard']);
    const all = await get<{ items: { key: string; sizes: unknown[] }[] }>(v2('/product/list'));
    expect(all.data?.items.find((item) => item.key === 'enterprise')?.sizes).toEqual([]);
  });

  it('offers the wizard options and images of an edition', async () => {
    const options = await get<{ sizes: unknown[]; defaults: { port: number } }>(
      v1('/product/options'),
      { edition: 'standard', vendor: 'gcp', region: 'europe-west1' },
    );
    expect(options.code).toBe(200);
    expect(options.data?.sizes.length).toBeGreaterThan(1);
    const images = await get<{ items: { isDefault: boolean }[] }>(v2('/image/list'), {
      kind: 'BLAZE',
    });
    expect(images.data?.items.filter((image) => image.isDefault)).toHaveLength(1);
  });

  it('refuses unknown regions, sizes of another edition, storage out of bounds and Enterprise', async () => {
    const unknownRegion = await get<Fields>(v1('/product/sellPrice'), {
      vendor: 'aws',
      region: 'mars-1',
      sizeId: 'standard-4c16g',
    });
    expect(unknownRegion.code).toBe(1216);
    expect(unknownRegion.message).toBe('This size is not offered in the selected region.');

    const wrongEdition = await call<Fields>(h.app, 'POST', v1('/product/sellinfo'), {
      token,
      body: { edition: 'shared', vendor: 'aws', region: 'us-east-1', sizeId: 'standard-4c16g' },
    });
    expect(wrongEdition.code).toBe(1216);

    const tooMuchStorage = await get<Fields>(v1('/product/sellPrice'), {
      vendor: 'aws',
      region: 'us-east-1',
      sizeId: 'shared-2c8g',
      storageGb: '60000',
    });
    expect(tooMuchStorage.code).toBe(1216);
    expect(tooMuchStorage.data?.fields).toHaveProperty('storageGb');

    const enterprise = await get<Fields>(v1('/product/options'), {
      edition: 'enterprise',
      vendor: 'aws',
      region: 'us-east-1',
    });
    expect(enterprise.message).toBe('Enterprise is available on request: contact us.');

    const notManager = await get<Fields>(v2('/product/manager/sellPrice'), {
      vendor: 'aws',
      region: 'us-east-1',
      sizeId: 'standard-4c16g',
    });
    expect(notManager.code).toBe(1216);
  });

  it('prices a Powerhouse configuration of several roles (v2 sellinfo)', async () => {
    const info = await call<{ lines: { role: string | null }[] }>(
      h.app,
      'POST',
      v2('/product/sellinfo'),
      {
        token,
        body: {
          kind: 'POWERHOUSE',
          vendor: 'aws',
          region: 'us-east-1',
          servers: [
            { role: 'GRAPH_V5_META_SERVER', sizeId: 'powerhouse-4c16g', count: 3 },
            { role: 'GRAPH_V5_SHARD_SERVER', sizeId: 'powerhouse-8c32g', count: 2 },
          ],
        },
      },
    );
    expect(info.code).toBe(200);
    expect(info.data?.lines.map((line) => line.role)).toEqual([
      'GRAPH_V5_META_SERVER',
      'GRAPH_V5_SHARD_SERVER',
    ]);
  });
});
