// Test data of the instance screens (detail tabs, configuration): a Standard instance built on the
// shared fixtures of test/instances.ts (whose default is a Shared one).
import type { Instance, InstanceSize } from '@quiver/contract';
import { instanceOf } from '../../../test/instances.ts';

export const standardSize: InstanceSize = {
  id: 'standard-4c16g',
  name: 'Standard 4 vCPU',
  edition: 'standard',
  vcpu: 4,
  memoryGb: 16,
  storageGb: 50,
  maxStorageGb: 1000,
  hourlyPriceMicros: 1_140_000,
};

/** A running Standard instance named "Fraud graph", memory threshold 85. */
export function testInstance(overrides: Partial<Instance> = {}): Instance {
  return instanceOf({
    name: 'Fraud graph',
    type: 'STANDARD',
    edition: 'standard',
    size: standardSize,
    storageGb: 50,
    allowedIps: [{ ip: '10.0.0.0/8', description: 'office' }],
    memoryThreshold: 85,
    hourlyPriceMicros: 1_140_000,
    ...overrides,
  });
}
