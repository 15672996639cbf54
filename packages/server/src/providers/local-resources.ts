// How the local driver fits engines on this machine: how many it runs at once, the memory and page
// cache each engine gets from its size (capped by what this shared machine can give), whether a
// graph fits in a size's memory, and usage as a share of what the size offers.
import { totalmem } from 'node:os';
import type { ProcessOpenOptions } from '../engine/process-engine.ts';
import type { InstanceSpec, MemoryFit } from './cloud-provider.ts';

export const GiB = 1024 ** 3;
export const MiB = 1024 ** 2;
/** Memory the engine needs before any graph is cached (measured: about 90 MiB resident). */
const engineBaselineBytes = 128 * MiB;
/** Page cache of a force start: enough to run, small enough to start in any size. */
export const forcedBufferPoolBytes = 64 * MiB;
/** Memory counted per engine for the default engine limit: the baseline plus a small graph's cache. */
const perEngineBudgetBytes = 256 * MiB;

/**
 * Engines this machine runs at most by default: half its memory at 256 MiB per engine (23.5 GiB gives
 * 47), never fewer than 1. Config `LOCAL_MAX_ENGINES` sets it.
 */
export function defaultMaxEngines(totalBytes = totalmem()): number {
  return Math.max(1, Math.floor(totalBytes / 2 / perEngineBudgetBytes));
}

/** Most memory one engine may hold by default: a quarter of the machine's, at most 4 GiB. */
export function defaultHostMemoryCap(): number {
  return Math.min(totalmem() / 4, 4 * GiB);
}

/** How an instance's engine opens: its memory, page cache and database file limit. */
export function engineOpenOptions(
  spec: InstanceSpec,
  force: boolean,
  hostMemoryCapBytes: number,
): ProcessOpenOptions {
  const memoryLimit = Math.min(spec.memoryGiB * GiB, hostMemoryCapBytes);
  return {
    // A quarter of the memory for the page cache leaves room for the statements themselves.
    bufferPoolBytes: force
      ? forcedBufferPoolBytes
      : Math.max(forcedBufferPoolBytes, Math.floor(memoryLimit / 4)),
    memoryLimitBytes: memoryLimit,
    // The storage size caps the database file (kuzu takes a power of two: 40 GB allows 32 GiB).
    // A storage extension takes effect at the next start.
    maxDatabaseBytes: 2 ** Math.floor(Math.log2(spec.storageGb * GiB)),
  };
}

/** Whether a graph of `graphBytes` fits in the size's memory below its threshold. */
export function memoryFitOf(spec: InstanceSpec, graphBytes: number): MemoryFit {
  // The engine caches the whole graph while it runs; the baseline is the engine itself.
  const requiredBytes = engineBaselineBytes + graphBytes;
  const availableBytes = Math.floor((spec.memoryGiB * GiB * spec.memoryThresholdPercent) / 100);
  return { requiredBytes, availableBytes, fits: requiredBytes <= availableBytes };
}

/** A share in percent with 4 decimals: a small graph on a large disk is 0.001%, not 0. */
export function percent(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.min(100, Math.round((part / whole) * 1_000_000) / 10_000);
}
