// Deterministic log lines for stories and tests (no clock, no Math.random).
import type { LogLevelNumber } from '@quiver/validation';
import type { LogLine } from './log-lines.ts';

const messages: Record<LogLevelNumber, readonly string[]> = {
  1: ['Graph store failed to open: checksum mismatch in segment 0042'],
  2: [
    'Memory use at 84% of the 80% threshold budget',
    'Slow query (2,417 ms): MATCH (a)-[:KNOWS*1..4]->(b) RETURN count(b)',
    'Client 203.0.113.7 refused: not in the allowed IP list',
  ],
  3: [
    'Checkpoint written (1,024 pages)',
    'Connection accepted from 198.51.100.23',
    'Query finished in 12 ms',
    'Backup "nightly" uploaded',
  ],
  4: ['Buffer pool hit ratio 0.987', 'Scheduler tick', 'GC pause 3 ms'],
};

/** `count` lines, one every `stepMs` from `start`, cycling through levels like a real log would. */
export function sampleLogLines(
  count: number,
  { start = Date.UTC(2026, 10, 22, 8), stepMs = 1_000, firstId = 0 } = {},
): LogLine[] {
  const lines: LogLine[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = firstId + i;
    // Mostly INFO and DEBUG, some WARNING, rare FATAL: like a healthy instance.
    const level: LogLevelNumber = id % 97 === 96 ? 1 : id % 11 === 10 ? 2 : id % 3 === 0 ? 4 : 3;
    const pool = messages[level];
    lines.push({ id, time: start + id * stepMs, level, message: pool[id % pool.length] as string });
  }
  return lines;
}
