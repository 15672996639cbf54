// "Before and after in the same run": a production build of the console as it was at another git
// commit (`BENCH_BEFORE=main`), measured beside the working tree's build in the same browser and the
// same minutes, so the machine's load (2 shared cores here) weighs on both alike.
//
// The commit's packages are taken out with `git archive` into a temporary folder whose
// node_modules links to this checkout's installed packages, except the workspace ones (@quiver/*),
// which point at the commit's own sources. So the dependencies are today's; the code is the commit's.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { consoleRoot } from './servers.ts';

const repoRoot = join(consoleRoot, '..', '..');

/** The commit `ref` names (so the report says exactly what "before" was). */
export function resolveRef(ref: string): string {
  return execFileSync('git', ['rev-parse', '--short', `${ref}^{commit}`], { cwd: repoRoot })
    .toString()
    .trim();
}

/**
 * Builds the console of commit `ref` into `outDir` and answers Vite's report. The temporary
 * sources are removed afterwards.
 */
export function buildConsoleAt(ref: string, outDir: string): string {
  const work = mkdtempSync(join(tmpdir(), 'quiver-console-at-'));
  try {
    const archive = execFileSync('git', ['archive', ref, 'packages', 'tsconfig.base.json'], {
      cwd: repoRoot,
      maxBuffer: 512 * 1024 * 1024,
    });
    execFileSync('tar', ['-x', '-C', work], { input: archive });
    const modules = join(work, 'node_modules');
    mkdirSync(join(modules, '@quiver'), { recursive: true });
    for (const entry of readdirSync(join(repoRoot, 'node_modules'))) {
      if (entry === '@quiver') continue;
      symlinkSync(join(repoRoot, 'node_modules', entry), join(modules, entry));
    }
    for (const workspace of readdirSync(join(work, 'packages'))) {
      symlinkSync(join(work, 'packages', workspace), join(modules, '@quiver', workspace));
      // A package's own nested dependencies (versions that differ from the hoisted ones).
      const nested = join(repoRoot, 'packages', workspace, 'node_modules');
      try {
        for (const entry of readdirSync(nested)) {
          mkdirSync(join(work, 'packages', workspace, 'node_modules'), { recursive: true });
          symlinkSync(
            join(nested, entry),
            join(work, 'packages', workspace, 'node_modules', entry),
          );
        }
      } catch {
        // No nested dependencies.
      }
    }
    const vite = join(repoRoot, 'node_modules', '.bin', 'vite');
    return execFileSync(
      vite,
      ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'info'],
      {
        cwd: join(work, 'packages', 'console'),
        env: { ...process.env, FORCE_COLOR: '0' },
        maxBuffer: 64 * 1024 * 1024,
      },
    ).toString();
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
