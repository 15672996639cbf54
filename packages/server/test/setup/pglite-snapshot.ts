// Migrates one in-memory PGlite and dumps it once; every test file loads the dump (about 1 s)
// instead of running initdb (4 to 10 s) itself.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedSnapshot } from '../../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    databaseUrl: string;
    databaseTarget: 'pglite' | 'postgres';
  }
}

export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'quiver-server-test-'));
  const file = join(folder, 'migrated.tar');
  const dump = await migratedSnapshot();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('databaseUrl', '');
  project.provide('databaseTarget', 'pglite');
  return () => rmSync(folder, { recursive: true, force: true });
}
