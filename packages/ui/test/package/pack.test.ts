// The package as a consumer gets it: build, pack, install the tarball into a blank Vite + React app
// (no Tailwind, outside the workspace), type-check and build that app, and use it in Chromium.
//
// The tarball is packed from a staging copy (dist + README + the published manifest from
// scripts/publish-manifest.mjs) rather than by running prepack in packages/ui: prepack rewrites
// packages/ui/package.json for a moment, and the other Vitest projects of the same run resolve
// `@quiver/ui` through it. `npm pack -w @quiver/ui` runs the same two scripts (see README).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishManifest } from '../../scripts/publish-manifest.mjs';
import { writeConsumerApp } from './consumer-app.ts';
import { chromiumLaunchOptions } from '../chromium.ts';
import { consumerLock } from './consumer-lockfile.ts';

const packageDir = fileURLToPath(new URL('../../', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const viteBin = join(repoRoot, 'node_modules/vite/bin/vite.js');

interface Manifest {
  name: string;
  version: string;
  exports: Record<string, unknown>;
  types?: string;
  sideEffects?: unknown;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

interface PackResult {
  filename: string;
  files: Array<{ path: string; size: number }>;
}

interface ChunkRecord {
  file: string;
  facade: string | null;
  imports: string[];
  modules: string[];
}

/** npm and the tools below must not inherit the workspace settings of the `npm test` that runs us. */
const cleanEnv = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')),
);

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, env: cleanEnv, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} (in ${cwd}) exited with ${result.status}\n${result.stdout}\n${result.stderr}`,
    );
  }
  return result.stdout;
}

function runAsync(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: cleanEnv });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => {
      if (status === 0) resolve();
      else
        reject(
          new Error(`${command} ${args.join(' ')} (in ${cwd}) exited with ${status}\n${output}`),
        );
    });
  });
}

const stepSeconds: string[] = [];

/** Runs one preparation step and notes how long it took (printed once, to keep CI logs useful). */
async function step<T>(name: string, work: () => T | Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  stepSeconds.push(`${name} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

function pack(folder: string, destination: string): PackResult {
  const output = run(
    'npm',
    ['pack', folder, '--json', '--ignore-scripts', '--pack-destination', destination],
    destination,
  );
  const [result] = JSON.parse(output) as PackResult[];
  if (result === undefined) throw new Error(`npm pack ${folder} printed no result`);
  return result;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

function serveStatic(root: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(root, path === '/' ? 'index.html' : path);
    if (!file.startsWith(root) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
    });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const workDir = mkdtempSync(join(tmpdir(), 'quiver-ui-pack-'));
const appDir = join(workDir, 'app');
let uiPack: PackResult;
let publishedManifest: Manifest;
let chunks: ChunkRecord[];
let server: Server | undefined;
let browser: Browser | undefined;
let page: Page;
let baseUrl: string;

beforeAll(async () => {
  const started = performance.now();
  await step('build', () => run('node', ['scripts/build.mjs'], packageDir));

  // Stage exactly what `files` publishes, under the manifest prepack writes.
  const workspaceManifest = readJson<Manifest>(join(packageDir, 'package.json'));
  const stageDir = join(workDir, 'stage');
  mkdirSync(stageDir);
  cpSync(join(packageDir, 'dist'), join(stageDir, 'dist'), { recursive: true });
  for (const doc of ['README.md', 'CHANGELOG.md']) {
    if (existsSync(join(packageDir, doc))) cpSync(join(packageDir, doc), join(stageDir, doc));
  }
  const staged = publishManifest(workspaceManifest) as Manifest;
  writeFileSync(join(stageDir, 'package.json'), `${JSON.stringify(staged, null, 2)}\n`);
  uiPack = await step('pack', () => pack(stageDir, workDir));
  run('tar', ['xzf', uiPack.filename, '-C', workDir], workDir);
  publishedManifest = readJson<Manifest>(join(workDir, 'package', 'package.json'));

  // @quiver/validation is a dependency published from this repository too.
  const validationDir = join(repoRoot, 'packages', 'validation');
  const validationManifest = readJson<Manifest>(join(validationDir, 'package.json'));
  const validationPack = await step('pack validation', () => pack(validationDir, workDir));

  const lock = consumerLock({
    repoLockfilePath: join(repoRoot, 'package-lock.json'),
    registryDependencies: [
      { name: 'react', from: 'packages/ui' },
      { name: 'react-dom', from: 'packages/ui' },
      { name: '@types/react', from: '', dev: true },
      { name: '@types/react-dom', from: '', dev: true },
    ],
    tarballs: [
      {
        name: publishedManifest.name,
        version: publishedManifest.version,
        file: `../${uiPack.filename}`,
        from: 'packages/ui',
        dependencies: publishedManifest.dependencies ?? {},
        ...(publishedManifest.peerDependencies
          ? { peerDependencies: publishedManifest.peerDependencies }
          : {}),
      },
      {
        name: validationManifest.name,
        version: validationManifest.version,
        file: `../${validationPack.filename}`,
        from: 'packages/validation',
        dependencies: validationManifest.dependencies ?? {},
      },
    ],
  });
  const require = createRequire(import.meta.url);
  writeConsumerApp(
    appDir,
    {
      vite: pathToFileURL(require.resolve('vite')).href,
      pluginReact: pathToFileURL(require.resolve('@vitejs/plugin-react')).href,
    },
    {
      name: 'quiver-ui-consumer',
      private: true,
      type: 'module',
      dependencies: lock.dependencies,
      devDependencies: lock.devDependencies,
    },
    lock.lockfile,
  );

  // Offline: every tarball comes from the npm cache that the repository's own install filled.
  await step('install', () =>
    run('npm', ['ci', '--offline', '--no-audit', '--no-fund', '--loglevel', 'error'], appDir),
  );
  // Independent, so they share the two cores.
  await step('typecheck + app build', () =>
    Promise.all([
      runAsync(
        process.execPath,
        [join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', '.'],
        appDir,
      ),
      runAsync(
        process.execPath,
        [viteBin, 'build', '--config', 'vite.config.mjs', '--logLevel', 'error'],
        appDir,
      ),
    ]),
  );
  chunks = readJson<ChunkRecord[]>(join(appDir, 'chunks.json'));

  server = await serveStatic(join(appDir, 'dist'));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await step('chromium', () => chromium.launch(chromiumLaunchOptions));
  page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await step('page', async () => {
    await page.goto(`${baseUrl}/index.html`);
    await page.getByTestId('primary').waitFor();
  });
  expect(pageErrors).toEqual([]);
  stepSeconds.push(`total ${((performance.now() - started) / 1000).toFixed(1)} s`);
});

afterAll(async () => {
  await step('close', async () => {
    await browser?.close();
    server?.closeAllConnections();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  });
  // Deleting the app's node_modules takes many seconds on a busy disk; nothing waits for it.
  spawn('rm', ['-rf', workDir], { detached: true, stdio: 'ignore' }).unref();
  console.log(`pack test: ${stepSeconds.join(', ')}`);
});

/** A CSS colour as the browser computes it, for comparing a token with what an element shows. */
function tokenColour(name: string): Promise<string> {
  return page.evaluate((token) => {
    const probe = document.createElement('div');
    probe.style.backgroundColor = `var(${token})`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  }, name);
}

describe('the packed @quiver/ui', () => {
  it('holds the ESM build, its declarations and one stylesheet, and no sources', () => {
    const paths = uiPack.files.map((file) => file.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'package.json',
        'dist/index.js',
        'dist/index.d.ts',
        'dist/styles.css',
      ]),
    );
    expect(paths.filter((path) => path.endsWith('.css'))).toEqual(['dist/styles.css']);
    expect(paths.filter((path) => !path.startsWith('dist/') && path !== 'package.json')).toEqual(
      paths.filter((path) => /^(README|CHANGELOG)\.md$/.test(path)),
    );
    expect(paths.filter((path) => /\.(tsx?|mdx)$/.test(path) && !path.endsWith('.d.ts'))).toEqual(
      [],
    );
    expect(paths.filter((path) => /stories|\.test\./.test(path))).toEqual([]);
  });

  it('publishes exports for . and ./styles.css that point at files in the tarball', () => {
    expect(publishedManifest.exports).toEqual({
      '.': { types: './dist/index.d.ts', import: './dist/index.js', default: './dist/index.js' },
      './styles.css': './dist/styles.css',
      './package.json': './package.json',
    });
    expect(publishedManifest.types).toBe('./dist/index.d.ts');
    expect(publishedManifest.sideEffects).toEqual(['*.css']);
    expect(publishedManifest.peerDependencies).toMatchObject({ react: expect.any(String) });
    expect(publishedManifest.dependencies ?? {}).not.toHaveProperty('react');
    expect(publishedManifest.dependencies ?? {}).not.toHaveProperty('react-dom');
    const paths = new Set(uiPack.files.map((file) => file.path));
    for (const target of ['dist/index.d.ts', 'dist/index.js', 'dist/styles.css']) {
      expect(paths).toContain(target);
    }
  });

  it('renders a Button styled by the package CSS, without Tailwind in the app', async () => {
    const button = page.getByTestId('primary');
    const style = await button.evaluate((element) => {
      const computed = getComputedStyle(element);
      return {
        background: computed.backgroundColor,
        colour: computed.color,
        radius: computed.borderTopLeftRadius,
        height: computed.height,
        paddingLeft: computed.paddingLeft,
      };
    });
    expect(style.background).toBe(await tokenColour('--primary'));
    expect(style.colour).toBe(await tokenColour('--primary-fg'));
    expect(style.background).not.toBe('rgba(0, 0, 0, 0)');
    expect(style.radius).not.toBe('0px');
    // h-9 px-4 of the default size: Tailwind's spacing scale reached the app.
    expect(style.height).toBe('36px');
    expect(style.paddingLeft).toBe('16px');
  });

  it('opens a Dialog in a portal over an overlay, and Escape closes it', async () => {
    await page.getByRole('button', { name: 'Open dialog' }).click();
    const dialog = page.getByRole('dialog', { name: 'Terminate instance' });
    await dialog.waitFor();
    const style = await dialog.evaluate((element) => {
      const computed = getComputedStyle(element);
      return { position: computed.position, background: computed.backgroundColor };
    });
    expect(style.position).toBe('fixed');
    expect(style.background).toBe(await tokenColour('--surface-raised'));
    const overlay = page.locator('[data-slot="dialog-overlay"]');
    expect(await overlay.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('shows a toast top-centre, 400 px wide, in 16 px text', async () => {
    await page.getByRole('button', { name: 'Show toast' }).click();
    const title = page.locator('[data-slot="toast-title"]', { hasText: 'Instance started.' });
    await title.waitFor();
    const toastItem = page.locator('li', { has: title });
    const box = await toastItem.boundingBox();
    expect(box).not.toBeNull();
    const viewportWidth = page.viewportSize()!.width;
    expect(box!.width).toBe(400);
    expect(Math.abs(box!.x + box!.width / 2 - viewportWidth / 2)).toBeLessThanOrEqual(1);
    expect(box!.y).toBeLessThan(100);
    expect(await toastItem.evaluate((element) => getComputedStyle(element).fontSize)).toBe('16px');
  });

  it('is tree-shakable: a page importing only Button gets neither the chart nor the table', () => {
    const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
    function modulesOfPage(page: string): string[] {
      const entry = chunks.find((chunk) => chunk.facade?.endsWith(page));
      expect(entry, `the chunk of ${page}`).toBeDefined();
      const seen = new Set<string>();
      const pending = [entry!.file];
      while (pending.length > 0) {
        const file = pending.pop()!;
        if (seen.has(file)) continue;
        seen.add(file);
        pending.push(...(byFile.get(file)?.imports ?? []));
      }
      return [...seen].flatMap((file) => byFile.get(file)?.modules ?? []);
    }
    const heavy =
      /@visx|d3-|@tanstack|metric-chart|components\/table\/|log-viewer|react-hook-form|dompurify/;
    const buttonPage = modulesOfPage('button.html');
    expect(
      buttonPage.some((id) => id.includes('@quiver/ui/dist/components/button/button.js')),
    ).toBe(true);
    expect(buttonPage.filter((id) => heavy.test(id))).toEqual([]);
    // The check can see a component when it is there: the full page holds the Toaster's module.
    expect(modulesOfPage('index.html').some((id) => id.includes('components/toast/'))).toBe(true);
  });
});
