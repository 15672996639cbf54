// The VPC network each region gives new instances (extension; spec §2 names /VPC-Network/Configure
// and no more, docs/decisions.md "VPC network configuration"): provider staff only (`isQuiver`),
// which the server enforces on every call here.
import { z } from 'zod';
import { vpcNetworkSettings, subnetInsideVpc } from '@quiver/validation';
import { defineEndpoint, v1 } from './endpoint.ts';
import { catalogueKey, integerRule } from './fields.ts';

/** The settings of a region's network: the VPC block, its subnet, and internet access. */
export const vpcSettings = z.object({
  vpcCidr: z.string(),
  subnetCidr: z.string(),
  /** False: instances take connections from private (RFC 1918) addresses only. */
  publicAccess: z.boolean(),
});
export type VpcSettings = z.infer<typeof vpcSettings>;

/** One region of the catalogue with the network its new instances get. */
export const vpcRegionNetwork = vpcSettings.extend({
  vendor: z.string(),
  vendorName: z.string(),
  region: z.string(),
  /** Where it is, for people (the catalogue's location). */
  location: z.string(),
  /** Counts the saves: 0 while the region has the provider's defaults (never configured). */
  revision: z.int().nonnegative(),
  updatedAt: z.iso.datetime().nullable(),
  /** The staff member's e-mail address who saved the current revision. */
  updatedBy: z.string().nullable(),
  /** Live instances created on the current revision, and on an earlier one. */
  instances: z.object({
    current: z.int().nonnegative(),
    earlier: z.int().nonnegative(),
  }),
});
export type VpcRegionNetwork = z.infer<typeof vpcRegionNetwork>;

/** The highest revision a save may name (a bound, not a plan). */
const REVISION_MAX = 1_000_000_000;

export const vpcEndpoints = {
  networks: defineEndpoint({
    id: 'vpc.networks',
    method: 'GET',
    path: v1('/vpc/network/list'),
    auth: 'user',
    extension: true,
    summary:
      'Provider staff only: every region of the catalogue with the network its new instances get, and the defaults of a region never configured.',
    request: z.object({}),
    response: z.object({ defaults: vpcSettings, items: z.array(vpcRegionNetwork) }),
  }),
  updateNetwork: defineEndpoint({
    id: 'vpc.updateNetwork',
    method: 'POST',
    path: v1('/vpc/network/update'),
    auth: 'user',
    extension: true,
    summary:
      "Provider staff only: set a region's network for the instances created from now on; `revision` is the one the change was made from (a newer one is refused).",
    request: z
      .strictObject({
        vendor: catalogueKey,
        region: catalogueKey,
        revision: integerRule(0, REVISION_MAX, 'api.revision-invalid'),
        ...vpcNetworkSettings.shape,
      })
      .superRefine(subnetInsideVpc),
    response: vpcRegionNetwork,
  }),
} as const;
