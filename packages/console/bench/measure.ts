// What the console benchmark measures in Chromium: bytes from the network, and paint and main-thread
// timings under 4x CPU throttling, read from the page's own PerformanceObservers.
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { BenchAccount } from './account.ts';

export const cpuThrottling = 4;
/** The main thread counts as idle once no long task has run for this long (Lighthouse uses 5 s). */
const quietWindowMs = 1_000;
const idleTimeoutMs = 20_000;

export interface LoadedFile {
  url: string;
  kind: 'js' | 'css';
  /** Bytes of the body as served (the servers here do not compress). */
  rawBytes: number;
  /** Bytes of the body gzipped (level 9, as Vite reports), what a compressing CDN would send. */
  gzipBytes: number;
}

/**
 * Runs in the page before any of its scripts: records paints, long tasks, clicks and the moment a
 * heading matching the bench's pattern first appears, all on the page's performance.now() clock.
 */
function installProbes(): void {
  const state = {
    lcp: 0,
    lcpElement: '',
    longTasks: [] as { start: number; end: number }[],
    clicks: [] as number[],
    headingAt: 0,
  };
  (globalThis as unknown as { __bench: typeof state }).__bench = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      state.lcp = entry.startTime;
      // Which element the LCP is (a tag and the start of its text), to know what to make paint sooner.
      const element = (entry as PerformanceEntry & { element?: Element | null }).element;
      state.lcpElement =
        element == null
          ? '(removed)'
          : `<${element.tagName.toLowerCase()}> ${(element.textContent ?? '').trim().slice(0, 40)}`;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      state.longTasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  document.addEventListener('click', () => state.clicks.push(performance.now()), true);
  const watch = () => {
    const observer = new MutationObserver(() => {
      const heading = document.querySelector('h1');
      if (state.headingAt === 0 && heading?.textContent?.startsWith('Welcome')) {
        state.headingAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  };
  watch();
}

interface ProbeState {
  lcp: number;
  lcpElement: string;
  fcp: number;
  now: number;
  longTasks: { start: number; end: number }[];
  clicks: number[];
  headingAt: number;
}

function readProbes(page: Page): Promise<ProbeState> {
  return page.evaluate(() => {
    const state = (globalThis as unknown as { __bench: Omit<ProbeState, 'fcp' | 'now'> }).__bench;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    return { ...state, fcp, now: performance.now() };
  });
}

/**
 * Waits until the main thread has been free of long tasks for `quietWindowMs` after `from` (page
 * clock), and answers when it went idle: the end of the last long task after `from`, or `from`.
 */
async function waitForIdle(
  page: Page,
  from: () => Promise<number>,
): Promise<ProbeState & { idleAt: number }> {
  const deadline = Date.now() + idleTimeoutMs;
  for (;;) {
    const state = await readProbes(page);
    const start = await from();
    const lastEnd = Math.max(start, ...state.longTasks.map((task) => task.end));
    if (state.now - lastEnd >= quietWindowMs || Date.now() > deadline)
      return { ...state, idleAt: lastEnd };
    await page.waitForTimeout(200);
  }
}

async function throttledPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling });
  return page;
}

async function newContext(browser: Browser, tokens?: BenchAccount): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(installProbes);
  if (tokens !== undefined)
    await context.addInitScript(
      ({ accessToken, refreshToken }) => {
        // The keys of packages/console/src/lib/storage.ts (storageKeys.accessToken/refreshToken).
        localStorage.setItem('accessToken', accessToken);
        localStorage.setItem('refreshToken', refreshToken);
      },
      { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken },
    );
  return context;
}

/**
 * The JS and CSS a cold load of `url` fetches (a fresh context, so no cache), once the page shows
 * `ready` and the network has settled.
 */
export async function loadedFiles(
  browser: Browser,
  url: string,
  ready: (page: Page) => Promise<void>,
  signedInAs?: BenchAccount,
): Promise<LoadedFile[]> {
  const context = await newContext(browser, signedInAs);
  const page = await context.newPage();
  const bodies: Promise<LoadedFile | null>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const path = new URL(response.url()).pathname;
    const kind: LoadedFile['kind'] | null =
      type === 'script' || path.endsWith('.js')
        ? 'js'
        : type === 'stylesheet' || path.endsWith('.css')
          ? 'css'
          : null;
    if (kind === null) return;
    bodies.push(
      response
        .body()
        .then((body): LoadedFile => ({
          url: path,
          kind,
          rawBytes: body.length,
          gzipBytes: gzipSync(body, { level: 9 }).length,
        }))
        .catch(() => null),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  await ready(page);
  await page.waitForLoadState('networkidle');
  const files = (await Promise.all(bodies)).filter((file): file is LoadedFile => file !== null);
  await context.close();
  return files;
}

export interface PaintRun {
  lcp: number;
  /** The LCP element, `<tag> text...`. */
  lcpElement: string;
  fcp: number;
  tbt: number;
  /** When the main thread went quiet (the TTI approximation). */
  tti: number;
}

/**
 * One cold load of `url` at 4x CPU throttling. TBT follows Lighthouse's definition with a simpler
 * TTI: the blocking part (beyond 50 ms) of each long task between FCP and the end of the last long
 * task before a `quietWindowMs` quiet window.
 */
export async function paintRun(browser: Browser, url: string): Promise<PaintRun> {
  const context = await newContext(browser);
  const page = await throttledPage(context);
  await page.goto(url, { waitUntil: 'load' });
  // Until the first paints are recorded the page cannot be idle (a SPA paints after `load`).
  const state = await waitForIdle(page, async () => {
    const probes = await readProbes(page);
    return probes.fcp > 0 && probes.lcp > 0 ? probes.fcp : Number.POSITIVE_INFINITY;
  });
  if (!Number.isFinite(state.idleAt)) throw new Error(`${url} painted nothing within the timeout`);
  const tbt = state.longTasks
    .filter((task) => task.end > state.fcp && task.start < state.idleAt)
    .reduce((sum, task) => sum + Math.max(0, task.end - Math.max(task.start, state.fcp) - 50), 0);
  await context.close();
  return { lcp: state.lcp, lcpElement: state.lcpElement, fcp: state.fcp, tbt, tti: state.idleAt };
}

export interface SignInRun {
  /** From the click on "Log in" to the dashboard heading shown with the main thread idle. */
  total: number;
  /** From the click on "Log in" to the two-factor tip's "Not now" button on screen. */
  toTip: number;
}

/**
 * One sign-in at 4x CPU throttling. An e-mail account without two-factor always passes the
 * two-factor tip after signing in (spec section 2), so the run clicks "Not now" as soon as it shows:
 * the total includes that click, as it does for a user.
 */
export async function signInRun(
  browser: Browser,
  base: string,
  account: BenchAccount,
): Promise<SignInRun> {
  const context = await newContext(browser);
  // A returning user has answered the cookie banner already (it would cover the buttons).
  await context.addInitScript(() => localStorage.setItem('cookiesSettings', 'true'));
  const page = await throttledPage(context);
  await page.goto(new URL('/login?returnUrl=/dashboard', base).href, { waitUntil: 'load' });
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await waitForIdle(page, async () => 0);
  // Only the clicks from here on count (filling the form must not start the clock).
  await page.evaluate(() => {
    (globalThis as unknown as { __bench: { clicks: number[] } }).__bench.clicks = [];
  });
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  const skip = page.getByRole('button', { name: 'Not now' });
  await skip.waitFor({ state: 'visible', timeout: idleTimeoutMs });
  const tipAt = (await readProbes(page)).now;
  await skip.click();
  await page
    .getByRole('heading', { level: 1, name: /^Welcome/ })
    .waitFor({ timeout: idleTimeoutMs });
  const state = await waitForIdle(page, async () => (await readProbes(page)).headingAt);
  const clickedAt = state.clicks[0] ?? 0;
  await context.close();
  return { total: state.idleAt - clickedAt, toTip: tipAt - clickedAt };
}
