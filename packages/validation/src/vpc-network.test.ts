import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isPrivateRange,
  parseCidrBlock,
  subnetCidr,
  vpcCidr,
  vpcNetworkSettings,
} from './vpc-network.ts';
import { issuesOf, outcome, parsed } from './lib/test-helpers.ts';

const REQUIRED = 'validation.vpc.cidr-required';
const INVALID = 'validation.vpc.cidr-invalid';
const HOST_BITS = 'validation.vpc.cidr-host-bits';
const NOT_PRIVATE = 'validation.vpc.cidr-not-private';

describe('parseCidrBlock', () => {
  it('reads a block as its first and last address and prefix', () => {
    expect(parseCidrBlock('10.20.0.0/16')).toEqual({
      ok: true,
      start: 10 * 2 ** 24 + 20 * 2 ** 16,
      end: 10 * 2 ** 24 + 20 * 2 ** 16 + 65_535,
      prefix: 16,
    });
    expect(parseCidrBlock('0.0.0.0/0')).toMatchObject({ ok: true, start: 0, end: 2 ** 32 - 1 });
    expect(parseCidrBlock('192.168.7.9/32')).toMatchObject({ ok: true, prefix: 32 });
  });

  it.each([
    ['', REQUIRED],
    ['  ', REQUIRED],
    ['10.0.0.0', INVALID],
    ['10.0.0.0/', INVALID],
    ['10.0.0.0/33', INVALID],
    ['10.0.0.0/016', INVALID],
    [' 10.0.0.0/16', INVALID],
    ['10.0.0.0 /16', INVALID],
    ['10.0.0/16', INVALID],
    ['10.0.0.256/24', INVALID],
    ['010.0.0.0/8', INVALID],
    ['10.0.0.0-10.0.0.255', INVALID],
    ['10.0.0.0/16/8', INVALID],
    ['10.0.0.5/16', HOST_BITS],
    ['10.0.1.0/16', HOST_BITS],
    ['10.0.0.1/31', HOST_BITS],
  ])('%j -> %s', (text, error) => {
    expect(parseCidrBlock(text)).toEqual({ ok: false, error });
  });

  it('accepts exactly the blocks whose host bits are zero', () => {
    fc.assert(
      fc.property(fc.nat(2 ** 32 - 1), fc.integer({ min: 0, max: 32 }), (address, prefix) => {
        const text = `${address >>> 24}.${(address >>> 16) & 255}.${(address >>> 8) & 255}.${address & 255}/${prefix}`;
        const size = 2 ** (32 - prefix);
        const result = parseCidrBlock(text);
        if (address % size === 0)
          expect(result).toEqual({ ok: true, start: address, end: address + size - 1, prefix });
        else expect(result).toEqual({ ok: false, error: HOST_BITS });
      }),
      { numRuns: 500 },
    );
  });
});

describe('isPrivateRange: RFC 1918', () => {
  const at = (text: string) => {
    const block = parseCidrBlock(text);
    if (!block.ok) throw new Error(text);
    return isPrivateRange(block.start, block.end);
  };
  it.each([
    ['10.0.0.0/8', true],
    ['10.255.255.0/24', true],
    ['172.16.0.0/12', true],
    ['172.31.255.0/24', true],
    ['172.32.0.0/16', false],
    ['172.15.0.0/16', false],
    ['192.168.0.0/16', true],
    ['192.169.0.0/16', false],
    ['8.8.8.0/24', false],
    ['10.0.0.0/7', false],
  ])('%s -> %s', (text, expected) => {
    expect(at(text)).toBe(expected);
  });
});

describe('vpcCidr: a private block from /16 to /24', () => {
  it.each([
    ['10.20.0.0/16', 'ok'],
    ['10.20.30.0/24', 'ok'],
    ['172.16.0.0/16', 'ok'],
    ['192.168.10.0/24', 'ok'],
    ['10.0.0.0/15', 'validation.vpc.vpc-prefix-out-of-range'],
    ['10.0.0.0/25', 'validation.vpc.vpc-prefix-out-of-range'],
    ['100.64.0.0/16', NOT_PRIVATE],
    ['52.0.0.0/16', NOT_PRIVATE],
    ['10.20.0.7/16', HOST_BITS],
    ['10.20.0.0', INVALID],
    ['', REQUIRED],
    [undefined, REQUIRED],
    [16, 'validation.invalid-type'],
  ])('%j -> %s', (input, expected) => {
    expect(outcome(vpcCidr, input)).toBe(expected);
  });

  it('keeps the text as typed', () => {
    expect(parsed(vpcCidr, '10.20.0.0/16')).toBe('10.20.0.0/16');
  });
});

describe('subnetCidr: a private block from /16 to /28', () => {
  it.each([
    ['10.20.0.0/16', 'ok'],
    ['10.20.1.0/28', 'ok'],
    ['10.20.1.0/29', 'validation.vpc.subnet-prefix-out-of-range'],
    ['10.0.0.0/12', 'validation.vpc.subnet-prefix-out-of-range'],
    ['203.0.113.0/24', NOT_PRIVATE],
  ])('%j -> %s', (input, expected) => {
    expect(outcome(subnetCidr, input)).toBe(expected);
  });
});

describe('vpcNetworkSettings', () => {
  const settings = { vpcCidr: '10.20.0.0/16', subnetCidr: '10.20.4.0/22', publicAccess: false };

  it('accepts a subnet inside the VPC, the VPC itself included', () => {
    expect(parsed(vpcNetworkSettings, settings)).toEqual(settings);
    expect(outcome(vpcNetworkSettings, { ...settings, subnetCidr: '10.20.0.0/16' })).toBe('ok');
  });

  it('reports a subnet outside the VPC on the subnet', () => {
    expect(issuesOf(vpcNetworkSettings, { ...settings, subnetCidr: '10.21.0.0/24' })).toEqual([
      'subnetCidr: validation.vpc.subnet-outside-vpc',
    ]);
    // Larger than the VPC: it cannot lie inside it.
    expect(
      issuesOf(vpcNetworkSettings, {
        ...settings,
        vpcCidr: '10.20.0.0/24',
        subnetCidr: '10.20.0.0/23',
      }),
    ).toEqual(['subnetCidr: validation.vpc.subnet-outside-vpc']);
  });

  it('reports every field of its own at once, and needs publicAccess as a boolean', () => {
    expect(
      issuesOf(vpcNetworkSettings, { vpcCidr: '8.8.0.0/16', subnetCidr: 'x', publicAccess: 'yes' }),
    ).toEqual([
      `vpcCidr: ${NOT_PRIVATE}`,
      `subnetCidr: ${INVALID}`,
      'publicAccess: validation.invalid-type',
    ]);
    expect(
      issuesOf(vpcNetworkSettings, { vpcCidr: '10.0.0.0/16', subnetCidr: '10.0.0.0/24' }),
    ).toEqual(['publicAccess: validation.required']);
  });
});
