import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleWorker } from './worker-build.ts';
import { ProcessGraphEngine, prepareEngineWorker } from './process-engine.ts';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'quiver-worker-build-'));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('bundleWorker', () => {
  it('builds once, reuses the build while the sources are unchanged, and rebuilds when any source changes', async () => {
    const src = join(root, 'src');
    const cache = join(root, 'node_modules', '.cache', 'worker');
    await mkdir(src, { recursive: true });
    const entry = join(src, 'main.ts');
    await writeFile(
      entry,
      "import { word } from './word.ts';\nconsole.log(word satisfies string);\n",
    );
    await writeFile(join(src, 'word.ts'), "export const word: string = 'first';\n");

    const first = await bundleWorker(entry, cache);
    expect(first.built).toBe(true);
    expect(await readFile(first.file, 'utf8')).toContain('"first"');
    const firstWritten = (await stat(first.file)).mtimeMs;

    const again = await bundleWorker(entry, cache);
    expect(again).toEqual({ file: first.file, built: false });
    expect((await stat(again.file)).mtimeMs).toBe(firstWritten);

    // An imported file changes: a new key, a new build with the new code.
    await writeFile(join(src, 'word.ts'), "export const word: string = 'second';\n");
    const changed = await bundleWorker(entry, cache);
    expect(changed.built).toBe(true);
    expect(changed.file).not.toBe(first.file);
    expect(await readFile(changed.file, 'utf8')).toContain('"second"');

    // A new import appears in the entry: the entry changed, so it is rebuilt with the new file.
    await writeFile(join(src, 'extra.ts'), "export const extra: string = 'third';\n");
    await writeFile(
      entry,
      "import { word } from './word.ts';\nimport { extra } from './extra.ts';\nconsole.log(word, extra);\n",
    );
    const grown = await bundleWorker(entry, cache);
    expect(grown.built).toBe(true);
    expect(await readFile(grown.file, 'utf8')).toContain('"third"');
    await writeFile(join(src, 'extra.ts'), "export const extra: string = 'fourth';\n");
    const extraChanged = await bundleWorker(entry, cache);
    expect(extraChanged.built).toBe(true);
    expect(await readFile(extraChanged.file, 'utf8')).toContain('"fourth"');
  });

  it('fails on a source that does not compile (the engine then falls back to tsx)', async () => {
    const entry = join(root, 'broken.ts');
    await writeFile(entry, 'export const = ;\n');
    await expect(bundleWorker(entry, join(root, 'cache-broken'))).rejects.toThrow();
  });
});

describe('engine worker launch', () => {
  it('starts engines from the JavaScript build, and through tsx when asked, with the same behaviour', async () => {
    const launch = await prepareEngineWorker();
    expect(launch).toMatchObject({ mode: 'javascript' });
    expect(launch.args[0]).toMatch(/engine-worker-[0-9a-f]{20}\.mjs$/);
    for (const worker of ['auto', 'tsx'] as const) {
      const engine = new ProcessGraphEngine({ worker });
      await engine.open(join(root, `graph-${worker}`));
      try {
        expect(engine.launchMode).toBe(worker === 'auto' ? 'javascript' : 'tsx');
        const outcome = await engine.query('RETURN 1 + 1 AS two');
        expect(outcome).toMatchObject({ ok: true, rows: [{ two: 2 }] });
      } finally {
        await engine.close();
      }
    }
  });
});
