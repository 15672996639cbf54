// Migrates one in-memory PGlite and dumps it once; every test file loads the dump (about 1 s)
// instead of running initdb (4 to 10 s, 30 s on a busy machine) itself. The dump is kept between
// runs, keyed by the migrations and the PGlite version, so a run whose migrations did not change
// skips initdb altogether.
import { createHash } from 'node:crypto';
import {
  existsSync,
  rmSync,
  utimesSync,
  statSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedSnapshot, migrationsFolder } from '../../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    /**
     * PostgreSQL project: the run's migrated template database (never opened by a test: each
     * file copies it, `freshPostgresDatabase`). Empty on PGlite, or when PostgreSQL is unreachable.
     */
    databaseUrl: string;
    databaseTarget: 'pglite' | 'postgres';
    /** PostgreSQL project: the server's admin URL, to create and drop the copies. */
    postgresAdmin?: string;
  }
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The installed PGlite's version (its package.json is not exported: found from its entry file). */
function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (dir !== dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (parsed.name === '@electric-sql/pglite') return parsed.version ?? '';
    }
    dir = dirname(dir);
  }
  throw new Error('cannot find the version of @electric-sql/pglite');
}

/** What the dump depends on: every migration file and the PGlite release. */
function snapshotKey(): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(migrationsFolder)) {
    hash.update(relative(migrationsFolder, file));
    hash.update(readFileSync(file));
  }
  hash.update(pgliteVersion());
  return hash.digest('hex').slice(0, 24);
}

export default async function setup(project: TestProject) {
  const folder = join(tmpdir(), 'quiver-server-test-snapshots');
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `migrated-${snapshotKey()}.tar`);
  if (!existsSync(file)) {
    const dump = await migratedSnapshot();
    // Written aside, then renamed: runs started at the same time never read half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } else {
    // In use again: other worktrees' runs clean up dumps untouched for an hour (below).
    const now = new Date();
    utimesSync(file, now, now);
  }
  // Dumps of older migrations (41 MB each) go once no run can still be reading them.
  for (const other of readdirSync(folder)) {
    const path = join(folder, other);
    if (path !== file && Date.now() - statSync(path).mtimeMs > 3600_000)
      rmSync(path, { force: true });
  }
  project.provide('pgliteSnapshot', file);
  project.provide('databaseUrl', '');
  project.provide('databaseTarget', 'pglite');
}
