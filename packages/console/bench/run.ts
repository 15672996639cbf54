// `npm run bench -w @quiver/console` (not a test; it prints numbers). Builds the console, starts the
// real API server on a temporary database, and measures in Chromium, each beside a baseline
// measured in the same run:
//   login   — gzip JS and CSS a cold /login and a cold signed-in /dashboard load; LCP, TBT and
//             main-thread blocking of /login at 4x CPU throttling, median of BENCH_RUNS (5), beside
//             a bare React 19 page (one heading) and the "stack floor" (the libraries issue 5
//             prescribes and nothing else, see servers.ts); sign-in to an interactive dashboard.
//   routes  — gzip JS a cold load of the instance list, the create wizard, the instance detail and
//             the query screen fetch, each beside /login's, and a check, from the source maps, that
//             none of their features' code is in what /login loads.
//   screens — the instance list with 1,000 instances and the query screen's 10,000-row result
//             (screens.ts): render and scroll at 4x CPU, beside the ui bench's naive <table> of
//             10,000 rows and its virtualised Table (packages/ui/bench), same browser, same run.
// BENCH_ONLY=login,routes,screens picks sections (all by default). BENCH_PROFILE=list|next|query
// profiles one more run of that screen (profile.ts). BENCH_BEFORE=<git ref> also
// builds the console of that commit (build-at.ts) and measures it interleaved with this one. Every
// build is served by the bench's small static server (servers.ts; /login's prerendered page as the
// API server sends it, /api passed on to the API server).
// Absolute timings depend on the machine (2 shared cores here); compare within a run.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { openRenderBench, renderBenchLaunchOptions } from '../../ui/bench/render.ts';
import { registerAccount, type BenchAccount } from './account.ts';
import { packagesInChunk, packagesInChunks, sourcesInChunks } from './attribute.ts';
import { printProfileSummary, summariseProfile } from './profile.ts';
import { buildConsoleAt, resolveRef } from './build-at.ts';
import { runningInstance } from './instance.ts';
import {
  cpuThrottling,
  loadedFiles,
  paintRun,
  signInRun,
  type LoadedFile,
  type PaintRun,
  type SignInRun,
  type FrameSplit,
} from './measure.ts';
import {
  listAnswers,
  listInstanceCount,
  listRun,
  madeUpInstances,
  queryRowCount,
  queryRun,
  type ListedInstance,
  type ListRun,
  type QueryRun,
} from './screens.ts';
import {
  buildBareReactPage,
  buildConsole,
  consoleRoot,
  buildStackFloorPage,
  serveStatic,
  startApiServer,
  type Running,
} from './servers.ts';

const paintRuns = Number(process.env['BENCH_RUNS'] ?? 5);
const signInRuns = Number(process.env['BENCH_SIGNIN_RUNS'] ?? 5);
const screenRuns = Number(process.env['BENCH_SCREEN_RUNS'] ?? 5);
const sections = new Set((process.env['BENCH_ONLY'] ?? 'login,routes,screens').split(','));
const beforeRef = process.env['BENCH_BEFORE'];
/** Where BENCH_PROFILE=list|next|query saves its profile. */
const profileFolder = join(consoleRoot, '.bench');
const kib = 1024;
/** Targets: issue 5 (JS+CSS, LCP ratio, sign-in) and issue 13 (JS, blocking ratio, screens). */
const loginBudgetKib = 116;
const loginJsBudgetKib = 140;
const lcpRatioBudget = 1.3;
const blockingRatioBudget = 3;
const signInBudgetMs = 1_500;
/** Under 1/5 of an Ant Design 6 virtual table of 10,000 rows (691 ms here), and under 140 ms. */
const screenBudgetMs = Math.min(140, 691 / 5);

const chromiumArgs = renderBenchLaunchOptions.args;

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const sum = (
  files: LoadedFile[],
  kind: 'js' | 'css',
  key: 'gzipBytes' | 'rawBytes' = 'gzipBytes',
) => files.filter((file) => file.kind === kind).reduce((total, file) => total + file[key], 0);

const fmtKib = (bytes: number) => `${(bytes / kib).toFixed(1)} KiB`;
const fmtMs = (ms: number) => `${Math.round(ms)} ms`;
const runsOf = (values: readonly number[]) => values.map(Math.round).join(', ');
const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');

function table(rows: string[][]): string {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  return rows
    .map((row, index) => {
      const line = row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
      return index === 0 ? `${line}\n${widths.map((width) => '-'.repeat(width)).join('  ')}` : line;
    })
    .join('\n');
}

/** Vite's report lines for the chunks a page loaded: `dist/assets/x.js  12.3 kB │ gzip: 4.5 kB`. */
function viteLines(report: string, files: LoadedFile[]): string[] {
  const names = new Set(files.map((file) => file.url.split('/').pop() ?? ''));
  return report
    .split('\n')
    .filter((line) => [...names].some((name) => name !== '' && line.includes(`/${name} `)))
    .map((line) => line.trim().replace(/^\S*\/assets\//, 'assets/'));
}

/** A console build under measure: where it is served and what it is called in the tables. */
interface Build {
  label: string;
  dir: string;
  base: string;
  viteReport: string;
}

/** The screens of issue 13, each with what shows it is ready. `id` is the bench instance. */
const issueRoutes = [
  {
    name: 'instance list',
    path: () => '/quiverGraphInstanceManagement',
    ready: (page: Page) => page.getByRole('heading', { level: 1, name: 'Instances' }).waitFor(),
  },
  {
    name: 'create wizard',
    path: () => '/blaze/quiverGraphInstance',
    ready: (page: Page) => page.getByRole('heading', { level: 3, name: 'Shared' }).waitFor(),
  },
  {
    name: 'instance detail',
    path: (id: string) => `/blaze/quiverGraphDetail?id=${id}`,
    ready: (page: Page) => page.getByRole('heading', { level: 1, name: 'bench' }).waitFor(),
  },
  {
    name: 'query',
    path: (id: string) => `/blaze/quiverGraphCLI?id=${id}`,
    ready: (page: Page) => page.getByRole('heading', { level: 1, name: 'Query bench' }).waitFor(),
  },
] as const;

/** Source folders of those screens: none of their code may be in what /login loads. */
const issueFeatureSources =
  /^console\/src\/(?:features\/(?:instances|blaze-create|instance-detail|instance-configuration|query)|routes\/(?:instances|blaze-create|instance-detail|query)|i18n\/areas\/(?:instances|blaze-create|instance-detail|instance-monitoring|instance-logs|backups|query))\//;

async function loginFilesOf(browser: Browser, build: Build) {
  return loadedFiles(browser, `${build.base}/login`, async (page) => {
    await page.getByRole('button', { name: 'Log in', exact: true }).waitFor();
    // The button is in the prerendered HTML: wait for the app too, whose calls (the notice, and
    // the banner's code once it answers) the network-idle wait then follows. Without this a run
    // could stop counting before the app had started (one did: 4 KiB short).
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  });
}

async function measureLogin(
  browser: Browser,
  builds: Build[],
  account: BenchAccount,
  bare: Running,
  floor: Running,
): Promise<void> {
  console.log('Measuring bytes of /login and /dashboard...');
  const loginFiles = new Map<Build, LoadedFile[]>();
  const dashboardFiles = new Map<Build, LoadedFile[]>();
  for (const build of builds) {
    loginFiles.set(build, await loginFilesOf(browser, build));
    dashboardFiles.set(
      build,
      await loadedFiles(
        browser,
        `${build.base}/dashboard`,
        async (page) => {
          await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
        },
        account,
      ),
    );
  }
  const bareFiles = await loadedFiles(browser, bare.url, async (page) => {
    await page.getByRole('heading', { level: 1 }).waitFor();
  });
  const floorFiles = await loadedFiles(browser, floor.url, async (page) => {
    await page.getByRole('heading', { level: 1 }).waitFor();
  });

  console.log(`Measuring /login and the baselines at ${cpuThrottling}x CPU throttling...`);
  const loginPaints = new Map<Build, PaintRun[]>(builds.map((build) => [build, []]));
  const barePaints: PaintRun[] = [];
  const floorPaints: PaintRun[] = [];
  // Interleaved so drift in the machine's load affects every page alike.
  for (let run = 0; run < paintRuns; run += 1) {
    for (const build of builds)
      loginPaints.get(build)?.push(await paintRun(browser, `${build.base}/login`));
    barePaints.push(await paintRun(browser, bare.url));
    floorPaints.push(await paintRun(browser, floor.url));
  }

  console.log(`Measuring sign-in to the dashboard at ${cpuThrottling}x CPU throttling...`);
  const signIns = new Map<Build, SignInRun[]>(builds.map((build) => [build, []]));
  for (let run = 0; run < signInRuns; run += 1)
    for (const build of builds)
      signIns.get(build)?.push(await signInRun(browser, build.base, account));

  const of = <T>(map: Map<Build, T[]>, build: Build) => map.get(build) ?? [];
  const bareLcp = median(barePaints.map((run) => run.lcp));
  const bareBlocking = median(barePaints.map((run) => run.blocking));
  const floorBytes = (build: Build) =>
    sum(floorFiles, 'js') + sum(loginFiles.get(build) ?? [], 'css');
  const perBuild = (cell: (build: Build) => string) => builds.map(cell);
  const rows: string[][] = [
    ['measure', ...builds.map((build) => build.label), 'stack floor', 'bare React 19', 'target'],
    [
      '/login JS gzip',
      ...perBuild(
        (build) =>
          `${fmtKib(sum(of(loginFiles, build), 'js'))} ` +
          `${verdict(sum(of(loginFiles, build), 'js') <= loginJsBudgetKib * kib)}`,
      ),
      fmtKib(sum(floorFiles, 'js')),
      fmtKib(sum(bareFiles, 'js')),
      `<= ${loginJsBudgetKib} KiB (issue 13)`,
    ],
    [
      '/login CSS gzip',
      ...perBuild((build) => fmtKib(sum(of(loginFiles, build), 'css'))),
      '(the console CSS)',
      fmtKib(sum(bareFiles, 'css')),
      '',
    ],
    [
      '/login JS+CSS gzip',
      ...perBuild((build) => {
        const bytes = sum(of(loginFiles, build), 'js') + sum(of(loginFiles, build), 'css');
        return `${fmtKib(bytes)} ${verdict(bytes < loginBudgetKib * kib)}`;
      }),
      `${fmtKib(floorBytes(builds[0] as Build))}${floorBytes(builds[0] as Build) >= loginBudgetKib * kib ? ' (above target)' : ''}`,
      fmtKib(sum(bareFiles, 'js') + sum(bareFiles, 'css')),
      `< ${loginBudgetKib} KiB (issue 5)`,
    ],
    [
      '/dashboard JS+CSS gzip',
      ...perBuild((build) =>
        fmtKib(sum(of(dashboardFiles, build), 'js') + sum(of(dashboardFiles, build), 'css')),
      ),
      '',
      '',
      '',
    ],
    [
      `/login main-thread blocking (${cpuThrottling}x)`,
      ...perBuild((build) => {
        const blocking = median(of(loginPaints, build).map((run) => run.blocking));
        return (
          `${fmtMs(blocking)} ${verdict(blocking <= bareBlocking * blockingRatioBudget)} ` +
          `(${(blocking / Math.max(1, bareBlocking)).toFixed(1)}x)`
        );
      }),
      fmtMs(median(floorPaints.map((run) => run.blocking))),
      fmtMs(bareBlocking),
      `<= ${blockingRatioBudget}x bare (${fmtMs(bareBlocking * blockingRatioBudget)})`,
    ],
    [
      `/login TBT from FCP (${cpuThrottling}x)`,
      ...perBuild((build) => fmtMs(median(of(loginPaints, build).map((run) => run.tbt)))),
      fmtMs(median(floorPaints.map((run) => run.tbt))),
      fmtMs(median(barePaints.map((run) => run.tbt))),
      '',
    ],
    [
      `/login LCP (${cpuThrottling}x)`,
      ...perBuild((build) => {
        const lcp = median(of(loginPaints, build).map((run) => run.lcp));
        return `${fmtMs(lcp)} ${verdict(lcp <= bareLcp * lcpRatioBudget)} (${(lcp / bareLcp).toFixed(2)}x)`;
      }),
      fmtMs(median(floorPaints.map((run) => run.lcp))),
      fmtMs(bareLcp),
      `<= ${lcpRatioBudget}x bare (${fmtMs(bareLcp * lcpRatioBudget)})`,
    ],
    [
      `/login FCP (${cpuThrottling}x)`,
      ...perBuild((build) => fmtMs(median(of(loginPaints, build).map((run) => run.fcp)))),
      fmtMs(median(floorPaints.map((run) => run.fcp))),
      fmtMs(median(barePaints.map((run) => run.fcp))),
      '',
    ],
    [
      '/login CLS (max of the runs)',
      ...perBuild(
        (build) =>
          `${median(of(loginPaints, build).map((run) => run.cls)).toFixed(3)} ` +
          `(${Math.max(...of(loginPaints, build).map((run) => run.cls)).toFixed(3)})`,
      ),
      median(floorPaints.map((run) => run.cls)).toFixed(3),
      median(barePaints.map((run) => run.cls)).toFixed(3),
      '',
    ],
    [
      '/login idle (TTI approx.)',
      ...perBuild((build) => fmtMs(median(of(loginPaints, build).map((run) => run.tti)))),
      fmtMs(median(floorPaints.map((run) => run.tti))),
      fmtMs(median(barePaints.map((run) => run.tti))),
      '',
    ],
    [
      `sign-in -> dashboard idle (${cpuThrottling}x)`,
      ...perBuild((build) => {
        const total = median(of(signIns, build).map((run) => run.total));
        return `${fmtMs(total)} ${verdict(total < signInBudgetMs)}`;
      }),
      '',
      '',
      `< ${fmtMs(signInBudgetMs)}`,
    ],
  ];
  console.log(
    '\n/login and sign-in (gzip = level 9 of each response body; timings median; ' +
      `load average ${loadavg()[0]?.toFixed(1)})\n`,
  );
  console.log(table(rows));
  for (const build of builds) {
    console.log(
      `\n${build.label}: /login blocking runs ${runsOf(of(loginPaints, build).map((run) => run.blocking))} ` +
        `(bare ${runsOf(barePaints.map((run) => run.blocking))}); LCP runs ` +
        `${runsOf(of(loginPaints, build).map((run) => run.lcp))} (bare ${runsOf(barePaints.map((run) => run.lcp))}); ` +
        `sign-in runs ${runsOf(of(signIns, build).map((run) => run.total))}.`,
    );
    const pairRatios = of(loginPaints, build).map(
      (run, index) => run.blocking / Math.max(1, barePaints[index]?.blocking ?? run.blocking),
    );
    console.log(
      `  blocking / bare blocking per pair: ${pairRatios.map((ratio) => ratio.toFixed(1)).join(', ')}; ` +
        `median ${median(pairRatios).toFixed(1)}x. LCP element: ` +
        [...new Set(of(loginPaints, build).map((run) => run.lcpElement))].join(' | '),
    );
    const files = of(loginFiles, build);
    console.log(
      `\n  Files loaded by /login (${build.label}; gzip, biggest first; what each chunk is made ` +
        'of, minified, from its source map):',
    );
    for (const file of [...files].sort((a, b) => b.gzipBytes - a.gzipBytes))
      console.log(
        `    ${fmtKib(file.gzipBytes).padStart(10)}  ${file.url}${madeOf(build.dir, file)}`,
      );
    const chunks = files.filter((file) => file.kind === 'js').map((file) => file.url.slice(1));
    console.log(`\n  Packages in the JS /login loads (minified, from the source maps; top 15):`);
    for (const [name, size] of packagesInChunks(build.dir, chunks).slice(0, 15))
      console.log(`    ${fmtKib(size).padStart(10)}  ${name}`);
    console.log('\n  Vite report for those chunks:');
    for (const line of viteLines(build.viteReport, files)) console.log(`    ${line}`);
  }
}

/**
 * What a chunk /login loads is made of, as ` (react-dom 50%, react-router 22%, i18next 12%)`: its
 * three biggest packages by minified size, so each chunk above the target carries its reason.
 */
function madeOf(buildDir: string, file: LoadedFile): string {
  if (file.kind !== 'js' || !file.url.startsWith('/assets/')) return '';
  const parts = packagesInChunk(join(buildDir, file.url.slice(1)));
  const total = [...parts.values()].reduce((sum, size) => sum + size, 0);
  if (total === 0) return '';
  const biggest = [...parts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, size]) => `${name} ${Math.round((size / total) * 100)}%`);
  return ` (${biggest.join(', ')})`;
}

async function measureRoutes(
  browser: Browser,
  builds: Build[],
  account: BenchAccount,
  instanceId: string,
): Promise<void> {
  console.log('Measuring the bytes of the instance screens...');
  for (const build of builds) {
    const login = await loginFilesOf(browser, build);
    const loginUrls = new Set(login.map((file) => file.url));
    const rows: string[][] = [
      ['route (cold load, signed in)', 'JS gzip', 'beyond /login', 'files beyond /login'],
      ['/login', fmtKib(sum(login, 'js')), '', ''],
    ];
    for (const route of issueRoutes) {
      const files = await loadedFiles(
        browser,
        `${build.base}${route.path(instanceId)}`,
        route.ready,
        account,
      );
      const extra = files.filter((file) => file.kind === 'js' && !loginUrls.has(file.url));
      rows.push([
        `${route.name} (${route.path('…')})`,
        fmtKib(sum(files, 'js')),
        fmtKib(sum(extra, 'js')),
        String(extra.length),
      ]);
    }
    const loginChunks = login.filter((file) => file.kind === 'js').map((file) => file.url.slice(1));
    const leaked = sourcesInChunks(build.dir, loginChunks).filter(([source]) =>
      issueFeatureSources.test(source),
    );
    console.log(`\nJS per route, ${build.label} (gzip -9 of each file fetched on a cold load):\n`);
    console.log(table(rows));
    console.log(
      `\nCode of the list, wizard, detail, configuration and query features (and their text areas) ` +
        `in what /login loads: ${leaked.reduce((total, [, size]) => total + size, 0)} bytes` +
        (leaked.length === 0
          ? ' (they load lazily, with their routes).'
          : `: ${leaked.map(([source, size]) => `${source} ${size}`).join(', ')}`),
    );
  }
}

async function measureScreens(
  browser: Browser,
  builds: Build[],
  account: BenchAccount,
  apiUrl: string,
  instanceId: string,
  /** From now on the bench's server answers the instance list from these. */
  answerList: (instances: readonly ListedInstance[]) => void,
): Promise<void> {
  console.log('Building the ui bench page (naive and virtualised tables of 10,000 rows)...');
  const uiBench = await openRenderBench({ throttle: cpuThrottling });
  try {
    answerList(await madeUpInstances(apiUrl, account));
    const lists = new Map<Build, ListRun[]>(builds.map((build) => [build, []]));
    const queries = new Map<Build, QueryRun[]>(builds.map((build) => [build, []]));
    const naive: number[] = [];
    const naiveScroll: number[][] = [];
    const virtual: number[] = [];
    const virtualScroll: number[][] = [];
    console.log(
      `Measuring the list (${listInstanceCount} instances) and the query result ` +
        `(${queryRowCount} rows) at ${cpuThrottling}x CPU, ${screenRuns} runs...`,
    );
    for (let run = 0; run < screenRuns; run += 1) {
      for (const build of builds) {
        lists.get(build)?.push(await listRun(browser, build.base, account));
        queries.get(build)?.push(await queryRun(browser, build.base, account, instanceId));
      }
      naive.push((await uiBench.render(browser, 'table-naive')).ms);
      naiveScroll.push((await uiBench.scroll(browser, 'table-naive', 8)).steps);
      virtual.push((await uiBench.render(browser, 'table-virtualised')).ms);
      virtualScroll.push((await uiBench.scroll(browser, 'table-virtualised', 8)).steps);
      process.stdout.write(`  run ${run + 1}/${screenRuns} done\n`);
    }
    const scrollCell = (steps: number[][]) => {
      const all = steps.flat();
      return `${fmtMs(median(all))} median, ${fmtMs(Math.max(...all))} worst`;
    };
    const budget = `< ${Math.round(screenBudgetMs)} ms`;
    const rows: string[][] = [
      ['measure', 'click → painted', 'answer → painted', 'scroll step', 'target'],
    ];
    for (const build of builds) {
      const list = lists.get(build) ?? [];
      const query = queries.get(build) ?? [];
      const listClick = median(list.map((run) => run.fromClick));
      const listAnswer = median(list.map((run) => run.fromAnswer));
      const queryClick = median(query.map((run) => run.fromClick));
      const queryAnswer = median(query.map((run) => run.fromAnswer));
      rows.push(
        [
          `${build.label}: instance list, ${listInstanceCount} instances (page of 20)`,
          fmtMs(listClick),
          `${fmtMs(listAnswer)} ${verdict(listAnswer < screenBudgetMs)}`,
          scrollCell(list.map((run) => run.scroll)),
          budget,
        ],
        [
          `${build.label}:   next page`,
          fmtMs(median(list.map((run) => run.nextPage.fromClick))),
          fmtMs(median(list.map((run) => run.nextPage.fromAnswer))),
          '',
          '',
        ],
        [
          `${build.label}: query result, ${queryRowCount} rows`,
          fmtMs(queryClick),
          `${fmtMs(queryAnswer)} ${verdict(queryAnswer < screenBudgetMs)}`,
          scrollCell(query.map((run) => run.scroll)),
          budget,
        ],
      );
    }
    const profiled = process.env['BENCH_PROFILE'];
    const build = builds.at(-1);
    if (build && (profiled === 'list' || profiled === 'next' || profiled === 'query')) {
      mkdirSync(profileFolder, { recursive: true });
      const file = join(profileFolder, `${profiled}.cpuprofile`);
      if (profiled === 'query') {
        const run = await queryRun(browser, build.base, account, instanceId, file);
        const label = `the query result, click to paint (answer to paint ${fmtMs(run.fromAnswer)})`;
        if (run.profile) printProfileSummary(label, file, summariseProfile(run.profile, build.dir));
      } else {
        const run = await listRun(browser, build.base, account, { file, click: profiled });
        const label =
          profiled === 'list'
            ? `the instance list, click to paint (answer to paint ${fmtMs(run.fromAnswer)})`
            : `the list's next page, click to paint (answer to paint ${fmtMs(run.nextPage.fromAnswer)})`;
        if (run.profile) printProfileSummary(label, file, summariseProfile(run.profile, build.dir));
      }
    }
    rows.push(
      [
        'ui bench: naive <table>, 10,000 rows (baseline)',
        '',
        `${fmtMs(median(naive))} (render)`,
        scrollCell(naiveScroll),
        '',
      ],
      [
        'ui bench: virtualised Table, 10,000 rows',
        '',
        `${fmtMs(median(virtual))} (render)`,
        scrollCell(virtualScroll),
        '',
      ],
    );
    console.log(
      `\nScreens at ${cpuThrottling}x CPU (medians of ${screenRuns} runs; load average ` +
        `${loadavg()[0]?.toFixed(1)}; target from the answer, the page's own time; the list's ` +
        `first visit from its answer or its code, whichever arrived last):\n`,
    );
    console.log(table(rows));
    for (const build of builds) {
      const list = lists.get(build) ?? [];
      const query = queries.get(build) ?? [];
      console.log(
        `\n${build.label}: list click runs ${runsOf(list.map((run) => run.fromClick))}; ` +
          `answer runs ${runsOf(list.map((run) => run.fromAnswer))} (call only: median ` +
          `${fmtMs(median(list.map((run) => run.fromCallAnswer)))}, runs ` +
          `${runsOf(list.map((run) => run.fromCallAnswer))}); query click runs ` +
          `${runsOf(query.map((run) => run.fromClick))}; answer runs ${runsOf(query.map((run) => run.fromAnswer))}.`,
      );
    }
    console.log(
      '\nWhere answer → painted went (medians; long animation frames, over 50 ms, as Chromium ' +
        'reports them):',
    );
    for (const build of builds) {
      const list = lists.get(build) ?? [];
      console.log(`  ${build.label}: list ${splitOf(list.map((run) => run.split))}`);
      console.log(`  ${build.label}: next page ${splitOf(list.map((run) => run.nextPage.split))}`);
      console.log(
        `  ${build.label}: query ${splitOf((queries.get(build) ?? []).map((run) => run.split))}`,
      );
    }
    console.log(
      `ui naive render runs ${runsOf(naive)}; virtualised ${runsOf(virtual)}. ` +
        'Reference (issue 13): an Ant Design 6 virtual table of 10,000 rows, 691 ms median on this machine kind.',
    );
  } finally {
    await uiBench.close();
  }
}

/** The median of each part of `answer → painted` over the runs (measure.ts `frameSplit`). */
function splitOf(splits: FrameSplit[]): string {
  const part = (pick: (split: FrameSplit) => number) => fmtMs(median(splits.map(pick)));
  return (
    `frame under way at the answer ${part((split) => split.busyAtAnswer)}, ` +
    `script ${part((split) => split.script)}, style/layout/paint ${part((split) => split.render)}, ` +
    `other ${part((split) => split.other)}`
  );
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'quiver-console-bench-'));
  const running: Running[] = [];
  let browser: Browser | undefined;
  try {
    console.log(
      `Load average ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')} (2 cores).`,
    );
    console.log('Building the console (vite build), the bare React page and the stack floor...');
    const consoleDir = join(work, 'console');
    const [viteReport] = await Promise.all([
      buildConsole(consoleDir),
      buildBareReactPage(join(work, 'bare')),
      buildStackFloorPage(join(work, 'floor')),
    ]);
    const beforeDir = join(work, 'before');
    let beforeReport = '';
    let beforeLabel = '';
    if (beforeRef !== undefined) {
      beforeLabel = `before (${resolveRef(beforeRef)})`;
      console.log(`Building the console of ${beforeRef} (${beforeLabel})...`);
      beforeReport = buildConsoleAt(beforeRef, beforeDir);
    }

    console.log('Starting the API server (PGlite in a temporary folder)...');
    const api = await startApiServer(join(work, 'data'), consoleDir);
    running.push(api);
    // Each build is served by the bench's small server, /api passed to the API server (so two builds
    // differ only by their files), which also answers the made-up instance list of the screens.
    const answers: { list?: (url: URL, body: string) => string | undefined } = {};
    const answerApi = (url: URL, body: string) => answers.list?.(url, body);
    const builds: Build[] = [];
    if (beforeRef !== undefined) {
      const before = await serveStatic(beforeDir, api.url, answerApi);
      running.push(before);
      builds.push({
        label: beforeLabel,
        dir: beforeDir,
        base: before.url,
        viteReport: beforeReport,
      });
    }
    const after = await serveStatic(consoleDir, api.url, answerApi);
    running.push(after);
    builds.push({
      label: beforeRef === undefined ? 'console' : 'after (this tree)',
      dir: consoleDir,
      base: after.url,
      viteReport,
    });
    const bare = await serveStatic(join(work, 'bare'));
    const floor = await serveStatic(join(work, 'floor'));
    running.push(bare, floor);
    const account = await registerAccount(api.url);
    let instanceId = '';
    if (sections.has('routes') || sections.has('screens')) {
      console.log('Creating a Shared instance (a real engine) for the detail and query screens...');
      instanceId = await runningInstance(api.url, account);
    }

    browser = await chromium.launch({
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: chromiumArgs,
    });
    if (sections.has('login')) await measureLogin(browser, builds, account, bare, floor);
    if (sections.has('routes')) await measureRoutes(browser, builds, account, instanceId);
    if (sections.has('screens'))
      await measureScreens(browser, builds, account, api.url, instanceId, (instances) => {
        answers.list = listAnswers(instances);
      });
    console.log(
      `\nLoad average at the end ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')}.`,
    );
  } finally {
    await browser?.close();
    for (const server of running.reverse()) await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
