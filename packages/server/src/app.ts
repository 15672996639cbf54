// Builds the Fastify app (plugins, routes, error handling) without listening, so tests inject
// requests and main.ts decides where to listen.
import { randomBytes } from 'node:crypto';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { endpoints as contractEndpoints, type AnyEndpoint } from '@quiver/contract';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { registerConsoleStatic } from './http/console-static.ts';
import { registerErrorHandling } from './http/errors.ts';
import { RequestLineLog } from './http/logging.ts';
import { registerContractRoutes } from './http/contract-routes.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import type { CaptchaGenerator } from './modules/captcha/service.ts';
import { registerDevMailbox } from './modules/mail/routes.ts';
import type { Mailer } from './modules/mail/mailer.ts';
import type { CloudProviders, PaymentProvider } from './providers/index.ts';
import { prepareServices, type BootReport } from './boot.ts';
import { handlers, sensitiveEndpointIds } from './route-table.ts';
import { buildServices, type Services } from './services.ts';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    /** Every route registered, for the test that each one is listed in the contract. */
    routeList: Array<{ method: string; url: string }>;
    /** What start-up found (catalogue version, adopted instances, provisioning availability). */
    bootReport?: BootReport;
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
    },
    logController: new RequestLineLog(),
    genReqId: (request) => {
      const sent = request.headers['x-trace-id'];
      return typeof sent === 'string' && traceIdPattern.test(sent)
        ? sent
        : randomBytes(16).toString('hex');
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
  // Before the job runner: the catalogue and the providers' view of existing instances come first.
  app.addHook('onReady', async () => {
    app.decorate(
      'bootReport',
      await prepareServices(services, app.log, {
        restartEngines: options.runJobs ?? config.nodeEnv !== 'test',
      }),
    );
  });
  if (options.runJobs ?? config.nodeEnv !== 'test')
    app.addHook('onReady', async () => {
      // The periods' close waits in the job queue (one row, whichever server adds it).
      await services.billingPeriods.scheduleTasks();
      await services.jobs.start();
    });
  app.addHook('onClose', async () => {
    services.catalogue.stopRefresh();
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

  await app.register(helmet, {
    // Suited to serving the console (a single-page app) from the same origin later.
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
  await app.register(rateLimit, {
    max: config.rateLimits.global,
    timeWindow: 60_000,
    // Answered through the error handler as code 1216 with HTTP 200 (DECISIONS.md envelope).
    errorResponseBuilder: (_request, context) =>
      Object.assign(
        new Error(`Too many requests: try again in ${Math.ceil(context.ttl / 1000)} seconds.`),
        {
          statusCode: 429,
        },
      ),
  });

  registerErrorHandling(app);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-trace-id', request.id);
  });

  registerContractRoutes(app, {
    endpoints: options.endpoints ?? contractEndpoints,
    handlers,
    services,
    sensitiveLimit: config.rateLimits.sensitive,
    sensitiveIds: sensitiveEndpointIds,
    checkResponses: config.nodeEnv !== 'production',
  });
  if (config.nodeEnv !== 'production' && services.mailer.kind === 'dev-mailbox')
    registerDevMailbox(app, services.mailer);
  // After the API routes: the console's SPA fallback answers only what they do not.
  await registerConsoleStatic(app, config.consoleDir);

  return app;
}
