import { afterEach, describe, expect, it } from 'vitest';
import { formatDollars, parseDollars } from './admin-commands.ts';
import {
  catalogueVersion,
  defaultImage,
  editions,
  findAnyImage,
  findEdition,
  findImage,
  findSize,
  imagesOf,
  installCatalogue,
  instanceHourlyMicros,
  regionsOf,
  seedCatalogue,
  sizeChangeOptions,
  storageHourlyMicros,
} from './index.ts';

afterEach(() => installCatalogue(seedCatalogue));

describe('the catalogue snapshot', () => {
  it('starts as the seed, before the database is read', () => {
    expect(catalogueVersion).toBe(1);
    expect(findEdition('standard')?.fromHourlyMicros).toBe(1_140_000);
    expect(editions.map((edition) => edition.title)).toEqual([
      'Shared',
      'Standard',
      'Graph Powerhouse Standard',
      'Manager Standard',
      'Enterprise',
    ]);
  });

  it('is replaced whole: lookups answer from the new data at once', () => {
    installCatalogue({
      ...seedCatalogue,
      version: 7,
      sizes: seedCatalogue.sizes.map((size) =>
        size.key === 'standard-4c16g'
          ? { ...size, offered: false }
          : size.key === 'standard-8c32g'
            ? { ...size, hourlyMicros: 2_000_000 }
            : size,
      ),
      regions: seedCatalogue.regions.map((region) =>
        region.vendor === 'aws' && region.code === 'us-east-1'
          ? { ...region, usable: false }
          : region,
      ),
      images: seedCatalogue.images.map((image) =>
        image.id === 'blaze-4.4.7' ? { ...image, offered: false } : image,
      ),
      storageGbHourMicros: 200,
    });
    expect(catalogueVersion).toBe(7);
    // Off offer: not in the edition, not a change target, but still found for its instances.
    expect(findEdition('standard')?.sizes.map((size) => size.key)).not.toContain('standard-4c16g');
    expect(findSize('standard-4c16g')).toMatchObject({ offered: false, hourlyMicros: 1_140_000 });
    expect(sizeChangeOptions('standard-16c64g').map((size) => size.key)).not.toContain(
      'standard-4c16g',
    );
    // The "from" price is the cheapest size on offer.
    expect(findEdition('standard')?.fromHourlyMicros).toBe(2_000_000);
    expect(regionsOf('aws', { usableOnly: true }).map((region) => region.code)).not.toContain(
      'us-east-1',
    );
    expect(findImage('blaze-4.4.7')).toBeUndefined();
    expect(findAnyImage('blaze-4.4.7')?.version).toBe('4.4.7');
    expect(imagesOf('BLAZE').map((image) => image.id)).toEqual(['blaze-4.5.2', 'blaze-4.3.12']);
    expect(defaultImage('BLAZE').id).toBe('blaze-4.5.2');
    expect(storageHourlyMicros(10)).toBe(2_000);
    const size = findSize('standard-8c32g');
    expect(size && instanceHourlyMicros(size, size.defaultStorageGb + 10)).toBe(2_002_000);
  });

  it('keeps image lists product by product, newest release first, whatever the stored order', () => {
    installCatalogue({ ...seedCatalogue, images: [...seedCatalogue.images].reverse() });
    expect(imagesOf('BLAZE').map((image) => image.version)).toEqual(['4.5.2', '4.4.7', '4.3.12']);
  });
});

describe('admin prices', () => {
  it('reads dollars exactly into micro-dollars', () => {
    expect(parseDollars('1.14')).toBe(1_140_000);
    expect(parseDollars('$0.61')).toBe(610_000);
    expect(parseDollars('0.000137')).toBe(137);
    expect(parseDollars('12')).toBe(12_000_000);
    // 0.1 + 0.2 style float errors cannot happen: the digits are taken as they are.
    expect(parseDollars('0.300001')).toBe(300_001);
    for (const bad of ['', '1.', '.5', '1.1234567', '-1', '1e3', '1,14', 'abc', '1 000'])
      expect(parseDollars(bad), bad).toBeUndefined();
  });

  it('writes micro-dollars as exact dollars', () => {
    expect(formatDollars(1_140_000)).toBe('$1.14');
    expect(formatDollars(137)).toBe('$0.000137');
    expect(formatDollars(832_200_000)).toBe('$832.20');
    expect(formatDollars(1_000_000_000)).toBe('$1,000.00');
    expect(formatDollars(0)).toBe('$0.00');
  });
});
