// `BENCH_PROFILE=list` or `query`: one more run of that screen with Chromium's CPU profiler on,
// from the click to the paint, saved (open it in Chrome DevTools or speedscope) and summarised by
// self time per original source function, through the build's source maps, so a missed screen
// target points at the code that spends the time.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import type { Page } from 'playwright-core';
import { packageOf } from './attribute.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  /** Main-thread time by kind over the profiled stretch (CDP Performance metrics). */
  mainThread?: {
    scriptMs: number;
    styleMs: number;
    layoutMs: number;
    taskMs: number;
    styleRecalcs: number;
    layouts: number;
  };
}

/** Starts the profiler on `page`; the function it answers stops it and saves the profile. */
export async function startProfile(page: Page): Promise<(file: string) => Promise<CpuProfile>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Performance.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const metrics = async () =>
    new Map(
      (await cdp.send('Performance.getMetrics')).metrics.map((metric) => [
        metric.name,
        metric.value,
      ]),
    );
  const before = await metrics();
  await cdp.send('Profiler.start');
  return async (file) => {
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    const after = await metrics();
    writeFileSync(file, JSON.stringify(profile));
    // Where the main thread's time went, beside the JavaScript the profile shows (seconds → ms).
    const spent = (name: string) => ((after.get(name) ?? 0) - (before.get(name) ?? 0)) * 1000;
    profile.mainThread = {
      scriptMs: spent('ScriptDuration'),
      styleMs: spent('RecalcStyleDuration'),
      layoutMs: spent('LayoutDuration'),
      taskMs: spent('TaskDuration'),
      styleRecalcs: spent('RecalcStyleCount') / 1000,
      layouts: spent('LayoutCount') / 1000,
    };
    return profile;
  };
}

/**
 * Self time per function, `source:line name` through the source maps of the build in `distDir`
 * (the chunk a frame ran in is its URL's last path part under `assets/`), and per package.
 */
export function summariseProfile(profile: CpuProfile, distDir: string) {
  const maps = new Map<string, TraceMap | null>();
  const mapOf = (url: string): TraceMap | null => {
    const asset = /\/assets\/([^/?#]+\.js)/.exec(url)?.[1];
    if (asset === undefined) return null;
    if (!maps.has(asset)) {
      const file = join(distDir, 'assets', `${asset}.map`);
      maps.set(asset, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
    }
    return maps.get(asset) ?? null;
  };
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const functions = new Map<string, number>();
  const packages = new Map<string, number>();
  let totalUs = 0;
  for (const [id, us] of selfUs) {
    totalUs += us;
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    let where = frame.functionName ? `(${frame.functionName})` : '(anonymous)';
    let area = frame.url ? 'other script' : frame.functionName || '(native)';
    const map = mapOf(frame.url);
    if (map) {
      const original = originalPositionFor(map, {
        line: frame.lineNumber + 1,
        column: frame.columnNumber,
      });
      if (original.source) {
        const source = original.source.split('node_modules/').pop() ?? original.source;
        where = `${source.replace(/^(\.\.\/)+/, '')}:${original.line ?? 0} ${original.name ?? frame.functionName}`;
        area = packageOf(original.source);
      }
    }
    functions.set(where, (functions.get(where) ?? 0) + us);
    packages.set(area, (packages.get(area) ?? 0) + us);
  }
  const top = (entries: Map<string, number>, count: number) =>
    [...entries]
      .sort(([, a], [, b]) => b - a)
      .slice(0, count)
      .map(([name, us]) => ({ name, ms: us / 1000 }));
  return {
    totalMs: totalUs / 1000,
    mainThread: profile.mainThread,
    packages: top(packages, 12),
    functions: top(functions, 30),
  };
}

export function printProfileSummary(
  label: string,
  file: string,
  summary: ReturnType<typeof summariseProfile>,
): void {
  console.log(`\nCPU profile of ${label} (${summary.totalMs.toFixed(0)} ms sampled): ${file}`);
  const main = summary.mainThread;
  if (main)
    console.log(
      `  main thread: tasks ${main.taskMs.toFixed(0)} ms, script ${main.scriptMs.toFixed(0)} ms, ` +
        `style ${main.styleMs.toFixed(0)} ms (${main.styleRecalcs} recalcs), ` +
        `layout ${main.layoutMs.toFixed(0)} ms (${main.layouts} layouts)`,
    );
  console.log('  by package (self time, ms):');
  for (const entry of summary.packages)
    console.log(`    ${entry.ms.toFixed(1).padStart(7)}  ${entry.name}`);
  console.log('  top functions (self time, ms):');
  for (const entry of summary.functions)
    console.log(`    ${entry.ms.toFixed(1).padStart(7)}  ${entry.name}`);
}
