// `npm run bench -w @quiver/validation`: what the package costs a bundle and how fast the heaviest
// rule runs, each printed beside a baseline measured in the same run (never a timed unit test).
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { z } from 'zod';
import { allowedIpList, formatIpRange } from '../src/index.ts';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

/** Minified, then gzipped (level 9) size of a bundle built from `contents`. */
async function bundleSize(contents: string): Promise<{ min: number; gzip: number }> {
  const result = await build({
    stdin: { contents, resolveDir: packageDir, loader: 'ts', sourcefile: 'entry.ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return { min: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength };
}

/** 1,000 distinct, valid entries: single addresses, spaced ranges and CIDR blocks, with descriptions. */
function allowListOf(count: number): { ip: string; description?: string }[] {
  return Array.from({ length: count }, (_, index) => {
    const base = 167772160 + index * 1024; // 10.0.0.0 + index * 1024, far enough apart to stay distinct
    const kind = index % 3;
    const ip =
      kind === 0
        ? formatIpRange({ start: base + 1, end: base + 1 })
        : kind === 1
          ? formatIpRange({ start: base, end: base + 99 }).replace('-', ' - ')
          : `${formatIpRange({ start: base, end: base })}/22`;
    return index % 2 === 0 ? { ip, description: `office ${index}` } : { ip };
  });
}

/** Median operations per second over `samples` runs of about `sampleMs` each. */
function opsPerSecond(run: () => unknown, samples = 7, sampleMs = 250): number {
  for (let warm = 0; warm < 20; warm += 1) run();
  const rates: number[] = [];
  for (let sample = 0; sample < samples; sample += 1) {
    let operations = 0;
    const started = performance.now();
    let elapsed = 0;
    do {
      run();
      operations += 1;
      elapsed = performance.now() - started;
    } while (elapsed < sampleMs);
    rates.push((operations * 1000) / elapsed);
  }
  rates.sort((a, b) => a - b);
  return rates[Math.floor(rates.length / 2)] as number;
}

const format = (value: number) => Math.round(value).toLocaleString('en-US');

const zodOnly = await bundleSize(`export * from 'zod';`);
const zodAndPackage = await bundleSize(`export * from 'zod'; export * from '@quiver/validation';`);
const zodAndOneField = await bundleSize(
  `export * from 'zod'; export { instanceName } from '@quiver/validation';`,
);

console.log('\nBundle size (esbuild, minified, gzip -9), bytes');
console.table({
  'zod alone (baseline)': { min: zodOnly.min, gzip: zodOnly.gzip, 'added gzip': 0 },
  'zod + @quiver/validation (every export)': {
    min: zodAndPackage.min,
    gzip: zodAndPackage.gzip,
    'added gzip': zodAndPackage.gzip - zodOnly.gzip,
  },
  'zod + instanceName only (tree-shaken)': {
    min: zodAndOneField.min,
    gzip: zodAndOneField.gzip,
    'added gzip': zodAndOneField.gzip - zodOnly.gzip,
  },
});

const entries = allowListOf(1000);
const ipTexts = entries.map((entry) => entry.ip);
if (!allowedIpList.safeParse(entries).success) throw new Error('bench data must be a valid list');

const baselineStrings = z.array(z.string());
const baselineObjects = z.array(z.object({ ip: z.string(), description: z.string().optional() }));
const rates = {
  'z.array(z.string()) on the 1,000 IP texts (baseline)': opsPerSecond(() =>
    baselineStrings.parse(ipTexts),
  ),
  'z.array(z.object({ ip, description? })) (shape only)': opsPerSecond(() =>
    baselineObjects.parse(entries),
  ),
  'allowedIpList (every rule + duplicate check)': opsPerSecond(() => allowedIpList.parse(entries)),
};

console.log('\nParse throughput, 1,000 allowed-IP entries (median of 7 runs of 250 ms)');
const baselineRate = Object.values(rates)[0] as number;
console.table(
  Object.fromEntries(
    Object.entries(rates).map(([name, rate]) => [
      name,
      {
        'lists/s': format(rate),
        'entries/s': format(rate * 1000),
        'µs per list': (1e6 / rate).toFixed(1),
        'vs baseline': `${(baselineRate / rate).toFixed(1)}x slower`,
      },
    ]),
  ),
);
