// The instance list with 1,000 instances and the query screen with a 10,000-row result (issue 13,
// Measures), in the real console build against the real API server, at 4x CPU throttling:
//   - list: from the click on "Instances" in the navigation to the first page's rows painted, then
//     the page scrolled, then "Next page" to the second page's rows painted. The account's 1,000
//     instances are made up (a real account holds one Shared instance: each real one runs a graph
//     engine), answered page by page as the server would, filters included, by the bench's server
//     in front of the API (`listAnswers`);
//   - query: from the click on "Run" to 10,000 rows painted, the rows coming from the instance's
//     real engine, then the result table scrolled a screenful at a time.
// "From the answer" is from the end of the last response the screen waited for to the paint: what
// the page itself spends (parse, check, render, layout, paint). On the list's first visit that is
// its call or its code, whichever arrived last: the route asks for the page as it starts loading the
// screen's code, so the call's answer usually arrives first, and the time from it alone would count
// the code's download (printed too, as "call only").
import type { Browser, Page } from 'playwright-core';
import type { BenchAccount } from './account.ts';
import { apiData } from './instance.ts';
import { startProfile, type CpuProfile } from './profile.ts';
import {
  armPaintMark,
  clickAfterHover,
  cpuThrottling,
  frameSplit,
  paintMark,
  type FrameSplit,
  responseEndOf,
  scrollSteps,
  signedInContext,
  throttle,
} from './measure.ts';

export const listInstanceCount = 1_000;
export const queryRowCount = 10_000;
const scrollStepCount = 8;

/** What the query bench runs on the real engine: 10,000 rows of four columns. */
export const queryStatement =
  `UNWIND range(1, ${queryRowCount}) AS i ` +
  "RETURN i AS id, 'graph-' + CAST(i AS STRING) AS name, i % 7 AS bucket, i * 1.5 AS score";

export interface Timed {
  /** From the click to the painted frame. */
  fromClick: number;
  /** From the end of the awaited answer to the painted frame. */
  fromAnswer: number;
  /** Where `fromAnswer` went. */
  split: FrameSplit;
}

export interface ListRun extends Timed {
  /** Each scroll step of the page (one viewport), ms. */
  scroll: number[];
  /** "Next page" to the second page painted. */
  nextPage: Timed;
  /** From the end of the call's answer alone to the painted frame (code still loading counts). */
  fromCallAnswer: number;
}

export interface QueryRun extends Timed {
  /** Each scroll step of the result table (one box height), ms. */
  scroll: number[];
}

export type ListedInstance = Record<string, unknown> & { id: string; name: string; status: string };

const listStatuses = [
  ['RUNNING', null],
  ['RUNNING', null],
  ['RUNNING', null],
  ['STOPPED', null],
  ['RUNNING', 'CLEANING'],
  ['STARTING', null],
  ['ERROR', null],
  ['BACKUPING', null],
  ['TERMINATED', null],
  ['STOPPED', null],
] as const;

/**
 * 1,000 instances shaped exactly like the real one the account holds (so every field the row shows
 * is real), newest first, with the spread of statuses a busy account has (some in progress, which
 * the list follows by polling).
 */
export async function madeUpInstances(
  base: string,
  account: BenchAccount,
): Promise<ListedInstance[]> {
  const page = await apiData<{ items: ListedInstance[] }>(
    base,
    account.accessToken,
    '/api/dbaas/v1/instance/list?page=1&pageSize=1',
  );
  const template = page.items[0];
  if (template === undefined) throw new Error('The bench account has no instance to copy.');
  const newest = Date.parse('2026-11-20T12:00:00.000Z');
  return Array.from({ length: listInstanceCount }, (_, index) => {
    const [status, serviceState] = listStatuses[index % listStatuses.length] ?? ['RUNNING', null];
    const number = String(index + 1).padStart(4, '0');
    const created = new Date(newest - index * 3_600_000).toISOString();
    return {
      ...template,
      id: `bench-list-${number}`,
      name: `graph-${number}`,
      status,
      serviceState,
      serviceAddress: status === 'RUNNING' ? `10.0.${index % 250}.${index % 200}:7687` : null,
      createdAt: created,
      updatedAt: created,
    };
  });
}

/**
 * Answers `GET /instance/list` from `instances` as the server would (filters, then the page), for
 * the bench's own server in front of the API (servers.ts `serveStatic`): over HTTP, so the made-up
 * account costs the page what a real answer would.
 */
export function listAnswers(instances: readonly ListedInstance[]) {
  const byId = new Map(instances.map((item) => [item.id, item]));
  return (url: URL, body: string): string | undefined => {
    // The live status of the rows in progress, polled by the list: as the server would answer for
    // these instances (nothing changes). Left unanswered, the real server would leave the made-up
    // ids out, which the list reads as "gone" and asks for the page again.
    if (url.pathname === '/api/dbaas/v1/instance/state') {
      let asked: string[];
      try {
        asked = (JSON.parse(body) as { instanceIds?: string[] }).instanceIds ?? [];
      } catch {
        return undefined;
      }
      if (asked.length === 0 || !asked.every((id) => byId.has(id))) return undefined;
      const items = asked.map((id) => {
        const item = byId.get(id) as ListedInstance;
        return {
          id,
          status: item.status,
          serviceState: item['serviceState'],
          updatedAt: item['updatedAt'],
        };
      });
      return JSON.stringify({ code: 200, message: 'OK', data: { items } });
    }
    if (url.pathname !== '/api/dbaas/v1/instance/list') return undefined;
    const page = Number(url.searchParams.get('page') ?? 1);
    const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
    const status = url.searchParams.get('status');
    const kind = url.searchParams.get('kind');
    const name = url.searchParams.get('name')?.toLowerCase();
    const matching = instances.filter(
      (item) =>
        (status === null || item.status === status) &&
        (kind === null || item['kind'] === kind) &&
        (name === undefined || item.name.toLowerCase().includes(name)),
    );
    return JSON.stringify({
      code: 200,
      message: 'OK',
      data: {
        items: matching.slice((page - 1) * pageSize, page * pageSize),
        total: matching.length,
        page,
        pageSize,
      },
    });
  };
}

/**
 * One visit to the instance list at 4x CPU: the signed-in dashboard first (its code and the
 * layout loaded, as for a customer who just signed in), then the navigation's "Instances".
 */
export async function listRun(
  browser: Browser,
  base: string,
  account: BenchAccount,
  /** Profile the page from a click to its paint into `file`: the first visit's or the next page's. */
  profiled?: { file: string; click: 'list' | 'next' },
): Promise<ListRun & { profile?: CpuProfile }> {
  const context = await signedInContext(browser, account);
  try {
    const page = await context.newPage();
    await page.goto(new URL('/dashboard', base).href);
    await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await throttle(page, cpuThrottling);
    await page.waitForTimeout(500);

    const rows = '[data-slot="table"] [data-slot="table-row"]';
    const armedAt = await page.evaluate(() => performance.now());
    await armPaintMark(page, {
      kind: 'element',
      selector: rows,
      text: 'graph-0001',
      path: '/quiverGraphInstanceManagement',
    });
    const stopProfile = profiled?.click === 'list' ? await startProfile(page) : undefined;
    const traceFile = process.env['BENCH_TRACE'];
    if (traceFile) await startTrace(browser, page, traceFile);
    await clickAfterHover(
      page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Instances' }),
    );
    const shown = await paintMark(page);
    if (traceFile) await browser.stopTracing();
    let profile = profiled && (await stopProfile?.(profiled.file));
    const callAnswered = await responseEndOf(page, '/instance/list', armedAt);
    // The screen's chunks too: those that arrived before its rows were shown.
    const answered = await responseEndOf(
      page,
      ['/instance/list', '/assets/'],
      armedAt,
      shown.shownAt,
    );
    await page.getByText(`${listInstanceCount} instances`).waitFor();

    // The page scrolls as a whole (the table grows with its 20 rows).
    await page.waitForTimeout(300);
    const scroll = await scrollSteps(page, null, 3);

    const nextArmedAt = await page.evaluate(() => performance.now());
    await armPaintMark(page, { kind: 'element', selector: rows, text: 'graph-0021' });
    const stopNextProfile = profiled?.click === 'next' ? await startProfile(page) : undefined;
    await clickAfterHover(page.getByRole('button', { name: 'Next page' }));
    const next = await paintMark(page);
    if (profiled) profile ??= await stopNextProfile?.(profiled.file);
    const nextAnswered = await responseEndOf(page, '/instance/list', nextArmedAt);
    return {
      fromClick: shown.paintedAt - shown.clickedAt,
      fromAnswer: shown.paintedAt - Math.max(shown.clickedAt, answered),
      split: frameSplit(shown, answered),
      fromCallAnswer: shown.paintedAt - Math.max(shown.clickedAt, callAnswered),
      scroll,
      nextPage: {
        fromClick: next.paintedAt - next.clickedAt,
        fromAnswer: next.paintedAt - Math.max(next.clickedAt, nextAnswered),
        split: frameSplit(next, nextAnswered),
      },
      ...(profile === undefined ? {} : { profile }),
    };
  } finally {
    await context.close();
  }
}

/**
 * `BENCH_TRACE=<file>` (`BENCH_QUERY_TRACE=<file>` for the query screen's Run): a Chrome trace of
 * the list's click to its paint (open it in DevTools'
 * Performance panel or ui.perfetto.dev), for what a CPU profile does not show: layout, style, paint
 * and the browser's own work, such as font lookups. `BENCH_TRACE_CATEGORIES` (comma-separated)
 * replaces the timeline's categories; add `fonts,blink` to see the font cache. Each run overwrites
 * the file, so use it with `BENCH_SCREEN_RUNS=1`.
 */
async function startTrace(browser: Browser, page: Page, file: string): Promise<void> {
  const categories =
    process.env['BENCH_TRACE_CATEGORIES'] ??
    'devtools.timeline,disabled-by-default-devtools.timeline,disabled-by-default-devtools.timeline.frame,blink.user_timing,v8.execute';
  await browser.startTracing(page, { path: file, categories: categories.split(',') });
}

/** One run of the 10,000-row statement on the query screen at 4x CPU, then the table scrolled. */
export async function queryRun(
  browser: Browser,
  base: string,
  account: BenchAccount,
  instanceId: string,
  /** Profile the page from the click to the paint into this file. */
  profileFile?: string,
): Promise<QueryRun & { profile?: CpuProfile }> {
  const context = await signedInContext(browser, account);
  try {
    const page = await context.newPage();
    await page.goto(new URL(`/blaze/quiverGraphCLI?id=${instanceId}`, base).href);
    const editor = page.getByRole('textbox', { name: 'Cypher statement' });
    await editor.waitFor({ timeout: 60_000 });
    await editor.fill(queryStatement);
    await page.waitForLoadState('networkidle');
    await throttle(page, cpuThrottling);
    await page.waitForTimeout(500);

    const armedAt = await page.evaluate(() => performance.now());
    const rowsText = `${queryRowCount.toLocaleString('en-US')} rows in`;
    await armPaintMark(page, { kind: 'element', selector: '[role="status"]', text: rowsText });
    const stopProfile = profileFile === undefined ? undefined : await startProfile(page);
    const traceFile = process.env['BENCH_QUERY_TRACE'];
    if (traceFile) await startTrace(browser, page, traceFile);
    await clickAfterHover(page.getByRole('button', { name: 'Run', exact: true }));
    const shown = await paintMark(page);
    if (traceFile) await browser.stopTracing();
    const profile = profileFile === undefined ? undefined : await stopProfile?.(profileFile);
    const answered = await responseEndOf(page, '/instance/query', armedAt);
    const table = '[role="group"][aria-label="Result rows"]';
    await page.locator(`${table} [data-slot="table-row"]`).first().waitFor();

    await page.waitForTimeout(300);
    const scroll = await scrollSteps(page, table, scrollStepCount);
    return {
      fromClick: shown.paintedAt - shown.clickedAt,
      fromAnswer: shown.paintedAt - Math.max(shown.clickedAt, answered),
      split: frameSplit(shown, answered),
      scroll,
      ...(profile === undefined ? {} : { profile }),
    };
  } finally {
    await context.close();
  }
}
