// An instance row in the contract's shape (`@quiver/contract` `instance`).
import type { Instance } from '@quiver/contract';
import type {
  EditionKey,
  InstanceKind,
  InstanceStatus,
  InstanceType,
  ServiceState,
} from '@quiver/validation';
import { findSize, instanceHourlyMicros, pricedFor, sizeView } from '../catalogue/index.ts';
import type { InstanceRow } from './repo.ts';

export type { InstanceRow } from './repo.ts';

export function instanceView(row: InstanceRow): Instance {
  const size = findSize(row.sizeKey);
  if (!size) throw new Error(`instance ${row.id} has an unknown size ${row.sizeKey}`);
  // The free tier (FREE: Shared) is charged $0; its list price goes beside it.
  const price = pricedFor(instanceHourlyMicros(size, row.storageGb), row.type);
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as InstanceKind,
    type: row.type as InstanceType,
    edition: row.edition as EditionKey,
    status: row.status as InstanceStatus,
    serviceState: row.serviceState as ServiceState | null,
    vendor: row.vendor,
    region: row.region,
    size: sizeView(size),
    storageGb: row.storageGb,
    version: row.version,
    port: row.port,
    allowedIps: row.allowedIps,
    memoryThreshold: row.memoryThreshold,
    logLevel: row.logLevel,
    nodeIdCache: row.nodeIdCache,
    shortUuid: row.shortUuid,
    serviceAddress: row.serviceAddress,
    hourlyPriceMicros: price.hourlyMicros,
    listHourlyPriceMicros: price.listHourlyMicros,
    clusterId: null,
    role: null,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    storageChangedAt: row.storageChangedAt?.toISOString() ?? null,
  };
}
