// `npm run chromatic`: publish the Storybook of @quiver/ui to Chromatic (cloud visual review) for
// those who have a project token. The local, always-on visual regression is `npm run visual`.
//
//   CHROMATIC_PROJECT_TOKEN=<token> npm run chromatic [-- <extra chromatic flags>]
//
// Without a token it only explains itself and exits 0 (CI and machines without network stay green).
// chromatic 17 and later declare Node >= 22; 16.6.2 is the last release that runs on Node 20, so it
// is pinned here and fetched by npx on demand instead of being a dependency of the repository.
// Without network chromatic never gives up (it retries DNS forever), hence the hard time limit.
import { spawnSync } from 'node:child_process';

const chromaticVersion = '16.6.2';
const timeLimitSeconds = Number(process.env['CHROMATIC_TIMEOUT_SECONDS'] ?? 900);

if (!process.env['CHROMATIC_PROJECT_TOKEN']) {
  process.stdout.write(
    [
      'chromatic: skipped, CHROMATIC_PROJECT_TOKEN is not set.',
      '  To publish the Storybook to Chromatic for review:',
      '    CHROMATIC_PROJECT_TOKEN=<project token> npm run chromatic',
      `  It builds Storybook, then runs chromatic@${chromaticVersion} (fetched by npx) under a`,
      `  ${timeLimitSeconds} s limit (CHROMATIC_TIMEOUT_SECONDS). It needs network access to Chromatic.`,
      '  Local screenshots against committed baselines: npm run visual',
      '',
    ].join('\n'),
  );
  process.exit(0);
}

function run(command, args) {
  const { status, signal } = spawnSync(command, args, { stdio: 'inherit' });
  if (status === 124) {
    process.stderr.write(`chromatic: stopped after ${timeLimitSeconds} s (no network?)\n`);
  }
  return status ?? (signal ? 1 : 0);
}

const built = run('npm', ['run', 'build-storybook']);
if (built !== 0) process.exit(built);

// The token is read from the environment by chromatic itself; it never appears in a command line.
process.exit(
  run('timeout', [
    '--kill-after=10',
    String(timeLimitSeconds),
    'npx',
    '--yes',
    `chromatic@${chromaticVersion}`,
    '--storybook-build-dir',
    'storybook-static',
    '--exit-zero-on-changes',
    ...process.argv.slice(2),
  ]),
);
