/**
 * Powerhouse clusters as the server sends them, for feature tests: `clusterOf({ status: 'STOPPED' })`
 * is a free cluster of one META and one SHARD server with every field of the contract's
 * `clusterDetail` filled in.
 */
import type { ClusterDetail, ClusterServer, InstanceSize } from '@quiver/contract';

export const powerhouseSize: InstanceSize = {
  id: 'powerhouse-4c16g',
  name: 'Powerhouse 4 vCPU 16 GB',
  edition: 'powerhouse-standard',
  vcpu: 4,
  memoryGb: 16,
  storageGb: 64,
  maxStorageGb: 128,
  hourlyPriceMicros: 1_660_000,
};

export const largeSize: InstanceSize = {
  ...powerhouseSize,
  id: 'powerhouse-8c32g',
  name: 'Powerhouse 8 vCPU 32 GB',
  vcpu: 8,
  memoryGb: 32,
  hourlyPriceMicros: 3_320_000,
};

export function serverOf(overrides: Partial<ClusterServer> = {}): ClusterServer {
  return {
    id: 'srv-meta-1',
    role: 'GRAPH_V5_META_SERVER',
    size: powerhouseSize,
    storageGb: 64,
    status: 'RUNNING',
    serviceState: null,
    serviceAddress: '10.0.1.1:60061',
    ...overrides,
  };
}

export function clusterOf(overrides: Partial<ClusterDetail> = {}): ClusterDetail {
  const status = overrides.status ?? 'RUNNING';
  const servers = overrides.servers ?? [
    serverOf({ status }),
    serverOf({
      id: 'srv-shard-1',
      role: 'GRAPH_V5_SHARD_SERVER',
      status,
      serviceAddress: '10.0.1.2:60061',
    }),
  ];
  return {
    id: 'cl-1',
    name: 'social graph',
    kind: 'POWERHOUSE',
    type: 'FREE',
    edition: 'powerhouse-standard',
    status,
    serviceState: null,
    vendor: 'aws',
    region: 'us-east-1',
    version: '5.1.4',
    port: 60061,
    allowedIps: [],
    memoryThreshold: 80,
    logLevel: 3,
    nodeIdCache: 0,
    serviceAddress: '10.0.1.1:60061',
    hourlyPriceMicros: 0,
    serverCount: servers.length,
    failureReason: null,
    createdAt: '2026-11-20T09:30:00.000Z',
    updatedAt: '2026-11-20T09:31:00.000Z',
    ...overrides,
    servers,
  };
}

/** `/cluster/free/config`: one META and one SHARD server of the smallest size, $0 an hour. */
export const freeConfig = {
  vendor: 'aws',
  region: 'us-east-1',
  version: '5.2.1',
  port: 60061,
  servers: [
    { role: 'GRAPH_V5_META_SERVER' as const, size: powerhouseSize, count: 1, storageGb: 64 },
    { role: 'GRAPH_V5_SHARD_SERVER' as const, size: powerhouseSize, count: 1, storageGb: 64 },
  ],
  hourlyPriceMicros: 0,
};
