// Powerhouse (GRAPH_V5) clusters: a set of servers in three roles, created, operated and configured
// as one (spec §7 "Clusters and managers"). `{brand}` paths come from the brand setting.
import { z } from 'zod';
import {
  allowedIpList,
  editionKey,
  graphPassword,
  instanceKind,
  instanceName,
  instanceStatus,
  instanceType,
  listeningPort,
  logLevelNumber,
  memoryThreshold,
  nodeIdCache,
  powerhouseServerRole,
  serviceState,
} from '@quiver/validation';
import { defineEndpoint, v1 } from './endpoint.ts';
import {
  catalogueKey,
  confirmName,
  integerRule,
  micros,
  pageOf,
  pagingQuery,
  resourceId,
  resourceIdList,
  storageGb,
} from './fields.ts';
import { graphImage, instanceSize } from './catalogue.ts';
import {
  allowedIpView,
  connectionInfo,
  operationAccepted,
  resourceState,
  stockRefusals,
} from './resources.ts';

export const clusterServer = z.object({
  id: z.string(),
  role: powerhouseServerRole,
  size: instanceSize,
  storageGb: z.int().positive(),
  status: instanceStatus,
  serviceState: serviceState.nullable(),
  serviceAddress: z.string().nullable(),
});
export type ClusterServer = z.infer<typeof clusterServer>;

/** A cluster without its servers (`/cluster/detailwithoutinstance`, list items). */
export const cluster = z.object({
  id: z.string(),
  name: z.string(),
  kind: instanceKind,
  type: instanceType,
  edition: editionKey,
  status: instanceStatus,
  serviceState: serviceState.nullable(),
  vendor: z.string(),
  region: z.string(),
  version: z.string(),
  port: z.int(),
  allowedIps: z.array(allowedIpView),
  memoryThreshold: z.int(),
  logLevel: z.int().min(1).max(4),
  nodeIdCache: z.int().nonnegative(),
  serviceAddress: z.string().nullable(),
  hourlyPriceMicros: micros,
  serverCount: z.int().nonnegative(),
  failureReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Cluster = z.infer<typeof cluster>;

export const clusterDetail = cluster.extend({ servers: z.array(clusterServer) });
export type ClusterDetail = z.infer<typeof clusterDetail>;

/** Roles a cluster must have; HDC servers are optional. */
export const requiredClusterRoles = ['GRAPH_V5_META_SERVER', 'GRAPH_V5_SHARD_SERVER'] as const;

/** One line per role: how many servers of which size. */
export const clusterServerLine = z.strictObject({
  role: powerhouseServerRole,
  sizeId: catalogueKey,
  count: integerRule(1, 64, 'api.count-invalid'),
  storageGb: storageGb.optional(),
});

export const clusterServerLines = z
  .array(clusterServerLine, { error: 'validation.invalid-type' })
  .superRefine((lines, context) => {
    const roles = lines.map((line) => line.role);
    const complete = requiredClusterRoles.every((role) => roles.includes(role));
    if (!complete || new Set(roles).size !== roles.length)
      context.addIssue({ code: 'custom', message: 'api.cluster-roles-invalid' });
  });

export const upgradeCheck = z.object({
  currentVersion: z.string(),
  latestVersion: z.string(),
  upgradable: z.boolean(),
  /** Versions newer than the current one, newest first. */
  versions: z.array(graphImage),
});

const clusterRef = { clusterId: resourceId };
const atLeastOne = (keys: readonly string[]) => (body: Record<string, unknown>) =>
  keys.some((key) => body[key] !== undefined);

export const clusterEndpoints = {
  createStandard: defineEndpoint({
    id: 'cluster.createStandard',
    method: 'POST',
    path: v1('/cluster/{brand}v5/standard/create'),
    auth: 'user',
    summary: 'Create a Powerhouse Standard cluster from one line per server role.',
    request: z.strictObject({
      name: instanceName,
      vendor: catalogueKey,
      region: catalogueKey,
      version: catalogueKey,
      port: listeningPort.optional(),
      allowedIps: allowedIpList,
      memoryThreshold: memoryThreshold.optional(),
      logLevel: logLevelNumber.optional(),
      nodeIdCache: nodeIdCache.optional(),
      rootPassword: graphPassword,
      servers: clusterServerLines,
    }),
    response: clusterDetail,
  }),
  createFree: defineEndpoint({
    id: 'cluster.createFree',
    method: 'POST',
    path: v1('/cluster/{brand}v5/free/create'),
    auth: 'user',
    summary:
      'Create the free cluster (fixed configuration of /cluster/free/config; one per account).',
    request: z.strictObject({
      name: instanceName,
      rootPassword: graphPassword,
      allowedIps: allowedIpList.optional(),
    }),
    response: clusterDetail,
  }),
  freeConfig: defineEndpoint({
    id: 'cluster.freeConfig',
    method: 'GET',
    path: v1('/cluster/free/config'),
    auth: 'user',
    summary: 'The fixed configuration of a free cluster.',
    request: z.object({}),
    response: z.object({
      vendor: z.string(),
      region: z.string(),
      version: z.string(),
      port: z.int(),
      servers: z.array(
        z.object({
          role: powerhouseServerRole,
          size: instanceSize,
          count: z.int().positive(),
          storageGb: z.int().positive(),
        }),
      ),
      hourlyPriceMicros: micros,
    }),
  }),
  freeCheck: defineEndpoint({
    id: 'cluster.freeCheck',
    method: 'POST',
    path: v1('/cluster/{brand}v5/free/check'),
    auth: 'user',
    summary:
      'Whether the caller may create a free cluster now (one FREE instance or cluster each).',
    request: z.strictObject({}),
    response: z.object({
      allowed: z.boolean(),
      reason: z.string().nullable(),
      message: z.string().nullable(),
    }),
  }),
  batchesCheck: defineEndpoint({
    id: 'cluster.batchesCheck',
    method: 'POST',
    path: v1('/cluster/{brand}v5/batches/check'),
    auth: 'user',
    summary: 'Stock check of every server line of a cluster configuration in a region.',
    request: z.strictObject({
      vendor: catalogueKey,
      region: catalogueKey,
      servers: clusterServerLines,
    }),
    response: z.object({
      available: z.boolean(),
      items: z.array(
        z.object({
          role: powerhouseServerRole,
          sizeId: z.string(),
          count: z.int().positive(),
          available: z.boolean(),
          reason: z.enum(stockRefusals).nullable(),
          message: z.string().nullable(),
        }),
      ),
    }),
  }),
  list: defineEndpoint({
    id: 'cluster.list',
    method: 'GET',
    path: v1('/cluster/list'),
    auth: 'user',
    summary: "The caller's clusters, newest first, a page at a time.",
    request: z.object({
      ...pagingQuery,
      status: instanceStatus.optional(),
      name: z.string().max(127, { error: 'api.text-too-long' }).optional(),
    }),
    response: pageOf(cluster),
  }),
  connect: defineEndpoint({
    id: 'cluster.connect',
    method: 'GET',
    path: v1('/cluster/connect/manager'),
    auth: 'user',
    summary: 'How to connect to an Active cluster.',
    request: z.object(clusterRef),
    response: connectionInfo,
  }),
  detail: defineEndpoint({
    id: 'cluster.detail',
    method: 'GET',
    path: v1('/cluster/detail'),
    auth: 'user',
    summary: 'One cluster of the caller with its servers.',
    request: z.object(clusterRef),
    response: clusterDetail,
  }),
  nameAvailable: defineEndpoint({
    id: 'cluster.nameAvailable',
    method: 'GET',
    path: v1('/cluster/name'),
    auth: 'user',
    summary: 'Whether the caller can give a new cluster this name.',
    request: z.object({ name: instanceName }),
    response: z.object({ available: z.boolean() }),
  }),
  summary: defineEndpoint({
    id: 'cluster.summary',
    method: 'GET',
    path: v1('/cluster/detailwithoutinstance'),
    auth: 'user',
    summary: 'One cluster of the caller, without its servers.',
    request: z.object(clusterRef),
    response: cluster,
  }),
  start: defineEndpoint({
    id: 'cluster.start',
    method: 'POST',
    path: v1('/cluster/start'),
    auth: 'user',
    summary: 'Start a Stopped cluster.',
    request: z.strictObject(clusterRef),
    response: operationAccepted,
  }),
  stop: defineEndpoint({
    id: 'cluster.stop',
    method: 'POST',
    path: v1('/cluster/stop'),
    auth: 'user',
    summary: 'Stop an Active cluster.',
    request: z.strictObject(clusterRef),
    response: operationAccepted,
  }),
  restart: defineEndpoint({
    id: 'cluster.restart',
    method: 'POST',
    path: v1('/cluster/restart'),
    auth: 'user',
    summary: 'Restart an Active cluster.',
    request: z.strictObject(clusterRef),
    response: operationAccepted,
  }),
  terminate: defineEndpoint({
    id: 'cluster.terminate',
    method: 'POST',
    path: v1('/cluster/terminate'),
    auth: 'user',
    summary: 'Terminate a cluster and all its servers, typed name as confirmation.',
    request: z.strictObject({ ...clusterRef, confirmName }),
    response: operationAccepted,
  }),
  state: defineEndpoint({
    id: 'cluster.state',
    method: 'POST',
    path: v1('/cluster/state'),
    auth: 'user',
    summary: "Current statuses of some of the caller's clusters.",
    request: z.strictObject({ clusterIds: resourceIdList }),
    response: z.object({ items: z.array(resourceState) }),
  }),
  updateInfo: defineEndpoint({
    id: 'cluster.updateInfo',
    method: 'POST',
    path: v1('/cluster/update/info'),
    auth: 'user',
    summary: 'Rename a cluster.',
    request: z.strictObject({ ...clusterRef, name: instanceName }),
    response: cluster,
  }),
  updateConfig: defineEndpoint({
    id: 'cluster.updateConfig',
    method: 'POST',
    path: v1('/cluster/update/config'),
    auth: 'user',
    summary: 'Change server settings of every server: memory threshold, log level, node ID cache.',
    request: z
      .strictObject({
        ...clusterRef,
        memoryThreshold: memoryThreshold.optional(),
        logLevel: logLevelNumber.optional(),
        nodeIdCache: nodeIdCache.optional(),
      })
      .refine(atLeastOne(['memoryThreshold', 'logLevel', 'nodeIdCache']), {
        message: 'validation.required',
      }),
    response: operationAccepted,
  }),
  updateNetwork: defineEndpoint({
    id: 'cluster.updateNetwork',
    method: 'POST',
    path: v1('/cluster/update/network'),
    auth: 'user',
    summary: 'Change the listening port (restarts) or the allowed inbound IPs of a cluster.',
    request: z
      .strictObject({
        ...clusterRef,
        port: listeningPort.optional(),
        allowedIps: allowedIpList.optional(),
      })
      .refine(atLeastOne(['port', 'allowedIps']), { message: 'validation.required' }),
    response: operationAccepted,
  }),
  upgrade: defineEndpoint({
    id: 'cluster.upgrade',
    method: 'POST',
    path: v1('/cluster/upgrade'),
    auth: 'user',
    summary: 'Upgrade a cluster to a newer graph version.',
    request: z.strictObject({ ...clusterRef, version: catalogueKey }),
    response: operationAccepted,
  }),
  upgradeCheck: defineEndpoint({
    id: 'cluster.upgradeCheck',
    method: 'POST',
    path: v1('/cluster/upgrade/check'),
    auth: 'user',
    summary: 'The versions a cluster can upgrade to.',
    request: z.strictObject(clusterRef),
    response: upgradeCheck,
  }),
} as const;
