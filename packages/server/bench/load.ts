// Drives the load generator process (bench/load-generator.ts): one load at a time, each answered
// with req/s, p50 and p99 latency. The generator is started once and reused.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface LoadRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  connections: number;
  seconds: number;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Non-2xx answers, socket errors and timeouts. */
  failures: number;
}

type Answer = { ok: true; result: LoadResult } | { ok: false; error: string };

export class LoadGenerator {
  private constructor(private readonly child: ChildProcess) {}

  static start(): LoadGenerator {
    const child = fork(fileURLToPath(new URL('./load-generator.ts', import.meta.url)), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    return new LoadGenerator(child);
  }

  get pid(): number {
    return this.child.pid ?? -1;
  }

  run(request: LoadRequest): Promise<LoadResult> {
    return new Promise((resolve, reject) => {
      const onExit = (code: number | null) =>
        reject(new Error(`the load generator exited (${code})`));
      this.child.once('exit', onExit);
      this.child.once('message', (answer: Answer) => {
        this.child.off('exit', onExit);
        if (answer.ok) resolve(answer.result);
        else reject(new Error(`load generator: ${answer.error}`));
      });
      this.child.send(request);
    });
  }

  stop(): void {
    this.child.kill();
  }
}
