// Instances (spec §3 "Instance", §7 "Instances (v1)"): Blaze instances are created here; Powerhouse
// clusters and Manager instances have their own create calls (clusters.ts, managers.ts) but are
// listed, operated and priced through the same shapes.
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
  plainText,
  resourceId,
  resourceIdList,
  storageGb,
} from './fields.ts';
import { paymentMethod, paymentMethodInput } from './billing.ts';
import { instanceSize } from './catalogue.ts';
import {
  allowedIpView,
  connectionInfo,
  operationAccepted,
  resourceState,
  stockCheck,
} from './resources.ts';

// ---- what the API answers ------------------------------------------------------------------------

/**
 * An instance (spec §3): every field of the detail screen. Times are ISO strings in UTC, money is
 * micro-dollars, `vendor` is the cloud provider. Response schemas describe shapes, not input rules,
 * so data stored under older rules still reads.
 */
export const instance = z.object({
  id: z.string(),
  name: z.string(),
  kind: instanceKind,
  type: instanceType,
  edition: editionKey,
  status: instanceStatus,
  serviceState: serviceState.nullable(),
  vendor: z.string(),
  region: z.string(),
  size: instanceSize,
  storageGb: z.int().positive(),
  version: z.string(),
  port: z.int(),
  allowedIps: z.array(allowedIpView),
  memoryThreshold: z.int(),
  logLevel: z.int().min(1).max(4),
  nodeIdCache: z.int().nonnegative(),
  shortUuid: z.boolean(),
  /** `host:port` to connect to; null until the instance is reachable. */
  serviceAddress: z.string().nullable(),
  /** What it is charged per hour while running (0 for the free tier). */
  hourlyPriceMicros: micros,
  /** Its list price per hour (above `hourlyPriceMicros` only for the free tier). */
  listHourlyPriceMicros: micros.optional(),
  /** Set for the servers of a Powerhouse cluster. */
  clusterId: z.string().nullable(),
  role: powerhouseServerRole.nullable(),
  /** The message key of the last failure (`providerInitFailed`, `startNoMemory`), if any. */
  failureReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** When storage last changed (the next change may come 6 hours later). */
  storageChangedAt: z.iso.datetime().nullable(),
});
export type Instance = z.infer<typeof instance>;

/** A clone's starting point: the source's configuration, a new default name, no password. */
export const cloneTemplate = instance
  .pick({
    name: true,
    kind: true,
    edition: true,
    vendor: true,
    region: true,
    storageGb: true,
    version: true,
    port: true,
    allowedIps: true,
    memoryThreshold: true,
    logLevel: true,
    nodeIdCache: true,
    shortUuid: true,
  })
  .extend({ sourceInstanceId: z.string(), sizeId: z.string() });
export type CloneTemplate = z.infer<typeof cloneTemplate>;

/**
 * A clone's default name (DECISIONS.md): the first four characters of the source name, `_C`, and
 * six random digits (`My 1_C031562`). Characters are code points, so an emoji is not split.
 */
export function cloneInstanceName(sourceName: string, digits: string = randomDigits(6)): string {
  if (!/^[0-9]{6}$/.test(digits)) throw new RangeError('cloneInstanceName needs six digits');
  return `${Array.from(sourceName).slice(0, 4).join('')}_C${digits}`;
}

function randomDigits(count: number): string {
  const values = crypto.getRandomValues(new Uint32Array(count));
  return Array.from(values, (value) => String(value % 10)).join('');
}

// ---- query (extension) ---------------------------------------------------------------------------

/** Query results: columns, rows of JSON values, and what it cost. */
export const queryResult = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    columns: z.array(z.string()),
    rows: z.array(z.array(z.json())),
    stats: z.object({
      rowCount: z.int().nonnegative(),
      /** True when more rows existed than the row limit allowed. */
      truncated: z.boolean(),
      elapsedMs: z.number().nonnegative(),
    }),
  }),
  z.object({
    ok: z.literal(false),
    error: z.object({
      kind: z.enum(['syntax', 'runtime', 'timeout', 'read-only', 'unavailable']),
      message: z.string(),
    }),
  }),
]);
export type QueryResult = z.infer<typeof queryResult>;

const schemaProperty = z.object({
  name: z.string(),
  /** The engine's type name (STRING, INT64, STRING[], ...). */
  type: z.string(),
  primaryKey: z.boolean(),
});

/**
 * A graph's schema (kuzu is schema-first: a node or relationship table must exist before data),
 * tables in the order they were created.
 */
export const graphSchema = z.object({
  nodeTables: z.array(z.object({ name: z.string(), properties: z.array(schemaProperty) })),
  relTables: z.array(
    z.object({
      name: z.string(),
      properties: z.array(schemaProperty),
      /** The node tables it joins (a relationship table may join several pairs). */
      connections: z.array(z.object({ from: z.string(), to: z.string() })),
    }),
  ),
});
export type GraphSchema = z.infer<typeof graphSchema>;

const queryParams = z
  .record(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/), z.json(), {
    error: 'api.query-params-invalid',
  })
  .refine((params) => Object.keys(params).length <= 100, { error: 'api.query-params-invalid' });

// ---- requests ------------------------------------------------------------------------------------

const instanceRef = { instanceId: resourceId };
const boolean = z.boolean({ error: 'api.boolean-invalid' });
const atLeastOneChange = (keys: readonly string[]) => (body: Record<string, unknown>) =>
  keys.some((key) => body[key] !== undefined);

export const createInstanceRequest = z.strictObject({
  /** The Blaze editions; Powerhouse and Manager have their own create calls, Enterprise is contact-us. */
  edition: z.enum(['shared', 'standard'], { error: 'validation.invalid-option' }),
  vendor: catalogueKey,
  region: catalogueKey,
  sizeId: catalogueKey,
  /** Storage beyond the size's included storage; the size's when left out. */
  storageGb: storageGb.optional(),
  /** The graph image id (`/image/list`). */
  version: catalogueKey,
  name: instanceName,
  port: listeningPort.optional(),
  allowedIps: allowedIpList,
  memoryThreshold: memoryThreshold.optional(),
  logLevel: logLevelNumber.optional(),
  nodeIdCache: nodeIdCache.optional(),
  shortUuid: boolean.optional(),
  /** The password of the graph's `root` user. */
  rootPassword: graphPassword,
  /** The instance this one is cloned from, when created from a clone template. */
  cloneOf: resourceId.optional(),
});

export const instanceEndpoints = {
  guide: defineEndpoint({
    id: 'instance.guide',
    method: 'GET',
    path: v1('/instance/guide'),
    auth: 'user',
    summary: 'True while the caller has no instance (the post-login guide).',
    request: z.object({}),
    response: z.boolean(),
  }),
  nameAvailable: defineEndpoint({
    id: 'instance.nameAvailable',
    method: 'GET',
    path: v1('/instance/name'),
    auth: 'user',
    summary: 'Whether the caller can give a new instance this name (names are unique per account).',
    request: z.object({ name: instanceName }),
    response: z.object({ available: z.boolean() }),
  }),
  list: defineEndpoint({
    id: 'instance.list',
    method: 'GET',
    path: v1('/instance/list'),
    auth: 'user',
    summary:
      "The caller's Blaze and Manager instances (Powerhouse servers are listed in their cluster), newest first, a page at a time, filtered by status, kind or name; Cancelled ones stay listed 7 days.",
    request: z.object({
      ...pagingQuery,
      status: instanceStatus.optional(),
      kind: instanceKind.optional(),
      name: z.string().max(127, { error: 'api.text-too-long' }).optional(),
    }),
    response: pageOf(instance),
  }),
  count: defineEndpoint({
    id: 'instance.count',
    method: 'GET',
    path: v1('/instance/count'),
    auth: 'user',
    summary: 'How many instances the caller has (not counting Cancelled), in all and by kind.',
    request: z.object({}),
    response: z.object({
      instanceNum: z.int().nonnegative(),
      byKind: z.object({
        BLAZE: z.int().nonnegative(),
        POWERHOUSE: z.int().nonnegative(),
        MANAGER: z.int().nonnegative(),
      }),
    }),
  }),
  detail: defineEndpoint({
    id: 'instance.detail',
    method: 'GET',
    path: v1('/instance/detail'),
    auth: 'user',
    summary: 'One instance of the caller (404 for anyone else).',
    request: z.object(instanceRef),
    response: instance,
  }),
  cloneTemplate: defineEndpoint({
    id: 'instance.cloneTemplate',
    method: 'GET',
    path: v1('/instance/detail/clone'),
    auth: 'user',
    summary: "An instance's configuration for a new create wizard, with the clone's default name.",
    request: z.object(instanceRef),
    response: cloneTemplate,
  }),
  productDetail: defineEndpoint({
    id: 'instance.productDetail',
    method: 'GET',
    path: v1('/instance/product/detail'),
    auth: 'user',
    summary: 'What an instance is billed as: its size, storage and prices.',
    request: z.object(instanceRef),
    response: z.object({
      instanceId: z.string(),
      edition: editionKey,
      type: instanceType,
      size: instanceSize,
      storageGb: z.int().positive(),
      hourlyPriceMicros: micros,
      monthlyEstimateMicros: micros,
      /** What a stopped instance costs (storage only). */
      stoppedHourlyPriceMicros: micros,
      /** List prices, shown beside the free tier's $0 (equal to the charged ones otherwise). */
      listHourlyPriceMicros: micros.optional(),
      listStoppedHourlyPriceMicros: micros.optional(),
      /** True for the free tier (Shared): used and shown, never charged. */
      freeTier: z.boolean().optional(),
    }),
  }),
  stockCheck: defineEndpoint({
    id: 'instance.stockCheck',
    method: 'GET',
    path: v1('/instance/stock/check'),
    auth: 'user',
    summary: 'Whether a size can be created in a region now; if not, the spec message why.',
    request: z.object({ vendor: catalogueKey, region: catalogueKey, sizeId: catalogueKey }),
    response: stockCheck,
  }),
  state: defineEndpoint({
    id: 'instance.state',
    method: 'POST',
    path: v1('/instance/state'),
    auth: 'user',
    summary: "Current statuses of some of the caller's instances (others' ids are left out).",
    request: z.strictObject({ instanceIds: resourceIdList }),
    response: z.object({ items: z.array(resourceState) }),
  }),
  create: defineEndpoint({
    id: 'instance.create',
    method: 'POST',
    path: v1('/instance/create'),
    auth: 'user',
    summary:
      'Create a Blaze instance (stock, payment method for STANDARD, one FREE per account checked); it starts CREATING.',
    request: createInstanceRequest,
    response: instance,
  }),
  pay: defineEndpoint({
    id: 'instance.pay',
    method: 'POST',
    path: v1('/instance/pay'),
    auth: 'user',
    summary: 'Put a payment method on file (needed to start STANDARD instances).',
    request: z.strictObject({ paymentMethod: paymentMethodInput }),
    response: z.object({ paymentMethod }),
  }),
  restart: defineEndpoint({
    id: 'instance.restart',
    method: 'POST',
    path: v1('/instance/restart'),
    auth: 'user',
    summary: 'Restart an Active instance: RUNNING, RESTARTING, RUNNING.',
    request: z.strictObject(instanceRef),
    response: operationAccepted,
  }),
  start: defineEndpoint({
    id: 'instance.start',
    method: 'POST',
    path: v1('/instance/start'),
    auth: 'user',
    summary:
      "Start a Stopped instance; back to STOPPED with 'startNoMemory' when the graph does not fit.",
    request: z.strictObject(instanceRef),
    response: operationAccepted,
  }),
  forceStart: defineEndpoint({
    id: 'instance.forceStart',
    method: 'POST',
    path: v1('/instance/start/force'),
    auth: 'user',
    summary: 'Start a Stopped instance mounting only the default graph.',
    request: z.strictObject(instanceRef),
    response: operationAccepted,
  }),
  stop: defineEndpoint({
    id: 'instance.stop',
    method: 'POST',
    path: v1('/instance/stop'),
    auth: 'user',
    summary: 'Stop an Active instance (billed for storage only while stopped).',
    request: z.strictObject(instanceRef),
    response: operationAccepted,
  }),
  terminate: defineEndpoint({
    id: 'instance.terminate',
    method: 'POST',
    path: v1('/instance/terminate'),
    auth: 'user',
    summary: 'Terminate an instance, typed name as confirmation; its data and backups are deleted.',
    request: z.strictObject({ ...instanceRef, confirmName }),
    response: operationAccepted,
  }),
  updateInfo: defineEndpoint({
    id: 'instance.updateInfo',
    method: 'POST',
    path: v1('/instance/update/info'),
    auth: 'user',
    summary: 'Rename an instance (takes effect at once, no status change).',
    request: z.strictObject({ ...instanceRef, name: instanceName }),
    response: instance,
  }),
  updateNetwork: defineEndpoint({
    id: 'instance.updateNetwork',
    method: 'POST',
    path: v1('/instance/update/network'),
    auth: 'user',
    summary: 'Change the listening port (restarts a running instance) or the allowed inbound IPs.',
    request: z
      .strictObject({
        ...instanceRef,
        port: listeningPort.optional(),
        allowedIps: allowedIpList.optional(),
      })
      .refine(atLeastOneChange(['port', 'allowedIps']), { message: 'validation.required' }),
    response: operationAccepted,
  }),
  updateServer: defineEndpoint({
    id: 'instance.updateServer',
    method: 'POST',
    path: v1('/instance/update/server'),
    auth: 'user',
    summary: 'Change server settings: memory threshold, log level, node ID cache.',
    request: z
      .strictObject({
        ...instanceRef,
        memoryThreshold: memoryThreshold.optional(),
        logLevel: logLevelNumber.optional(),
        nodeIdCache: nodeIdCache.optional(),
      })
      .refine(atLeastOneChange(['memoryThreshold', 'logLevel', 'nodeIdCache']), {
        message: 'validation.required',
      }),
    response: operationAccepted,
  }),
  changeSize: defineEndpoint({
    id: 'instance.changeSize',
    method: 'POST',
    path: v1('/instance/change'),
    auth: 'user',
    summary:
      'Change the size of a Stopped instance (memory and disk use below 80% of the new size); it starts by itself.',
    request: z.strictObject({ ...instanceRef, sizeId: catalogueKey }),
    response: operationAccepted,
  }),
  applyForCapacity: defineEndpoint({
    id: 'instance.applyForCapacity',
    method: 'POST',
    path: v1('/instance/apply'),
    auth: 'user',
    summary: 'Ask for capacity in a sold-out region ("submit a request").',
    request: z.strictObject({
      vendor: catalogueKey,
      region: catalogueKey,
      sizeId: catalogueKey,
      quantity: integerRule(1, 100, 'api.quantity-invalid').default(1),
      message: plainText(1, 1000, 'validation.required', 'api.message-too-long').optional(),
    }),
    response: z.object({ requestId: z.string(), submittedAt: z.iso.datetime() }),
  }),
  extendStorage: defineEndpoint({
    id: 'instance.extendStorage',
    method: 'POST',
    path: v1('/instance/extend'),
    auth: 'user',
    summary: 'Grow storage to a larger size (at most every 6 hours, up to the maximum).',
    request: z.strictObject({ ...instanceRef, storageGb }),
    response: operationAccepted,
  }),
  extendPrice: defineEndpoint({
    id: 'instance.extendPrice',
    method: 'GET',
    path: v1('/instance/extend/sellPrice'),
    auth: 'user',
    summary: 'The hourly price of an instance with a new storage size, beside the current one.',
    request: z.object({ ...instanceRef, storageGb }),
    response: z.object({
      storageGb: z.int().positive(),
      hourlyPriceMicros: micros,
      monthlyEstimateMicros: micros,
      currentHourlyPriceMicros: micros,
    }),
  }),
  extensible: defineEndpoint({
    id: 'instance.extensible',
    method: 'GET',
    path: v1('/instance/extend/extensible'),
    auth: 'user',
    summary: 'Whether storage can grow now, its bounds, and when it can next change.',
    request: z.object(instanceRef),
    response: z.object({
      extensible: z.boolean(),
      /** Why not (`storageMax`, `storageTooSoon`, `sharedNoResize`, a state reason); null when it can. */
      reason: z.string().nullable(),
      message: z.string().nullable(),
      currentStorageGb: z.int().positive(),
      maxStorageGb: z.int().positive(),
      stepGb: z.int().positive(),
      nextChangeAt: z.iso.datetime().nullable(),
    }),
  }),
  connect: defineEndpoint({
    id: 'instance.connect',
    method: 'GET',
    path: v1('/instance/connect/manager'),
    auth: 'user',
    summary: 'How to connect to an Active instance: address, port, user, graph manager link.',
    request: z.object(instanceRef),
    response: connectionInfo,
  }),
  query: defineEndpoint({
    id: 'instance.query',
    method: 'POST',
    path: v1('/instance/query'),
    auth: 'user',
    extension: true,
    summary:
      "Run one Cypher statement on the caller's RUNNING instance, or Powerhouse cluster (its id in `instanceId`: the statement runs on its entry server, the first META one), for the CLI screen; statement errors come back as data.",
    request: z.strictObject({
      ...instanceRef,
      statement: plainText(1, 100_000, 'api.statement-required', 'api.statement-too-long'),
      params: queryParams.optional(),
      readOnly: boolean.default(false),
      timeoutMs: integerRule(100, 60_000, 'api.timeout-invalid').default(10_000),
      rowLimit: integerRule(1, 10_000, 'api.row-limit-invalid').default(1_000),
    }),
    response: queryResult,
  }),
  schema: defineEndpoint({
    id: 'instance.schema',
    method: 'GET',
    path: v1('/instance/schema'),
    auth: 'user',
    extension: true,
    summary:
      "The node and relationship tables of the caller's running instance or Powerhouse cluster (its id in `instanceId`), with their properties (the CLI screen's schema).",
    request: z.object(instanceRef),
    response: graphSchema,
  }),
} as const;
