// Render benchmark: builds bench/render with Vite (production React, the package's Tailwind CSS),
// serves it on 127.0.0.1, and times each scenario in Debian's Chromium with 4× CPU throttling.
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { chromiumLaunchOptions } from '../test/chromium.ts';

export interface RenderResult {
  scenario: string;
  runs: number[];
  median: number;
  domRows: number;
  pathPoints: number;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

export async function measureRender(
  scenarios: readonly string[],
  { runs = Number(process.env['BENCH_RUNS'] ?? 7), throttle = 4 } = {},
): Promise<RenderResult[]> {
  const outDir = mkdtempSync(join(tmpdir(), 'quiver-ui-bench-'));
  await build({
    configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
    root: fileURLToPath(new URL('./render', import.meta.url)),
    base: './',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });

  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent((request.url ?? '/').split(/[?#]/)[0] ?? '/'));
    const file = join(outDir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(outDir) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [
      ...chromiumLaunchOptions.args,
      // The page collects garbage before each timed render, so the data it just generated is
      // not swept inside the measurement (of one scenario but not another).
      '--js-flags=--expose-gc',
    ],
  });
  const results = new Map<string, RenderResult>(
    scenarios.map((scenario) => [
      scenario,
      { scenario, runs: [], median: 0, domRows: 0, pathPoints: 0 },
    ]),
  );
  try {
    // Interleaved (a, b, c, d, a, b, …) so drift in machine load hits every scenario alike.
    for (let run = 0; run < runs; run += 1) {
      for (const scenario of scenarios) {
        const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
        await page.goto(`http://127.0.0.1:${port}/`);
        await page.waitForFunction(() => window.benchReady === true);
        const outcome = await page.evaluate((name) => {
          if (!window.runBench) throw new Error('bench page not loaded');
          return window.runBench(name);
        }, scenario);
        const result = results.get(scenario) as RenderResult;
        result.runs.push(outcome.ms);
        result.domRows = outcome.domRows;
        result.pathPoints = outcome.pathPoints;
        await page.close();
      }
    }
  } finally {
    await browser.close();
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
  return [...results.values()].map((result) => ({ ...result, median: median(result.runs) }));
}
