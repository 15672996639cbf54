// Manager instances (kind MANAGER): a management server for graph instances and clusters.
import { z } from 'zod';
import { allowedIpList, graphPassword, instanceName, listeningPort } from '@quiver/validation';
import { defineEndpoint, v1 } from './endpoint.ts';
import { catalogueKey, resourceId, resourceIdList } from './fields.ts';
import { instance } from './instances.ts';
import { operationAccepted } from './resources.ts';
import { cluster, upgradeCheck } from './clusters.ts';

const instanceRef = { instanceId: resourceId };

/**
 * A cluster of the caller as a Manager sees it (extension): the cluster and the Manager that
 * manages it (`/manager/create` with `clusterIds`, or `/manager/cluster/connect`), if any. A
 * cluster has at most one Manager.
 */
export const managedCluster = cluster.extend({
  managerId: z.string().nullable(),
  /** The managing Manager's name, so a chooser can say where a cluster would move from. */
  managerName: z.string().nullable(),
});
export type ManagedCluster = z.infer<typeof managedCluster>;

const clusterLink = z.strictObject({ ...instanceRef, clusterId: resourceId });

export const managerEndpoints = {
  create: defineEndpoint({
    id: 'manager.create',
    method: 'POST',
    path: v1('/manager/create'),
    auth: 'user',
    summary: "Create a Manager instance, optionally managing some of the caller's clusters.",
    request: z.strictObject({
      name: instanceName,
      vendor: catalogueKey,
      region: catalogueKey,
      sizeId: catalogueKey,
      version: catalogueKey,
      port: listeningPort.optional(),
      allowedIps: allowedIpList,
      rootPassword: graphPassword,
      clusterIds: resourceIdList.optional(),
    }),
    response: instance,
  }),
  upgrade: defineEndpoint({
    id: 'manager.upgrade',
    method: 'POST',
    path: v1('/manager/upgrade'),
    auth: 'user',
    summary: 'Upgrade a Manager instance to a newer version.',
    request: z.strictObject({ ...instanceRef, version: catalogueKey }),
    response: operationAccepted,
  }),
  upgradeCheck: defineEndpoint({
    id: 'manager.upgradeCheck',
    method: 'POST',
    path: v1('/manager/upgrade/check'),
    auth: 'user',
    summary: 'The versions a Manager instance can upgrade to.',
    request: z.strictObject(instanceRef),
    response: upgradeCheck,
  }),
  clusters: defineEndpoint({
    id: 'manager.clusters',
    method: 'GET',
    path: v1('/manager/cluster/list'),
    auth: 'user',
    extension: true,
    summary:
      "The caller's clusters that are not cancelled, newest first, each with the Manager that manages it; for a Manager's screen.",
    request: z.object(instanceRef),
    response: z.object({ items: z.array(managedCluster) }),
  }),
  connectCluster: defineEndpoint({
    id: 'manager.connectCluster',
    method: 'POST',
    path: v1('/manager/cluster/connect'),
    auth: 'user',
    extension: true,
    summary:
      "Connect one of the caller's clusters to a Manager (it moves from the Manager that managed it, if any).",
    request: clusterLink,
    response: managedCluster,
  }),
  disconnectCluster: defineEndpoint({
    id: 'manager.disconnectCluster',
    method: 'POST',
    path: v1('/manager/cluster/disconnect'),
    auth: 'user',
    extension: true,
    summary: 'Stop managing a cluster from this Manager.',
    request: clusterLink,
    response: managedCluster,
  }),
} as const;
