/**
 * The process that holds one instance's database (started by `ProcessGraphEngine`). Keeping each
 * database in its own process means a statement that exhausts memory or crashes the native engine
 * takes down that instance only, never the API server, and the instance's memory and CPU are its own.
 */
import { EngineError, type GraphEngine } from './graph-engine.ts';
import { KuzuEngine } from './kuzu-engine.ts';
import { errorMessage } from './kuzu-values.ts';
import type { WorkerReply, WorkerRequest } from './worker-protocol.ts';

const engine: GraphEngine = new KuzuEngine();

function reply(message: WorkerReply): void {
  process.send?.(message);
}

async function handle(request: WorkerRequest): Promise<unknown> {
  switch (request.method) {
    case 'open':
      return engine.open(...request.args);
    case 'close':
      return engine.close();
    case 'query':
      return engine.query(...request.args);
    case 'counts':
      return engine.counts();
    case 'schema':
      return engine.schema();
    case 'diskSize':
      return engine.diskSize();
    case 'clear':
      return engine.clear();
    case 'snapshot':
      return engine.snapshot(...request.args);
    case 'restore':
      return engine.restore(...request.args);
    case 'loadSample':
      return engine.loadSample(...request.args);
    case 'resourceUsage':
      return engine.resourceUsage();
  }
}

let queue: Promise<unknown> = Promise.resolve();

function run(request: WorkerRequest): Promise<void> {
  reply({ id: request.id, started: true });
  return handle(request).then(
    (value) => reply({ id: request.id, ok: true, value }),
    (error: unknown) =>
      reply({
        id: request.id,
        ok: false,
        message: errorMessage(error),
        reason: error instanceof EngineError ? error.reason : 'engine',
      }),
  );
}

process.on('message', (request: WorkerRequest) => {
  // Resource use is read from the process, not the database: it answers even during a long load.
  if (request.method === 'resourceUsage') {
    void run(request);
    return;
  }
  // One call at a time, in order, so each one's time limit starts when it really starts.
  queue = queue.then(() => run(request));
});

// The server went away (or closed us): close the database cleanly so its files stay consistent.
process.on('disconnect', () => {
  engine.close().finally(() => process.exit(0));
});
