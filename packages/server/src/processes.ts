// SERVER_PROCESSES=n (docs/scale-out.md): this process becomes the primary of a Node cluster and
// starts n server processes on one PostgreSQL. They share the listening port (the primary hands
// connections round-robin); one of them, elected, runs the engines and the job queue
// (src/engine-host.ts). The primary answers no request: it applies migrations once, keeps n
// workers running (a worker that ends unexpectedly is replaced), and stops them on SIGTERM/SIGINT.
import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';

/** Restarts of one slot closer together than this back off (a worker that cannot start). */
const quickExitMs = 5_000;

export async function runPrimary(config: Config, processes: number): Promise<void> {
  // Once, before any worker opens the database (workers then find nothing to apply).
  const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 1 });
  await database.close();

  let stopping = false;
  const slots = new Map<Worker, { slot: number; started: number }>();
  const backoff = new Map<number, number>();
  const fork = (slot: number) => {
    const worker = cluster.fork({ QUIVER_WORKER_SLOT: String(slot) });
    slots.set(worker, { slot, started: Date.now() });
  };
  cluster.on('exit', (worker, code, signal) => {
    const entry = slots.get(worker);
    slots.delete(worker);
    if (stopping || !entry) return;
    const delay =
      Date.now() - entry.started < quickExitMs
        ? Math.min((backoff.get(entry.slot) ?? 500) * 2, 30_000)
        : 500;
    backoff.set(entry.slot, delay);
    console.error(
      `server process ${worker.process.pid} ended (${signal ?? `code ${code}`}): starting another in ${delay} ms`,
    );
    setTimeout(() => {
      if (!stopping) fork(entry.slot);
    }, delay).unref();
  });
  for (let slot = 0; slot < processes; slot += 1) fork(slot);
  console.log(
    `Quiver Cloud: ${processes} server processes on port ${config.port} (primary pid ${process.pid})`,
  );

  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const workers = [...slots.keys()];
    if (workers.length === 0) process.exit(0);
    let left = workers.length;
    for (const worker of workers) {
      worker.once('exit', () => {
        left -= 1;
        if (left === 0) process.exit(0);
      });
      worker.process.kill(signal);
    }
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}
