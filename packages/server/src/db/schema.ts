// The whole database, described once for drizzle. `npm run db:generate -w @quiver/server` diffs this
// file into a SQL migration under drizzle/; migrations run at start-up on PGlite and PostgreSQL alike.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });

export const userStatus = pgEnum('user_status', ['NORMAL', 'LIMITED', 'BANNED', 'REVIEW']);
export const identityType = pgEnum('identity_type', ['email', 'google', 'github']);
export const refreshTokenState = pgEnum('refresh_token_state', ['ACTIVE', 'ROTATED', 'REVOKED']);
export const applicationStatus = pgEnum('application_status', ['REVIEW', 'APPROVED', 'REJECTED']);
export const noticePriority = pgEnum('notice_priority', ['CRITICAL', 'IMPORTANT', 'COMMON']);

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Lower-cased; the unique sign-in name of the account. */
  email: text('email').notNull().unique(),
  /** True once the address proved it receives mail (e-mail code, or a provider that verified it). */
  emailVerified: boolean('email_verified').notNull().default(false),
  /** argon2id; null for accounts created through a social login. */
  passwordHash: text('password_hash'),
  identityType: identityType('identity_type').notNull(),
  status: userStatus('status').notNull().default('NORMAL'),
  totpSecret: text('totp_secret'),
  totpEnabled: boolean('totp_enabled').notNull().default(false),
  /** Secret handed out by GET /auth/get/totp, waiting for a code that proves the app has it. */
  totpPendingSecret: text('totp_pending_secret'),
  /** The last accepted TOTP time step: a code is accepted once (no replay inside its window). */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  name: text('name'),
  phone: text('phone'),
  postalCode: text('postal_code'),
  country: text('country'),
  city: text('city'),
  address: text('address'),
  createdAt: createdAt(),
  lastLoginAt: at('last_login_at'),
});

/** Social identities (Google, GitHub) attached to an account. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: identityType('provider').notNull(),
    subject: text('subject').notNull(),
    login: text('login'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_identities_provider_subject').on(t.provider, t.subject)],
);

/** One signed-in session: the chain of refresh tokens issued from one login. */
export const sessionFamilies = pgTable(
  'session_families',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('session_families_user').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => sessionFamilies.id, { onDelete: 'cascade' }),
    /** SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    state: refreshTokenState('state').notNull().default('ACTIVE'),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
    rotatedAt: at('rotated_at'),
  },
  (t) => [index('refresh_tokens_family').on(t.familyId)],
);

export const emailCodes = pgTable(
  'email_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    /** SHA-256 of the code bound to its row id, so equal codes never share a hash. */
    codeHash: text('code_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** The instance or cluster a root-password reset code was sent for (it resets only that one). */
    resourceId: uuid('resource_id'),
    createdAt: createdAt(),
  },
  (t) => [index('email_codes_email_purpose').on(t.email, t.purpose)],
);

export const captchas = pgTable('captchas', {
  id: uuid('id').primaryKey().defaultRandom(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: at('expires_at').notNull(),
  consumedAt: at('consumed_at'),
  createdAt: createdAt(),
});

/**
 * Tickets for file downloads (`POST /file/ticket`): a URL the browser opens carries no bearer
 * header, so it carries one of these instead. Stored as a SHA-256 hash, valid for a minute, used up
 * by the first download; `request` is the contract's file request (kind and parameters).
 */
export const downloadTickets = pgTable(
  'download_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ticketHash: text('ticket_hash').notNull(),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('download_tickets_hash').on(t.ticketHash),
    index('download_tickets_expiry').on(t.expiresAt),
  ],
);

/** Per-account (or per-address) counters behind lockouts: login failures, codes sent, ... */
export const throttles = pgTable(
  'throttles',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull().default(0),
    windowStartedAt: at('window_started_at').notNull(),
    lockedUntil: at('locked_until'),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The public part of the key (`qk_<prefix>_<secret>`), used to find the row. */
    prefix: text('prefix').notNull().unique(),
    /** SHA-256 of the secret part: the secret is 256 random bits, so a fast hash is enough. */
    secretHash: text('secret_hash').notNull(),
    createdAt: createdAt(),
    /** Null: the key does not expire. */
    expiresAt: at('expires_at'),
    lastUsedAt: at('last_used_at'),
  },
  (t) => [index('api_keys_user').on(t.userId)],
);

/** A marketplace account (channel + its account token) bound to a Quiver account. */
export const externalBindings = pgTable(
  'external_bindings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    /** SHA-256 of the marketplace token: it identifies the buyer there, so it is kept like a credential. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('external_bindings_channel_token').on(t.channel, t.tokenHash),
    uniqueIndex('external_bindings_user_channel').on(t.userId, t.channel),
  ],
);

export const betaApplications = pgTable(
  'beta_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: applicationStatus('status').notNull().default('REVIEW'),
    details: jsonb('details')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    decidedAt: at('decided_at'),
  },
  (t) => [index('beta_applications_user').on(t.userId)],
);

export const questionnaireResponses = pgTable('questionnaire_responses', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  skipped: boolean('skipped').notNull().default(false),
  answers: jsonb('answers'),
  createdAt: createdAt(),
});

export const notices = pgTable('notices', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  priority: noticePriority('priority').notNull(),
  /** HTML; sanitised by the console before it is shown. */
  contents: text('contents').notNull(),
  active: boolean('active').notNull().default(true),
  publishedAt: at('published_at').notNull().defaultNow(),
});

export const trackingEvents = pgTable('tracking_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  spm: text('spm').notNull(),
  eventKey: text('event_key').notNull(),
  actionType: text('action_type'),
  option: text('option'),
  details: jsonb('details'),
  createdAt: createdAt(),
});

/**
 * Instances: only what the instance guide needs today. The instance engine (issue 6) extends this
 * table with its own columns in a later migration.
 */
export const instances = pgTable(
  'instances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status').notNull(),
    createdAt: createdAt(),
    // The instance engine (issue 6). Defaults describe a Shared Blaze instance, so rows written
    // before these columns (and minimal test rows) still read as a whole instance.
    kind: text('kind').notNull().default('BLAZE'),
    type: text('type').notNull().default('FREE'),
    edition: text('edition').notNull().default('shared'),
    serviceState: text('service_state'),
    vendor: text('vendor').notNull().default('aws'),
    region: text('region').notNull().default('us-east-1'),
    sizeKey: text('size_key').notNull().default('shared-2c8g'),
    storageGb: integer('storage_gb').notNull().default(40),
    version: text('version').notNull().default('4.5.2'),
    port: integer('port').notNull().default(60061),
    allowedIps: jsonb('allowed_ips')
      .$type<{ ip: string; description: string }[]>()
      .notNull()
      .default([]),
    memoryThreshold: integer('memory_threshold').notNull().default(80),
    logLevel: integer('log_level').notNull().default(3),
    nodeIdCache: integer('node_id_cache').notNull().default(0),
    shortUuid: boolean('short_uuid').notNull().default(false),
    serviceAddress: text('service_address'),
    /** Message key of the last failure ('providerInitFailed', 'startNoMemory'). */
    failureReason: text('failure_reason'),
    cloneOf: uuid('clone_of'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    storageChangedAt: at('storage_changed_at'),
    terminatedAt: at('terminated_at'),
    /** The Powerhouse cluster a GRAPH_V5 server belongs to (null for Blaze and Manager instances). */
    clusterId: uuid('cluster_id').references((): AnyPgColumn => clusters.id, {
      onDelete: 'cascade',
    }),
    /** GRAPH_V5_HDC_SERVER, GRAPH_V5_SHARD_SERVER or GRAPH_V5_META_SERVER for a cluster's server. */
    role: text('role'),
  },
  (t) => [
    // The list page (newest first, per account) reads its rows straight from this index, backwards.
    index('instances_user_created').on(t.userId, t.createdAt, t.id),
    index('instances_cluster').on(t.clusterId),
    // Names are unique per account among instances that still exist.
    uniqueIndex('instances_user_name_live')
      .on(t.userId, t.name)
      .where(sql`${t.status} <> 'TERMINATED'`),
    // One FREE instance or cluster per account (DECISIONS.md), also under racing creates: a free
    // cluster takes the slot through its one META server (the free configuration has exactly one).
    uniqueIndex('instances_one_free')
      .on(t.userId)
      .where(
        sql`${t.type} = 'FREE' and ${t.status} <> 'TERMINATED' and (${t.clusterId} is null or ${t.role} = 'GRAPH_V5_META_SERVER')`,
      ),
  ],
);

/** Outgoing mail kept when no SMTP server is configured (the development mailbox). */
export const devMails = pgTable(
  'dev_mails',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    code: text('code'),
    createdAt: createdAt(),
  },
  (t) => [index('dev_mails_to').on(t.to)],
);

/**
 * Durable lifecycle operations (src/jobs): one row per accepted action, advanced step by step by
 * the job runner and resumed after a crash. At most one unfinished job per instance.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The instance acted on; null for a task about no one instance (billing's period close). */
    instanceId: uuid('instance_id').references(() => instances.id, { onDelete: 'cascade' }),
    /** A task enqueued by every server (billing): the key makes it one row, whoever enqueues it. */
    dedupeKey: text('dedupe_key').unique(),
    /** Not claimed before this time (a period's close, a bill's overdue day); null: at once. */
    runAt: at('run_at'),
    /** The lifecycle action ('create', 'start', 'stop', ...). */
    kind: text('kind').notNull(),
    /** Index of the next step to run; steps already done are never repeated after a resume. */
    step: integer('step').notNull().default(0),
    /** pending, running, done, failed. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    error: text('error'),
    lockedAt: at('locked_at'),
    lockedBy: text('locked_by'),
    /**
     * While running: until when its runner vouches for it (the database's clock). The runner
     * extends it every few seconds; another process takes over a running job only once it passed
     * (its runner is gone), so a job never runs in two processes at once.
     */
    leaseUntil: at('lease_until'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_one_active_per_instance')
      .on(t.instanceId)
      .where(sql`${t.status} in ('pending', 'running')`),
    index('jobs_status').on(t.status, t.createdAt),
  ],
);

/**
 * The server process that runs the engines and the job queue when several share one PostgreSQL
 * (docs/scale-out.md): it holds an advisory lock and writes its internal address here, so the other
 * processes can hand it the provider calls they receive. One row.
 */
export const engineHost = pgTable(
  'engine_host',
  {
    id: integer('id').primaryKey().default(1),
    /** Where its internal provider endpoint listens (`http://127.0.0.1:41234`). */
    address: text('address').notNull(),
    runnerId: text('runner_id').notNull(),
    pid: integer('pid').notNull(),
    since: at('since').notNull(),
  },
  (t) => [check('engine_host_one_row', sql`${t.id} = 1`)],
);

/**
 * Payment methods on file (DECISIONS.md "Instance creation"): only the payment provider's token and
 * what identifies the card to its owner, never the card number.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerToken: text('provider_token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    /** The payment provider that issued the token and its customer id for the account. */
    provider: text('provider').notNull().default('sandbox'),
    customerId: text('customer_id'),
    /** The method pay now and the period's bill use unless another is chosen (one per account). */
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_methods_user').on(t.userId),
    uniqueIndex('payment_methods_one_default')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/** Backups of an instance (real copies kept by the cloud provider); DELETED rows are kept, unlisted. */
export const backups = pgTable(
  'backups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => instances.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    /** CREATING, AVAILABLE, DELETING, DELETED, DELETE_FAILED, BACKUP_FAILED. */
    status: text('status').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    nodes: bigint('nodes', { mode: 'number' }),
    edges: bigint('edges', { mode: 'number' }),
    createdAt: createdAt(),
    completedAt: at('completed_at'),
  },
  (t) => [index('backups_instance').on(t.instanceId, t.createdAt)],
);

/**
 * Capacity requests ("submit a request" when a region is sold out, `/instance/apply`): what the
 * caller asked for, kept for the operators. One open request per account, place and size.
 */
export const capacityRequests = pgTable(
  'capacity_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vendor: text('vendor').notNull(),
    region: text('region').notNull(),
    sizeKey: text('size_key').notNull(),
    quantity: integer('quantity').notNull(),
    message: text('message'),
    /** OPEN until an operator answers it (FULFILLED, DECLINED). */
    status: text('status').notNull().default('OPEN'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('capacity_requests_one_open')
      .on(t.userId, t.vendor, t.region, t.sizeKey)
      .where(sql`${t.status} = 'OPEN'`),
  ],
);

/**
 * Powerhouse (GRAPH_V5) clusters: the cluster's settings and lifecycle status; its servers are
 * `instances` rows (kind POWERHOUSE) with `cluster_id` and `role`. A cluster job is a `jobs` row on
 * its first META server, so the one-active-job index also allows one operation per cluster.
 */
export const clusters = pgTable(
  'clusters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status').notNull(),
    serviceState: text('service_state'),
    /** FREE or STANDARD. */
    type: text('type').notNull(),
    edition: text('edition').notNull().default('powerhouse-standard'),
    vendor: text('vendor').notNull(),
    region: text('region').notNull(),
    version: text('version').notNull(),
    port: integer('port').notNull(),
    allowedIps: jsonb('allowed_ips')
      .$type<{ ip: string; description: string }[]>()
      .notNull()
      .default([]),
    memoryThreshold: integer('memory_threshold').notNull(),
    logLevel: integer('log_level').notNull(),
    nodeIdCache: integer('node_id_cache').notNull(),
    // No root password verifier here: it travels in the create/reset job to each server's graph.
    serviceAddress: text('service_address'),
    failureReason: text('failure_reason'),
    /** The Manager instance that manages this cluster (`/manager/create` with clusterIds). */
    managerId: uuid('manager_id').references((): AnyPgColumn => instances.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    terminatedAt: at('terminated_at'),
  },
  (t) => [
    index('clusters_user').on(t.userId, t.createdAt),
    uniqueIndex('clusters_user_name_live')
      .on(t.userId, t.name)
      .where(sql`${t.status} <> 'TERMINATED'`),
  ],
);

export * from './schema-catalogue.ts';
