// Types only from @quiver/validation: its value exports sit beside zod schemas built at module
// level, which no bundler can tree-shake, and a log viewer has no use for zod (≈100 KB gzipped).
import type { LogLevel, LogLevelNumber } from '@quiver/validation';

/** Level names by number (index 0 unused): the same table as @quiver/validation's logLevels. */
const levelNames = [undefined, 'FATAL', 'WARNING', 'INFO', 'DEBUG'] as const satisfies readonly (
  LogLevel | undefined
)[];
const levelNumbers = { FATAL: 1, WARNING: 2, INFO: 3, DEBUG: 4 } as const satisfies Record<
  LogLevel,
  LogLevelNumber
>;

/** One line of an instance log. */
export interface LogLine {
  /** Stable id (the log offset or a sequence number); the index is used when absent. */
  id?: string | number;
  /** When it was written: epoch milliseconds or an ISO 8601 string. */
  time: number | string;
  /** Severity, 1 FATAL, 2 WARNING, 3 INFO, 4 DEBUG (or the name). */
  level: LogLevelNumber | LogLevel;
  /** The message, shown as is (never parsed as HTML). */
  message: string;
}

/** The numeric level of a line (names are accepted too, as the API might send either). */
export function lineLevel(line: LogLine): LogLevelNumber {
  if (typeof line.level === 'number') return line.level;
  return levelNumbers[line.level];
}

/** The name of a level number (`3` → `INFO`). */
export function levelName(level: LogLevelNumber): LogLevel {
  return levelNames[level] ?? 'DEBUG';
}

/**
 * The lines shown at a verbosity level: level N shows severities 1..N (3 INFO shows FATAL,
 * WARNING and INFO), the way the instance's own log-level setting works. Returns the same array
 * when nothing is filtered out.
 */
export function filterLogLines(
  lines: readonly LogLine[],
  level: LogLevelNumber,
): readonly LogLine[] {
  if (level >= 4) return lines;
  return lines.filter((line) => lineLevel(line) <= level);
}
