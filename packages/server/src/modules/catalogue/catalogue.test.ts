import { describe, expect, it } from 'vitest';
import { catalogueKey } from '@quiver/contract';
import { editionKeys, productCodes } from '@quiver/validation';
import {
  compareVersions,
  costForSecondsMicros,
  defaultImage,
  editions,
  editionsOf,
  findEdition,
  findRegion,
  findSize,
  imagesOf,
  instanceSizes,
  monthlyEstimateMicros,
  products,
  regions,
  regionsOf,
  storageHourlyMicros,
  upgradesFrom,
  vendors,
} from './index.ts';

describe('catalogue data', () => {
  it('offers the four public clouds, each with usable regions', () => {
    expect(vendors.map((vendor) => vendor.key)).toEqual(['aws', 'gcp', 'azure', 'alibaba']);
    for (const vendor of vendors) {
      expect(regionsOf(vendor.key, { usableOnly: true }).length).toBeGreaterThanOrEqual(5);
    }
    expect(findRegion('aws', 'us-east-1')?.name).toBe('US East (N. Virginia)');
    expect(findRegion('alibaba', 'us-east-1')?.name).toBe('US (Virginia)');
    expect(findRegion('gcp', 'us-east-1')).toBeUndefined();
  });

  it('uses keys the API accepts, unique within their scope', () => {
    const keys = [
      ...vendors.map((vendor) => vendor.key),
      ...regions.map((region) => region.code),
      ...instanceSizes.map((size) => size.key),
    ];
    for (const key of keys) expect(catalogueKey.safeParse(key).success, key).toBe(true);
    const regionIds = regions.map((region) => `${region.vendor}/${region.code}`);
    expect(new Set(regionIds).size).toBe(regionIds.length);
    const sizeKeys = instanceSizes.map((size) => size.key);
    expect(new Set(sizeKeys).size).toBe(sizeKeys.length);
  });

  it('lists the products with the spec’s codes', () => {
    expect(Object.fromEntries(products.map((product) => [product.kind, product.code]))).toEqual({
      POWERHOUSE: 1,
      MANAGER: 2,
      BLAZE: 3,
    });
    expect(products.map((product) => product.code).sort()).toEqual([...productCodes]);
  });

  it('lists every edition in the validation package’s order', () => {
    expect(editions.map((edition) => edition.key)).toEqual([...editionKeys]);
  });

  it('prices the editions as spec section 9 says, in integer micro-dollars', () => {
    expect(findEdition('shared')?.fromHourlyMicros).toBe(610_000);
    expect(findEdition('standard')?.fromHourlyMicros).toBe(1_140_000);
    expect(findEdition('powerhouse-standard')?.fromHourlyMicros).toBe(1_660_000);
    expect(findEdition('manager-standard')?.fromHourlyMicros).toBe(1_660_000);
    expect(findEdition('enterprise')).toMatchObject({
      contactOnly: true,
      fromHourlyMicros: null,
      sizes: [],
    });
    for (const size of instanceSizes)
      expect(Number.isSafeInteger(size.hourlyMicros), size.key).toBe(true);
    for (const edition of editions.filter((candidate) => !candidate.contactOnly)) {
      expect(Math.min(...edition.sizes.map((size) => size.hourlyMicros))).toBe(
        edition.fromHourlyMicros,
      );
    }
  });

  it('keeps each edition’s sizes inside its stated resources', () => {
    expect(findSize('shared-2c8g')).toMatchObject({
      vcpu: 2,
      memoryGiB: 8,
      defaultStorageGb: 40,
      maxStorageGb: 40,
    });
    const standard = findEdition('standard')?.sizes ?? [];
    expect(Math.max(...standard.map((size) => size.vcpu))).toBe(192);
    expect(Math.max(...standard.map((size) => size.memoryGiB))).toBe(2048);
    expect(Math.max(...standard.map((size) => size.maxStorageGb))).toBe(4096);
    const powerhouse = findEdition('powerhouse-standard')?.sizes ?? [];
    expect(Math.max(...powerhouse.map((size) => size.vcpu))).toBe(16);
    expect(Math.max(...powerhouse.map((size) => size.maxStorageGb))).toBe(128);
    for (const size of instanceSizes)
      expect(size.defaultStorageGb).toBeLessThanOrEqual(size.maxStorageGb);
    // Bigger sizes never cost less.
    for (const edition of editions) {
      const sorted = [...edition.sizes].sort((a, b) => a.vcpu - b.vcpu);
      sorted.slice(1).forEach((size, index) => {
        expect(size.hourlyMicros).toBeGreaterThan((sorted[index] as typeof size).hourlyMicros);
      });
    }
  });

  it('offers Blaze through Shared and Standard only', () => {
    expect(editionsOf('BLAZE').map((edition) => edition.key)).toEqual(['shared', 'standard']);
  });

  it('has one default image per product and finds upgrades', () => {
    for (const kind of ['BLAZE', 'POWERHOUSE', 'MANAGER'] as const) {
      expect(imagesOf(kind).filter((image) => image.isDefault)).toHaveLength(1);
    }
    expect(defaultImage('BLAZE').version).toBe('4.5.2');
    expect(upgradesFrom('POWERHOUSE', '5.1.4').map((image) => image.version)).toEqual(['5.2.1']);
    expect(upgradesFrom('POWERHOUSE', '5.2.1')).toEqual([]);
    expect(compareVersions('4.10.0', '4.9.9')).toBeGreaterThan(0);
    expect(compareVersions('4.3', '4.3.0')).toBe(0);
  });
});

describe('pricing', () => {
  it('estimates a month as hourly x 730 (DECISIONS.md "Money")', () => {
    expect(monthlyEstimateMicros(610_000)).toBe(445_300_000);
    expect(monthlyEstimateMicros(1_140_000)).toBe(832_200_000);
    expect(() => monthlyEstimateMicros(1.5)).toThrow(RangeError);
    expect(() => monthlyEstimateMicros(-1)).toThrow(RangeError);
  });

  it('bills per second, rounding once to the nearest micro-dollar', () => {
    expect(costForSecondsMicros(1_140_000, 3600)).toBe(1_140_000);
    expect(costForSecondsMicros(1_140_000, 1)).toBe(317); // 316.67
    expect(costForSecondsMicros(610_000, 1)).toBe(169); // 169.44
    expect(costForSecondsMicros(610_000, 0)).toBe(0);
    // A month of the largest size stays exact.
    const largest = Math.max(...instanceSizes.map((size) => size.hourlyMicros));
    expect(costForSecondsMicros(largest, 31 * 86_400)).toBe(largest * 744);
    expect(() => costForSecondsMicros(610_000, 0.5)).toThrow(RangeError);
  });

  it('prices storage alone for stopped instances', () => {
    expect(storageHourlyMicros(40)).toBe(5_480);
    expect(monthlyEstimateMicros(storageHourlyMicros(100))).toBe(10_001_000); // about $10 a month
    expect(() => storageHourlyMicros(-10)).toThrow(RangeError);
  });
});
