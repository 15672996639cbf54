import { describe, expect, it } from 'vitest';
import {
  catalogueEndpoints,
  editionEntry,
  graphImage,
  instanceSize,
  region,
  sellInfo,
  vendor,
} from '@quiver/contract';
import {
  editionEntryView,
  editions,
  imageView,
  images,
  instanceSizes,
  productOptionsView,
  regionView,
  regions,
  sellInfoFor,
  sizeChangeOptions,
  sizeView,
  totalPrice,
  unitPrice,
  vendorView,
  vendors,
} from './index.ts';

describe('catalogue views', () => {
  it('produce objects the contract accepts', () => {
    for (const item of vendors) expect(vendor.parse(vendorView(item))).toEqual(vendorView(item));
    for (const item of regions) expect(region.parse(regionView(item))).toEqual(regionView(item));
    for (const item of instanceSizes)
      expect(instanceSize.parse(sizeView(item))).toEqual(sizeView(item));
    for (const item of editions)
      expect(editionEntry.parse(editionEntryView(item))).toEqual(editionEntryView(item));
    for (const item of images) expect(graphImage.parse(imageView(item))).toEqual(imageView(item));
    const options = productOptionsView('standard');
    expect(catalogueEndpoints.options.response.parse(options)).toEqual(options);
  });

  it('prices edition cards with 4-decimal unit prices and the 730-hour estimate', () => {
    const [shared, standard, , , enterprise] = editions.map(editionEntryView);
    // The free tier (docs/decisions.md "Billing"): $0, its list price beside it.
    expect(shared).toMatchObject({
      priceText: 'Free',
      priceTip: expect.stringContaining('$0.6100/hr (about $445.30/month)'),
      fromHourlyPriceMicros: 0,
      listFromHourlyPriceMicros: 610_000,
    });
    expect(standard).toMatchObject({
      priceText: 'From $1.1400/hr',
      buttonText: 'Create',
      type: 'STANDARD',
    });
    expect(enterprise).toMatchObject({
      priceText: 'Contact us',
      buttonText: 'Contact us',
      contactOnly: true,
      type: null,
    });
  });

  it('offers the wizard the edition’s sizes, versions, storage bounds and defaults', () => {
    expect(productOptionsView('shared')).toMatchObject({
      storage: { minGb: 40, maxGb: 40, stepGb: 40 },
      defaults: { port: 60061, memoryThreshold: 80, logLevel: 3, nodeIdCache: 0, shortUuid: false },
    });
    expect(productOptionsView('standard')?.images.map((image) => image.id)).toEqual([
      'blaze-4.5.2',
      'blaze-4.4.7',
      'blaze-4.3.12',
    ]);
    expect(productOptionsView('enterprise')).toBeUndefined();
    expect(productOptionsView('nope')).toBeUndefined();
  });

  it('lists the sizes a stopped instance can change to', () => {
    expect(sizeChangeOptions('shared-2c8g')).toEqual([]);
    const options = sizeChangeOptions('standard-8c32g').map((size) => size.key);
    expect(options).toContain('standard-4c16g');
    expect(options).not.toContain('standard-8c32g');
    expect(options.every((key) => key.startsWith('standard-'))).toBe(true);
    expect(sizeChangeOptions('nope')).toEqual([]);
  });

  it('prices a configuration: storage beyond the included amount costs the storage rate', () => {
    const plain = sellInfoFor([{ sizeKey: 'standard-4c16g', count: 1 }]);
    expect(plain).toMatchObject({
      hourlyPriceMicros: 1_140_000,
      monthlyEstimateMicros: 832_200_000,
      currency: 'USD',
    });
    const bigger = sellInfoFor([{ sizeKey: 'standard-4c16g', count: 1, storageGb: 150 }]);
    expect(bigger?.hourlyPriceMicros).toBe(1_140_000 + 100 * 137);
    const cluster = sellInfoFor([
      { sizeKey: 'powerhouse-4c16g', count: 3, role: 'GRAPH_V5_META_SERVER' },
      { sizeKey: 'powerhouse-8c32g', count: 2, role: 'GRAPH_V5_SHARD_SERVER' },
    ]);
    expect(cluster?.lines.map((line) => [line.label, line.hourlyPriceMicros])).toEqual([
      ['Meta server: 4 vCPU, 16 GB memory, 32 GB storage', 3 * 1_660_000],
      ['Shard server: 8 vCPU, 32 GB memory, 64 GB storage', 2 * 3_320_000],
    ]);
    expect(sellInfo.parse(cluster)).toEqual(cluster);
    expect(sellInfoFor([{ sizeKey: 'nope', count: 1 }])).toBeUndefined();
    expect(sellInfoFor([{ sizeKey: 'shared-2c8g', count: 1, storageGb: 80 }])).toBeUndefined();
    expect(sellInfoFor([{ sizeKey: 'standard-4c16g', count: 0 }])).toBeUndefined();
  });

  it('formats prices as DECISIONS.md says', () => {
    expect(unitPrice(610_000)).toBe('$0.6100');
    expect(unitPrice(91_200_000)).toBe('$91.2000');
    expect(unitPrice(137)).toBe('$0.0001');
    expect(totalPrice(832_200_000)).toBe('$832.20');
    expect(totalPrice(1_234_567_890_000)).toBe('$1,234,567.89');
    expect(totalPrice(9_999)).toBe('<0.01');
    expect(totalPrice(0)).toBe('$0.00');
  });
});
