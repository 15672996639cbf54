export { EngineError } from './graph-engine.ts';
export type {
  GraphEngine,
  GraphEngineFactory,
  EngineAvailability,
  OpenOptions,
  QueryOptions,
  QueryParamValue,
  QueryValue,
  QueryOutcome,
  QuerySuccess,
  QueryFailure,
  QueryColumn,
  QueryError,
  QueryErrorKind,
  GraphCounts,
  GraphSchema,
  NodeTableSchema,
  RelTableSchema,
  PropertySchema,
  SnapshotManifest,
  ResourceUsage,
  SampleGraph,
} from './graph-engine.ts';
export { KuzuEngine, kuzuEngineFactory, createKuzuEngineFactory, loadKuzu } from './kuzu-engine.ts';
export { ProcessGraphEngine, processEngineFactory } from './process-engine.ts';
export type { ProcessOpenOptions } from './process-engine.ts';
export { guardStatement, maxStatementLength } from './statement-guard.ts';
export { sampleGraph, sampleSummaries, summarise } from './samples/index.ts';
export type { SampleSummary } from './samples/index.ts';
export { directorySize } from './disk-usage.ts';
export { toQueryResult } from './contract-result.ts';
