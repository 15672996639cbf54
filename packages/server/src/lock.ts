// The embedded database (PGlite) allows one process at a time: the server writes its pid here, and
// the admin command (or a second server) refuses to open the same data folder while it runs.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config.ts';

export function lockFile(config: Config): string {
  return join(config.dataRoot, 'server.pid');
}

export function runningServerPid(config: Config): number | undefined {
  const file = lockFile(config);
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}
