// Manager instances (kind MANAGER): a management server for graph instances and clusters.
import { z } from 'zod';
import { allowedIpList, graphPassword, instanceName, listeningPort } from '@quiver/validation';
import { defineEndpoint, v1 } from './endpoint.ts';
import { catalogueKey, resourceId, resourceIdList } from './fields.ts';
import { instance } from './instances.ts';
import { operationAccepted } from './resources.ts';
import { upgradeCheck } from './clusters.ts';

const instanceRef = { instanceId: resourceId };

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
} as const;
