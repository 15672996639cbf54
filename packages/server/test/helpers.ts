// Test harness: the app on a database loaded from the migrated snapshot (or the run's PostgreSQL
// database), a clock the test moves, captchas whose answers the test can read, and small HTTP helpers.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { testConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database, type QueryListener } from '../src/db/client.ts';
import { ManualClock } from '../src/lib/clock.ts';
import type { CaptchaImage } from '../src/modules/captcha/service.ts';
import { readMailbox } from '../src/modules/mail/mailer.ts';
import type { PaymentProvider } from '../src/providers/index.ts';

export const v1 = (path: string) => `/api/dbaas/v1${path}`;

/** True when this file runs in the PostgreSQL project but no server was reachable. */
export const skipSuite = inject('databaseTarget') === 'postgres' && inject('databaseUrl') === '';

/**
 * PostgreSQL project: a database of this test's own, copied from the run's migrated template, and
 * how to drop it. Files (and the harnesses in a file) never share one, so they run side by side.
 */
export async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const template = new URL(inject('databaseUrl'));
  const templateName = template.pathname.slice(1);
  const name = `${templateName}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: inject('postgresAdmin') });
  await admin.connect();
  try {
    // Another file's copy of the same template may be under way: PostgreSQL then refuses for a moment.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await admin.query(`create database ${name} template ${templateName}`);
        break;
      } catch (error) {
        if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  } finally {
    await admin.end();
  }
  template.pathname = `/${name}`;
  return {
    url: template.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: inject('postgresAdmin') });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A migrated database for a test: a copy of the PostgreSQL template, or PGlite from the snapshot. */
export async function openTestDatabase(
  options: { onQuery?: QueryListener } = {},
): Promise<Database> {
  if (inject('databaseUrl')) {
    const fresh = await freshPostgresDatabase();
    const database = await openDatabase({ databaseUrl: fresh.url, onQuery: options.onQuery });
    return {
      ...database,
      async close() {
        await database.close();
        await fresh.drop();
      },
    };
  }
  const snapshot = readFileSync(inject('pgliteSnapshot'));
  return openDatabase({ loadDataDir: new Blob([snapshot]), onQuery: options.onQuery });
}

export interface Harness {
  app: FastifyInstance;
  database: Database;
  clock: ManualClock;
  /** The answer of every captcha drawn, by the order they were drawn. */
  captchaAnswers: string[];
  close(): Promise<void>;
}

let captchaCounter = 0;

export async function startHarness(
  overrides: Partial<Config> = {},
  database?: Database,
  options: { clock?: ManualClock; paymentProvider?: PaymentProvider } = {},
): Promise<Harness> {
  const db = database ?? (await openTestDatabase());
  // Starts at the real time unless a test sets it: the contract judges some dates (API key
  // expiry) by the wall clock.
  const clock = options.clock ?? new ManualClock();
  const captchaAnswers: string[] = [];
  const app = await buildApp({
    config: testConfig(overrides),
    db: db.db,
    clock,
    ...(options.paymentProvider ? { paymentProvider: options.paymentProvider } : {}),
    captchaGenerator: (): CaptchaImage => {
      captchaCounter += 1;
      const text = `Ab${String(captchaCounter).padStart(3, '0')}`.slice(0, 6);
      captchaAnswers.push(text);
      return { text, svg: `<svg xmlns="http://www.w3.org/2000/svg"><text>${text}</text></svg>` };
    },
  });
  await app.ready();
  return {
    app,
    database: db,
    clock,
    captchaAnswers,
    async close() {
      await app.close();
      if (!database) await db.close();
    },
  };
}

export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data?: T;
}

export async function call<T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  path: string,
  options: {
    body?: unknown;
    query?: Record<string, string>;
    token?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Envelope<T> & { status: number; headers: Record<string, unknown> }> {
  const response = await app.inject({
    method,
    url: path,
    query: options.query,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
  const body = response.json() as Envelope<T>;
  return { ...body, status: response.statusCode, headers: response.headers };
}

let emailCounter = 0;
/** A fresh address per call: files share the PostgreSQL database of a run. */
export function freshEmail(prefix = 'user', domain = 'example.com'): string {
  emailCounter += 1;
  return `${prefix}.${Date.now().toString(36)}${emailCounter}${Math.random().toString(36).slice(2, 6)}@${domain}`;
}

export const goodPassword = 'Correct-Horse-9';

export async function latestCode(harness: Harness, email: string): Promise<string> {
  const [mail] = await readMailbox(harness.database.db, email);
  if (!mail?.code) throw new Error(`no code mailed to ${email}`);
  return mail.code;
}

/** Registers an account through the API and answers its tokens. */
export async function register(
  harness: Harness,
  email = freshEmail(),
  password = goodPassword,
): Promise<{ email: string; password: string; accessToken: string; refreshToken: string }> {
  const sent = await call(harness.app, 'POST', v1('/auth/email/captcha'), {
    body: { email, purpose: 'register' },
  });
  if (sent.code !== 200) throw new Error(`e-mail code refused: ${JSON.stringify(sent)}`);
  const emailCode = await latestCode(harness, email);
  const done = await call<{ accessToken: string; refreshToken: string }>(
    harness.app,
    'POST',
    v1('/auth/register'),
    {
      body: { email, password, emailCode },
    },
  );
  if (done.code !== 200 || !done.data) throw new Error(`register refused: ${JSON.stringify(done)}`);
  return { email, password, ...done.data };
}

/** A create body for a Shared instance (the quickest to provision) that every rule accepts. */
export const sharedInstanceBody = (name: string) => ({
  edition: 'shared',
  vendor: 'aws',
  region: 'us-east-1',
  sizeId: 'shared-2c8g',
  version: 'blaze-4.5.2',
  name,
  allowedIps: [{ ip: '10.0.0.0/8', description: 'office' }],
  rootPassword: 'Graph-Root-Pass9',
});

/** A card the sandbox payment provider accepts (it expires in three years). */
export const sandboxCard = {
  type: 'card',
  number: '4242424242424242',
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 3,
  cvc: '123',
  holderName: 'Ada Lovelace',
};
