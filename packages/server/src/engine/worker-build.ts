/**
 * The engine worker as plain JavaScript. Starting Node with the tsx loader costs about 0.75 s per
 * engine process (the loader compiles every import on each start); a worker bundled once by esbuild
 * starts in about a quarter of that. The bundle is keyed by a hash of the source files it was built
 * from, so it never runs stale code: editing any of them (including adding an import, which changes
 * the importing file) gives a new key and a new build. When esbuild is missing or the build fails,
 * the caller falls back to tsx.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The part of esbuild's API used here (esbuild comes with tsx; the server does not depend on it). */
interface Esbuild {
  version: string;
  build(options: Record<string, unknown>): Promise<{
    outputFiles?: { text: string }[];
    metafile?: { inputs: Record<string, unknown> };
  }>;
}

export interface WorkerBundle {
  /** The JavaScript file to run with plain `node`. */
  file: string;
  /** False when a bundle of the same sources was already in the cache. */
  built: boolean;
}

/** Index of the cache: for each entry, the source files its last build read (relative to the entry). */
interface CacheIndex {
  inputs: string[];
}

let esbuildModule: Promise<Esbuild> | undefined;

/** esbuild, found through tsx (which depends on it), so the version is the one tsx runs with. */
function loadEsbuild(): Promise<Esbuild> {
  esbuildModule ??= (async () => {
    const fromTsx = createRequire(createRequire(import.meta.url).resolve('tsx'));
    const imported = (await import(pathToFileURL(fromTsx.resolve('esbuild')).href)) as {
      default?: Esbuild;
    } & Partial<Esbuild>;
    const esbuild = (imported.default ?? imported) as Esbuild;
    if (typeof esbuild.build !== 'function') throw new Error('esbuild has no build function');
    return esbuild;
  })();
  return esbuildModule;
}

/**
 * Returns the bundle of `entry` in `cacheDir`, building it when the sources changed since the last
 * build. Packages (kuzu) stay imports: `cacheDir` must be where Node finds them (under node_modules).
 */
export async function bundleWorker(entry: string, cacheDir: string): Promise<WorkerBundle> {
  const entryDir = dirname(entry);
  const indexFile = join(cacheDir, 'index.json');
  const esbuild = await loadEsbuild();
  const salt = `${esbuild.version}|${process.version}|${entry}`;
  // The last build's inputs, hashed as they are now: same contents, same bundle.
  const index = await readFile(indexFile, 'utf8')
    .then((text) => JSON.parse(text) as CacheIndex)
    .catch(() => undefined);
  if (index && Array.isArray(index.inputs)) {
    const key = await sourceKey(entryDir, index.inputs, salt);
    const file = join(cacheDir, `engine-worker-${key}.mjs`);
    if (key && existsSync(file)) return { file, built: false };
  }
  const result = await esbuild.build({
    entryPoints: [entry],
    absWorkingDir: entryDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node.split('.')[0]}`,
    packages: 'external',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const text = result.outputFiles?.[0]?.text;
  const inputs = Object.keys(result.metafile?.inputs ?? {}).sort();
  if (!text || inputs.length === 0) throw new Error('esbuild produced no worker bundle');
  const key = await sourceKey(entryDir, inputs, salt);
  if (!key) throw new Error('a worker source file vanished during the build');
  await mkdir(cacheDir, { recursive: true });
  const file = join(cacheDir, `engine-worker-${key}.mjs`);
  // Write then rename: a server starting beside this one never runs half a file.
  await writeAtomically(file, text);
  await writeAtomically(indexFile, JSON.stringify({ inputs } satisfies CacheIndex));
  return { file, built: true };
}

/** A hash of the files' contents (undefined when one is missing: the index is out of date). */
async function sourceKey(
  baseDir: string,
  inputs: string[],
  salt: string,
): Promise<string | undefined> {
  const hash = createHash('sha256').update(salt);
  for (const input of inputs) {
    const contents = await readFile(resolve(baseDir, input)).catch(() => undefined);
    if (!contents) return undefined;
    hash.update(`\0${input}\0${contents.length}\0`).update(contents);
  }
  return hash.digest('hex').slice(0, 20);
}

async function writeAtomically(file: string, contents: string): Promise<void> {
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, contents);
  await rename(temporary, file);
}
