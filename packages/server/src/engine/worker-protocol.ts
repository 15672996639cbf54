import type { EngineError, GraphEngine } from './graph-engine.ts';

type EngineMethod = Exclude<keyof GraphEngine, 'isOpen'>;

/** A call from the server to an engine process: one method of `GraphEngine` with its arguments. */
export type WorkerRequest = {
  [M in EngineMethod]: { id: number; method: M; args: Parameters<GraphEngine[M]> };
}[EngineMethod];

export type WorkerReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; message: string; reason: EngineError['reason'] };
