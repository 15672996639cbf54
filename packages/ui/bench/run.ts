// `npm run bench -w @quiver/ui`: bundle sizes and render times, each beside its target and a
// baseline measured in the same run. Not a test: numbers vary with the machine; read them.
import { loadavg } from 'node:os';
import { measureRender } from './render.ts';
import { measureSizes } from './sizes.ts';

const KB = 1024;
const targets = { buttonGzipBytes: 5 * KB, tableMs: 140, chartMs: 330 };
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const mark = (ok: boolean) => (ok ? 'ok  ' : 'OVER');

function printTable(title: string, header: string[], rows: string[][]) {
  const widths = header.map((cell, i) =>
    Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
  console.log(`\n${title}\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}

const onlyRender = process.argv.includes('--render-only');
const onlySizes = process.argv.includes('--sizes-only');
// `--components=Button,MetricChart` measures just those (a quick check after a change).
const componentsArgument = process.argv.find((arg) => arg.startsWith('--components='));
const components = componentsArgument?.slice('--components='.length).split(',');

if (!onlyRender) {
  const started = Date.now();
  const { each, whole } = await measureSizes(components);
  printTable(
    `Bundle size: each public component imported alone from src/index.ts (esbuild, minified, tree-shaken, gzip -9, React external) — ${((Date.now() - started) / 1000).toFixed(0)} s`,
    ['export', 'min', 'min+gzip'],
    [...each, whole].map((r) => [r.name, kb(r.minified), kb(r.gzipped)]),
  );
  const button = each.find((r) => r.name === 'Button');
  if (button)
    console.log(
      `\n${mark(button.gzipped <= targets.buttonGzipBytes)} Button alone: ${kb(button.gzipped)} min+gzip (target under ${kb(targets.buttonGzipBytes)}); whole package ${kb(whole.gzipped)}`,
    );
}

if (!onlySizes) {
  const scenarios = ['table-virtualised', 'table-naive', 'chart-decimated', 'chart-naive'];
  const results = await measureRender(scenarios);
  const runs = results[0]?.runs.length ?? 0;
  printTable(
    `Render time in Chromium, 4× CPU throttling: render call to after layout and paint (median of ${runs} fresh page loads; load average ${loadavg()[0]?.toFixed(1)})`,
    ['scenario', 'median', 'runs (ms)', 'DOM rows', 'path points'],
    results.map((r) => [
      r.scenario,
      `${r.median.toFixed(0)} ms`,
      r.runs.map((ms) => ms.toFixed(0)).join(' '),
      String(r.domRows),
      String(r.pathPoints),
    ]),
  );
  const get = (name: string) => results.find((r) => r.scenario === name)?.median ?? Number.NaN;
  console.log(
    `\n${mark(get('table-virtualised') < targets.tableMs)} Table, 10,000 rows: ${get('table-virtualised').toFixed(0)} ms (target under ${targets.tableMs} ms; naive <table> ${get('table-naive').toFixed(0)} ms)`,
  );
  console.log(
    `${mark(get('chart-decimated') < targets.chartMs)} MetricChart, 3 × 10,080 points: ${get('chart-decimated').toFixed(0)} ms (target under ${targets.chartMs} ms; undecimated visx ${get('chart-naive').toFixed(0)} ms)`,
  );
}
