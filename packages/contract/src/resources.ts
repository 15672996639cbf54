// Shapes every graph resource shares (Blaze and Manager instances, Powerhouse clusters): what an
// accepted lifecycle action answers, statuses for polling, stock, how to connect.
import { z } from 'zod';
import { instanceStatus, serviceState } from '@quiver/validation';
import { lifecycleActions } from './lifecycle.ts';

/** An allowed inbound IP as stored: the entry as typed and its description ('' when none). */
export const allowedIpView = z.object({ ip: z.string(), description: z.string() });

/** The answer to an accepted lifecycle action: the operation and where it leads. */
export const operationAccepted = z.object({
  operationId: z.string(),
  /** The instance or cluster acted on. */
  resourceId: z.string(),
  action: z.enum([...lifecycleActions, 'create']),
  /** The status taken as the action was accepted. */
  status: instanceStatus,
  /** The status it reaches when the operation succeeds. */
  finalStatus: instanceStatus,
});
export type OperationAccepted = z.infer<typeof operationAccepted>;

/** Statuses for polling (`/instance/state`, `/cluster/state`). */
export const resourceState = z.object({
  id: z.string(),
  status: instanceStatus,
  serviceState: serviceState.nullable(),
  updatedAt: z.iso.datetime(),
});

/** Spec §8 stock messages, by key. */
export const stockRefusals = ['soldOut', 'occupied', 'cannotCreateNow'] as const;
export const stockCheck = z.discriminatedUnion('available', [
  z.object({ available: z.literal(true) }),
  z.object({
    available: z.literal(false),
    reason: z.enum(stockRefusals),
    message: z.string(),
  }),
]);

/** How to reach an instance or a cluster from outside. */
export const connectionInfo = z.object({
  serviceAddress: z.string().nullable(),
  host: z.string().nullable(),
  port: z.int(),
  username: z.string(),
  /** A short-lived link to the graph manager web interface, when one serves the instance. */
  managerUrl: z.url().nullable(),
  managerUrlExpiresAt: z.iso.datetime().nullable(),
});
