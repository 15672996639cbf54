// Bundle-size benchmark: min+gzip bytes of each public export imported alone from the package
// entry, of the whole package, with React external (so the numbers are "beyond React").
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type * as Esbuild from 'esbuild';

// esbuild comes with @quiver/validation's devDependencies; resolve it from there so this works
// however npm laid out node_modules (TOOLCHAIN.md P6).
const requireFromValidation = createRequire(
  fileURLToPath(new URL('../../validation/package.json', import.meta.url)),
);
const esbuild = requireFromValidation('esbuild') as typeof Esbuild;

const entry = fileURLToPath(new URL('../src/index.ts', import.meta.url));
const external = ['react', 'react-dom', 'react/*', 'react-dom/*'];

export interface SizeResult {
  name: string;
  minified: number;
  gzipped: number;
}

/** The value (non-type) exports of src/index.ts, read from its `export { … }` lists. */
export function publicValueExports(): string[] {
  const source = readFileSync(entry, 'utf8');
  const names: string[] = [];
  for (const match of source.matchAll(/export\s*\{([^}]*)\}\s*from/g)) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.push(name);
    }
  }
  return [...new Set(names)];
}

/** Public components: the PascalCase value exports (helpers, recipes and constants are left out). */
export function publicComponents(): string[] {
  return publicValueExports().filter((name) => /^[A-Z][a-z]/.test(name));
}

const gzipped = (code: Uint8Array) => gzipSync(code, { level: 9 }).byteLength;

interface Measurer {
  measure: (name: string, contents: string) => Promise<SizeResult>;
  dispose: () => Promise<void>;
}

/**
 * An incremental esbuild context whose entry is a virtual module: its text changes between
 * rebuilds, so the package's sources and dependencies are parsed once per context.
 */
async function createMeasurer(): Promise<Measurer> {
  let entryText = '';
  const context = await esbuild.context({
    entryPoints: ['bench-entry'],
    bundle: true,
    minify: true,
    treeShaking: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    external,
    write: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [
      {
        name: 'virtual-entry',
        setup(build) {
          build.onResolve({ filter: /^bench-entry$/ }, () => ({
            path: 'bench-entry',
            namespace: 'virtual',
          }));
          build.onLoad({ filter: /.*/, namespace: 'virtual' }, () => ({
            contents: entryText,
            loader: 'ts',
            resolveDir: fileURLToPath(new URL('.', import.meta.url)),
          }));
        },
      },
    ],
  });
  return {
    async measure(name, contents) {
      entryText = contents;
      const result = await context.rebuild();
      const code = result.outputFiles?.[0]?.contents ?? new Uint8Array();
      return { name, minified: code.byteLength, gzipped: gzipped(code) };
    },
    dispose: () => context.dispose(),
  };
}

/** Each export alone (two contexts in parallel: the machine has two cores), then the whole package. */
export async function measureSizes(
  names = publicComponents(),
  parallel = 2,
): Promise<{ each: SizeResult[]; whole: SizeResult }> {
  const measurers = await Promise.all(Array.from({ length: parallel }, createMeasurer));
  try {
    const queue = [...names];
    const each: SizeResult[] = [];
    await Promise.all(
      measurers.map(async (measurer) => {
        for (let name = queue.shift(); name !== undefined; name = queue.shift())
          each.push(
            await measurer.measure(name, `export { ${name} } from ${JSON.stringify(entry)};`),
          );
      }),
    );
    each.sort((a, b) => b.gzipped - a.gzipped);
    const whole = await (measurers[0] as Measurer).measure(
      '(whole package)',
      `export * from ${JSON.stringify(entry)};`,
    );
    return { each, whole };
  } finally {
    await Promise.all(measurers.map((measurer) => measurer.dispose()));
  }
}
