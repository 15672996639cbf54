// Start the API: read the configuration, open and migrate the database, listen, and shut down
// cleanly on SIGINT/SIGTERM (close the server, then the database). With SERVER_PROCESSES=n this
// process starts n server processes instead (src/processes.ts), each running the rest of this file.
import cluster from 'node:cluster';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { ShiftedClock, systemClock } from './lib/clock.ts';
import { lockFile, runningServerPid } from './lock.ts';
import { runPrimary } from './processes.ts';

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const processes = config.serverProcesses ?? 1;
  if (processes > 1 && cluster.isPrimary) {
    await runPrimary(config, processes);
    return;
  }
  const started = performance.now();
  if (!config.databaseUrl) {
    const other = runningServerPid(config);
    if (other) {
      console.error(
        `Another Quiver Cloud server (pid ${other}) uses ${config.dataRoot}. Stop it first.`,
      );
      process.exit(1);
    }
    mkdirSync(config.dataRoot, { recursive: true });
    writeFileSync(lockFile(config), String(process.pid));
  }
  const releaseLock = () => {
    if (!config.databaseUrl) rmSync(lockFile(config), { force: true });
  };
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  const clock = config.clock
    ? new ShiftedClock(config.clock.start, config.clock.rate)
    : systemClock;
  const app = await buildApp({
    config,
    db: database.db,
    clock,
    onEngineHostLost: () => {
      // Another process may run these engines and jobs now: end as a crash would (a cluster
      // primary or the orchestrator starts a new process).
      console.error('Lost the engine host lock: this server process stops.');
      process.exit(1);
    },
  });
  let address: string;
  try {
    address = await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    await database.close();
    releaseLock();
    const code = (error as NodeJS.ErrnoException).code;
    console.error(
      code === 'EADDRINUSE'
        ? `Port ${config.port} on ${config.host} is already in use: stop the other server or set PORT.`
        : `Could not listen on ${config.host}:${config.port}: ${String(error)}`,
    );
    process.exit(1);
  }
  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : config.dataDir
      ? `PGlite in ${config.dataDir}`
      : 'PGlite in memory (DATABASE=memory: lost when the server stops)';
  app.log.info({ database: where, ms: Math.round(performance.now() - started) }, 'ready');
  console.log(`\nQuiver Cloud API listening on ${address}  (database: ${where})`);
  const unavailable = app.bootReport?.provisioningUnavailable;
  if (unavailable)
    console.warn(
      `Provisioning is unavailable on this machine: ${unavailable}\nThe API runs; creating and starting instances is refused until the engine loads.`,
    );
  if (app.services.mailer.kind === 'dev-mailbox' && config.nodeEnv !== 'production')
    console.log(`Dev mailbox (no SMTP_URL): ${address}/api/dev/mailbox?to=<address>\n`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await database.close();
    } finally {
      releaseLock();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

await main();
