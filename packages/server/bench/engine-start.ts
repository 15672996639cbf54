// Engine start-up time: median of ENGINE_STARTS (5) opens of a new ProcessGraphEngine (spawn and
// open; the close is not counted). Run: npx tsx bench/engine-start.ts
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ProcessGraphEngine } from '../src/engine/process-engine.ts';

const runs = Number(process.env['ENGINE_STARTS'] ?? 5);
/** ENGINE_WORKER=tsx measures the worker started from source through tsx (the old way, the fallback). */
const worker = process.env['ENGINE_WORKER'] === 'tsx' ? 'tsx' : 'auto';
const dir = await mkdtemp(join(tmpdir(), 'quiver-engine-start-'));
const times: number[] = [];
for (let i = 0; i < runs + 1; i += 1) {
  const engine = new ProcessGraphEngine({ worker });
  const started = performance.now();
  await engine.open(join(dir, `g${i}`));
  const ms = performance.now() - started;
  await engine.close();
  if (i > 0) times.push(ms); // the first run warms the worker build cache
}
await rm(dir, { recursive: true, force: true });
times.sort((a, b) => a - b);
console.log(
  `engine start (${worker === 'tsx' ? 'tsx' : 'JavaScript build'}): median ${Math.round(times[Math.floor(times.length / 2)]!)} ms over ${runs} (${times.map((t) => Math.round(t)).join(', ')})`,
);
