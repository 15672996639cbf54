import { lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Bytes held by the files under `dir` (their length, the number customers compare with their
 * storage size). A missing folder holds 0 bytes. Symbolic links are not followed.
 */
export async function directorySize(dir: string): Promise<number> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let total = 0;
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) total += await directorySize(path);
    else if (entry.isFile()) total += (await lstat(path)).size;
  }
  return total;
}
