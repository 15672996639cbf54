// The things the console benchmark measures against: a production build of the console, the real
// API server serving it, and a bare React 19 page (the baseline) served the same way (no compression,
// 127.0.0.1), so the numbers differ only by what each page ships and runs.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const consoleRoot = fileURLToPath(new URL('..', import.meta.url));
const serverRoot = join(consoleRoot, '..', 'server');

export interface Running {
  url: string;
  stop: () => Promise<void>;
}

/** Runs a command to completion and answers its output; a non-zero exit throws with the output. */
function run(command: string, args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`)),
    );
  });
}

/**
 * A production build of the console into `outDir` (never into the shared packages/console/dist,
 * which other work may be serving). Answers Vite's report, which lists every chunk with its gzip size.
 */
export function buildConsole(outDir: string): Promise<string> {
  const vite = join(consoleRoot, '..', '..', 'node_modules', '.bin', 'vite');
  return run(
    vite,
    ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'info'],
    consoleRoot,
  );
}

/**
 * A one-file page: `source` bundled and minified like a production app (react and the rest resolved
 * exactly as the console resolves them), and an index.html that loads it.
 */
async function buildSingleBundlePage(outDir: string, title: string, source: string[]) {
  mkdirSync(join(outDir, 'assets'), { recursive: true });
  await build({
    stdin: { contents: source.join('\n'), resolveDir: consoleRoot, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    outfile: join(outDir, 'assets', 'main.js'),
    logLevel: 'silent',
  });
  writeFileSync(
    join(outDir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" />' +
      `<meta name="viewport" content="width=device-width, initial-scale=1.0" /><title>${title}</title>` +
      '<script type="module" src="/assets/main.js"></script></head><body><div id="root"></div></body></html>',
  );
}

/** The bare baseline: one heading rendered by react-dom. */
export function buildBareReactPage(outDir: string): Promise<void> {
  return buildSingleBundlePage(outDir, 'Bare React', [
    "import { createElement } from 'react';",
    "import { createRoot } from 'react-dom/client';",
    "createRoot(document.getElementById('root')).render(createElement('h1', null, 'Log in'));",
  ]);
}

/**
 * The stack floor: the libraries issue 5 asks the console to be built with (React 19, a React Router
 * data router, i18next with react-i18next, TanStack Query, react-hook-form) and nothing else, showing
 * one translated heading and a one-field form. What no console built on that stack can go below,
 * so the gap to the targets splits into "the stack" and "our code".
 */
export function buildStackFloorPage(outDir: string): Promise<void> {
  return buildSingleBundlePage(outDir, 'Stack floor', [
    "import { createElement as h } from 'react';",
    "import { createRoot } from 'react-dom/client';",
    "import { createBrowserRouter } from 'react-router';",
    "import { RouterProvider } from 'react-router/dom';",
    "import i18next from 'i18next';",
    "import { initReactI18next, useTranslation } from 'react-i18next';",
    "import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';",
    "import { useForm } from 'react-hook-form';",
    'const i18n = i18next.createInstance();',
    'i18n.use(initReactI18next).init({ lng: "en", initAsync: false,',
    '  resources: { en: { translation: { title: "Log in", email: "E-mail" } } } });',
    'function Login() {',
    '  const { t } = useTranslation();',
    '  const form = useForm({ defaultValues: { email: "" } });',
    '  const signIn = useMutation({ mutationFn: async (values) => values });',
    '  return h("form", { onSubmit: form.handleSubmit((values) => signIn.mutate(values)) },',
    '    h("h1", null, t("title")),',
    '    h("label", null, t("email"), h("input", form.register("email"))));',
    '}',
    'const router = createBrowserRouter([{ path: "*", Component: Login }]);',
    "createRoot(document.getElementById('root')).render(",
    '  h(QueryClientProvider, { client: new QueryClient() }, h(RouterProvider, { router })));',
  ]);
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
};

function listen(server: Server): Promise<Running> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        stop: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

/**
 * A tiny static server with the single-page-app fallback (unknown paths answer index.html). With
 * `apiUrl`, requests under /api are proxied there, so the page sees one origin as in production.
 */
export function serveStatic(
  root: string,
  apiUrl?: string,
  /**
   * Answers some API calls itself (a body of JSON) before they reach the API server; it gets the
   * request's URL and body (empty for a GET).
   */
  answerApi?: (url: URL, body: string) => string | undefined,
): Promise<Running> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/');
    if (path === '/api' || path.startsWith('/api/')) {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks);
        const answered = answerApi?.(
          new URL(request.url ?? '/', 'http://bench.invalid'),
          body.toString(),
        );
        if (answered !== undefined) {
          response.writeHead(200, {
            'content-type': 'application/json; charset=utf-8',
            'cache-control': 'no-store',
          });
          response.end(answered);
          return;
        }
        if (apiUrl === undefined) {
          response.writeHead(404).end();
          return;
        }
        const upstream = httpRequest(
          new URL(request.url ?? '/', apiUrl),
          { method: request.method, headers: request.headers },
          (answer) => {
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
          },
        );
        upstream.on('error', () => response.writeHead(502).end());
        upstream.end(body);
      });
      return;
    }
    let file = normalize(join(root, path));
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory())
      file = join(root, 'index.html');
    // The prerendered /login, for a plain arrival, as the API server sends it
    // (packages/server/src/http/console-static.ts).
    const query = new URLSearchParams((request.url ?? '').split('?')[1] ?? '');
    const plainArrival = [...query.keys()].every(
      (key) => key === 'returnUrl' || key === 'redirect',
    );
    if (/^\/login\/?$/i.test(path) && plainArrival && existsSync(join(root, 'login.html')))
      file = join(root, 'login.html');
    response.writeHead(200, {
      'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    response.end(readFileSync(file));
  });
  return listen(server);
}

/** Any free port on 127.0.0.1 (the server takes PORT from the environment and prints no port for 0). */
async function freePort(): Promise<number> {
  const probe = await listen(createServer());
  await probe.stop();
  return Number(new URL(probe.url).port);
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * The real API server (`tsx src/main.ts`) on a free port, with its embedded database in `dataDir`
 * (a temporary folder) and serving the console build in `consoleDir`. Resolves once it listens.
 */
export async function startApiServer(dataDir: string, consoleDir: string): Promise<Running> {
  const port = await freePort();
  const tsx = join(consoleRoot, '..', '..', 'node_modules', '.bin', 'tsx');
  const child = spawn(tsx, ['src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      CONSOLE_DIR: consoleDir,
      LOG_LEVEL: 'warn',
      // One address loads the console some 15 times a minute here, each load ~50 files: the
      // production limit (600 requests a minute per address) would answer 1216 to the page itself.
      RATE_LIMIT: '1000000',
      SMTP_URL: '',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The API server did not start within 120 s:\n${output}`)),
      120_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The API server exited with ${code} before listening:\n${output}`));
    });
  });
  // Keep draining its output so a chatty server never blocks on a full pipe.
  child.stdout.removeAllListeners('data').resume();
  child.stderr.removeAllListeners('data').resume();
  return { url, stop: () => stopChild(child) };
}
