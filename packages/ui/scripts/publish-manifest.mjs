// The published package.json of @quiver/ui differs from the workspace one in where it points:
// inside the repository `@quiver/ui` resolves to ./src/index.ts (the console, Storybook and Vitest
// compile the sources), while the tarball must point at the built ./dist. npm has no field for
// "exports when published", so `prepack` swaps the manifest and `postpack` puts it back:
//
//   node scripts/publish-manifest.mjs prepare   back up package.json, write the dist manifest
//   node scripts/publish-manifest.mjs restore   put the backup back (no-op when there is none)
//
// npm runs prepack/postpack around both `npm pack` and `npm publish` (so `changeset publish` too).
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const manifestPath = join(packageDir, 'package.json');
export const backupPath = join(packageDir, 'package.json.workspace');

/** The manifest as published: the same package, pointing at dist instead of src. */
export function publishManifest(workspaceManifest) {
  const manifest = structuredClone(workspaceManifest);
  manifest.exports = {
    '.': { types: './dist/index.d.ts', import: './dist/index.js', default: './dist/index.js' },
    './styles.css': './dist/styles.css',
    './package.json': './package.json',
  };
  manifest.types = './dist/index.d.ts';
  manifest.module = './dist/index.js';
  manifest.main = './dist/index.js';
  return manifest;
}

function serialize(manifest) {
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

function prepare() {
  if (existsSync(backupPath)) {
    throw new Error(
      `${backupPath} exists: an earlier pack stopped half-way. Run ` +
        '`node scripts/publish-manifest.mjs restore` in packages/ui, then pack again.',
    );
  }
  const source = readFileSync(manifestPath, 'utf8');
  writeFileSync(backupPath, source);
  writeFileSync(manifestPath, serialize(publishManifest(JSON.parse(source))));
}

function restore() {
  if (existsSync(backupPath)) renameSync(backupPath, manifestPath);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const command = process.argv[2];
  if (command === 'prepare') prepare();
  else if (command === 'restore') restore();
  else {
    process.stderr.write('usage: node scripts/publish-manifest.mjs prepare|restore\n');
    process.exit(2);
  }
}
