// The VPC network each region gives new instances (docs/decisions.md "VPC network configuration"):
// provider staff read and change it (the routes refuse anyone else); every new Blaze or Manager
// instance and every server of a new Powerhouse cluster keeps the settings of its region at its creation, and a region without internet access
// admits private sources only, at creation and in later network changes of the instances created
// there. Regions come from the catalogue snapshot.
import type { EndpointParams, VpcRegionNetwork, VpcSettings, vpcEndpoints } from '@quiver/contract';
import { isPrivateRange, parseIpEntry } from '@quiver/validation';
import type { Db } from '../../db/client.ts';
import { RuleViolation } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { findRegion, regions, vendors } from '../catalogue/index.ts';
import * as repo from './repo.ts';
import type { VpcNetworkRow } from './repo.ts';

/** What a region never configured gives its instances (revision 0). */
export const defaultVpcSettings: VpcSettings = {
  vpcCidr: '10.0.0.0/16',
  subnetCidr: '10.0.0.0/20',
  publicAccess: true,
};

/** Who saves a region's network: a staff member (the route checked it). */
export interface StaffMember {
  id: string;
  email: string;
}

/** The allowed inbound IPs of a request, as the rules read them. */
type AllowedSources = ReadonlyArray<{ ip: string }>;

function settingsOf(row: VpcNetworkRow | undefined): VpcSettings & { revision: number } {
  return row
    ? {
        vpcCidr: row.vpcCidr,
        subnetCidr: row.subnetCidr,
        publicAccess: row.publicAccess,
        revision: row.revision,
      }
    : { ...defaultVpcSettings, revision: 0 };
}

/**
 * Refuses every allowed-IP entry that reaches outside the private ranges, each on its own field
 * (`allowedIps.2.ip`), when the network admits private sources only.
 */
function requirePrivateSources(publicAccess: boolean, allowedIps: AllowedSources): void {
  if (publicAccess) return;
  const fields: Record<string, string> = {};
  allowedIps.forEach((entry, index) => {
    const range = parseIpEntry(entry.ip);
    if (range.ok && !isPrivateRange(range.start, range.end))
      fields[`allowedIps.${index}.ip`] = 'api.private-source-only';
  });
  if (Object.keys(fields).length > 0) throw new RuleViolation('privateSourcesOnly', { fields });
}

export class VpcNetworkService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  // ---- provider staff ---------------------------------------------------------------------------

  /** Every region of the catalogue with its network, in catalogue order. */
  async networks(): Promise<{ defaults: VpcSettings; items: VpcRegionNetwork[] }> {
    const saved = new Map(
      (await repo.allNetworks(this.db)).map((row) => [`${row.vendor}/${row.region}`, row]),
    );
    const counts = await this.instanceCounts();
    return {
      defaults: defaultVpcSettings,
      items: regions.map((region) =>
        this.view(region.vendor, region.code, saved.get(`${region.vendor}/${region.code}`), counts),
      ),
    };
  }

  /** Saves a region's network for the instances created from now on. */
  async update(
    staff: StaffMember,
    input: EndpointParams<typeof vpcEndpoints.updateNetwork>,
  ): Promise<VpcRegionNetwork> {
    // Any region of the catalogue, usable or not (a region closed for now still has a network).
    const region = findRegion(input.vendor, input.region);
    if (!region) {
      const knownVendor = vendors.some((vendor) => vendor.key === input.vendor);
      throw new RuleViolation('invalidRequest', {
        fields: { [knownVendor ? 'region' : 'vendor']: 'api.key-invalid' },
      });
    }
    const saved = await repo.saveNetwork(this.db, input.revision, {
      vendor: region.vendor,
      region: region.code,
      vpcCidr: input.vpcCidr,
      subnetCidr: input.subnetCidr,
      publicAccess: input.publicAccess,
      updatedAt: this.clock.now(),
      updatedBy: staff.email,
    });
    if (!saved) throw new RuleViolation('vpcNetworkChanged');
    return this.view(region.vendor, region.code, saved, await this.instanceCounts());
  }

  private async instanceCounts() {
    const counts = new Map<string, Map<number, number>>();
    for (const row of await repo.liveInstancesByRevision(this.db)) {
      const key = `${row.vendor}/${row.region}`;
      const byRevision = counts.get(key) ?? new Map<number, number>();
      byRevision.set(row.revision, row.n);
      counts.set(key, byRevision);
    }
    return counts;
  }

  private view(
    vendor: string,
    code: string,
    row: VpcNetworkRow | undefined,
    counts: Map<string, Map<number, number>>,
  ): VpcRegionNetwork {
    const settings = settingsOf(row);
    const byRevision = counts.get(`${vendor}/${code}`) ?? new Map<number, number>();
    let earlier = 0;
    for (const [revision, n] of byRevision) if (revision < settings.revision) earlier += n;
    return {
      vendor,
      vendorName: vendors.find((item) => item.key === vendor)?.name ?? vendor,
      region: code,
      location: regions.find((item) => item.vendor === vendor && item.code === code)?.name ?? code,
      vpcCidr: settings.vpcCidr,
      subnetCidr: settings.subnetCidr,
      publicAccess: settings.publicAccess,
      revision: settings.revision,
      updatedAt: row?.updatedAt.toISOString() ?? null,
      updatedBy: row?.updatedBy ?? null,
      instances: { current: byRevision.get(settings.revision) ?? 0, earlier },
    };
  }

  // ---- instances ---------------------------------------------------------------------------------

  /**
   * In the transaction that creates an instance: its region's network as it stands, kept with it,
   * after refusing public sources where the region admits private ones only.
   */
  async recordNew(
    tx: Db,
    instance: { id: string; vendor: string; region: string; allowedIps: AllowedSources },
  ): Promise<void> {
    const settings = settingsOf(await repo.findNetwork(tx, instance.vendor, instance.region));
    requirePrivateSources(settings.publicAccess, instance.allowedIps);
    await repo.insertInstanceNetwork(tx, {
      instanceId: instance.id,
      vendor: instance.vendor,
      region: instance.region,
      revision: settings.revision,
      vpcCidr: settings.vpcCidr,
      subnetCidr: settings.subnetCidr,
      publicAccess: settings.publicAccess,
      createdAt: this.clock.now(),
    });
  }

  /**
   * A new allow-list of an existing instance or cluster server follows the network it was created
   * with (one created before any record has the internet access it always had).
   */
  async requireSourcesAllowed(instanceId: string, allowedIps: AllowedSources): Promise<void> {
    const network = await repo.findInstanceNetwork(this.db, instanceId);
    requirePrivateSources(network?.publicAccess ?? true, allowedIps);
  }
}
