// Where a request's time goes (`BENCH_ONLY=breakdown`): each piece of the request path timed on its
// own, in this process, the way it ran before issue 16 and the way it runs now, for the signed-in
// `/instance/list` (1,000 instances, page of 10). Medians of many calls in microseconds; the pieces
// add up to less than a whole request (Fastify's routing, the HTTP parser and the socket are not in
// them: the load bench measures those with the rest).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { instanceEndpoints, parseRequest } from '@quiver/contract';
import { and, eq, isNull } from 'drizzle-orm';
import helmet from 'helmet';
import { jwtVerify } from 'jose';
import pino from 'pino';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { sessionFamilies, users } from '../src/db/schema.ts';
import { helmetHeaders } from '../src/http/security-headers.ts';
import { findUserInOpenSession } from '../src/modules/accounts/repo.ts';
import { median, postgresBenchDatabase, seedInstances, signUp, userOf } from './fixtures.ts';

interface Piece {
  name: string;
  before?: () => unknown;
  after: () => unknown;
}

const helmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: [],
    },
  },
  strictTransportSecurity: true,
  crossOriginEmbedderPolicy: false,
};

/** Median microseconds of one call, over `rounds` rounds of `calls` calls. */
async function time(work: () => unknown, calls = 200, rounds = 9): Promise<number> {
  for (let index = 0; index < calls; index += 1) await work();
  const perCall: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    for (let index = 0; index < calls; index += 1) await work();
    perCall.push(((performance.now() - started) * 1000) / calls);
  }
  return median(perCall);
}

export async function breakdown(): Promise<void> {
  console.log(
    '\nWhere a request goes: /instance/list (1,000 instances, page of 10), each piece alone, median µs',
  );
  await breakdownOn('PGlite', undefined);
  const postgres = await postgresBenchDatabase();
  if (postgres) {
    try {
      await breakdownOn('PostgreSQL', postgres.url);
    } finally {
      await postgres.drop();
    }
  }
}

async function breakdownOn(label: string, databaseUrl: string | undefined): Promise<void> {
  const database: Database = await openDatabase({ databaseUrl });
  const config = testConfig({ nodeEnv: 'production', rateLimits: { global: 1e9, sensitive: 1e9 } });
  const app = await buildApp({ config, db: database.db, runJobs: false, logger: false });
  try {
    await app.ready();
    const token = await signUp(app, database);
    const userId = userOf(token);
    await seedInstances(database, userId);
    const claims = await app.services.sessions.verifyAccess(token);
    const url = '/api/dbaas/v1/instance/list?page=1&pageSize=10';
    const answer = (
      await app.inject({ url, headers: { authorization: `Bearer ${token}` } })
    ).json() as { data: unknown };
    const query = { page: '1', pageSize: '10' };
    const parsed = parseRequest(instanceEndpoints.list.request, query);
    const list = parsed.success ? parsed.data : { page: 1, pageSize: 10 };
    const log = pino({ level: 'info' }, pino.destination({ dest: '/dev/null', sync: true }));
    const child = log.child({ traceId: '0123456789abcdef0123456789abcdef' });
    const headers = helmetHeaders(helmetOptions);
    const names = Object.keys(headers);
    const fakeResponse = () => {
      const set: Record<string, string> = {};
      return {
        setHeader: (name: string, value: string) => (set[name] = value),
        removeHeader: (name: string) => delete set[name],
        getHeader: (name: string) => set[name],
      } as unknown as ServerResponse;
    };
    const pieces: Piece[] = [
      {
        name: 'security headers (helmet middleware per request → precomputed)',
        before: () => helmet(helmetOptions)({} as IncomingMessage, fakeResponse(), () => undefined),
        after: () => {
          const response = fakeResponse();
          for (const name of names) response.setHeader(name, headers[name] ?? '');
        },
      },
      {
        name: 'access token (jose HMAC verify → verified-token cache)',
        before: () =>
          jwtVerify(token, config.jwtSecret, {
            issuer: 'quiver-cloud',
            audience: 'quiver-console',
            algorithms: ['HS256'],
          }),
        after: () => app.services.sessions.verifyAccess(token),
      },
      {
        name: 'session check query (built per call → prepared)',
        before: () =>
          database.db
            .select({ user: users })
            .from(sessionFamilies)
            .innerJoin(users, eq(users.id, sessionFamilies.userId))
            .where(
              and(
                eq(sessionFamilies.id, claims.familyId),
                eq(sessionFamilies.userId, claims.userId),
                isNull(sessionFamilies.revokedAt),
              ),
            ),
        after: () => findUserInOpenSession(database.db, claims.userId, claims.familyId),
      },
      {
        name: 'request parsing (zod, the contract schema)',
        after: () => parseRequest(instanceEndpoints.list.request, query),
      },
      {
        name: 'the list: count and page (service, view)',
        after: () => app.services.instances.list(userId, list as never),
      },
      {
        name: 'response check (zod; outside production only)',
        after: () => instanceEndpoints.list.response.safeParse(answer.data),
      },
      { name: 'serialising the answer (JSON.stringify)', after: () => JSON.stringify(answer) },
      {
        name: 'the request log line (pino, sync write)',
        after: () => child.info({ method: 'GET', path: '/x', status: 200, ms: 1.2 }, 'request'),
      },
      {
        name: 'the whole request, in process (app.inject)',
        after: () => app.inject({ url, headers: { authorization: `Bearer ${token}` } }),
      },
    ];
    console.log(`\n  ${label}`);
    console.log(`  ${'piece'.padEnd(66)} ${'before'.padStart(8)} ${'now'.padStart(8)}`);
    for (const piece of pieces) {
      const now = await time(piece.after);
      const before = piece.before ? await time(piece.before) : undefined;
      console.log(
        `  ${piece.name.padEnd(66)} ${(before === undefined ? 'same' : before.toFixed(1)).padStart(8)} ${now.toFixed(1).padStart(8)}`,
      );
    }
  } finally {
    await app.close();
    await database.close();
  }
}
