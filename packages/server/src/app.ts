// Builds the Fastify app (plugins, routes, error handling) without listening, so tests inject
// requests and main.ts decides where to listen.
import { randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { endpoints as contractEndpoints, type AnyEndpoint } from '@quiver/contract';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { registerConsoleStatic } from './http/console-static.ts';
import { registerErrorHandling } from './http/errors.ts';
import { databaseRateLimitStore } from './http/rate-limit-store.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { RequestLineLog } from './http/logging.ts';
import { registerContractRoutes } from './http/contract-routes.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import type { CaptchaGenerator } from './modules/captcha/service.ts';
import { registerDevMailbox } from './modules/mail/routes.ts';
import type { Mailer } from './modules/mail/mailer.ts';
import type { CloudProviders, PaymentProvider } from './providers/index.ts';
import { prepareServices, type BootReport } from './boot.ts';
import { EngineHost } from './engine-host.ts';
import { handlers, sensitiveEndpointIds } from './route-table.ts';
import { buildServices, type Services } from './services.ts';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    /** Every route registered, for the test that each one is listed in the contract. */
    routeList: Array<{ method: string; url: string }>;
    /** What start-up found (catalogue version, adopted instances, provisioning availability). */
    bootReport?: BootReport;
    /** Whether this process runs the engines and the job queue (src/engine-host.ts). */
    engineHost: EngineHost;
  }
}

export interface AppOptions {
  config: Config;
  db: Db;
  clock?: Clock;
  captchaGenerator?: CaptchaGenerator;
  mailer?: Mailer;
  /** Defaults to the contract's registry; tests pass a subset to prove the route check fails. */
  endpoints?: readonly AnyEndpoint[];
  /** Where instances run (tests pass their own data folder). */
  cloudProviders?: CloudProviders;
  /** Who takes payments (tests pass a sandbox they watch); the sandbox by default. */
  paymentProvider?: PaymentProvider;
  /**
   * Whether the job runner polls on its own (default: outside tests). Tests leave it off and call
   * `services.jobs.runUntilIdle()` so lifecycle operations finish deterministically.
   */
  runJobs?: boolean;
  /** Pino destination override (the bench silences logs). */
  logger?: FastifyServerOptions['logger'];
  /**
   * This process hosted the engines and lost its hold on them (several processes on one
   * PostgreSQL): another may take over, so this one must stop at once. Default: exit.
   */
  onEngineHostLost?: (error: unknown) => void;
  /** Where the log lines go (default stdout): the bench writes them to /dev/null at the usual level. */
  logStream?: { write(line: string): void };
}

/** Limits on what a request may carry (JSON bodies of this API are small). */
const bodyLimit = 64 * 1024;
const traceIdPattern = /^[A-Za-z0-9_-]{8,64}$/;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    logController: new RequestLineLog(),
    genReqId: (request) => {
      const sent = request.headers['x-trace-id'];
      return typeof sent === 'string' && traceIdPattern.test(sent)
        ? sent
        : // 32 hex digits; randomUUID draws from a cached pool instead of a call per request.
          randomUUID().replaceAll('-', '');
    },
    trustProxy: config.trustProxy,
    bodyLimit,
    routerOptions: { maxParamLength: 200 },
  });

  const services = buildServices({
    config,
    db: options.db,
    clock: options.clock ?? systemClock,
    log: app.log,
    captchaGenerator: options.captchaGenerator,
    mailer: options.mailer,
    cloudProviders: options.cloudProviders,
    paymentProvider: options.paymentProvider,
  });
  app.decorate('services', services);
  const runJobs = options.runJobs ?? config.nodeEnv !== 'test';
  // With PostgreSQL several processes may share the database: one of them, elected, runs the
  // engines and the job queue (src/engine-host.ts); with PGlite this one does.
  const engineHost = new EngineHost({
    services,
    log: app.log,
    databaseUrl: runJobs ? config.databaseUrl : undefined,
    internalHost: config.internalHost ?? '127.0.0.1',
    secret: config.jwtSecret,
    onLost:
      options.onEngineHostLost ??
      (() => {
        // Another process may run these engines and jobs from now on: stop as a crash would.
        process.exit(1);
      }),
  });
  app.decorate('engineHost', engineHost);
  // Before the job runner: the catalogue and the providers' view of existing instances come first.
  app.addHook('onReady', async () => {
    app.decorate(
      'bootReport',
      await prepareServices(services, app.log, {
        restartEngines: runJobs,
        hostsEngines: !(runJobs && config.databaseUrl),
      }),
    );
  });
  if (runJobs)
    app.addHook('onReady', async () => {
      // The periods' close waits in the job queue (one row, whichever server adds it).
      await services.billingPeriods.scheduleTasks();
      await engineHost.start();
    });
  app.addHook('onClose', async () => {
    services.catalogue.stopRefresh();
    await engineHost.stop();
    await services.jobs.stop();
    await services.providers.shutdown();
  });
  const routeList: Array<{ method: string; url: string }> = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeList.push({ method, url: route.url });
  });

  // An empty JSON body reads as {} (GET-like POSTs such as logout from some clients); anything
  // else must be valid JSON.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, {});
      try {
        done(null, JSON.parse(text));
      } catch {
        const error = Object.assign(new Error('invalid JSON'), {
          statusCode: 400,
          code: 'FST_ERR_CTP_INVALID_JSON_BODY',
        });
        done(error, undefined);
      }
    },
  );

  registerSecurityHeaders(app, {
    // Suited to serving the console (a single-page app) from the same origin.
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
        // Plain-HTTP local runs would have every asset rewritten to https:// and fail.
        upgradeInsecureRequests: config.nodeEnv === 'production' ? [] : null,
      },
    },
    // HSTS only where the server is reached over HTTPS (production, behind TLS).
    strictTransportSecurity: config.nodeEnv === 'production',
    crossOriginEmbedderPolicy: false,
  });
  await app.register(formbody, { bodyLimit });
  registerErrorHandling(app);

  // The API in a scope of its own, holding the rate limits: the limit on every route (RATE_LIMIT)
  // counts API calls only. The console's files and its SPA fallback are registered outside it, so
  // a page load (about 120 cheap, cacheable files) never uses up an address's API calls, and a page
  // or a JS chunk is never answered with the 1216 envelope. The error handler above is inherited.
  await app.register(async (api) => {
    await api.register(rateLimit, {
      max: config.rateLimits.global,
      timeWindow: 60_000,
      // PostgreSQL: counted in the database, across every process sharing it; PGlite: in memory.
      ...(config.databaseUrl
        ? { store: databaseRateLimitStore(app, services.throttle, app.log) }
        : {}),
      // Answered through the error handler as code 1216 with HTTP 200 (DECISIONS.md envelope).
      errorResponseBuilder: (_request, context) =>
        Object.assign(
          new Error(`Too many requests: try again in ${Math.ceil(context.ttl / 1000)} seconds.`),
          {
            statusCode: 429,
          },
        ),
    });

    registerContractRoutes(api, {
      endpoints: options.endpoints ?? contractEndpoints,
      handlers,
      services,
      sensitiveLimit: config.rateLimits.sensitive,
      sensitiveIds: sensitiveEndpointIds,
      checkResponses: config.nodeEnv !== 'production',
    });
    if (config.nodeEnv !== 'production' && services.mailer.kind === 'dev-mailbox')
      registerDevMailbox(api, services.mailer);
  });
  // After the API routes: the console's SPA fallback answers only what they do not.
  await registerConsoleStatic(app, config.consoleDir);

  return app;
}
