// What the console benchmark measures in Chromium: bytes from the network, and paint and main-thread
// timings under 4x CPU throttling, read from the page's own PerformanceObservers.
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
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
 * Runs in the page before any of its scripts: records paints, layout shifts, long tasks, clicks and,
 * once `signInRun` arms it, the moment a level-1 heading starting with "Welcome" appears, all on
 * the page's performance.now() clock.
 *
 * Playwright sends this function to the page as its source text, and tsx compiles a named function
 * value (`const f = () => ...`) into `__name(...)`, a helper the page does not have: a throw there
 * silently left the probes after it uninstalled (the heading watch was, so every sign-in time was
 * wrong). Keep callbacks inline, and `installed` last, which `readProbes` checks.
 */
function installProbes(): void {
  const state = {
    lcp: 0,
    lcpElement: '',
    cls: 0,
    longTasks: [] as { start: number; end: number }[],
    clicks: [] as number[],
    headingArmed: false,
    headingAt: 0,
    installed: false,
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
  // CLS as a plain sum of the shifts not caused by input (a load this short is one session window).
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[])
      if (!entry.hadRecentInput) state.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      state.longTasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  document.addEventListener('click', () => state.clicks.push(performance.now()), true);
  new MutationObserver(() => {
    if (!state.headingArmed || state.headingAt !== 0) return;
    for (const heading of document.querySelectorAll('h1'))
      if (heading.textContent?.startsWith('Welcome')) state.headingAt = performance.now();
  }).observe(document, { childList: true, subtree: true, characterData: true });
  state.installed = true;
}

interface ProbeState {
  lcp: number;
  lcpElement: string;
  cls: number;
  fcp: number;
  now: number;
  longTasks: { start: number; end: number }[];
  clicks: number[];
  headingAt: number;
}

async function readProbes(page: Page): Promise<ProbeState> {
  const state = await page.evaluate(() => {
    const probes = (
      globalThis as unknown as {
        __bench?: Omit<ProbeState, 'fcp' | 'now'> & { installed: boolean };
      }
    ).__bench;
    if (probes?.installed !== true) return null;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    return { ...probes, fcp, now: performance.now() };
  });
  if (state === null)
    throw new Error(
      'The bench probes did not install in the page (installProbes threw before its end; ' +
        "a named function value inside it becomes tsx's __name(), undefined in the page)",
    );
  return state;
}

/** Throws unless `ok`: a timing that cannot be right must stop the bench, not become a median. */
function assertPlausible(ok: boolean, what: string, values: Record<string, number>): void {
  if (ok) return;
  const shown = Object.entries(values)
    .map(([name, value]) => `${name}=${Math.round(value)}`)
    .join(', ');
  throw new Error(`Impossible bench measurement: ${what} (${shown}; times in ms, page clock)`);
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
  /**
   * Main-thread blocking from the start of navigation: the part beyond 50 ms of every long task
   * until the page went quiet. Unlike TBT it does not start at FCP, so a page that paints before its
   * JavaScript runs (the prerendered /login) and one that paints after it (the bare React page)
   * are charged for the same work.
   */
  blocking: number;
  /** When the main thread went quiet (the TTI approximation). */
  tti: number;
  /** Cumulative layout shift until then (shifts without recent input). */
  cls: number;
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
  assertPlausible(
    state.fcp > 0 && state.lcp >= state.fcp && state.idleAt >= state.fcp,
    `${url}: FCP after 0, LCP not before FCP, idle not before FCP`,
    { fcp: state.fcp, lcp: state.lcp, idleAt: state.idleAt },
  );
  const tbt = state.longTasks
    .filter((task) => task.end > state.fcp && task.start < state.idleAt)
    .reduce((sum, task) => sum + Math.max(0, task.end - Math.max(task.start, state.fcp) - 50), 0);
  const blocking = state.longTasks
    .filter((task) => task.start < state.idleAt)
    .reduce((sum, task) => sum + Math.max(0, task.end - task.start - 50), 0);
  await context.close();
  return {
    lcp: state.lcp,
    lcpElement: state.lcpElement,
    fcp: state.fcp,
    tbt,
    blocking,
    tti: state.idleAt,
    cls: state.cls,
  };
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
  // Only the clicks from here on count (filling the form must not start the clock), and only a
  // "Welcome" heading that appears from here on ends it.
  const welcomeBefore = await page.evaluate(() => {
    const state = (
      globalThis as unknown as {
        __bench: { clicks: number[]; headingArmed: boolean; headingAt: number };
      }
    ).__bench;
    state.clicks = [];
    state.headingAt = 0;
    state.headingArmed = true;
    return [...document.querySelectorAll('h1')].some((heading) =>
      heading.textContent?.startsWith('Welcome'),
    );
  });
  if (welcomeBefore)
    throw new Error(
      '/login shows a "Welcome" heading before signing in: the end mark is ambiguous',
    );
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  const skip = page.getByRole('button', { name: 'Not now' });
  await skip.waitFor({ state: 'visible', timeout: idleTimeoutMs });
  const tipAt = (await readProbes(page)).now;
  await skip.click();
  await page
    .getByRole('heading', { level: 1, name: /^Welcome/ })
    .waitFor({ timeout: idleTimeoutMs });
  // Until the probe has seen the heading the dashboard is not there yet: idle cannot start.
  const state = await waitForIdle(page, async () => {
    const { headingAt } = await readProbes(page);
    return headingAt > 0 ? headingAt : Number.POSITIVE_INFINITY;
  });
  const clickedAt = state.clicks[0] ?? 0;
  await context.close();
  assertPlausible(
    state.clicks.length >= 2 &&
      clickedAt > 0 &&
      tipAt > clickedAt &&
      state.headingAt > tipAt &&
      Number.isFinite(state.idleAt) &&
      state.idleAt >= state.headingAt,
    'sign-in needs the "Log in" and "Not now" clicks, then the tip, then the heading, then idle',
    {
      clicks: state.clicks.length,
      clickedAt,
      tipAt,
      headingAt: state.headingAt,
      idleAt: state.idleAt,
    },
  );
  return { total: state.idleAt - clickedAt, toTip: tipAt - clickedAt };
}

/**
 * What ends a screen measurement: an element matching `selector` (with `text` in it) on `path`,
 * or, for a chart, the plot's `aria-valuemax - aria-valuemin` above `minSpan` with no busy
 * (`aria-busy="true"`) element around it.
 */
export type PaintCondition =
  | { kind: 'element'; selector: string; text?: string; path?: string }
  | { kind: 'span'; selector: string; minSpan: number };

export interface PaintMark {
  /** The first click after arming (page clock), 0 when none. */
  clickedAt: number;
  /** When the DOM first met the condition (the commit that drew it). */
  shownAt: number;
  /** After the first frame painted once the condition was met. */
  paintedAt: number;
  /** The long animation frames (over 50 ms) that ended after the click, as Chromium reports them. */
  frames: LongFrame[];
}

/** A long animation frame, reduced to what `frameSplit` reads. */
export interface LongFrame {
  start: number;
  end: number;
  /** Where style, layout and paint began (the frame's end when it had none). */
  renderStart: number;
  /** The frame's scripts over 5 ms: [start, end]. */
  scripts: [number, number][];
}

/** Where the time from the answer to the paint went, in ms (see `frameSplit`). */
export interface FrameSplit {
  /** The long frame already under way when the answer arrived, to its end. */
  busyAtAnswer: number;
  /** Scripts of the long frames after that (parse, check, React's render and commit). */
  script: number;
  /** Style, layout and paint of those frames. */
  render: number;
  /** The rest: short tasks, waits between frames, the mark's own frame. */
  other: number;
}

/**
 * Splits `answer → paint` with the long animation frames of the mark: what the page was already
 * doing when the answer arrived, then the scripts and the rendering of the frames that followed.
 */
export function frameSplit(mark: PaintMark, answeredAt: number): FrameSplit {
  const from = Math.max(mark.clickedAt, answeredAt);
  const to = mark.paintedAt;
  const clip = (start: number, end: number) =>
    Math.max(0, Math.min(end, to) - Math.max(start, from));
  let busyAtAnswer = 0;
  let script = 0;
  let render = 0;
  for (const frame of mark.frames) {
    if (frame.end <= from || frame.start >= to) continue;
    if (frame.start < from) {
      busyAtAnswer += clip(frame.start, frame.end);
      continue;
    }
    for (const [start, end] of frame.scripts) script += clip(start, end);
    render += clip(frame.renderStart, frame.end);
  }
  return {
    busyAtAnswer,
    script,
    render,
    other: Math.max(0, to - from - busyAtAnswer - script - render),
  };
}

/**
 * Clicks as a person does: the pointer rests on the control before the press. Playwright's `click`
 * moves the pointer and presses at once, so the control's hover transition (the app shell's links
 * and the ui buttons fade their colours over 120 ms: a style and paint on the main thread in every
 * frame) ran inside the measured navigation. A person's pointer arrives some hundreds of
 * milliseconds before the press, and a keyboard user has no hover at all.
 */
export async function clickAfterHover(locator: Locator, restMs = 300): Promise<void> {
  await locator.hover();
  await locator.page().waitForTimeout(restMs);
  await locator.click();
}

/**
 * Arms the page: the next click is the start, and the first DOM change that meets `condition` is
 * followed to the end of the frame that paints it (a task queued from requestAnimationFrame runs
 * after that paint). No polling, so the mark costs the page nothing while it works. Callbacks stay
 * inline (see installProbes: tsx would wrap a named function value in a helper the page lacks).
 */
export async function armPaintMark(page: Page, condition: PaintCondition): Promise<void> {
  const alreadyMet = await page.evaluate((wanted) => {
    let painted: (() => void) | undefined;
    // The previous mark's observer stops: one callback per long frame, on the measured thread.
    (
      globalThis as unknown as { __paintMark?: { longFrames: PerformanceObserver } }
    ).__paintMark?.longFrames.disconnect();
    const frames: PaintMark['frames'] = [];
    const longFrames = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        startTime: number;
        duration: number;
        renderStart: number;
        styleAndLayoutStart: number;
        scripts: { startTime: number; duration: number }[];
      }[]) {
        const end = entry.startTime + entry.duration;
        const starts = [entry.renderStart, entry.styleAndLayoutStart].filter((at) => at > 0);
        frames.push({
          start: entry.startTime,
          end,
          renderStart: starts.length > 0 ? Math.min(...starts) : end,
          scripts: entry.scripts.map((script) => [
            script.startTime,
            script.startTime + script.duration,
          ]),
        });
      }
    });
    longFrames.observe({ type: 'long-animation-frame', buffered: false });
    const mark = {
      clickedAt: 0,
      shownAt: 0,
      paintedAt: 0,
      painted: new Promise<void>((resolve) => (painted = resolve)),
      frames,
      longFrames,
    };
    (globalThis as unknown as { __paintMark: typeof mark }).__paintMark = mark;
    document.addEventListener(
      'click',
      () => {
        if (mark.clickedAt === 0) mark.clickedAt = performance.now();
      },
      { capture: true, once: true },
    );
    // A method, not a named function value (tsx's __name, see above).
    const check = {
      met(): boolean {
        if (wanted.kind === 'span') {
          const plot = document.querySelector(wanted.selector);
          if (plot === null) return false;
          const span =
            Number(plot.getAttribute('aria-valuemax')) - Number(plot.getAttribute('aria-valuemin'));
          // Every series of the new range, not the first one to arrive: the chart's wrapper is
          // busy while some are still the previous range's.
          return span > wanted.minSpan && plot.closest('[aria-busy="true"]') === null;
        }
        if (wanted.path !== undefined && window.location.pathname !== wanted.path) return false;
        return [...document.querySelectorAll(wanted.selector)].some(
          (element) =>
            wanted.text === undefined || (element.textContent ?? '').includes(wanted.text),
        );
      },
    };
    if (check.met()) return true;
    const observer = new MutationObserver(() => {
      if (mark.shownAt !== 0 || !check.met()) return;
      mark.shownAt = performance.now();
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          mark.paintedAt = performance.now();
          painted?.();
        };
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: wanted.kind === 'span',
      attributeFilter:
        wanted.kind === 'span' ? ['aria-valuemax', 'aria-valuemin', 'aria-busy'] : undefined,
    });
    return false;
  }, condition);
  if (alreadyMet)
    throw new Error(`The end mark is met before the action: ${JSON.stringify(condition)}`);
}

/**
 * Waits for the armed mark's paint and answers it. One evaluation that waits in the page, not
 * Playwright's polling: each poll is a task on the page's main thread (the first one compiling
 * Playwright's injected script, 85 ms at 4x), which would land inside the measured time.
 */
export async function paintMark(page: Page, timeoutMs = 60_000): Promise<PaintMark> {
  const mark = await page.evaluate(
    (timeout) =>
      Promise.race([
        (globalThis as unknown as { __paintMark: { painted: Promise<void> } }).__paintMark.painted,
        new Promise<void>((resolve) => setTimeout(resolve, timeout)),
      ])
        // The painting frame's long-frame entry is reported after it ends: read the frames later.
        .then(() => new Promise<void>((resolve) => setTimeout(resolve, 100)))
        .then(() => {
          const { clickedAt, shownAt, paintedAt, frames } = (
            globalThis as unknown as { __paintMark: PaintMark }
          ).__paintMark;
          return {
            clickedAt,
            shownAt,
            paintedAt,
            frames: frames.filter((frame) => frame.end > clickedAt),
          };
        }),
    timeoutMs,
  );
  if (mark.paintedAt === 0) throw new Error(`The end mark was not met within ${timeoutMs} ms`);
  return mark;
}

/**
 * When the answers a screen waited for had all arrived (page clock), 0 when none: for each URL that
 * contains one of `urlParts` and was asked for after `after`, its first response (a later one is a
 * refetch, which may end after the paint), and of those the last that ended before `before` (a
 * response that ended after the screen was shown was not waited for).
 */
export function responseEndOf(
  page: Page,
  urlParts: string | readonly string[],
  after: number,
  // Not Infinity: it does not survive the trip into the page.
  before = Number.MAX_VALUE,
): Promise<number> {
  return page.evaluate(
    ({ parts, since, until }) => {
      const firstEnd = new Map<string, number>();
      for (const entry of performance.getEntriesByType('resource')) {
        if (!parts.some((part) => entry.name.includes(part)) || entry.startTime < since) continue;
        const end = (entry as PerformanceResourceTiming).responseEnd;
        firstEnd.set(entry.name, Math.min(firstEnd.get(entry.name) ?? end, end));
      }
      return Math.max(0, ...[...firstEnd.values()].filter((end) => end <= until));
    },
    {
      parts: typeof urlParts === 'string' ? [urlParts] : [...urlParts],
      since: after,
      until: before,
    },
  );
}

/**
 * Scrolls `selector`'s box (the document when null) by one box height `steps` times, each step
 * timed from setting the scroll position to after the next painted frame: the scroll event, what
 * the page re-renders for it, layout and paint.
 */
export function scrollSteps(page: Page, selector: string | null, steps: number): Promise<number[]> {
  return page.evaluate(
    async ({ target, count }) => {
      const box =
        target === null
          ? (document.scrollingElement as HTMLElement)
          : document.querySelector<HTMLElement>(target);
      if (box === null) throw new Error(`Nothing to scroll: ${target}`);
      const times: number[] = [];
      for (let step = 0; step < count; step += 1) {
        // Start each step from a painted, quiet frame.
        await new Promise<void>((resolve) =>
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve();
            channel.port2.postMessage(null);
          }),
        );
        const start = performance.now();
        box.scrollTop += box.clientHeight;
        await new Promise<void>((resolve) =>
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve();
            channel.port2.postMessage(null);
          }),
        );
        times.push(performance.now() - start);
      }
      return times;
    },
    { target: selector, count: steps },
  );
}

/** Sets the CPU throttling of `page` (1 turns it off). */
export async function throttle(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** A signed-in context (tokens stored, the cookie panel already answered) for screen measures. */
export async function signedInContext(
  browser: Browser,
  account: BenchAccount,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  await context.addInitScript((tokens) => {
    localStorage.setItem('accessToken', tokens.accessToken);
    localStorage.setItem('refreshToken', tokens.refreshToken);
    localStorage.setItem('cookiesSettings', 'true');
  }, account);
  return context;
}
