// The composition root: every service built once from the configuration, the database, a clock and
// a mailer. Routes and the admin command reach the domain only through this object.
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { JobRunner } from './jobs/runner.ts';
import type { Clock } from './lib/clock.ts';
import { AccountService } from './modules/accounts/service.ts';
import { findRegion, findSize } from './modules/catalogue/index.ts';
import { CatalogueService } from './modules/catalogue/service.ts';
import { ApiKeyService } from './modules/api-keys/service.ts';
import { BetaService } from './modules/beta/service.ts';
import { PayNowService } from './modules/billing/pay-now.ts';
import { BillingPeriodService } from './modules/billing/period-close.ts';
import { BillingService } from './modules/billing/service.ts';
import {
  CaptchaService,
  svgCaptchaGenerator,
  type CaptchaGenerator,
} from './modules/captcha/service.ts';
import { EmailCodeService } from './modules/email-codes/service.ts';
import { ExternalBindingService } from './modules/external/service.ts';
import { FileService } from './modules/files/service.ts';
import { BackupService } from './modules/backups/service.ts';
import { ClusterCreationService } from './modules/clusters/creation.ts';
import { ClusterService } from './modules/clusters/service.ts';
import { InstanceService } from './modules/instances/service.ts';
import { InstanceSizingService } from './modules/instances/sizing.ts';
import { LifecycleService } from './modules/lifecycle/service.ts';
import { MonitorService } from './modules/monitor/service.ts';
import { ManagerService } from './modules/managers/service.ts';
import { VpcNetworkService } from './modules/vpc/service.ts';
import { devMailbox, smtpMailer, type Mailer } from './modules/mail/mailer.ts';
import { NoticeService } from './modules/notices/service.ts';
import { OAuthService } from './modules/oauth/service.ts';
import { QuestionnaireService } from './modules/questionnaire/service.ts';
import { SessionService } from './modules/sessions/service.ts';
import { ThrottleService } from './modules/throttle/service.ts';
import { TrackingService } from './modules/tracking/service.ts';
import { PaymentService } from './modules/payments/service.ts';
import { InstanceResetPasswordService } from './modules/reset-password/service.ts';
import {
  createCloudProviders,
  hostAwareProviders,
  SandboxPaymentProvider,
  type CloudProviders,
  type EngineRole,
  type PaymentProvider,
} from './providers/index.ts';
import { defaultCloudSettings } from './providers/cloud-settings.ts';
import { cloudProvidersConfig } from './providers/registry.ts';

export interface ServiceOptions {
  config: Config;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Tests pass a generator that remembers answers; the default draws SVG captchas. */
  captchaGenerator?: CaptchaGenerator | undefined;
  mailer?: Mailer | undefined;
  /** Where instances run; defaults to config.cloud (CLOUD_PROVIDERS) under dataRoot/graphs. */
  cloudProviders?: CloudProviders | undefined;
  /** Who takes payments; defaults to the sandbox provider (DECISIONS.md). */
  paymentProvider?: PaymentProvider | undefined;
}

export function buildServices(options: ServiceOptions) {
  const { config, db, clock, log } = options;
  const mailer =
    options.mailer ??
    (config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : devMailbox(db, log));
  const throttle = new ThrottleService(db, clock);
  const captchas = new CaptchaService(db, clock, options.captchaGenerator ?? svgCaptchaGenerator);
  const emailCodes = new EmailCodeService(db, clock, throttle);
  const sessions = new SessionService(db, clock, {
    jwtSecret: config.jwtSecret,
    accessTokenTtl: config.accessTokenTtl,
    refreshTokenTtl: config.refreshTokenTtl,
  });
  const accounts = new AccountService({
    db,
    config,
    clock,
    mailer,
    throttle,
    captchas,
    emailCodes,
    sessions,
  });
  // This process's own drivers, used while it hosts the engines; otherwise provider calls are relayed
  // to the process that does (several processes on one PostgreSQL: src/engine-host.ts).
  const engineRole: EngineRole = { relay: undefined };
  const providers = hostAwareProviders(
    options.cloudProviders ??
      createCloudProviders({
        ...cloudProvidersConfig(
          config.cloud ?? defaultCloudSettings,
          join(config.dataRoot, 'graphs'),
          findRegion,
        ),
        localMaxEngines: config.localMaxEngines,
      }),
    engineRole,
  );
  const payments = new PaymentService(
    db,
    clock,
    options.paymentProvider ?? new SandboxPaymentProvider(),
  );
  // The rules every graph resource shares (src/modules/lifecycle), then Blaze and Manager
  // instances, Powerhouse clusters and what builds on them.
  const lifecycle = new LifecycleService(providers, payments, config.passwordHashing);
  // The network each region gives new instances (staff set it; instances keep theirs).
  const vpc = new VpcNetworkService(db, clock);
  const clusters = new ClusterService(db, clock, lifecycle, vpc);
  // A cluster is queried through its entry server (the instance query and schema calls).
  const instances = new InstanceService(
    db,
    clock,
    providers,
    lifecycle,
    (userId, clusterId) => clusters.entryServer(userId, clusterId),
    vpc,
  );
  const monitor = new MonitorService(clock, providers, instances);
  const billing = new BillingService(db, clock, payments, instances);
  const billingPeriods = new BillingPeriodService(db, clock, payments);
  const jobs = new JobRunner({
    db,
    providers,
    clock,
    log,
    sizes: findSize,
    holdAt: config.jobHold,
    ...(config.jobLeaseSeconds ? { leaseSeconds: config.jobLeaseSeconds } : {}),
    tasks: billingPeriods.tasks(`process-${process.pid}`),
  });
  return {
    config,
    db,
    clock,
    mailer,
    throttle,
    captchas,
    emailCodes,
    sessions,
    accounts,
    apiKeys: new ApiKeyService(db, clock),
    external: new ExternalBindingService(db, clock),
    oauth: new OAuthService(db, config, clock, accounts, log),
    beta: new BetaService(db, clock, mailer, accounts),
    questionnaire: new QuestionnaireService(db, clock),
    notices: new NoticeService(db, clock),
    tracking: new TrackingService(db, clock),
    providers,
    /** Whether this process runs the engines or relays provider calls to the one that does. */
    engineRole,
    /** The catalogue in the database; src/boot.ts reads it into the process's snapshot. */
    catalogue: new CatalogueService(db, clock),
    payments,
    lifecycle,
    instances,
    instanceSizing: new InstanceSizingService(clock, providers, instances),
    clusters,
    clusterCreation: new ClusterCreationService(db, clock, lifecycle, instances, clusters, vpc),
    managers: new ManagerService(db, clock, lifecycle, instances, clusters),
    /** The VPC network of each region (/VPC-Network/Configure, provider staff). */
    vpc,
    backups: new BackupService(db, clock, providers, instances, clusters),
    monitor,
    /** File downloads by ticket; each kind of file is made by the service that owns its data. */
    files: new FileService(db, clock, {
      instanceLog: {
        check: (userId, request) => monitor.checkLogFile(userId, request),
        make: (userId, request) => monitor.logFile(userId, request),
      },
      invoice: {
        check: (userId, request) => billing.checkInvoicePdf(userId, request.invoiceId),
        make: (userId, request) => billing.invoicePdf(userId, request.invoiceId),
      },
      billCsv: {
        check: (userId, request) => billing.checkBillCsv(userId, request.billId),
        make: (userId, request) => billing.billCsv(userId, request.billId),
      },
    }),
    resetPassword: new InstanceResetPasswordService({
      lifecycle,
      instances,
      clusters,
      captchas,
      emailCodes,
      mailer,
    }),
    /** Billing as the customer reads it, pay now, and the periods' close (jobs, admin command). */
    billing,
    payNow: new PayNowService(db, clock, payments),
    billingPeriods,
    jobs,
  };
}

export type Services = ReturnType<typeof buildServices>;
