// What the server does once before it answers anything (app.ts, onReady): read the catalogue from the
// database into this process's snapshot and keep it fresh, give the cloud providers back the
// instances they hold, and say clearly when provisioning is unavailable on this machine. The job
// runner's own start (engines of running instances restarted, unfinished jobs resumed) comes after.
import type { FastifyBaseLogger } from 'fastify';
import { prepareEngineWorker } from './engine/process-engine.ts';
import { markEngineLost, restartEngine } from './jobs/engine-lost.ts';
import { livePlacements } from './jobs/store.ts';
import type { Services } from './services.ts';

export interface BootReport {
  catalogueVersion: number;
  /** Instances the simulated clouds now count in their regions' stock (0 in local mode). */
  adopted: number;
  /** Engines brought back here (simulated mode; local mode leaves it to the job runner). */
  enginesRestarted: number;
  /** Why provisioning is unavailable (the server runs; creating and starting are refused). */
  provisioningUnavailable: string | undefined;
}

export interface BootOptions {
  /**
   * Bring back the engines of instances that should be running (the server's own start; tests that
   * drive jobs by hand leave it off). Simulated clouds do it here through the local driver, without
   * their cloud delays: the simulated machine kept running, only this machine's engine process
   * ended. In local mode the job runner's start does it.
   */
  restartEngines?: boolean;
  /**
   * Whether this process runs the engines from the start (default). With several processes on one
   * PostgreSQL the elected engine host takes them later instead (src/engine-host.ts, `takeEngines`).
   */
  hostsEngines?: boolean;
}

export async function prepareServices(
  services: Services,
  log: FastifyBaseLogger,
  options: BootOptions = {},
): Promise<BootReport> {
  const { config } = services;
  const catalogue = await services.catalogue.load();
  // PostgreSQL: the admin command changes the catalogue beside running servers, which poll its
  // version. PGlite: one process owns the folder (src/lock.ts), so the admin command only runs while
  // the server is stopped and the next start reads its changes.
  const refreshSeconds = config.catalogueRefreshSeconds ?? 5;
  if (config.databaseUrl && refreshSeconds > 0)
    services.catalogue.startRefresh(
      refreshSeconds * 1000,
      (error) => log.warn({ err: error }, 'catalogue refresh failed'),
      (version) => log.info({ catalogueVersion: version }, 'catalogue changed: re-read'),
    );

  const { adopted, enginesRestarted } =
    options.hostsEngines === false
      ? { adopted: 0, enginesRestarted: 0 }
      : await takeEngines(services, log, { restartEngines: options.restartEngines ?? false });

  // Engines start from a JavaScript build of their worker (built here once, then cached by its
  // sources' hash); without it they start through tsx, about a second slower each.
  const worker = await prepareEngineWorker();
  if (worker.mode === 'tsx')
    log.warn({ reason: worker.reason }, 'engine worker not built: engines start through tsx');
  const availability = await services.providers.local.availability();
  const provisioningUnavailable = availability.available ? undefined : availability.reason;
  if (provisioningUnavailable)
    log.warn(
      { reason: provisioningUnavailable },
      `Provisioning is unavailable: ${provisioningUnavailable} The server runs; creating and starting instances is refused until the engine loads.`,
    );
  log.info(
    {
      catalogueVersion: catalogue.version,
      cloudProviders: config.cloud?.mode ?? 'local',
      adopted,
      enginesRestarted,
    },
    'services prepared',
  );
  return {
    catalogueVersion: catalogue.version,
    adopted,
    enginesRestarted,
    provisioningUnavailable,
  };
}

/**
 * This process now runs the engines: the providers learn which instances hold capacity, and in
 * simulated mode the engines of instances that should run are brought back (in local mode the job
 * runner's start does it). At boot for the one process; on election for the engine host.
 */
export async function takeEngines(
  services: Services,
  log: FastifyBaseLogger,
  options: { restartEngines: boolean },
): Promise<{ adopted: number; enginesRestarted: number }> {
  const placements = await livePlacements(services.db);
  const adopted = services.providers.adopt(placements);
  let enginesRestarted = 0;
  if (options.restartEngines && services.config.cloud?.mode === 'simulated') {
    const { local } = services.providers;
    for (const placement of placements) {
      try {
        if (await restartEngine(local, placement.id)) enginesRestarted += 1;
      } catch (error) {
        // Not left saying its database is up while nothing runs (jobs/engine-lost.ts).
        await markEngineLost(services.db, services.clock, log, placement.id, error).catch(
          (failure: unknown) =>
            log.warn({ err: failure, instanceId: placement.id }, 'engine not restarted'),
        );
      }
    }
  }
  return { adopted, enginesRestarted };
}
