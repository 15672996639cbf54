// How the server runs instances: CLOUD_PROVIDERS and the SIMULATED_* settings (src/config.ts reads
// them; src/providers/registry.ts builds the drivers from them). Kept free of the drivers' imports.
import { vendorKeys, type VendorKey } from './vendors.ts';
import type { SimulatedFault } from './simulated-cloud-provider.ts';

/** A fault injected at start (config `SIMULATED_FAULTS`) into one vendor's driver, or every one. */
export interface VendorFault {
  vendor: VendorKey | '*';
  fault: SimulatedFault;
}

/** How the server runs instances (config `CLOUD_PROVIDERS` and the `SIMULATED_*` settings). */
export interface CloudSettings {
  mode: 'local' | 'simulated';
  /** Multiplies the realistic delays of the simulated clouds: 1 realistic, 0 none, 0.1 ten times faster. */
  delayFactor: number;
  /** Instances each simulated region holds (null: unlimited). */
  regionCapacity: number | null;
  /** `vendor/region` → instances that region holds. */
  capacityOverrides: Record<string, number>;
  faults: VendorFault[];
}

export const defaultCloudSettings: CloudSettings = {
  mode: 'local',
  delayFactor: 1,
  regionCapacity: 50,
  capacityOverrides: {},
  faults: [],
};

const regionCodePattern = /^[a-z0-9][a-z0-9-]{0,62}$/;

function vendorOf(text: string, where: string): VendorKey {
  if (!(vendorKeys as readonly string[]).includes(text))
    throw new Error(`${where}: unknown cloud provider "${text}" (use ${vendorKeys.join(', ')})`);
  return text as VendorKey;
}

/**
 * `SIMULATED_CAPACITY`: comma-separated `vendor/region=count`, e.g. `aws/us-east-1=0,gcp/europe-west1=3`.
 * Throws with a message naming the bad entry.
 */
export function parseCapacityOverrides(text: string): Record<string, number> {
  const overrides: Record<string, number> = {};
  for (const entry of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^([a-z]+)\/([^=\s]+)=(\d{1,6})$/.exec(entry);
    if (!match) throw new Error(`"${entry}" is not vendor/region=count (e.g. aws/us-east-1=0)`);
    const [, vendor = '', region = '', count = ''] = match;
    vendorOf(vendor, `"${entry}"`);
    if (!regionCodePattern.test(region))
      throw new Error(`"${entry}": "${region}" is not a region code`);
    overrides[`${vendor}/${region}`] = Number(count);
  }
  return overrides;
}

const faultKinds = [
  'sold-out',
  'unavailable',
  'provision-failure',
  'slow-start',
  'memory-pressure',
];
const regionalFaults = ['sold-out', 'unavailable', 'provision-failure'];
const countedFaults = ['provision-failure', 'slow-start', 'memory-pressure'];

/**
 * `SIMULATED_FAULTS`: comma-separated `target:kind[=ms][*times]`; target is `*` (every vendor), a
 * vendor, or `vendor/region` (sold-out, unavailable, provision-failure only). `slow-start` needs
 * `=ms`; `*times` (provision-failure, slow-start, memory-pressure) clears the fault after that many
 * operations. E.g. `aws/us-east-1:sold-out,gcp:provision-failure*2,*:slow-start=30000`.
 */
export function parseFaults(text: string): VendorFault[] {
  const faults: VendorFault[] = [];
  for (const entry of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^(\*|[a-z]+)(?:\/([^:\s]+))?:([a-z-]+)(?:=(\d{1,7}))?(?:\*(\d{1,4}))?$/.exec(
      entry,
    );
    if (!match)
      throw new Error(
        `"${entry}" is not target:kind[=ms][*times] (e.g. aws/us-east-1:sold-out or gcp:provision-failure*2)`,
      );
    const [, target = '', region, kind = '', ms, times] = match;
    const vendor = target === '*' ? '*' : vendorOf(target, `"${entry}"`);
    if (!faultKinds.includes(kind))
      throw new Error(`"${entry}": unknown fault "${kind}" (use ${faultKinds.join(', ')})`);
    if (region !== undefined && (vendor === '*' || !regionalFaults.includes(kind)))
      throw new Error(
        `"${entry}": only ${regionalFaults.join(', ')} can name a region, and only with a vendor`,
      );
    if (region !== undefined && !regionCodePattern.test(region))
      throw new Error(`"${entry}": "${region}" is not a region code`);
    if ((kind === 'slow-start') !== (ms !== undefined))
      throw new Error(`"${entry}": slow-start needs =ms, and only slow-start takes one`);
    if (times !== undefined && (!countedFaults.includes(kind) || Number(times) < 1))
      throw new Error(`"${entry}": *times (1 or more) applies to ${countedFaults.join(', ')} only`);
    const count = times === undefined ? {} : { times: Number(times) };
    const where = region === undefined ? {} : { region };
    const fault: SimulatedFault =
      kind === 'slow-start'
        ? { kind, extraMs: Number(ms), ...count }
        : kind === 'memory-pressure'
          ? { kind, ...count }
          : kind === 'provision-failure'
            ? { kind, ...where, ...count }
            : kind === 'sold-out'
              ? { kind, ...where }
              : { kind: 'unavailable', ...where };
    faults.push({ vendor, fault });
  }
  return faults;
}
