import { vendorKeys, type VendorKey } from './vendors.ts';
import type { GraphEngineFactory } from '../engine/graph-engine.ts';
import {
  ProviderError,
  type CloudProvider,
  type LogEntry,
  type ProviderAvailability,
} from './cloud-provider.ts';
import { LocalProvider } from './local-provider.ts';
import {
  SimulatedCloudProvider,
  realisticDelays,
  type RegionLookup,
  type SimulatedDelays,
} from './simulated-cloud-provider.ts';
import type { CloudSettings, VendorFault } from './cloud-settings.ts';
import type { MetricHistory } from './telemetry.ts';

export interface CloudProvidersConfig {
  /**
   * `local` (default): every vendor and region is served at once by the local driver, with no
   * capacity limits. `simulated`: each vendor behaves like its public cloud (delays, regional
   * capacity, injectable faults) on the same local databases.
   */
  mode: 'local' | 'simulated';
  dataDir: string;
  /** The catalogue's regions (the simulated clouds' region list). */
  regions: RegionLookup;
  onLog?: (entry: LogEntry) => void;
  engineFactory?: GraphEngineFactory;
  /** The local driver's metric samples (the bench hands in a made-up week). */
  metricHistory?: MetricHistory;
  /** Engines the local driver runs at once (LOCAL_MAX_ENGINES; default from the machine's memory). */
  localMaxEngines?: number | undefined;
  delays?: SimulatedDelays;
  /** Instances per region in simulated mode (null: unlimited). */
  regionCapacity?: number | null;
  /** Per-region overrides in simulated mode, e.g. `{ 'aws/ap-northeast-1': 0 }` to show sold out. */
  capacityOverrides?: Record<string, number>;
  /** Faults injected from the start in simulated mode (demos, tests). */
  faults?: readonly VendorFault[];
}

/** Where an instance holds capacity (every instance not terminated, read at server start). */
export interface Placement {
  id: string;
  vendor: string;
  region: string;
}

export interface CloudProviders {
  /** The driver serving a vendor's instances. */
  forVendor(vendor: string): CloudProvider;
  /** The simulated driver of a vendor (simulated mode only), to inject faults. */
  simulated(vendor: VendorKey): SimulatedCloudProvider | undefined;
  readonly local: LocalProvider;
  /** Whether instances can be provisioned at all (the engine loads where engines run). */
  availability(): Promise<ProviderAvailability>;
  /**
   * After a restart: tells the simulated clouds which instances already hold capacity, so regional
   * stock counts them (the local driver has no capacity to count). Answers how many were adopted.
   */
  adopt(placements: readonly Placement[]): number;
  /** Closes every database (server shutdown). */
  shutdown(): Promise<void>;
}

export function createCloudProviders(config: CloudProvidersConfig): CloudProviders {
  const local = new LocalProvider({
    dataDir: config.dataDir,
    onLog: config.onLog,
    engineFactory: config.engineFactory,
    ...(config.metricHistory ? { metricHistory: config.metricHistory } : {}),
    ...(config.localMaxEngines === undefined ? {} : { maxEngines: config.localMaxEngines }),
  });
  const simulatedByVendor = new Map<VendorKey, SimulatedCloudProvider>();
  if (config.mode === 'simulated') {
    for (const vendor of vendorKeys) {
      const capacity: Record<string, number> = {};
      for (const [key, value] of Object.entries(config.capacityOverrides ?? {})) {
        const [overrideVendor, region] = key.split('/');
        if (overrideVendor === vendor && region) capacity[region] = value;
      }
      const driver = new SimulatedCloudProvider({
        vendor,
        local,
        regions: config.regions,
        delays: config.delays ?? realisticDelays,
        capacity,
        defaultCapacity: config.regionCapacity === undefined ? 50 : config.regionCapacity,
      });
      for (const { vendor: target, fault } of config.faults ?? [])
        if (target === '*' || target === vendor) driver.injectFault({ ...fault });
      simulatedByVendor.set(vendor, driver);
    }
  }
  return {
    local,
    forVendor(vendor) {
      if (!(vendorKeys as readonly string[]).includes(vendor)) {
        throw new ProviderError('unavailable', `There is no cloud provider named ${vendor}.`);
      }
      return simulatedByVendor.get(vendor as VendorKey) ?? local;
    },
    availability: () => local.availability(),
    simulated: (vendor) => simulatedByVendor.get(vendor),
    adopt(placements) {
      let adopted = 0;
      for (const placement of placements) {
        const driver = simulatedByVendor.get(placement.vendor as VendorKey);
        if (!driver) continue;
        driver.adopt(placement.id, placement.region);
        adopted += 1;
      }
      return adopted;
    },
    shutdown: () => local.shutdown(),
  };
}

/** The realistic delays scaled by `factor` (whole milliseconds). */
export function scaledDelays(factor: number): SimulatedDelays {
  return Object.fromEntries(
    Object.entries(realisticDelays).map(([step, ms]) => [step, Math.round(ms * factor)]),
  ) as unknown as SimulatedDelays;
}

/** What `createCloudProviders` needs for these settings. */
export function cloudProvidersConfig(
  settings: CloudSettings,
  dataDir: string,
  regions: RegionLookup,
): CloudProvidersConfig {
  if (settings.mode === 'local') return { mode: 'local', dataDir, regions };
  return {
    mode: 'simulated',
    dataDir,
    regions,
    delays: scaledDelays(settings.delayFactor),
    regionCapacity: settings.regionCapacity,
    capacityOverrides: settings.capacityOverrides,
    faults: settings.faults,
  };
}
