/**
 * Answers of the query screen's calls for feature tests: an instance, a schema, results as the
 * server sends them (kuzu values made JSON by packages/server/src/engine/kuzu-values.ts).
 */
import type { GraphSchema, Instance, QueryResult } from '@quiver/contract';

export function queriedInstance(overrides: Partial<Instance> = {}): Instance {
  return {
    id: 'inst-1',
    name: 'orders',
    kind: 'BLAZE',
    type: 'FREE',
    edition: 'shared',
    status: 'RUNNING',
    serviceState: 'AVAILABLE',
    vendor: 'aws',
    region: 'us-east-1',
    size: {
      id: 'shared-2c8g',
      name: 'Shared 2 vCPU 8 GB',
      edition: 'shared',
      vcpu: 2,
      memoryGb: 8,
      storageGb: 40,
      maxStorageGb: 40,
      hourlyPriceMicros: 610_000,
    },
    storageGb: 40,
    version: 'v4.2.0',
    port: 60061,
    allowedIps: [],
    memoryThreshold: 80,
    logLevel: 3,
    nodeIdCache: 0,
    shortUuid: false,
    serviceAddress: '10.0.0.7:60061',
    hourlyPriceMicros: 610_000,
    clusterId: null,
    role: null,
    failureReason: null,
    createdAt: '2026-11-20T09:30:00.000Z',
    updatedAt: '2026-11-20T09:31:00.000Z',
    storageChangedAt: null,
    ...overrides,
  };
}

export const emptySchema: GraphSchema = { nodeTables: [], relTables: [] };

export const peopleSchema: GraphSchema = {
  nodeTables: [
    {
      name: 'Person',
      properties: [
        { name: 'name', type: 'STRING', primaryKey: true },
        { name: 'born', type: 'INT64', primaryKey: false },
      ],
    },
  ],
  relTables: [
    {
      name: 'Knows',
      properties: [{ name: 'since', type: 'INT64', primaryKey: false }],
      connections: [{ from: 'Person', to: 'Person' }],
    },
  ],
};

export function rowsResult(
  columns: string[],
  rows: Extract<QueryResult, { ok: true }>['rows'],
  { truncated = false, elapsedMs = 12 } = {},
): QueryResult {
  return { ok: true, columns, rows, stats: { rowCount: rows.length, truncated, elapsedMs } };
}

export function failedResult(
  kind: 'syntax' | 'runtime' | 'timeout' | 'read-only' | 'unavailable',
  message: string,
): QueryResult {
  return { ok: false, error: { kind, message } };
}

const ada = { name: 'Ada', born: 1815, _label: 'Person', _id: '0:0' };
const alan = { name: 'Alan', born: 1912, _label: 'Person', _id: '0:1' };
const knows = { since: 1936, _src: '0:0', _dst: '0:1', _label: 'Knows', _id: '2:0' };

/** `MATCH (a:Person)-[k:Knows]->(b:Person) RETURN a, k, b` on the starter snippets' graph. */
export const graphResult = rowsResult(['a', 'k', 'b'], [[ada, knows, alan]]);
