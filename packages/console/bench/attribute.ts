// Which packages the JavaScript of a page is made of: each chunk's source map says which source
// file every stretch of generated code came from; the stretches are summed per npm package (or
// per workspace package), so a missed size budget points at what to split or drop.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes one segment of a source map's `mappings` (base64 VLQ) into its numbers. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = base64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** The package an absolute source path belongs to: `react-dom`, `@radix-ui/x`, `@quiver/ui`, or `(app)`. */
export function packageOf(source: string): string {
  const inModules = source.split('node_modules/').pop() ?? source;
  if (inModules !== source) {
    const [scope, name] = inModules.split('/');
    return scope?.startsWith('@') ? `${scope}/${name}` : (scope ?? source);
  }
  const workspace = /packages\/([^/]+)\//.exec(source)?.[1];
  return workspace === undefined ? '(other)' : `@quiver/${workspace}`;
}

interface SourceMap {
  sources: string[];
  mappings: string;
}

/** Generated characters of `chunkFile` per name that `nameOf` gives each source file (absolute path). */
function attributeChunk(
  chunkFile: string,
  nameOf: (source: string) => string,
): Map<string, number> {
  const result = new Map<string, number>();
  const mapFile = `${chunkFile}.map`;
  if (!existsSync(mapFile)) return result;
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMap;
  const lines = readFileSync(chunkFile, 'utf8').split('\n');
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineMappings, lineNumber) => {
    const lineLength = lines[lineNumber]?.length ?? 0;
    let column = 0;
    const starts: { column: number; source: number }[] = [];
    for (const segment of lineMappings.split(',')) {
      if (segment === '') continue;
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      if (sourceDelta !== undefined) sourceIndex += sourceDelta;
      starts.push({ column, source: sourceDelta === undefined ? -1 : sourceIndex });
    }
    starts.forEach((start, index) => {
      const end = starts[index + 1]?.column ?? lineLength;
      const name =
        start.source < 0
          ? '(unmapped)'
          : nameOf(resolve(dirname(mapFile), map.sources[start.source] ?? ''));
      result.set(name, (result.get(name) ?? 0) + Math.max(0, end - start.column));
    });
  });
  return result;
}

/** Generated characters of `chunkFile` per package, from its `.map` next to it. */
export function packagesInChunk(chunkFile: string): Map<string, number> {
  return attributeChunk(chunkFile, packageOf);
}

/**
 * Generated characters over several chunks of the build in `buildDir` per source file, as a path
 * relative to the repository's `packages/` (or to `node_modules/`), biggest first.
 */
export function sourcesInChunks(buildDir: string, chunkPaths: string[]): [string, number][] {
  const total = new Map<string, number>();
  const relative = (source: string) => source.replace(/^.*?\/(?:packages|node_modules)\//, '');
  for (const path of chunkPaths)
    for (const [name, size] of attributeChunk(join(buildDir, path), relative))
      total.set(name, (total.get(name) ?? 0) + size);
  return [...total].sort((a, b) => b[1] - a[1]);
}

/** Generated characters per package over several chunks of the build in `buildDir`, biggest first. */
export function packagesInChunks(buildDir: string, chunkPaths: string[]): [string, number][] {
  const total = new Map<string, number>();
  for (const path of chunkPaths)
    for (const [name, size] of packagesInChunk(join(buildDir, path)))
      total.set(name, (total.get(name) ?? 0) + size);
  return [...total].sort((a, b) => b[1] - a[1]);
}
