// A CPU profile of this process (the server under load runs here; the load generator does not)
// while `work` runs, saved as a .cpuprofile (open it in Chrome DevTools or speedscope), and its
// top frames by self time.
import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
  startTime: number;
  endTime: number;
}

export interface Frame {
  name: string;
  where: string;
  selfMs: number;
  share: number;
}

export interface ProfileSummary {
  frames: Frame[];
  /** Self time by package (`fastify`, `pg`, `zod`, ...) or by this repository's source folder. */
  areas: Frame[];
  totalMs: number;
}

export async function profiled(file: string, work: () => Promise<void>): Promise<ProfileSummary> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  let failure: unknown;
  await work().catch((error: unknown) => (failure = error));
  const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
  session.disconnect();
  if (failure) throw failure;
  writeFileSync(file, JSON.stringify(profile));
  return topFrames(profile);
}

/** Where a frame's code lives: a package name, a folder of this repository, or the engine's. */
function areaOf(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const inModules = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (inModules?.[1]) return inModules[1];
  const inRepo = /\/packages\/([^/]+)\/src\/([^/]+)/.exec(url);
  if (inRepo) return `@quiver/${inRepo[1]} ${inRepo[2]}`;
  if (url.startsWith('node:')) return 'node (' + url.slice(5).split('/')[0] + ')';
  return url;
}

/** Self time per function (name, file and line), largest first. */
function topFrames(profile: Profile): ProfileSummary {
  const areas = new Map<string, number>();
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  // The profiler's own calls (starting and stopping it) are left out.
  const own = new Set<number>();
  const mark = (id: number) => {
    own.add(id);
    for (const child of byNode.get(id)?.children ?? []) mark(child);
  };
  for (const node of profile.nodes) if (node.callFrame.url === 'node:inspector') mark(node.id);
  const self = new Map<string, { name: string; where: string; micros: number }>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let total = 0;
  for (let index = 0; index < samples.length; index += 1) {
    const node = byNode.get(samples[index] ?? -1);
    const micros = deltas[index] ?? 0;
    if (!node || own.has(node.id)) continue;
    total += micros;
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url.replace(/^file:\/\//, '').replace(/^.*\/node_modules\//, '');
    const where = url ? `${file.replace(/^.*\/packages\//, '')}:${lineNumber + 1}` : '';
    const key = `${functionName}|${where}`;
    const entry = self.get(key) ?? { name: functionName || '(anonymous)', where, micros: 0 };
    entry.micros += micros;
    self.set(key, entry);
    const area = areaOf(url, functionName);
    areas.set(area, (areas.get(area) ?? 0) + micros);
  }
  const frames = [...self.values()]
    .sort((a, b) => b.micros - a.micros)
    .map((entry) => ({
      name: entry.name,
      where: entry.where,
      selfMs: entry.micros / 1000,
      share: total > 0 ? entry.micros / total : 0,
    }));
  const byArea = [...areas.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([name, micros]) => ({
      name,
      where: '',
      selfMs: micros / 1000,
      share: total > 0 ? micros / total : 0,
    }));
  return { frames, areas: byArea, totalMs: total / 1000 };
}
