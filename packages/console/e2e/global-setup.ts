// Builds the console once, then starts the real API server (which serves it) as a child process on
// 127.0.0.1 with a free port and a fresh database in a temporary folder. Returns the teardown.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
/** initdb of a fresh PGlite folder takes 10 s on an idle machine, far longer on a loaded one. */
const startTimeoutMs = 240_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  // A server already running (set QUIVER_E2E_URL while working on a test) is used as it is.
  if (process.env.QUIVER_E2E_URL) return async () => {};
  // A private build and database: a rebuild of packages/console/dist by anyone else during the run
  // cannot pull files from under the server, and reruns start clean.
  const runDir = mkdtempSync(join(tmpdir(), 'quiver-e2e-'));
  const consoleDir = join(runDir, 'console');
  const dataDir = join(runDir, 'data');
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', consoleDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: join(repoRoot, 'packages/console'), stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (build.status !== 0) throw new Error('The console build failed.');

  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      CONSOLE_DIR: consoleDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      STAFF_EMAIL_DOMAIN: 'quiver.dev',
      // Each test sends its own X-Forwarded-For, so each has its own sign-in rate limit.
      TRUST_PROXY: 'on',
    },
  });

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The server did not start within ${startTimeoutMs / 1000} s.`)),
      startTimeoutMs,
    );
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => {
      output += String(chunk);
      const address = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (address) {
        clearTimeout(timer);
        resolve(address);
      }
    });
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (code ${code}) before listening:\n${output}`));
    });
  });
  process.env.QUIVER_E2E_URL = url;

  return async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(runDir, { recursive: true, force: true });
  };
}
