// Render benchmark: builds bench/render with Vite (production React, the package's Tailwind CSS),
// serves it on 127.0.0.1, and times each scenario in Debian's Chromium with 4× CPU throttling.
// `openRenderBench` is also what the console bench uses for its baselines (the naive table), so
// both are measured in the same browser and the same run.
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';
import { chromiumLaunchOptions } from '../test/chromium.ts';

export interface RenderResult {
  scenario: string;
  runs: number[];
  median: number;
  domRows: number;
  pathPoints: number;
}

export interface ScrollResult {
  /** Milliseconds of each scroll step (one box height), from scrollTop set to the painted frame. */
  steps: number[];
  domRows: number;
}

/** The bench page, built and served; its scenarios run in any Chromium the caller launched. */
export interface RenderBench {
  /** Where the bench page is served. */
  url: string;
  /** One fresh page load, then the scenario's render, timed (see bench/render/main.tsx). */
  render(
    browser: Browser,
    scenario: string,
  ): Promise<{ ms: number; domRows: number; pathPoints: number }>;
  /** One fresh page load, the scenario rendered (untimed), then `steps` scroll steps, each timed. */
  scroll(browser: Browser, scenario: string, steps: number): Promise<ScrollResult>;
  close(): Promise<void>;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** Chromium flags for the bench: the package's usual ones, and a `gc()` the page calls before timing. */
export const renderBenchLaunchOptions = {
  ...chromiumLaunchOptions,
  args: [
    ...chromiumLaunchOptions.args,
    // The page collects garbage before each timed render, so the data it just generated is
    // not swept inside the measurement (of one scenario but not another).
    '--js-flags=--expose-gc',
  ],
};

/** Builds the bench page and serves it; `throttle` is the CPU slow-down applied to every page. */
export async function openRenderBench({ throttle = 4 } = {}): Promise<RenderBench> {
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

  const openPage = async (browser: Browser) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction(() => window.benchReady === true);
    return page;
  };

  return {
    url: `http://127.0.0.1:${port}/`,
    async render(browser, scenario) {
      const page = await openPage(browser);
      try {
        return await page.evaluate((name) => {
          if (!window.runBench) throw new Error('bench page not loaded');
          return window.runBench(name);
        }, scenario);
      } finally {
        await page.close();
      }
    },
    async scroll(browser, scenario, steps) {
      const page = await openPage(browser);
      try {
        return await page.evaluate(
          ({ name, count }) => {
            if (!window.runScroll) throw new Error('bench page not loaded');
            return window.runScroll(name, count);
          },
          { name: scenario, count: steps },
        );
      } finally {
        await page.close();
      }
    },
    async close() {
      server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

export async function measureRender(
  scenarios: readonly string[],
  { runs = Number(process.env['BENCH_RUNS'] ?? 7), throttle = 4 } = {},
): Promise<RenderResult[]> {
  const bench = await openRenderBench({ throttle });
  const browser = await chromium.launch(renderBenchLaunchOptions);
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
        const outcome = await bench.render(browser, scenario);
        const result = results.get(scenario) as RenderResult;
        result.runs.push(outcome.ms);
        result.domRows = outcome.domRows;
        result.pathPoints = outcome.pathPoints;
      }
    }
  } finally {
    await browser.close();
    await bench.close();
  }
  return [...results.values()].map((result) => ({ ...result, median: median(result.runs) }));
}
