import { vendorKeys, type VendorKey } from '../catalogue/vendors.ts';
import type { GraphEngineFactory } from '../engine/graph-engine.ts';
import { ProviderError, type CloudProvider, type LogEntry } from './cloud-provider.ts';
import { LocalProvider } from './local-provider.ts';
import {
  SimulatedCloudProvider,
  realisticDelays,
  type SimulatedDelays,
} from './simulated-cloud-provider.ts';

export interface CloudProvidersConfig {
  /**
   * `local` (default): every vendor and region is served at once by the local driver, with no
   * capacity limits. `simulated`: each vendor behaves like its public cloud (delays, regional
   * capacity, injectable faults) on the same local databases.
   */
  mode: 'local' | 'simulated';
  dataDir: string;
  onLog?: (entry: LogEntry) => void;
  engineFactory?: GraphEngineFactory;
  delays?: SimulatedDelays;
  /** Instances per region in simulated mode (null: unlimited). */
  regionCapacity?: number | null;
  /** Per-region overrides in simulated mode, e.g. `{ 'aws/ap-northeast-1': 0 }` to show sold out. */
  capacityOverrides?: Record<string, number>;
}

export interface CloudProviders {
  /** The driver serving a vendor's instances. */
  forVendor(vendor: string): CloudProvider;
  /** The simulated driver of a vendor (simulated mode only), to inject faults. */
  simulated(vendor: VendorKey): SimulatedCloudProvider | undefined;
  readonly local: LocalProvider;
  /** Closes every database (server shutdown). */
  shutdown(): Promise<void>;
}

export function createCloudProviders(config: CloudProvidersConfig): CloudProviders {
  const local = new LocalProvider({
    dataDir: config.dataDir,
    onLog: config.onLog,
    engineFactory: config.engineFactory,
  });
  const simulatedByVendor = new Map<VendorKey, SimulatedCloudProvider>();
  if (config.mode === 'simulated') {
    for (const vendor of vendorKeys) {
      const capacity: Record<string, number> = {};
      for (const [key, value] of Object.entries(config.capacityOverrides ?? {})) {
        const [overrideVendor, region] = key.split('/');
        if (overrideVendor === vendor && region) capacity[region] = value;
      }
      simulatedByVendor.set(
        vendor,
        new SimulatedCloudProvider({
          vendor,
          local,
          delays: config.delays ?? realisticDelays,
          capacity,
          defaultCapacity: config.regionCapacity === undefined ? 50 : config.regionCapacity,
        }),
      );
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
    simulated: (vendor) => simulatedByVendor.get(vendor),
    shutdown: () => local.shutdown(),
  };
}
