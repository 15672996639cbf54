// `npm start`: builds the console when its build is missing or older than its sources, starts the API
// server serving it on one origin (http://127.0.0.1:8080, PORT to change, the local PGlite database
// under packages/server/.data), makes sure the demo account exists and prints how to sign in.
// Signals are passed on so Ctrl+C shuts the server down cleanly.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const consoleDist = join(root, 'packages/console/dist');

// The demo account: an ordinary customer (not the staff domain), its password meeting the account
// rule (8 to 64 printable ASCII, 3 of 4 character classes). Local use only.
const demo = { email: 'demo@example.com', password: 'Quiver-Demo-2026' };

/** What the console bundle is built from: its own sources and the workspace packages it imports. */
const consoleInputs = [
  'packages/console/src',
  'packages/console/public',
  'packages/console/index.html',
  'packages/console/vite.config.ts',
  'packages/console/build',
  'packages/console/package.json',
  'packages/ui/src',
  'packages/validation/src',
  'packages/contract/src',
].map((path) => join(root, path));

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestChange(join(path, entry)));
  }
  return newest;
}

function buildConsoleIfStale() {
  const index = join(consoleDist, 'index.html');
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  const sourcesAt = Math.max(...consoleInputs.map(newestChange));
  if (builtAt >= sourcesAt) return;
  console.log(builtAt ? 'Console sources changed: rebuilding it...' : 'Building the console...');
  const { status } = spawnSync('npm', ['run', 'build', '-w', '@quiver/console'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (status !== 0) {
    console.error('The console build failed (see above).');
    process.exit(status ?? 1);
  }
}

async function call(base, method, path, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  return response.json();
}

/** Idempotent: signs in as the demo user; only when that fails registers it with a mailed code. */
async function ensureDemoAccount(base) {
  const api = '/api/dbaas/v1';
  const login = await call(base, 'POST', `${api}/auth/login`, demo);
  if (login.code === 200) return 'ready';
  const sent = await call(base, 'POST', `${api}/auth/email/captcha`, {
    email: demo.email,
    purpose: 'register',
  });
  if (sent.code !== 200) return `could not send its code (${sent.message})`;
  const mailbox = await call(base, 'GET', `/api/dev/mailbox?to=${encodeURIComponent(demo.email)}`);
  const code = mailbox.data?.find((mail) => mail.code)?.code;
  // An existing account gets a notice without a code: someone changed the demo password.
  if (!code) return 'exists with a changed password';
  const registered = await call(base, 'POST', `${api}/auth/register`, {
    ...demo,
    emailCode: code,
  });
  return registered.code === 200 ? 'created' : `not created (${registered.message})`;
}

buildConsoleIfStale();

const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
  cwd: root,
  stdio: ['inherit', 'pipe', 'inherit'],
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

let announced = false;
child.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  const address = /listening on (http:\/\/\S+)/.exec(String(chunk))?.[1];
  if (!address || announced) return;
  announced = true;
  ensureDemoAccount(address)
    .then((outcome) => {
      const demoLine =
        outcome === 'ready' || outcome === 'created'
          ? `  Demo account: ${demo.email}  password: ${demo.password}`
          : `  Demo account ${demo.email} ${outcome}.`;
      console.log(`\nQuiver Cloud is running: open ${address}\n${demoLine}\n  Ctrl+C stops it.\n`);
    })
    .catch((error) => console.error(`Could not prepare the demo account: ${error.message}`));
});
