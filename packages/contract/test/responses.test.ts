import { describe, expect, it } from 'vitest';
import {
  HOURS_PER_MONTH,
  cloneInstanceName,
  instanceEndpoints,
  monthlyEstimateMicros,
  userEndpoints,
} from '../src/index.ts';

const now = '2026-11-22T03:00:00.000Z';
const size = {
  id: 'std-8',
  name: 'Standard 8',
  edition: 'standard',
  vcpu: 8,
  memoryGb: 32,
  storageGb: 100,
  maxStorageGb: 4096,
  hourlyPriceMicros: 1_140_000,
};
const instance = {
  id: 'i_1',
  name: 'My graph',
  kind: 'BLAZE',
  type: 'STANDARD',
  edition: 'standard',
  status: 'RUNNING',
  serviceState: 'AVAILABLE',
  vendor: 'aws',
  region: 'us-east-1',
  size,
  storageGb: 100,
  version: 'v4.5.0',
  port: 60061,
  allowedIps: [{ ip: '10.0.0.0/24', description: '' }],
  memoryThreshold: 80,
  logLevel: 3,
  nodeIdCache: 0,
  shortUuid: false,
  serviceAddress: 'i-1.aws.quiver.dev:60061',
  hourlyPriceMicros: 1_140_000,
  clusterId: null,
  role: null,
  failureReason: null,
  createdAt: now,
  updatedAt: now,
  storageChangedAt: null,
};

describe('response schemas', () => {
  it('read an instance with every field of spec section 3', () => {
    expect(instanceEndpoints.detail.response.parse(instance)).toEqual(instance);
    expect(
      instanceEndpoints.list.response.parse({ items: [instance], total: 1, page: 1, pageSize: 10 })
        .items,
    ).toHaveLength(1);
    // Money is integral micro-dollars, never floating point.
    expect(
      instanceEndpoints.detail.response.safeParse({ ...instance, hourlyPriceMicros: 1.14 }).success,
    ).toBe(false);
    expect(
      instanceEndpoints.detail.response.safeParse({ ...instance, createdAt: 'yesterday' }).success,
    ).toBe(false);
  });

  it('read user info with the staff flag and account status', () => {
    const info = {
      id: 'u_1',
      email: 'ada@quiver.dev',
      identityType: 'email',
      isTwofa: false,
      isQuiver: true,
      status: 'NORMAL',
      name: null,
      createdAt: now,
      lastLoginAt: null,
    };
    expect(userEndpoints.info.response.parse(info)).toEqual(info);
    const { isQuiver: _, ...withoutFlag } = info;
    expect(userEndpoints.info.response.safeParse(withoutFlag).success).toBe(false);
  });

  it('read query results and query errors as data', () => {
    const query = instanceEndpoints.query.response;
    expect(
      query.parse({
        ok: true,
        columns: ['n'],
        rows: [[{ id: 1, labels: ['Person'] }]],
        stats: { rowCount: 1, truncated: false, elapsedMs: 2.5 },
      }).ok,
    ).toBe(true);
    expect(query.parse({ ok: false, error: { kind: 'syntax', message: 'Invalid input' } })).toEqual(
      {
        ok: false,
        error: { kind: 'syntax', message: 'Invalid input' },
      },
    );
  });

  it('read a stock refusal with its spec message', () => {
    expect(
      instanceEndpoints.stockCheck.response.parse({
        available: false,
        reason: 'soldOut',
        message: 'Instance sold out in this region: choose another region or submit a request.',
      }),
    ).toMatchObject({ available: false, reason: 'soldOut' });
    expect(
      instanceEndpoints.stockCheck.response.safeParse({
        available: false,
        reason: 'gone',
        message: '',
      }).success,
    ).toBe(false);
  });
});

describe('clone names and money', () => {
  it('names a clone after the first four characters of the source, _C and six digits', () => {
    expect(cloneInstanceName('My 1st graph', '031562')).toBe('My 1_C031562');
    expect(cloneInstanceName('ab', '000000')).toBe('ab_C000000');
    expect(cloneInstanceName('😀😀😀😀😀', '123456')).toBe('😀😀😀😀_C123456');
    expect(cloneInstanceName('Source graph')).toMatch(/^Sour_C[0-9]{6}$/);
    expect(() => cloneInstanceName('x', '12345')).toThrow(RangeError);
  });

  it('estimates a month as 730 hours', () => {
    expect(HOURS_PER_MONTH).toBe(730);
    expect(monthlyEstimateMicros(610_000)).toBe(445_300_000);
  });
});
