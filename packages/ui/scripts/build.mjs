// `npm run build -w @quiver/ui`: the published build in packages/ui/dist.
//   1. Vite library mode (vite.lib.config.ts): one ESM module per source module + dist/styles.css.
//   2. tsc (tsconfig.lib.json): the .d.ts files of everything src/index.ts reaches.
//   3. Declarations keep the sources' `./x.ts` specifiers; they are rewritten to `./x.js`, which
//      TypeScript resolves to `./x.d.ts` in any consumer (no allowImportingTsExtensions needed there).
//   4. A check that every relative import in dist resolves to a file that exists.
// Workspace consumers never see dist: package.json keeps pointing at the sources (see README).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = join(packageDir, 'dist');
const require = createRequire(import.meta.url);
const viteBin = join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
const tscBin = join(dirname(require.resolve('typescript/package.json')), 'bin', 'tsc');

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: packageDir, stdio: 'inherit' });
    child.on('error', reject);
    child.on('close', (status) => {
      if (status === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${status}`));
    });
  });
}

/** Every file below `dir`, as absolute paths. */
function filesBelow(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

// `from './a.ts'`, `import('./a.tsx')` and `export * from "../b.ts"`: relative specifiers only.
const relativeTsSpecifier = /(\bfrom\s*|\bimport\s*\(\s*)(['"])(\.{1,2}\/[^'"]+?)\.tsx?\2/g;

export function rewriteDeclarationSpecifiers(source) {
  return source.replace(relativeTsSpecifier, (_match, lead, quote, path) => {
    return `${lead}${quote}${path}.js${quote}`;
  });
}

const relativeSpecifier = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]+)\1/g;

/** Relative imports in dist that point at no file: a broken build, reported before it is packed. */
function unresolvedImports(files) {
  const problems = [];
  for (const file of files.filter((f) => f.endsWith('.js') || f.endsWith('.d.ts'))) {
    for (const [, , specifier] of readFileSync(file, 'utf8').matchAll(relativeSpecifier)) {
      const target = resolve(dirname(file), specifier);
      const candidates = file.endsWith('.d.ts')
        ? [target.replace(/\.js$/, '.d.ts'), `${target}.d.ts`, join(target, 'index.d.ts')]
        : [target];
      if (!candidates.some((candidate) => existsSync(candidate))) {
        problems.push(`${relative(packageDir, file)}: ${specifier}`);
      }
    }
  }
  return problems;
}

async function build() {
  rmSync(distDir, { recursive: true, force: true });
  // The JS/CSS build and the declarations are independent: they share the cores.
  await Promise.all([
    run(process.execPath, [
      viteBin,
      'build',
      '--config',
      'vite.lib.config.ts',
      '--logLevel',
      'warn',
    ]),
    (async () => {
      // The declarations of @quiver/validation come from its composite build (no-op when current).
      await run(process.execPath, [tscBin, '--build', '../validation']);
      await run(process.execPath, [tscBin, '--project', 'tsconfig.lib.json']);
    })(),
  ]);

  const files = filesBelow(distDir);
  for (const file of files.filter((f) => f.endsWith('.d.ts'))) {
    const source = readFileSync(file, 'utf8');
    const rewritten = rewriteDeclarationSpecifiers(source);
    if (rewritten !== source) writeFileSync(file, rewritten);
  }

  for (const required of ['index.js', 'index.d.ts', 'styles.css']) {
    if (!existsSync(join(distDir, required))) throw new Error(`dist/${required} was not built`);
  }
  const stray = files.filter((f) => f.endsWith('.css') && !f.endsWith(join('dist', 'styles.css')));
  if (stray.length > 0) throw new Error(`more than one CSS file: ${stray.join(', ')}`);
  const problems = unresolvedImports(files);
  if (problems.length > 0) throw new Error(`unresolved imports in dist:\n${problems.join('\n')}`);

  const bytes = (name) => readFileSync(join(distDir, name)).byteLength;
  process.stdout.write(
    `@quiver/ui built: ${files.filter((f) => f.endsWith('.js')).length} modules, ` +
      `${files.filter((f) => f.endsWith('.d.ts')).length} declaration files, ` +
      `styles.css ${(bytes('styles.css') / 1024).toFixed(1)} kB\n`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  build().catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
