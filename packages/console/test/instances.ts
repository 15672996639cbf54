/**
 * Instances as the server sends them, for feature tests: `instanceOf({ status: 'STOPPED' })` is a
 * Shared Blaze instance with every field of the contract's `instance` filled in.
 */
import { beforeEach, vi } from 'vitest';
import type { Cluster, Instance, OperationAccepted } from '@quiver/contract';
import { clusterRoutes } from '@quiver/contract/wire';
import { answer, server } from './server.ts';

export const sharedSize: Instance['size'] = {
  id: 'shared-2c8g',
  name: 'Shared 2 vCPU 8 GB',
  edition: 'shared',
  vcpu: 2,
  memoryGb: 8,
  storageGb: 40,
  maxStorageGb: 40,
  // Sold only as the free tier: charged nothing, its list price beside it (as the server's sizeView).
  hourlyPriceMicros: 0,
  listHourlyPriceMicros: 610_000,
};

export function instanceOf(overrides: Partial<Instance> = {}): Instance {
  return {
    id: 'inst-1',
    name: 'orders',
    kind: 'BLAZE',
    type: 'FREE',
    edition: 'shared',
    status: 'RUNNING',
    serviceState: 'AVAILABLE',
    vendor: 'aws',
    region: 'us-east-1',
    size: sharedSize,
    storageGb: 40,
    version: 'v4.2.0',
    port: 60061,
    allowedIps: [],
    memoryThreshold: 80,
    logLevel: 3,
    nodeIdCache: 0,
    shortUuid: false,
    serviceAddress: '10.0.0.7:60061',
    hourlyPriceMicros: 610_000,
    clusterId: null,
    role: null,
    failureReason: null,
    createdAt: '2026-11-20T09:30:00.000Z',
    updatedAt: '2026-11-20T09:31:00.000Z',
    storageChangedAt: null,
    ...overrides,
  };
}

/** A page of the list answer holding `items`. */
export function pageOf(items: Instance[], { page = 1, pageSize = 20, total = items.length } = {}) {
  return { items, total, page, pageSize };
}

/** The signed-in user of a test (NORMAL unless said otherwise). */
export function viewerOf(status: 'NORMAL' | 'LIMITED' | 'REVIEW' = 'NORMAL') {
  return {
    id: 'user-1',
    email: 'ada@example.com',
    identityType: 'email' as const,
    isTwofa: true,
    isQuiver: false,
    status,
    name: 'Ada',
    createdAt: '2026-11-01T00:00:00.000Z',
    lastLoginAt: null,
  };
}

/** `/instance/product/detail` for an instance: $0.61/hr running, $0.01/hr stopped. */
export function productOf(instanceId: string) {
  return {
    instanceId,
    edition: 'shared' as const,
    type: 'FREE' as const,
    size: sharedSize,
    storageGb: 40,
    hourlyPriceMicros: 610_000,
    monthlyEstimateMicros: 445_300_000,
    stoppedHourlyPriceMicros: 10_000,
  };
}

/**
 * happy-dom has no layout, and the ui Table draws only the rows its scroll container shows: give
 * every element the height a browser would give a page of rows (20 rows of 48 px).
 */
export function withTableLayout() {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(960);
  });
}

/** The answer to an accepted lifecycle call. */
export function acceptedOf(
  resourceId: string,
  action: OperationAccepted['action'],
  status: OperationAccepted['status'],
  finalStatus: OperationAccepted['finalStatus'],
): OperationAccepted {
  return { operationId: `op-${action}`, resourceId, action, status, finalStatus };
}

/** A row of `/cluster/list` (a cluster without its servers; test/clusters.ts has the detail). */
export function clusterRowOf(overrides: Partial<Cluster> = {}): Cluster {
  return {
    id: 'cluster-1',
    name: 'payments',
    kind: 'POWERHOUSE',
    type: 'FREE',
    edition: 'powerhouse-standard',
    status: 'RUNNING',
    serviceState: 'AVAILABLE',
    vendor: 'aws',
    region: 'us-east-1',
    version: '5.2.1',
    port: 60061,
    allowedIps: [],
    memoryThreshold: 80,
    logLevel: 3,
    nodeIdCache: 0,
    serviceAddress: '10.0.0.9:60061',
    hourlyPriceMicros: 0,
    serverCount: 2,
    failureReason: null,
    createdAt: '2026-11-19T08:00:00.000Z',
    updatedAt: '2026-11-19T08:01:00.000Z',
    ...overrides,
  };
}

/** A page of `/cluster/list` holding `items`. */
export function clusterPageOf(
  items: Cluster[],
  { page = 1, pageSize = 20, total = items.length } = {},
) {
  return { items, total, page, pageSize };
}

/**
 * The account has no Powerhouse cluster (the instance list asks for them beside its instances);
 * a test that needs clusters states its own answer, which comes first.
 */
export function withoutClusters() {
  beforeEach(() => {
    server.use(answer(clusterRoutes.list, clusterPageOf([])));
  });
}
