// A cluster row and its server rows in the contract's shapes (`cluster`, `clusterDetail`).
import type { Cluster, ClusterDetail, ClusterServer } from '@quiver/contract';
import type {
  EditionKey,
  InstanceStatus,
  InstanceType,
  PowerhouseServerRole,
  ServiceState,
} from '@quiver/validation';
import { findSize, instanceHourlyMicros, sizeView } from '../catalogue/index.ts';
import type { ClusterRow, ServerRow } from './repo.ts';

/** Servers in a stable order: META, then SHARD, then HDC, each by creation. */
const roleOrder: Record<string, number> = {
  GRAPH_V5_META_SERVER: 0,
  GRAPH_V5_SHARD_SERVER: 1,
  GRAPH_V5_HDC_SERVER: 2,
};
export function sortServers(servers: ServerRow[]): ServerRow[] {
  return [...servers].sort(
    (a, b) =>
      (roleOrder[a.role ?? ''] ?? 9) - (roleOrder[b.role ?? ''] ?? 9) ||
      a.name.localeCompare(b.name),
  );
}

function sizeOf(server: ServerRow) {
  const size = findSize(server.sizeKey);
  if (!size) throw new Error(`server ${server.id} has an unknown size ${server.sizeKey}`);
  return size;
}

/** What the cluster costs an hour while running: nothing for the free cluster, else its servers. */
export function clusterHourlyMicros(row: ClusterRow, servers: ServerRow[]): number {
  if (row.type === 'FREE') return 0;
  return servers.reduce(
    (sum, server) => sum + instanceHourlyMicros(sizeOf(server), server.storageGb),
    0,
  );
}

export function serverView(server: ServerRow): ClusterServer {
  return {
    id: server.id,
    role: server.role as PowerhouseServerRole,
    size: sizeView(sizeOf(server)),
    storageGb: server.storageGb,
    status: server.status as InstanceStatus,
    serviceState: server.serviceState as ServiceState | null,
    serviceAddress: server.serviceAddress,
  };
}

export function clusterView(row: ClusterRow, servers: ServerRow[]): Cluster {
  return {
    id: row.id,
    name: row.name,
    kind: 'POWERHOUSE',
    type: row.type as InstanceType,
    edition: row.edition as EditionKey,
    status: row.status as InstanceStatus,
    serviceState: row.serviceState as ServiceState | null,
    vendor: row.vendor,
    region: row.region,
    version: row.version,
    port: row.port,
    allowedIps: row.allowedIps,
    memoryThreshold: row.memoryThreshold,
    logLevel: row.logLevel,
    nodeIdCache: row.nodeIdCache,
    serviceAddress: row.serviceAddress,
    hourlyPriceMicros: clusterHourlyMicros(row, servers),
    serverCount: servers.length,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function clusterDetailView(row: ClusterRow, servers: ServerRow[]): ClusterDetail {
  return { ...clusterView(row, servers), servers: sortServers(servers).map(serverView) };
}
