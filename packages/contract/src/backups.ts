// Backups and the instance's data: back up, recover, empty, sample graphs (spec §7 "Backups, data
// and monitoring"). A Powerhouse cluster's backups use the same calls with the cluster's id in
// `instanceId` (spec §2 has the screen /powerhouse/backup and §7 no cluster backup call): a
// backup of a cluster is a copy of every server, restored together.
import { z } from 'zod';
import { backupStatus, backupTag } from '@quiver/validation';
import { defineEndpoint, v1 } from './endpoint.ts';
import { catalogueKey, confirmName, pageOf, pagingQuery, resourceId } from './fields.ts';
import { operationAccepted } from './resources.ts';

export const backup = z.object({
  id: z.string(),
  instanceId: z.string(),
  tag: z.string(),
  /** Size of the backup; 0 until it is AVAILABLE. */
  sizeBytes: z.int().nonnegative(),
  status: backupStatus,
  createdAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
});
export type Backup = z.infer<typeof backup>;

export const sampleGraph = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  nodeCount: z.int().nonnegative(),
  edgeCount: z.int().nonnegative(),
});
export type SampleGraph = z.infer<typeof sampleGraph>;

const instanceRef = { instanceId: resourceId };

export const backupEndpoints = {
  list: defineEndpoint({
    id: 'backup.list',
    method: 'GET',
    path: v1('/instance/data/backup/list'),
    auth: 'user',
    summary:
      "An instance's (or a Powerhouse cluster's) backups, newest first, a page at a time (DELETED ones left out).",
    request: z.object({ ...instanceRef, ...pagingQuery }),
    response: pageOf(backup),
  }),
  create: defineEndpoint({
    id: 'backup.create',
    method: 'POST',
    path: v1('/instance/data/backup/create'),
    auth: 'user',
    summary:
      'Back up an Active instance or Powerhouse cluster (every server) under a tag: RUNNING, BACKUPING, RUNNING.',
    request: z.strictObject({ ...instanceRef, tag: backupTag }),
    response: z.object({ backup, operation: operationAccepted }),
  }),
  delete: defineEndpoint({
    id: 'backup.delete',
    method: 'POST',
    path: v1('/instance/data/backup/delete'),
    auth: 'user',
    summary: 'Delete a backup (DELETING, then DELETED or DELETE_FAILED).',
    request: z.strictObject({ ...instanceRef, backupId: resourceId }),
    response: backup,
  }),
  clean: defineEndpoint({
    id: 'backup.clean',
    method: 'POST',
    path: v1('/instance/data/clean'),
    auth: 'user',
    summary: "Empty an Active instance's graph (service CLEANING, shown as Emptying).",
    request: z.strictObject(instanceRef),
    response: operationAccepted,
  }),
  recover: defineEndpoint({
    id: 'backup.recover',
    method: 'POST',
    path: v1('/instance/data/recover'),
    auth: 'user',
    summary:
      'Restore an Active instance or Powerhouse cluster from one of its backups, typed name as confirmation: RECOVERING, STARTING, RUNNING.',
    request: z.strictObject({ ...instanceRef, backupId: resourceId, confirmName }),
    response: operationAccepted,
  }),
  samples: defineEndpoint({
    id: 'backup.samples',
    method: 'GET',
    path: v1('/instance/data/sample/list'),
    auth: 'user',
    summary: 'The sample graphs that can be loaded.',
    request: z.object({}),
    response: z.object({ items: z.array(sampleGraph) }),
  }),
  loadSample: defineEndpoint({
    id: 'backup.loadSample',
    method: 'POST',
    path: v1('/instance/data/sample/load'),
    auth: 'user',
    summary: 'Load a sample graph into an Active instance (service LOADING, shown as Updating).',
    request: z.strictObject({ ...instanceRef, sampleId: catalogueKey }),
    response: operationAccepted,
  }),
} as const;
