// Every setting of the server, read from the environment once and validated here, so a bad value
// stops start-up with a message naming the variable instead of failing later in some request.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { defaultPasswordHashing, type PasswordHashing } from './lib/secrets.ts';
import {
  defaultCloudSettings,
  parseCapacityOverrides,
  parseFaults,
  type CloudSettings,
} from './providers/cloud-settings.ts';

/** The package folder; the default data folder lives under it (ignored by git). */
export const packageRoot = fileURLToPath(new URL('..', import.meta.url));

const flag = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .transform((value) => value === 'on' || value === 'true' || value === '1');

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const seconds = (fallback: number) =>
  z.coerce.number().int().min(1).max(31_536_000).default(fallback);

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATA_DIR: optionalText,
  /** `file` (default): PGlite keeps its files in DATA_DIR/pglite; `memory`: nothing survives a stop. */
  DATABASE: z.enum(['file', 'memory'], "must be 'file' or 'memory'").default('file'),
  ACCESS_TOKEN_TTL: seconds(900),
  REFRESH_TOKEN_TTL: seconds(30 * 24 * 3600),
  STAFF_EMAIL_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(
      /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
      'must be a domain name',
    )
    .default('quiver.dev'),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().trim().min(3).default('Quiver Cloud <no-reply@quiver.dev>'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GITHUB_CLIENT_ID: optionalText,
  GITHUB_CLIENT_SECRET: optionalText,
  /** The address users reach the console at; OAuth providers redirect back to it. */
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  BETA_GATE: flag.default(false),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  /** Trust X-Forwarded-For from a reverse proxy (only behind one; otherwise clients could forge their IP). */
  TRUST_PROXY: flag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The built console to serve on the API's origin (served only when it holds index.html). */
  CONSOLE_DIR: optionalText,
  /** Where instances run: `local` (every vendor on this machine) or `simulated` public clouds. */
  CLOUD_PROVIDERS: z.enum(['local', 'simulated']).default('local'),
  /** Graph engines (instances and cluster servers) this machine runs at once; default from its memory. */
  LOCAL_MAX_ENGINES: z.coerce.number().int().min(1).max(100_000).optional(),
  /** Simulated clouds: multiplies their realistic delays (45 s to provision...); 0 = none. */
  SIMULATED_DELAY_FACTOR: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,3}(\.\d{1,3})?$/, 'must be a number from 0 to 100 (1 = realistic, 0 = none)')
      .transform(Number)
      .refine((value) => value <= 100, 'must be a number from 0 to 100 (1 = realistic, 0 = none)')
      .optional(),
  ),
  /** Simulated clouds: instances each region holds. */
  SIMULATED_REGION_CAPACITY: optionalText.pipe(
    z
      .string()
      .regex(/^(unlimited|\d{1,6})$/, 'must be a whole number or unlimited')
      .optional(),
  ),
  /** Simulated clouds: `vendor/region=count` overrides, comma-separated. */
  SIMULATED_CAPACITY: optionalText,
  /** Simulated clouds: faults injected from the start (demos, tests). */
  SIMULATED_FAULTS: optionalText,
  /** With DATABASE_URL: how often the server looks for catalogue changes (0 = only at start). */
  CATALOGUE_REFRESH_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  /**
   * Server processes to start on this machine (docs/scale-out.md); more than one needs
   * DATABASE_URL. They share PORT; one of them, elected, runs the engines and the job queue.
   */
  SERVER_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
  /**
   * How long a running job stays its process's without a sign of life from it; another process
   * takes it over after that (several processes on one PostgreSQL). Renewed every third of it.
   */
  JOB_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(10),
  /** Connections each server process keeps to PostgreSQL (processes x this <= max_connections). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  /**
   * Where a server process listens for provider calls relayed by the others sharing its database
   * (a random port; only the engine host answers). Loopback by default: all on one machine.
   */
  INTERNAL_HOST: z.string().trim().min(1).default('127.0.0.1'),
  /** Requests per minute per client address, on every route and on the sign-in/sign-up routes. */
  RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(600),
  RATE_LIMIT_SENSITIVE: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /**
   * Test hook (crash-resume test): `kind:STATUS` pairs, comma-separated; a job of that kind stops
   * at that status until the process ends. Refused in production.
   */
  /**
   * Test hook: the server's clock starts at this ISO time (billing tests restart a server "later")
   * and runs CLOCK_RATE times as fast as real time. Refused in production.
   */
  CLOCK_START: optionalText.pipe(
    z.iso.datetime({ error: 'must be an ISO 8601 UTC time' }).optional(),
  ),
  CLOCK_RATE: z.coerce.number().positive().max(1_000_000).optional(),
  JOB_HOLD: optionalText.pipe(
    z
      .string()
      .regex(/^[a-zA-Z]+:[A-Z_]+(,[a-zA-Z]+:[A-Z_]+)*$/, 'must be kind:STATUS[,kind:STATUS...]')
      .optional(),
  ),
});

export type Environment = z.infer<typeof environmentSchema>;

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

export interface Config {
  nodeEnv: Environment['NODE_ENV'];
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Folder for the generated JWT secret and the server's lock file. */
  dataRoot: string;
  /** PGlite's folder (under dataRoot); undefined keeps the database in memory (DATABASE=memory, tests). */
  dataDir: string | undefined;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  staffEmailDomain: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  google: OAuthClient | undefined;
  github: OAuthClient | undefined;
  /** OAuth token and user-info addresses; tests point them at a local fake provider. */
  oauthEndpoints: OAuthEndpoints;
  publicUrl: string;
  betaGate: boolean;
  jwtSecret: Uint8Array;
  trustProxy: boolean;
  logLevel: Environment['LOG_LEVEL'];
  /** Request limits per client address; tests lower or raise them. */
  rateLimits: RateLimits;
  /** argon2id cost (not an environment setting: tests lower it to stay fast). */
  passwordHashing: PasswordHashing;
  /** The console build served with the API; absent (tests) serves the API alone. */
  consoleDir?: string;
  /** CLOUD_PROVIDERS and SIMULATED_*: where instances run (default: local). */
  cloud?: CloudSettings;
  /** LOCAL_MAX_ENGINES: engines this machine runs at once (default: half its memory at 256 MiB each). */
  localMaxEngines?: number | undefined;
  /** CATALOGUE_REFRESH_SECONDS (default 5): catalogue change polling with DATABASE_URL. */
  catalogueRefreshSeconds?: number;
  /** CLOCK_START / CLOCK_RATE: the clock of a test server (undefined: real time). */
  clock?: { start: Date; rate: number } | undefined;
  /** JOB_HOLD: jobs that wait at a status until the process ends (crash-resume test only). */
  jobHold?: Array<{ kind: string; status: string }>;
  /** SERVER_PROCESSES: server processes main.ts starts (default 1). */
  serverProcesses?: number;
  /** JOB_LEASE_SECONDS: a running job's lease (default 10). */
  jobLeaseSeconds?: number;
  /** DATABASE_POOL_SIZE: PostgreSQL connections per process (default 10). */
  databasePoolSize?: number;
  /** INTERNAL_HOST: where the provider relay listens (default 127.0.0.1). */
  internalHost?: string;
}

export interface OAuthEndpoints {
  googleAuthorize: string;
  githubAuthorize: string;
  googleToken: string;
  googleUserInfo: string;
  githubToken: string;
  githubApi: string;
}

export interface RateLimits {
  /** Requests per minute per address on every route. */
  global: number;
  /** Requests per minute per address on login, register, captcha and e-mail code routes. */
  sensitive: number;
}

export const defaultOAuthEndpoints: OAuthEndpoints = {
  googleAuthorize: 'https://accounts.google.com/o/oauth2/v2/auth',
  githubAuthorize: 'https://github.com/login/oauth/authorize',
  googleToken: 'https://oauth2.googleapis.com/token',
  googleUserInfo: 'https://openidconnect.googleapis.com/v1/userinfo',
  githubToken: 'https://github.com/login/oauth/access_token',
  githubApi: 'https://api.github.com',
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function pairOf(
  id: string | undefined,
  secret: string | undefined,
  name: string,
): OAuthClient | undefined {
  if (id && secret) return { clientId: id, clientSecret: secret };
  if (id || secret)
    throw new ConfigError(`${name}_CLIENT_ID and ${name}_CLIENT_SECRET must be set together`);
  return undefined;
}

/** Reads the JWT secret from the data folder, creating it (owner-readable only) on first start. */
function persistedSecret(dataDir: string): Uint8Array {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const text = readFileSync(file, 'utf8').trim();
    if (text.length < 32) throw new ConfigError(`${file} must hold at least 32 characters`);
    return new TextEncoder().encode(text);
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return new TextEncoder().encode(secret);
}

/** CLOUD_PROVIDERS and the SIMULATED_* settings, checked together. */
function cloudSettingsOf(e: Environment): CloudSettings {
  const simulatedOnly = (
    [
      'SIMULATED_DELAY_FACTOR',
      'SIMULATED_REGION_CAPACITY',
      'SIMULATED_CAPACITY',
      'SIMULATED_FAULTS',
    ] as const
  ).filter((name) => e[name] !== undefined);
  if (e.CLOUD_PROVIDERS === 'local') {
    if (simulatedOnly.length > 0)
      throw new ConfigError(
        `Invalid configuration:\n  ${simulatedOnly.join(', ')}: only with CLOUD_PROVIDERS=simulated`,
      );
    return defaultCloudSettings;
  }
  if (e.SIMULATED_FAULTS && e.NODE_ENV === 'production')
    throw new ConfigError(
      'Invalid configuration:\n  SIMULATED_FAULTS: for tests and demos, not allowed in production',
    );
  const parsed = <T>(name: string, parse: () => T): T => {
    try {
      return parse();
    } catch (error) {
      throw new ConfigError(`Invalid configuration:\n  ${name}: ${(error as Error).message}`);
    }
  };
  const capacity = e.SIMULATED_REGION_CAPACITY;
  return {
    mode: 'simulated',
    delayFactor: e.SIMULATED_DELAY_FACTOR ?? defaultCloudSettings.delayFactor,
    regionCapacity:
      capacity === undefined
        ? defaultCloudSettings.regionCapacity
        : capacity === 'unlimited'
          ? null
          : Number(capacity),
    capacityOverrides: parsed('SIMULATED_CAPACITY', () =>
      parseCapacityOverrides(e.SIMULATED_CAPACITY ?? ''),
    ),
    faults: parsed('SIMULATED_FAULTS', () => parseFaults(e.SIMULATED_FAULTS ?? '')),
  };
}

/**
 * Builds the configuration from an environment (process.env by default).
 * Throws ConfigError naming every bad variable.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const cloud = cloudSettingsOf(e);
  if (e.DATABASE === 'memory' && e.DATABASE_URL)
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE: memory uses the embedded PGlite; unset DATABASE_URL or DATABASE',
    );
  if (e.SERVER_PROCESSES > 1 && !e.DATABASE_URL)
    throw new ConfigError(
      'Invalid configuration:\n  SERVER_PROCESSES: several processes share PostgreSQL only; set DATABASE_URL (the embedded PGlite belongs to one process)',
    );
  if ((e.CLOCK_START || e.CLOCK_RATE) && e.NODE_ENV === 'production')
    throw new ConfigError(
      'Invalid configuration:\n  CLOCK_START, CLOCK_RATE: test hooks, not allowed in production',
    );
  if (e.JOB_HOLD && e.NODE_ENV === 'production')
    throw new ConfigError(
      'Invalid configuration:\n  JOB_HOLD: a test hook, not allowed in production',
    );
  // The dev mailbox is for development only: production mails its codes, never logs or keeps them.
  if (!e.SMTP_URL && e.NODE_ENV === 'production')
    throw new ConfigError(
      'Invalid configuration:\n  SMTP_URL: required in production (without it e-mail codes would only reach the development mailbox)',
    );
  // With DATABASE_URL the data folder only holds the JWT secret; without, PGlite keeps its files there.
  const dataDir = resolve(e.DATA_DIR ?? join(packageRoot, '.data'));
  const jwtSecret = e.JWT_SECRET
    ? new TextEncoder().encode(e.JWT_SECRET)
    : persistedSecret(dataDir);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataRoot: dataDir,
    dataDir: e.DATABASE_URL || e.DATABASE === 'memory' ? undefined : join(dataDir, 'pglite'),
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    staffEmailDomain: e.STAFF_EMAIL_DOMAIN,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    google: pairOf(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET, 'GOOGLE'),
    github: pairOf(e.GITHUB_CLIENT_ID, e.GITHUB_CLIENT_SECRET, 'GITHUB'),
    oauthEndpoints: defaultOAuthEndpoints,
    publicUrl: e.PUBLIC_URL ?? `http://${e.HOST.includes(':') ? `[${e.HOST}]` : e.HOST}:${e.PORT}`,
    betaGate: e.BETA_GATE,
    jwtSecret,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    rateLimits: { global: e.RATE_LIMIT, sensitive: e.RATE_LIMIT_SENSITIVE },
    passwordHashing: defaultPasswordHashing,
    consoleDir: resolve(e.CONSOLE_DIR ?? join(packageRoot, '..', 'console', 'dist')),
    cloud,
    localMaxEngines: e.LOCAL_MAX_ENGINES,
    catalogueRefreshSeconds: e.CATALOGUE_REFRESH_SECONDS,
    clock:
      e.CLOCK_START || e.CLOCK_RATE
        ? { start: e.CLOCK_START ? new Date(e.CLOCK_START) : new Date(), rate: e.CLOCK_RATE ?? 1 }
        : undefined,
    serverProcesses: e.SERVER_PROCESSES,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    jobLeaseSeconds: e.JOB_LEASE_SECONDS,
    internalHost: e.INTERNAL_HOST,
    jobHold: (e.JOB_HOLD ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => {
        const [kind = '', status = ''] = pair.split(':');
        return { kind, status };
      }),
  };
}

/** A configuration for tests: in-memory database, fixed secret, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    nodeEnv: 'test',
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    dataRoot: join(packageRoot, '.data', 'test'),
    dataDir: undefined,
    accessTokenTtl: 900,
    refreshTokenTtl: 30 * 24 * 3600,
    staffEmailDomain: 'quiver.dev',
    smtpUrl: undefined,
    mailFrom: 'Quiver Cloud <no-reply@quiver.dev>',
    google: undefined,
    github: undefined,
    oauthEndpoints: defaultOAuthEndpoints,
    publicUrl: 'http://127.0.0.1:8080',
    betaGate: false,
    jwtSecret: new TextEncoder().encode('test-secret-test-secret-test-secret-0123'),
    trustProxy: false,
    logLevel: 'silent',
    rateLimits: { global: 100_000, sensitive: 100_000 },
    passwordHashing: { memoryCost: 1024, timeCost: 1 },
    ...overrides,
  };
}
