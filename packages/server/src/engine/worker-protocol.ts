import type { EngineError, GraphEngine } from './graph-engine.ts';

type EngineMethod = Exclude<keyof GraphEngine, 'isOpen'>;

/** A call from the server to an engine process: one method of `GraphEngine` with its arguments. */
export type WorkerRequest = {
  [M in EngineMethod]: { id: number; method: M; args: Parameters<GraphEngine[M]> };
}[EngineMethod];

/**
 * Answers from the engine process. `started` comes first, when the call leaves the queue and starts
 * running: time limits count from then, so a call waiting behind a long sample load is not killed.
 */
export type WorkerReply =
  | { id: number; started: true }
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; message: string; reason: EngineError['reason'] };
