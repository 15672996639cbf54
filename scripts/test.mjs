// `npm test`: every check of the repository, in order, each step's output streamed as it runs.
// All steps run even after a failure so one run shows everything that is wrong; the exit code is
// non-zero when any step failed.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', 'npm', ['run', 'lint']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['unit, api and story tests (vitest)', 'npx', ['vitest', 'run']],
  [
    'end-to-end (console)',
    'npx',
    ['playwright', 'test', '-c', 'packages/console/playwright.config.ts'],
  ],
  // Builds Storybook, then screenshots every story in light and dark against visual/__screenshots__.
  ['visual regression', 'npm', ['run', 'visual']],
];

const results = [];
for (const [name, command, args] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  results.push({ name, ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
}

console.log('\n=== summary ===');
for (const { name, ok, seconds } of results)
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
