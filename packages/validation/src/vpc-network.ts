// The network a region gives new instances (docs/decisions.md "VPC network configuration"): the
// provider's VPC block, the subnet instances take their addresses from, and whether they may be
// reached from the internet. Provider staff set them on /VPC-Network/Configure.
import { z } from 'zod';
import type { ValidationMessageKey } from './messages.ts';
import { textField } from './lib/rules.ts';
import { isBlank } from './lib/text.ts';
import { parseIpEntry } from './network.ts';

/** A VPC block is /16 (65,536 addresses) to /24 (256), as the large clouds allow. */
export const VPC_CIDR_PREFIX_MIN = 16;
export const VPC_CIDR_PREFIX_MAX = 24;
/** A subnet is /16 to /28 (16 addresses, the smallest subnet AWS and Azure accept). */
export const SUBNET_CIDR_PREFIX_MIN = 16;
export const SUBNET_CIDR_PREFIX_MAX = 28;

/** The private IPv4 ranges of RFC 1918, where a VPC's block must lie. */
export const PRIVATE_IPV4_BLOCKS = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'] as const;

/** A CIDR block read as its first and last address (unsigned 32-bit integers) and prefix length. */
export interface CidrBlock {
  readonly start: number;
  readonly end: number;
  readonly prefix: number;
}

export type CidrParseResult =
  | ({ readonly ok: true } & CidrBlock)
  | {
      readonly ok: false;
      readonly error: Extract<
        ValidationMessageKey,
        | 'validation.vpc.cidr-required'
        | 'validation.vpc.cidr-invalid'
        | 'validation.vpc.cidr-host-bits'
      >;
    };

const CIDR_SHAPE = /^[0-9.]+\/(?:[0-9]|[12][0-9]|3[0-2])$/;

/**
 * Reads a CIDR block strictly: `a.b.c.d/n` with no spaces, octets 0-255 without leading zeros, a
 * prefix 0-32, and the address the first of its block (`10.0.0.0/16`, never `10.0.0.5/16`: a staff
 * member who typed host bits meant some other block, so it is not silently masked).
 */
export function parseCidrBlock(text: string): CidrParseResult {
  if (isBlank(text)) return { ok: false, error: 'validation.vpc.cidr-required' };
  if (!CIDR_SHAPE.test(text)) return { ok: false, error: 'validation.vpc.cidr-invalid' };
  const [address = '', prefixText = ''] = text.split('/');
  const exact = parseIpEntry(address);
  if (!exact.ok) return { ok: false, error: 'validation.vpc.cidr-invalid' };
  const prefix = Number(prefixText);
  const block = parseIpEntry(text);
  if (!block.ok) return { ok: false, error: 'validation.vpc.cidr-invalid' };
  if (block.start !== exact.start) return { ok: false, error: 'validation.vpc.cidr-host-bits' };
  return { ok: true, start: block.start, end: block.end, prefix };
}

const privateBlocks = PRIVATE_IPV4_BLOCKS.map((text) => {
  const block = parseIpEntry(text);
  if (!block.ok) throw new Error(`bad private block ${text}`);
  return block;
});

/** True when every address from `start` to `end` lies in one private range of RFC 1918. */
export function isPrivateRange(start: number, end: number): boolean {
  return privateBlocks.some((block) => start >= block.start && end <= block.end);
}

function cidrField(
  min: number,
  max: number,
  prefixKey: ValidationMessageKey,
): ReturnType<typeof textField> {
  return textField('validation.vpc.cidr-required', (value) => {
    const block = parseCidrBlock(value);
    if (!block.ok) return block.error;
    if (block.prefix < min || block.prefix > max) return prefixKey;
    if (!isPrivateRange(block.start, block.end)) return 'validation.vpc.cidr-not-private';
    return undefined;
  });
}

/** The VPC's block: a private CIDR block from /16 to /24. Kept as typed. */
export const vpcCidr = cidrField(
  VPC_CIDR_PREFIX_MIN,
  VPC_CIDR_PREFIX_MAX,
  'validation.vpc.vpc-prefix-out-of-range',
);
export type VpcCidr = z.output<typeof vpcCidr>;

/** The subnet new instances take their addresses from: a private CIDR block from /16 to /28. */
export const subnetCidr = cidrField(
  SUBNET_CIDR_PREFIX_MIN,
  SUBNET_CIDR_PREFIX_MAX,
  'validation.vpc.subnet-prefix-out-of-range',
);
export type SubnetCidr = z.output<typeof subnetCidr>;

/**
 * The rule between the two blocks, for schemas that hold them beside other fields (a request that
 * also names the region): the subnet lies inside the VPC block, reported on `subnetCidr` once both
 * blocks are valid on their own.
 */
export function subnetInsideVpc(
  settings: { vpcCidr: string; subnetCidr: string },
  context: z.RefinementCtx,
): void {
  const vpc = parseCidrBlock(settings.vpcCidr);
  const subnet = parseCidrBlock(settings.subnetCidr);
  if (!vpc.ok || !subnet.ok) return;
  if (subnet.start < vpc.start || subnet.end > vpc.end)
    context.addIssue({
      code: 'custom',
      path: ['subnetCidr'],
      message: 'validation.vpc.subnet-outside-vpc' satisfies ValidationMessageKey,
    });
}

/**
 * A region's network as staff set it: the VPC block, a subnet inside it (reported on `subnetCidr`
 * when both blocks are valid on their own), and whether instances may be reached from the internet.
 */
export const vpcNetworkSettings = z
  .object(
    {
      vpcCidr,
      subnetCidr,
      publicAccess: z.boolean({
        error: (issue) =>
          issue.input === undefined || issue.input === null
            ? 'validation.required'
            : 'validation.invalid-type',
      }),
    },
    { error: 'validation.invalid-type' },
  )
  .superRefine(subnetInsideVpc);
export type VpcNetworkSettingsInput = z.input<typeof vpcNetworkSettings>;
export type VpcNetworkSettings = z.output<typeof vpcNetworkSettings>;
